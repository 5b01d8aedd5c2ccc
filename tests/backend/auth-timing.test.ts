/**
 * A wrong password takes as long for an e-mail without an account as for one with an account, so
 * sign-in's timing does not tell which e-mails have accounts (supabase/local/auth/users.ts).
 *
 * Two checks, because a timing assertion alone is at the mercy of the machine's load. The first is
 * exact: without a stored hash, passwordMatches still runs one bcrypt comparison, against a hash
 * of the same cost. The second measures the real backend: both kinds of sign-in interleaved, so
 * load hits both alike, and their medians compared as a ratio, with a margin wide enough for a
 * busy machine (a load average of 5 on 2 cores once measured 1.77) yet far from the ratio without
 * the dummy comparison (about 0.05: 8 ms against 144 ms).
 */
import bcrypt from 'bcryptjs'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { UserRow } from '../../supabase/local/auth/user-json.ts'
import { hashPassword, passwordMatches } from '../../supabase/local/auth/users.ts'
import { backend, createTestUser, type TestUser } from './support.ts'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('passwordMatches', () => {
  it('runs one bcrypt comparison at the stored hashes’ cost when there is no user or no hash', async () => {
    const costOfStoredHashes = bcrypt.getRounds(await hashPassword('any password'))
    const compare = vi.spyOn(bcrypt, 'compare')
    const noHash = { encrypted_password: null } as unknown as UserRow
    for (const user of [null, noHash]) {
      compare.mockClear()
      expect(await passwordMatches(user, 'a wrong password')).toBe(false)
      expect(compare).toHaveBeenCalledTimes(1)
      const [password, hash] = compare.mock.calls[0]!
      expect(password).toBe('a wrong password')
      expect(bcrypt.getRounds(hash)).toBe(costOfStoredHashes)
    }
  })
})

describe('a wrong password, timed on the backend', () => {
  const ROUNDS = 15
  let user: TestUser

  beforeAll(async () => {
    user = await createTestUser({ admin: false })
  })

  /** Milliseconds for one password sign-in that fails. */
  async function timeWrongSignIn(email: string): Promise<number> {
    const started = performance.now()
    const response = await fetch(`${backend().url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: backend().anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'not-the-password' }),
    })
    await response.text()
    expect(response.status).toBe(400)
    return performance.now() - started
  }

  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b)
    return sorted[Math.floor(sorted.length / 2)]!
  }

  it('takes about as long for an unknown e-mail as for an account', async () => {
    const existing: number[] = []
    const unknown: number[] = []
    // One of each first, unmeasured: connection set-up and first-call costs.
    await timeWrongSignIn(user.email)
    await timeWrongSignIn(`nobody-${Date.now()}@example.com`)
    for (let round = 0; round < ROUNDS; round++) {
      existing.push(await timeWrongSignIn(user.email))
      unknown.push(await timeWrongSignIn(`nobody-${round}-${Date.now()}@example.com`))
    }
    const ratio = median(unknown) / median(existing)
    console.info(
      `wrong password, median of ${ROUNDS}: account ${median(existing).toFixed(1)} ms, ` +
        `no account ${median(unknown).toFixed(1)} ms (ratio ${ratio.toFixed(2)})`,
    )
    expect(ratio).toBeGreaterThan(0.35)
    expect(ratio).toBeLessThan(1 / 0.35)
  })
})
