import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { repoPaths } from '../../supabase/local/config.ts'
import { readAuthEmailSettings } from '../../supabase/local/auth/email-settings.ts'
import { generateOtp } from '../../supabase/local/auth/one-time-tokens.ts'

/** `[auth.email] otp_length` as GoTrue reads it: the digits behind every mailed link. */
describe('otp_length', () => {
  let dir: string | undefined
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true })
  })
  function settingsWith(emailSection: string) {
    dir = mkdtempSync(path.join(os.tmpdir(), 'auth-settings-'))
    const file = path.join(dir, 'config.toml')
    writeFileSync(file, `[auth]\nsite_url = "http://127.0.0.1:3000"\n\n[auth.email]\n${emailSection}\n`)
    return () => readAuthEmailSettings(file)
  }

  it('is 10 digits in this project, the longest GoTrue allows', () => {
    expect(readAuthEmailSettings(repoPaths.configToml).otpLength).toBe(10)
  })

  it("takes the CLI's 6 when unset, and refuses what GoTrue would not take", () => {
    expect(settingsWith('otp_expiry = 3600')().otpLength).toBe(6)
    expect(settingsWith('otp_length = 8')().otpLength).toBe(8)
    expect(settingsWith('otp_length = 5')).toThrow('auth.email.otp_length must be 6 to 10, got 5')
    expect(settingsWith('otp_length = 11')).toThrow('auth.email.otp_length must be 6 to 10, got 11')
  })

  it('makes codes of exactly that many digits, leading zeros kept', () => {
    for (const length of [6, 10]) {
      const codes = Array.from({ length: 200 }, () => generateOtp(length))
      for (const code of codes) expect(code).toMatch(new RegExp(`^\\d{${length}}$`))
      // Not one value: the codes are drawn at random.
      expect(new Set(codes).size).toBeGreaterThan(150)
    }
  })
})
