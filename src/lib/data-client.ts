import { PostgrestClient } from '@supabase/postgrest-js'
import type { Database } from '../types/database.types.ts'
import { anonKeyHeaders, env } from './env.ts'

/**
 * The light client for public reads: PostgREST only, with the anon key. Public
 * pages use it so the full supabase-js client (auth, storage, realtime) stays
 * out of their first load; signed-in work goes through src/lib/supabase.ts.
 */
export const dataClient = new PostgrestClient<Database>(`${env.supabaseUrl}/rest/v1`, {
  headers: anonKeyHeaders,
  // Looked up per call, so a fetch replaced after start-up (tests, instrumentation) is used.
  fetch: (...args) => fetch(...args),
})
