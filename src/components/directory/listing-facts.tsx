import { languageList } from '../../lib/languages.ts'
import { monthYear } from '../../lib/calendar-day.ts'

/** 'Teaches in English, Tagalog', or nothing when no language is recorded. */
export function TeachesIn({
  languages,
  className = '',
}: {
  languages: readonly string[]
  className?: string
}) {
  if (languages.length === 0) return null
  return (
    <p className={`text-sm text-gray-700 ${className}`}>
      <span className="font-semibold text-gray-900">Teaches in</span> {languageList(languages)}
    </p>
  )
}

/** 'Details confirmed March 2026': when an admin last confirmed the listing; nothing if never. */
export function ConfirmedOn({ at, className = '' }: { at: string | null; className?: string }) {
  const month = at ? monthYear(at) : null
  if (!month) return null
  return <p className={`text-sm text-gray-600 ${className}`}>Details confirmed {month}</p>
}
