/**
 * When a listing's details were last confirmed by an admin ('Details confirmed today'), as the
 * admin screens show it.
 */

/** How long a confirmation counts: older ones (or none) are flagged in the admin lists. */
export const CONFIRMATION_MONTHS = 12

/** '2026-11-25T01:02:03Z' → '25 November 2026', the day in UTC (as the database records it). */
export function confirmedDay(confirmedAt: string): string {
  return new Date(confirmedAt).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
}

/** True when the listing was never confirmed, or last confirmed more than 12 months before `now`. */
export function needsConfirming(confirmedAt: string | null | undefined, now: Date = new Date()): boolean {
  if (!confirmedAt) return true
  const limit = new Date(now)
  limit.setUTCMonth(limit.getUTCMonth() - CONFIRMATION_MONTHS)
  return new Date(confirmedAt).getTime() < limit.getTime()
}

export const NOT_CONFIRMED_LABEL = `Not confirmed in ${CONFIRMATION_MONTHS} months`
