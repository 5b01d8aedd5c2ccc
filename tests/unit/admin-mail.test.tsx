import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { FailedMail } from '../../src/features/mail/api/failed-mails.ts'
import { region, renderDashboard, serveAdmin } from './admin-list-backend.ts'
import { clearSession, REST } from './admin-test-utils.ts'
import { server } from './msw-server.ts'

// The dashboard's Mail section (docs/decisions/0021-mail-outbox.md): the admin's alerts and the
// mails that failed for good, with Retry, through public.admin_alerts_enabled, set_admin_alerts,
// failed_mails and retry_mail.

// The first test also loads the lazy admin chunks; on two shared cores that can take seconds.
vi.setConfig({ testTimeout: 20_000 })

afterEach(() => clearSession())

const FAILED: FailedMail = {
  id: 41,
  recipient: 'ana@example.com',
  template: 'application_received',
  last_error: '550 mailbox unavailable',
  failed_at: '2025-11-27T09:15:00.000Z',
  attempts: 6,
  created_at: '2025-11-26T08:00:00.000Z',
}

/** The mail functions over a tiny in-memory outbox; records the calls that change something. */
function serveMail({ alerts = true, failed = [FAILED] }: { alerts?: boolean; failed?: FailedMail[] } = {}) {
  const state = { alerts, failed: [...failed] }
  const calls: { fn: string; body: unknown }[] = []
  server.use(
    http.post(`${REST}/rpc/admin_alerts_enabled`, () => HttpResponse.json(state.alerts)),
    http.post(`${REST}/rpc/failed_mails`, () => HttpResponse.json(state.failed)),
    http.post(`${REST}/rpc/set_admin_alerts`, async ({ request }) => {
      const body = (await request.json()) as { enabled: boolean }
      calls.push({ fn: 'set_admin_alerts', body })
      state.alerts = body.enabled
      return HttpResponse.json(body.enabled)
    }),
    http.post(`${REST}/rpc/retry_mail`, async ({ request }) => {
      const body = (await request.json()) as { mail_id: number }
      calls.push({ fn: 'retry_mail', body })
      const before = state.failed.length
      state.failed = state.failed.filter((mail) => mail.id !== body.mail_id)
      return HttpResponse.json(state.failed.length < before)
    }),
  )
  return calls
}

describe('/admin/mail', () => {
  it('lists the mails that failed for good, and Retry sends one again', async () => {
    serveAdmin()
    const calls = serveMail()
    await renderDashboard('/admin/mail')
    const mail = await region('Mail')
    const table = await within(mail).findByRole('table', { name: 'Mail that failed' })
    const row = within(table).getByRole('row', { name: /ana@example\.com/ })
    expect(within(row).getByRole('rowheader')).toHaveTextContent('ana@example.com')
    expect(row).toHaveTextContent('Application received')
    expect(row).toHaveTextContent('550 mailbox unavailable')

    fireEvent.click(within(row).getByRole('button', { name: 'Retry the mail to ana@example.com' }))
    expect(await within(mail).findByText('No mail has failed.')).toBeInTheDocument()
    expect(calls).toEqual([{ fn: 'retry_mail', body: { mail_id: 41 } }])
  })

  it("turns the admin's alerts off and on", async () => {
    serveAdmin()
    const calls = serveMail({ failed: [] })
    await renderDashboard('/admin/mail')
    const mail = await region('Mail')
    const checkbox = await within(mail).findByRole('checkbox', {
      name: 'Email me when applications or messages arrive',
    })
    expect(checkbox).toBeChecked()
    fireEvent.click(checkbox)
    await waitFor(() => expect(checkbox).not.toBeChecked())
    await waitFor(() => expect(checkbox).toBeEnabled())
    fireEvent.click(checkbox)
    await waitFor(() => expect(checkbox).toBeChecked())
    expect(calls).toEqual([
      { fn: 'set_admin_alerts', body: { enabled: false } },
      { fn: 'set_admin_alerts', body: { enabled: true } },
    ])
    expect(within(mail).getByText('No mail has failed.')).toBeInTheDocument()
  })

  it("is a section of the dashboard's menu", async () => {
    serveAdmin()
    serveMail({ failed: [] })
    await renderDashboard('/admin')
    const menu = screen.getByRole('navigation', { name: 'Dashboard sections' })
    fireEvent.click(within(menu).getByRole('link', { name: 'Mail' }))
    expect(await region('Mail')).toBeInTheDocument()
  })
})
