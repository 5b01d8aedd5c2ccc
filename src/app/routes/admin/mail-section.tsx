import { useState } from 'react'
import { useRouteAction } from '../../../components/admin/use-route-action.ts'
import { getAdminAlerts } from '../../../features/mail/api/admin-alerts.ts'
import { listFailedMails, type FailedMail } from '../../../features/mail/api/failed-mails.ts'
import { AlertsSetting } from '../../../features/mail/components/alerts-setting.tsx'
import { FailedMailTable } from '../../../features/mail/components/failed-mail-table.tsx'
import {
  applyMailChange,
  type MailChange,
  type MailChangeResult,
} from '../../../features/mail/mail-change.ts'
import { requireSession } from './admin-access.ts'
import { DashboardSection } from './dashboard-section.tsx'
import type { Route } from './+types/mail-section.ts'

/** Each part loads on its own: one failing leaves the other usable. Null = could not be loaded. */
async function orNull<T>(load: () => Promise<T>, what: string, signal: AbortSignal): Promise<T | null> {
  try {
    return await load()
  } catch (error) {
    if (!signal.aborted) console.warn(`Loading ${what} failed:`, error)
    return null
  }
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireSession()
  const { signal } = request
  const [alerts, failed] = await Promise.all([
    orNull(() => getAdminAlerts(signal), 'the alert setting', signal),
    orNull<FailedMail[]>(() => listFailedMails(signal), 'the failed mail', signal),
  ])
  return { alerts, failed }
}

export function clientAction({ request }: Route.ClientActionArgs) {
  return applyMailChange(request)
}

/**
 * /admin/mail: the admin's alerts, and the mails that failed for good with Retry (nothing else of
 * the outbox; docs/decisions/0021-mail-outbox.md).
 */
export default function MailSection({ loaderData }: Route.ComponentProps) {
  const { run, sending } = useRouteAction<MailChange, MailChangeResult>()
  const [problem, setProblem] = useState<string | null>(null)

  const change = async (request: MailChange) => {
    setProblem(null)
    const answer = await run(request)
    if (!answer.ok) setProblem(answer.message)
  }
  const savingAlerts = sending?.intent === 'alerts'
  const retrying = sending?.intent === 'retry' ? sending.id : null

  return (
    <DashboardSection title="Mail">
      {problem && (
        <p role="alert" className="mb-4 rounded-md bg-red-50 px-4 py-3 text-sm text-red-800">
          {problem}
        </p>
      )}
      <h3 className="text-lg font-semibold text-gray-900">Alerts</h3>
      <div className="mt-2">
        <AlertsSetting
          enabled={savingAlerts ? sending.enabled : loaderData.alerts}
          saving={savingAlerts}
          onChange={(enabled) => void change({ intent: 'alerts', enabled })}
        />
      </div>
      <h3 className="mt-8 text-lg font-semibold text-gray-900">Mail that failed</h3>
      <div className="mt-2">
        {loaderData.failed === null ? (
          <p className="text-sm text-gray-700">
            The failed mail could not be loaded. Reload the page to try again.
          </p>
        ) : (
          <FailedMailTable
            mails={loaderData.failed}
            retrying={retrying}
            onRetry={(id) => void change({ intent: 'retry', id })}
          />
        )}
      </div>
    </DashboardSection>
  )
}
