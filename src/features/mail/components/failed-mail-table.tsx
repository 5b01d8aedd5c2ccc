import { buttonClasses } from '../../../components/ui/button-styles.ts'
import type { FailedMail } from '../api/failed-mails.ts'
import { templateLabel } from '../mail-templates.ts'

const cellClass = 'px-4 py-3 text-left align-top'

function failedWhen(value: string): string {
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? value : date.toLocaleString()
}

/**
 * The mails that failed for good (docs/decisions/0021-mail-outbox.md): to whom, which mail, the
 * last error and when, each with Retry. Nothing else of the outbox is shown.
 */
export function FailedMailTable({
  mails,
  retrying,
  onRetry,
}: {
  mails: readonly FailedMail[]
  /** The mail whose Retry is being sent, if any. */
  retrying: number | null
  onRetry: (id: number) => void
}) {
  if (mails.length === 0) return <p className="text-sm text-gray-700">No mail has failed.</p>
  return (
    <div className="relative overflow-x-auto rounded-lg border border-gray-200">
      <table className="min-w-full divide-y divide-gray-200 text-sm">
        <caption className="sr-only">Mail that failed</caption>
        <thead className="bg-gray-50 text-gray-900">
          <tr>
            {['Recipient', 'Mail', 'Last error', 'Failed'].map((header) => (
              <th key={header} scope="col" className={`${cellClass} font-semibold`}>
                {header}
              </th>
            ))}
            <th scope="col" className={`${cellClass} text-right font-semibold`}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200 bg-white text-gray-700">
          {mails.map((mail) => (
            <tr key={mail.id}>
              <th scope="row" className={`${cellClass} font-medium break-all text-gray-900`}>
                {mail.recipient}
              </th>
              <td className={`${cellClass} whitespace-nowrap`}>{templateLabel(mail.template)}</td>
              <td className={`${cellClass} break-words`}>{mail.last_error}</td>
              <td className={`${cellClass} whitespace-nowrap`}>
                <time dateTime={mail.failed_at}>{failedWhen(mail.failed_at)}</time>
              </td>
              <td className={`${cellClass} text-right`}>
                <button
                  type="button"
                  className={buttonClasses('outline', 'sm')}
                  disabled={retrying !== null}
                  onClick={() => onRetry(mail.id)}
                >
                  {retrying === mail.id ? 'Retrying...' : 'Retry'}
                  <span className="sr-only"> the mail to {mail.recipient}</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
