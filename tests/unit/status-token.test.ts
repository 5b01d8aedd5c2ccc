import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  hashStatusToken,
  isStatusToken,
  makeStatusToken,
  newStatusToken,
  statusTokenFromHash,
} from '../../src/lib/status-token.ts'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('makeStatusToken', () => {
  it('is 43 characters of base64url, without padding', () => {
    for (let i = 0; i < 50; i++) {
      const token = makeStatusToken()
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
      expect(isStatusToken(token)).toBe(true)
    }
  })

  it('encodes 32 bytes from crypto.getRandomValues as base64url', () => {
    // 255, 252, 249...: base64 would give '//z5...s/Mz...' with '=' padding.
    const bytes = Array.from({ length: 32 }, (_, i) => 255 - i * 3)
    const getRandomValues = vi
      .spyOn(crypto, 'getRandomValues')
      .mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
        if (array instanceof Uint8Array) array.set(bytes)
        return array
      })
    expect(makeStatusToken()).toBe('__z59vPw7ern5OHe29jV0s_MycbDwL26t7SxrquopaI')
    expect(getRandomValues).toHaveBeenCalledWith(expect.any(Uint8Array))
    expect((getRandomValues.mock.calls[0]![0] as Uint8Array).length).toBe(32)
  })

  it('is a different token on every call', () => {
    const tokens = new Set(Array.from({ length: 1000 }, () => makeStatusToken()))
    expect(tokens.size).toBe(1000)
  })
})

describe('hashStatusToken', () => {
  it('is the lower-case hex SHA-256 of the UTF-8 text (FIPS 180-2 vectors)', async () => {
    expect(await hashStatusToken('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    )
    expect(await hashStatusToken('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855')
  })

  it('hashes a token as the database does (encode(sha256(convert_to(token, UTF8)), hex))', async () => {
    // The token of the bytes 0..31; its hash as Node's crypto and PostgreSQL compute it.
    expect(await hashStatusToken('AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8')).toBe(
      'ea866a757e4c38babfa8127cbe9a409d3e1f93a00ff1488ff735fcf917afffd0',
    )
  })
})

describe('isStatusToken', () => {
  it('accepts only what public.application_status accepts', () => {
    const token = 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8'
    expect(isStatusToken(token)).toBe(true)
    expect(isStatusToken(token.slice(1))).toBe(false)
    expect(isStatusToken(`${token}A`)).toBe(false)
    expect(isStatusToken(`${token.slice(1)}=`)).toBe(false)
    expect(isStatusToken(`${token.slice(1)}+`)).toBe(false)
    expect(isStatusToken('')).toBe(false)
    expect(isStatusToken(null)).toBe(false)
    expect(isStatusToken(42)).toBe(false)
  })
})

describe('newStatusToken', () => {
  it('gives a token and the SHA-256 of that token', async () => {
    const made = await newStatusToken()
    expect(made).not.toBeNull()
    expect(isStatusToken(made!.token)).toBe(true)
    expect(made!.hash).toMatch(/^[0-9a-f]{64}$/)
    expect(made!.hash).toBe(await hashStatusToken(made!.token))
  })

  it('is null where the page has no Web Crypto digest (not served over HTTPS)', async () => {
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) })
    expect(await newStatusToken()).toBeNull()
  })
})

describe('statusTokenFromHash', () => {
  const token = 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8'

  it('reads the token from a link fragment, with or without its #', () => {
    expect(statusTokenFromHash(`#${token}`)).toBe(token)
    expect(statusTokenFromHash(token)).toBe(token)
  })

  it('is null for a missing or malformed token', () => {
    expect(statusTokenFromHash('')).toBeNull()
    expect(statusTokenFromHash('#')).toBeNull()
    expect(statusTokenFromHash(`#${token.slice(0, 20)}`)).toBeNull()
    expect(statusTokenFromHash(`##${token}`)).toBeNull()
    expect(statusTokenFromHash(`#${token}&utm_source=mail`)).toBeNull()
  })
})
