import type { Db } from './db.ts'

/**
 * The local backend's hourly stand-in for hosted Supabase's pg_cron job
 * (supabase/migrations/20251128000200_schedule_message_purge.sql): deletes unconfirmed messages
 * after 24 hours and delivered ones after 90 days (docs/decisions/0024-messages-to-listings.md).
 * It runs in the database, as the cron job does; no API call is involved.
 */
export function localMessagePurge(db: Db): () => Promise<number> {
  return async () => {
    const { rows } = await db.query<{ purged: number }>(`select public.purge_listing_messages() as purged`)
    const purged = Number(rows[0]?.purged ?? 0)
    // Quiet when there was nothing to do, so an idle backend's log stays readable.
    if (purged > 0) console.log(`message purge: ${purged} message${purged === 1 ? '' : 's'} deleted`)
    return purged
  }
}
