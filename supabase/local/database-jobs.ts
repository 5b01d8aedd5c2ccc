import type { Db } from './db.ts'

/**
 * The local backend's stand-ins for the jobs hosted Supabase runs from pg_cron. Each calls the
 * same database function the cron job calls, in the database, with no API call involved, and
 * returns how many rows it handled. It is quiet when there was nothing to do, so an idle
 * backend's log stays readable.
 */
function databaseJob(db: Db, call: string, done: (count: number) => string): () => Promise<number> {
  return async () => {
    const { rows } = await db.query<{ count: number }>(`select ${call} as count`)
    const count = Number(rows[0]?.count ?? 0)
    if (count > 0) console.log(done(count))
    return count
  }
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`

/**
 * Hourly, as supabase/migrations/20251128000200_schedule_message_purge.sql: deletes unconfirmed
 * messages after 24 hours and delivered ones after 90 days
 * (docs/decisions/0024-messages-to-listings.md).
 */
export function localMessagePurge(db: Db): () => Promise<number> {
  return databaseJob(
    db,
    'public.purge_listing_messages()',
    (count) => `message purge: ${plural(count, 'message')} deleted`,
  )
}

/**
 * Queues 'Are your details still correct?' for each listing unconfirmed for 180 days, once per
 * period, which the send-mail function then sends. Hosted Supabase runs it daily
 * (supabase/migrations/20251129000100_schedule_owner_reminders.sql); the local backend hourly, so
 * a listing aged by hand in development is reminded the same hour.
 */
export function localOwnerReminders(db: Db): () => Promise<number> {
  return databaseJob(
    db,
    'public.queue_owner_reminders()',
    (count) => `owner reminders: ${plural(count, 'reminder')} queued`,
  )
}
