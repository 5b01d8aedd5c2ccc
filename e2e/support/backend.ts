import { createNodeClient } from '../../supabase/local/node-client.ts'
import { fetchFrom } from '../../tests/client-address.ts'

/** The backend playwright.config.ts started for this run (set there, inherited by workers). */
export interface E2EBackend {
  url: string
  anonKey: string
  serviceRoleKey: string
}

function required(name: string): string {
  const value = process.env[name]
  if (!value) throw new Error(`${name} is not set: run the end-to-end tests with npm run test:e2e`)
  return value
}

export function e2eBackend(): E2EBackend {
  return {
    url: required('E2E_SUPABASE_URL'),
    anonKey: required('E2E_SUPABASE_ANON_KEY'),
    serviceRoleKey: required('E2E_SUPABASE_SERVICE_ROLE_KEY'),
  }
}

function client(key: string, options: { fetch?: typeof fetch } = {}) {
  return createNodeClient(e2eBackend().url, key, options)
}

/**
 * A visitor's client (anon key), as the app uses it. With `from`, its connections leave from that
 * loopback address (tests/client-address.ts), so its sends count as another client's.
 */
export function anonClient({ from }: { from?: string } = {}) {
  return client(e2eBackend().anonKey, from ? { fetch: fetchFrom(from) } : {})
}

/** A service-role client for arranging data; bypasses row-level security. */
export function adminClient() {
  return client(e2eBackend().serviceRoleKey)
}
