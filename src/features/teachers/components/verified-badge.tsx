import { ExternalLink } from '../../../components/directory/external-link.tsx'
import { VerifiedIcon } from '../../../components/icons.tsx'
import { monthYear } from '../../../lib/calendar-day.ts'
import type { Verification } from '../verification.ts'

/**
 * 'Verified: RYT-500, issued by Yoga Alliance, checked March 2026', with a link to the evidence
 * when it is an http(s) address. Shown only for a verification that stands (verification.ts).
 */
export function VerifiedBadge({ verification }: { verification: Verification }) {
  const checked = monthYear(verification.checkedOn)
  return (
    <div className="inline-flex max-w-full items-start gap-2 rounded-xl border border-brand-200 bg-white px-3 py-2 text-left text-sm text-gray-800 shadow-sm">
      <VerifiedIcon className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <p>
        <span className="font-semibold text-brand-900">Verified:</span> {verification.credential}, issued by{' '}
        {verification.issuer}
        {checked && `, checked ${checked}`}
        {verification.evidenceUrl && (
          <>
            {' · '}
            <ExternalLink
              href={verification.evidenceUrl}
              className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900"
            >
              See the evidence
            </ExternalLink>
          </>
        )}
      </p>
    </div>
  )
}
