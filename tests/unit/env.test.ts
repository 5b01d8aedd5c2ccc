import { describe, expect, it } from 'vitest'
import { localBackendDefaults, parseEnv } from '../../src/lib/env.ts'

const hosted = {
  VITE_SUPABASE_URL: 'https://abcdefghijklmnop.supabase.co',
  VITE_SUPABASE_ANON_KEY: 'hosted-anon-key',
}

describe('parseEnv', () => {
  it('falls back to the local backend outside production', () => {
    expect(parseEnv({ DEV: true, PROD: false })).toEqual({
      supabaseUrl: localBackendDefaults.VITE_SUPABASE_URL,
      supabaseAnonKey: localBackendDefaults.VITE_SUPABASE_ANON_KEY,
    })
  })

  it('treats blank values as missing', () => {
    expect(parseEnv({ PROD: false, VITE_SUPABASE_URL: '  ', VITE_SUPABASE_ANON_KEY: '' })).toEqual({
      supabaseUrl: localBackendDefaults.VITE_SUPABASE_URL,
      supabaseAnonKey: localBackendDefaults.VITE_SUPABASE_ANON_KEY,
    })
  })

  it('uses the values it is given', () => {
    expect(parseEnv({ PROD: true, ...hosted })).toEqual({
      supabaseUrl: hosted.VITE_SUPABASE_URL,
      supabaseAnonKey: hosted.VITE_SUPABASE_ANON_KEY,
    })
  })

  it('lists every missing variable in production', () => {
    expect(() => parseEnv({ PROD: true })).toThrow(
      'Missing environment variables: VITE_SUPABASE_URL, VITE_SUPABASE_ANON_KEY.',
    )
  })

  it('lists only what is missing in production', () => {
    expect(() => parseEnv({ PROD: true, VITE_SUPABASE_URL: hosted.VITE_SUPABASE_URL })).toThrow(
      /^Missing environment variables: VITE_SUPABASE_ANON_KEY\./,
    )
  })

  it('rejects a URL that is not http(s)', () => {
    expect(() => parseEnv({ PROD: false, VITE_SUPABASE_URL: 'not a url' })).toThrow(
      /Invalid environment variables:\n- VITE_SUPABASE_URL: must be an http\(s\) URL/,
    )
    expect(() => parseEnv({ PROD: false, VITE_SUPABASE_URL: 'ftp://example.com' })).toThrow(
      /VITE_SUPABASE_URL: must be an http\(s\) URL/,
    )
  })
})
