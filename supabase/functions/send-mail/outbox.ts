/** The outbox's service-role functions (supabase/migrations/20251127000000_mail_outbox.sql) by RPC. */
import type { SupabaseClient } from '@supabase/supabase-js'
import type { ClaimedMail, Outbox } from './send-loop.ts'
import type { AccountNameOf } from './sign-in-links.ts'

export function rpcOutbox(supabase: SupabaseClient): Outbox {
  const call = async <T>(name: string, args: Record<string, unknown>): Promise<T> => {
    const { data, error } = await supabase.rpc(name, args)
    if (error) throw new Error(`${name}: ${error.message}`)
    return data as T
  }
  return {
    claim: (batchSize) => call<ClaimedMail[]>('claim_mail', { batch_size: batchSize }),
    sent: (id) => call<void>('mail_sent', { mail_id: id }),
    failed: (id, error, permanent) => call<void>('mail_failed', { mail_id: id, error, permanent }),
  }
}

/** public.owner_account_email: the private account name of an inquiry address. */
export function rpcAccountNames(supabase: SupabaseClient): AccountNameOf {
  return async (address) => {
    const { data, error } = await supabase.rpc('owner_account_email', { address })
    if (error) throw new Error(`owner_account_email: ${error.message}`)
    if (typeof data !== 'string') throw new Error('owner_account_email: no account name')
    return data
  }
}
