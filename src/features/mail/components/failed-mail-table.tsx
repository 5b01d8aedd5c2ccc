import { AdminTable, type AdminTableColumn } from '../../../components/admin/admin-table.tsx'
import { buttonClasses } from '../../../components/ui/button-styles.ts'
import type { FailedMail } from '../api/failed-mails.ts'
import { templateLabel } from '../mail-templates.ts'

function failedWhen(value: string): string {
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? value : date.toLocaleString()
}

// An address has no spaces to wrap at, so it may break anywhere rather than widen the table.
const recipientRowHeader: AdminTableColumn<FailedMail> = {
  header: 'Recipient',
  cell: (mail) => mail.recipient,
  cellClassName: 'break-all',
}

const columns: AdminTableColumn<FailedMail>[] = [
  { header: 'Mail', cell: (mail) => templateLabel(mail.template) },
  { header: 'Last error', cell: (mail) => mail.last_error, cellClassName: 'break-words' },
  {
    header: 'Failed',
    cell: (mail) => <time dateTime={mail.failed_at}>{failedWhen(mail.failed_at)}</time>,
  },
]

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
    <AdminTable
      rows={mails}
      caption="Mail that failed"
      rowHeader={recipientRowHeader}
      columns={columns}
      verticalAlign="top"
      actions={(mail) => (
        <button
          type="button"
          className={buttonClasses('outline', 'sm')}
          disabled={retrying !== null}
          onClick={() => onRetry(mail.id)}
        >
          {retrying === mail.id ? 'Retrying...' : 'Retry'}
          <span className="sr-only"> the mail to {mail.recipient}</span>
        </button>
      )}
    />
  )
}
