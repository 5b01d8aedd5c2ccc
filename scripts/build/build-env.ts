/**
 * The build's configuration, read the way Vite reads it (process.env first, then .env files):
 * which Supabase to prerender from and the public origin for canonical links and the sitemap.
 */
import { loadEnv } from 'vite'
import type { SupabaseSource } from './listings.ts'

/** Where `npm run preview` (and the CDN-like servers of the tests) serve a local build. */
export const PREVIEW_ORIGIN = 'http://127.0.0.1:4173'

export interface BuildEnv {
  supabase: SupabaseSource
  /** The public origin, without a trailing slash. */
  siteUrl: string
}

function httpOrigin(value: string | undefined): string | null {
  if (!value) return null
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href.replace(/\/+$/, '') : null
  } catch {
    return null
  }
}

/** The VITE_ variables a production build would see, from `root`'s .env files and the environment. */
export function readBuildEnv(root: string = process.cwd()): Partial<Record<string, string>> {
  return loadEnv('production', root, 'VITE_')
}

/** Null with a one-line reason when the Supabase settings are missing or malformed. */
export function buildEnvFrom(raw: Partial<Record<string, string>>): BuildEnv | { problem: string } {
  const url = httpOrigin(raw.VITE_SUPABASE_URL?.trim())
  const anonKey = raw.VITE_SUPABASE_ANON_KEY?.trim()
  const missing = [!url && 'VITE_SUPABASE_URL (an http(s) URL)', !anonKey && 'VITE_SUPABASE_ANON_KEY']
    .filter(Boolean)
    .join(' and ')
  if (!url || !anonKey) return { problem: `The build needs ${missing}: set it in the environment or .env` }
  const siteUrl = httpOrigin(raw.VITE_SITE_URL?.trim()) ?? PREVIEW_ORIGIN
  return { supabase: { url, anonKey }, siteUrl }
}
