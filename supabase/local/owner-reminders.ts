import type { Db } from './db.ts'

/**
 * The local backend's hourly stand-in for hosted Supabase's daily pg_cron job
 * (supabase/migrations/20251129000100_schedule_owner_reminders.sql): queues 'Are your details still
 * correct?' for each listing unconfirmed for 180 days, once per period, which the send-mail
 * function then sends. It runs in the database, as the cron job does; no API call is involved.
 * Hourly rather than daily, so a listing aged by hand in development is reminded the same hour.
 */
export function localOwnerReminders(db: Db): () => Promise<number> {
  return async () => {
    const { rows } = await db.query<{ queued: number }>(`select public.queue_owner_reminders() as queued`)
    const queued = Number(rows[0]?.queued ?? 0)
    // Quiet when there was nothing to do, so an idle backend's log stays readable.
    if (queued > 0) console.log(`owner reminders: ${queued} reminder${queued === 1 ? '' : 's'} queued`)
    return queued
  }
}
