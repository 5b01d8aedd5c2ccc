import { answerChange } from '../../components/admin/use-route-action.ts'
import { messageOf } from '../../lib/error-message.ts'
import { setAdminAlerts } from './api/admin-alerts.ts'
import { retryMail } from './api/failed-mails.ts'

/** What the Mail section asks of its route: send a failed mail again, or turn alerts on or off. */
export type MailChange = { intent: 'retry'; id: number } | { intent: 'alerts'; enabled: boolean }

export type MailChangeResult = { ok: true } | { ok: false; message: string }

function apply(change: MailChange): Promise<void> {
  return change.intent === 'retry' ? retryMail(change.id) : setAdminAlerts(change.enabled)
}

/** The Mail section's clientAction; React Router then loads the list and the setting again. */
export function applyMailChange(request: Request): Promise<MailChangeResult> {
  return answerChange(request, async (change: MailChange) => {
    try {
      await apply(change)
      return { ok: true } as const
    } catch (error) {
      console.warn(
        change.intent === 'retry' ? 'Could not retry the mail:' : 'Could not change alerts:',
        error,
      )
      return { ok: false, message: messageOf(error) }
    }
  })
}
