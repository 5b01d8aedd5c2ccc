import { ownClientAddress } from '../tests/client-address.ts'
import { createAdminUser } from './support/admin.ts'
import { sendTeacherApplication, statusLinkOnThankYou } from './support/applications.ts'
import { sendFunctionCallsFrom } from './support/client-address.ts'
import { expect, test } from './support/fixtures.ts'
import { runTag } from './support/listings.ts'

// Admins hear of new work without opening the dashboard: every application joins each admin's
// pending alert, which goes a minute after the first arrival of a quiet period
// (supabase/migrations/20251127000100_mails_from_events.sql). The alert waits for real time
// here, as the sender runs on its own schedule in the backend: about a minute.

test('two applications within a minute make one admin alert naming both', async ({
  page,
  mailbox,
  cleanup,
}) => {
  test.setTimeout(150_000)
  // A new admin: no alert of theirs has gone yet, so nothing holds theirs back 15 minutes.
  const admin = await createAdminUser('alerted')
  const tag = runTag()
  const first = `alert-a-${tag}@example.com`
  const second = `alert-b-${tag}@example.com`
  cleanup.row('teacherapplications', 'email', first)
  cleanup.row('teacherapplications', 'email', second)
  // The applications leave from an address of this test's own, within the per-client limit.
  await sendFunctionCallsFrom(page, ownClientAddress())

  await sendTeacherApplication(page, first, `Alpha${tag}`)
  await statusLinkOnThankYou(page)
  await sendTeacherApplication(page, second, `Beta${tag}`)
  await statusLinkOnThankYou(page)

  const toAdmin = (mail: { envelopeTo: string[] }) => mail.envelopeTo.includes(admin.email)
  const alert = await mailbox.waitForMail(toAdmin, 100_000)
  expect(alert.subject).toMatch(/^New on the directory: \d+ teacher applications?$/)
  // Both in the one mail: the second joined the alert the first had opened.
  expect(alert.text).toContain(`Maya Alpha${tag} (teacher application)`)
  expect(alert.text).toContain(`Maya Beta${tag} (teacher application)`)
  expect(mailbox.mails.filter(toAdmin)).toHaveLength(1)
  // Names and kinds with a link to the inbox; nothing the applicants wrote about themselves.
  expect(alert.html).toContain(`href="${new URL('/admin/submissions?tab=teacher', page.url()).href}"`)
  expect(alert.text).not.toContain('I teach slow, mindful flow by the sea.')
  expect(alert.text).not.toContain(first)
})
