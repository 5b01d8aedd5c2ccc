import { expect, test } from './support/fixtures.ts'
import { runTag } from './support/listings.ts'
import { sendTeacherApplication, statusLinkOnThankYou } from './support/applications.ts'

// The applicant's mail, end to end: the /join form stores the application and queues the mail in
// the same transaction; the backend's send-mail function (under Deno) delivers it to the run's
// test SMTP server (the `mailbox` fixture), and its link opens the applicant's status.

test('an applicant finds the status link in the mail, and it opens their application', async ({
  page,
  mailbox,
  cleanup,
}) => {
  const email = `mail-${runTag()}@example.com`
  cleanup.row('teacherapplications', 'email', email)

  await sendTeacherApplication(page, email)
  const { token } = await statusLinkOnThankYou(page)

  const mail = await mailbox.waitForMail((caught) => caught.envelopeTo.includes(email), 15_000)
  expect(mail.subject).toBe('We received your application')
  expect(mail.envelopeTo).toEqual([email])
  const href = /href="([^"]*\/application-status#[A-Za-z0-9_-]{43})"/.exec(mail.html)?.[1]
  expect(href, 'the mail links to the status page').toBeDefined()
  // The same private token as on the thank-you page, and nowhere else in the address.
  const link = new URL(href!)
  expect(link.origin).toBe(new URL(page.url()).origin)
  expect(link.hash).toBe(`#${token}`)
  expect(link.search).toBe('')

  await page.goto(link.href)
  await expect(page.getByRole('heading', { level: 1, name: 'Your application' })).toBeVisible()
  await expect(page.getByText('Received', { exact: true })).toBeVisible()
  await expect(page.getByText('Teacher application')).toBeVisible()
})
