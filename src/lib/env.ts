import { localBackendDefaults } from './local-backend-defaults.ts'
import { safeHttpUrl } from './safe-url.ts'

export { localBackendDefaults }

type EnvName = keyof typeof localBackendDefaults

const envNames = Object.keys(localBackendDefaults) as EnvName[]

// Two strings to check: plain code rather than a schema library, since this is on every first load.
const problemsOf: Record<EnvName, (value: string) => string | null> = {
  VITE_SUPABASE_URL: (value) =>
    safeHttpUrl(value) ? null : 'must be an http(s) URL such as https://<project-ref>.supabase.co',
  VITE_SUPABASE_ANON_KEY: (value) => (value.trim() ? null : 'must not be empty'),
}

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
    envNames.map((name) => [name, isMissing(raw[name]) ? localBackendDefaults[name] : String(raw[name])]),
  ) as Record<EnvName, string>
  const problems = envNames.flatMap((name) => {
    const problem = problemsOf[name](values[name])
    return problem ? [`- ${name}: ${problem}`] : []
  })
  if (problems.length > 0) throw new Error(`Invalid environment variables:\n${problems.join('\n')}`)

  return {
    supabaseUrl: values.VITE_SUPABASE_URL.replace(/\/+$/, ''),
    supabaseAnonKey: values.VITE_SUPABASE_ANON_KEY.trim(),
  }
}

export const env = parseEnv(import.meta.env)

/** How a visitor's request to Supabase's REST API presents the anon key. */
export const anonKeyHeaders = { apikey: env.supabaseAnonKey, Authorization: `Bearer ${env.supabaseAnonKey}` }
