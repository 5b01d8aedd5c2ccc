import { createClient, type SupabaseClientOptions } from '@supabase/supabase-js'
import ws from 'ws'
import type { Database } from '../../src/types/database.types.ts'

type RealtimeTransport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>

// Node 20 has no global WebSocket, which supabase-js needs to construct its (unused)
// realtime client; ws is one at run time, but its event types are Node's, not the DOM's.
const transport = ws as unknown as RealtimeTransport

/**
 * A supabase-js client for Node scripts and tests: no session storage, no timers. `fetch` replaces
 * the transport (tests send from their own client address with it).
 */
export function createNodeClient(url: string, key: string, options: { fetch?: typeof fetch } = {}) {
  return createClient<Database>(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport },
    ...(options.fetch && { global: { fetch: options.fetch } }),
  })
}

export type NodeClient = ReturnType<typeof createNodeClient>
