// zod/mini: the same schemas in a fraction of the bytes, since this runs on every first load.
import { z } from 'zod/mini'

/**
 * The local backend's public defaults (the same values as .env.example), so `npm run dev`
 * works without a .env file. A production build never falls back to them.
 */
export const localBackendDefaults = {
  VITE_SUPABASE_URL: 'http://127.0.0.1:54321',
  VITE_SUPABASE_ANON_KEY:
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0',
} as const

type EnvName = keyof typeof localBackendDefaults

const envNames = Object.keys(localBackendDefaults) as EnvName[]

const envSchema = z.object({
  VITE_SUPABASE_URL: z.url({
    protocol: /^https?$/,
    error: 'must be an http(s) URL such as https://<project-ref>.supabase.co',
  }),
  VITE_SUPABASE_ANON_KEY: z.string().check(z.trim(), z.minLength(1, 'must not be empty')),
})

export interface Env {
  supabaseUrl: string
  supabaseAnonKey: string
}

function isMissing(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
}

/**
 * Reads the app's configuration from an `import.meta.env`-like object. Outside production,
 * missing variables fall back to the local backend; in production (`PROD: true`) they are an
 * error that names every missing variable.
 */
export function parseEnv(raw: Readonly<Record<string, unknown>>): Env {
  const missing = envNames.filter((name) => isMissing(raw[name]))
  if (raw.PROD === true && missing.length > 0) {
    throw new Error(
      `Missing environment variables: ${missing.join(', ')}. ` +
        'Set them for the production build (see .env.example).',
    )
  }

  const values = Object.fromEntries(
    envNames.map((name) => [name, isMissing(raw[name]) ? localBackendDefaults[name] : raw[name]]),
  )
  const result = envSchema.safeParse(values)
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `- ${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid environment variables:\n${problems.join('\n')}`)
  }

  return {
    supabaseUrl: result.data.VITE_SUPABASE_URL,
    supabaseAnonKey: result.data.VITE_SUPABASE_ANON_KEY,
  }
}

export const env = parseEnv(import.meta.env)
