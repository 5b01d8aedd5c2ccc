/**
 * Calendar days as the database's `date` columns hold them ('YYYY-MM-DD'): strings in this form
 * compare in calendar order, so a day is checked against another without parsing.
 */

/** The visitor's (or, at build time, the build's) day: what "today" means for a date in a listing. */
export function localDay(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

// UTC, so the build's HTML and the visitor's browser name the same month for the same value.
const monthFormat = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' })

/** '2026-03-04' or '2026-03-04T05:06:07Z' → 'March 2026'; null for a value that is not a date. */
export function monthYear(value: string): string | null {
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : monthFormat.format(date)
}
