import type { Page } from '@playwright/test'
import { ownClientAddress } from '../tests/client-address.ts'
import type { TestSmtpServer } from '../tests/test-smtp-server.ts'
import { adminClient, anonClient, e2eBackend } from './support/backend.ts'
import { sendFunctionCallsFrom } from './support/client-address.ts'
import { allowConsoleErrors, expect, test } from './support/fixtures.ts'
import { untilHydrated } from './support/hydration.ts'
import { runTag } from './support/listings.ts'
import {
  confirmationMailTo,
  expectMessageKept,
  fillMessage,
  header,
  openMessageForm,
  type StudentMessage,
} from './support/messages.ts'

// A student's message, end to end: the profile's form stores it unconfirmed and the database
// queues the confirmation mail; the backend's send-mail function delivers it to the run's test
// SMTP server (the `mailbox` fixture); its link confirms on /message/confirm, and the listing's
// inquiry address gets the message with Reply-To the student, the student a copy. Messages live
// where no API reads them (and each test writes from addresses of its own), so there is nothing
// to clean up.

/** Seeded teachers who take messages, for the messages a test sends before its own. */
const OTHER_TEACHERS = ['priya-sharma', 'miguel-santos', 'arjun-mehta', 'chloe-nguyen', 'javier-morales']

function studentMessage(tag: string): StudentMessage {
  return {
    name: 'Maya Cruz',
    email: `student-${tag}@example.com`,
    message: `Hello! Do you have room for a beginner on Saturday mornings? (${tag})`,
  }
}

/** Sends the message from the open profile and checks what the page says once it is stored. */
async function sendFromProfile(page: Page, listingName: string, typed: StudentMessage, choice: string) {
  const form = await openMessageForm(page, listingName)
  await fillMessage(form, typed)
  await form.getByRole('checkbox', { name: choice }).check()
  await form.getByRole('button', { name: 'Send message' }).click()
  const inbox = page.getByRole('region', { name: 'Check your inbox' })
  await expect(inbox).toBeFocused()
  await expect(inbox).toContainText(`We sent a link to ${typed.email}.`)
  await expect(inbox).toContainText(`Open it within 24 hours to send your message to ${listingName}`)
}

/** Confirms from the caught mail, then checks the listing's mail and the student's copy. */
async function confirmAndExpectDelivery(
  page: Page,
  mailbox: TestSmtpServer,
  {
    typed,
    listingName,
    inquiryAddress,
    choice,
  }: {
    typed: StudentMessage
    listingName: string
    inquiryAddress: string
    choice: string
  },
) {
  const { mail, link } = await confirmationMailTo(mailbox, typed.email)
  // Nothing the student typed but their first name.
  expect(mail.text).toContain('Hello Maya,')
  expect(mail.text).not.toContain(typed.message)
  expect(link.origin).toBe(new URL(page.url()).origin)
  const delivered = (caught: { envelopeTo: string[]; text: string }) =>
    caught.envelopeTo.includes(inquiryAddress) && caught.text.includes(typed.message)
  // Nothing reaches the listing before the student confirms.
  expect(mailbox.mails.some(delivered)).toBe(false)

  await page.goto(link.href)
  await expect(page.getByRole('heading', { level: 1, name: 'Your message' })).toBeVisible()
  await expect(page).toHaveTitle('Your message | Yoga Directory')
  await expect(
    page.getByText(`Your message to ${listingName} was delivered. We sent you a copy.`),
  ).toBeVisible()

  const delivery = await mailbox.waitForMail(delivered, 15_000)
  expect(delivery.envelopeTo).toEqual([inquiryAddress])
  expect(header(delivery, 'Reply-To')).toBe(typed.email)
  expect(delivery.subject).toBe('New message through Yoga Directory')
  expect(delivery.text).toContain(choice)
  expect(delivery.text).toContain(`Reply to this mail to answer ${typed.name} directly`)

  const copy = await mailbox.waitForMail(
    (caught) => caught.envelopeTo.includes(typed.email) && caught.subject.endsWith('was delivered'),
    15_000,
  )
  expect(copy.subject).toBe(`Your message to ${listingName} was delivered`)
  expect(copy.text).toContain(typed.message)

  // The link works once: opened again, it says so.
  await page.reload()
  await expect(page.getByText(`Your message to ${listingName} was already delivered.`)).toBeVisible()
}

test("a student writes to a teacher from the profile, confirms from the mail, and the teacher's mail has Reply-To the student", async ({
  page,
  mailbox,
}) => {
  test.setTimeout(60_000)
  const typed = studentMessage(runTag())
  await page.goto('/teacher/ana-reyes')
  // The profile's existing way of getting in touch stays as it was.
  const connect = page.getByRole('region', { name: 'Connect' })
  await expect(connect.getByRole('link', { name: 'Contact' })).toBeVisible()
  await sendFromProfile(page, 'Ana Reyes', typed, 'Group Online')

  await confirmAndExpectDelivery(page, mailbox, {
    typed,
    listingName: 'Ana Reyes',
    inquiryAddress: 'ana-reyes@example.com',
    choice: 'Group Online',
  })
})

test('a student writes to a studio the same way: the studio email gets the message', async ({
  page,
  mailbox,
}) => {
  test.setTimeout(60_000)
  const typed = studentMessage(runTag())
  await page.goto('/studio/lotus-flow-studio')
  const contact = page.getByRole('region', { name: 'Contact Studio' })
  await expect(contact.getByRole('link', { name: 'Visit Website & Book' })).toBeVisible()
  await sendFromProfile(page, 'Lotus Flow Studio', typed, 'Yin Yoga')

  await confirmAndExpectDelivery(page, mailbox, {
    typed,
    listingName: 'Lotus Flow Studio',
    inquiryAddress: 'hello@lotusflow.example.com',
    choice: 'Yin Yoga',
  })
})

test('after a burst of unconfirmed messages from strangers, a real student still writes and confirms', async ({
  page,
  mailbox,
}) => {
  test.setTimeout(120_000)
  const tag = runTag()
  const { data: limit, error: limitError } = await adminClient()
    .from('submission_limits')
    .select('per_listing')
    .eq('form', 'listing_message')
    .single()
  expect(limitError).toBeNull()
  const perListing = limit!.per_listing!
  expect(perListing).toBeGreaterThan(0)

  // More messages than the listing takes in a day, each from another network and another
  // throwaway address, none of them ever confirmed.
  for (let n = 0; n <= perListing; n += 1) {
    const { error } = await anonClient({ from: ownClientAddress() }).rpc('send_listing_message', {
      listing_kind: 'teacher',
      listing_slug: 'hannah-clarke',
      name: 'Throwaway',
      email: `burst-${n}-${tag}@example.com`,
      message: `Unconfirmed message number ${n} of a burst.`,
    })
    expect(error, `burst message ${n}`).toBeNull()
  }

  const typed = studentMessage(tag)
  await page.goto('/teacher/hannah-clarke')
  await sendFromProfile(page, 'Hannah Clarke', typed, 'Online 1-on-1')
  await confirmAndExpectDelivery(page, mailbox, {
    typed,
    listingName: 'Hannah Clarke',
    inquiryAddress: 'hannah-clarke@example.com',
    choice: 'Online 1-on-1',
  })
})

test("the form's code loads on the press of 'Send a message', not with the profile", async ({ page }) => {
  const formCode: string[] = []
  page.on('request', (request) => {
    if (/\/assets\/listing-message-form-[^/]*\.js$/.test(request.url())) formCode.push(request.url())
  })
  await page.goto('/teacher/ana-reyes')
  await untilHydrated(page)
  await page.waitForLoadState('networkidle')
  expect(formCode).toEqual([])

  await openMessageForm(page, 'Ana Reyes')
  expect(formCode).toHaveLength(1)
})

test.describe('over the message limit', () => {
  // The browser logs the refused request (HTTP 429) as a failed resource.
  test.use(allowConsoleErrors({ text: /Failed to load resource.*429/ }))

  test('a person over the limit reads how long to wait and keeps the text', async ({ page }) => {
    test.setTimeout(60_000)
    const tag = runTag()
    // A client address of this test's own: its count starts at zero, whatever the run sent before.
    const address = ownClientAddress()
    const { data: limit, error: limitError } = await adminClient()
      .from('submission_limits')
      .select('per_client')
      .eq('form', 'listing_message')
      .single()
    expect(limitError).toBeNull()
    const perClient = limit!.per_client
    expect(perClient).toBeGreaterThan(0)

    // This person has already written as many messages as one connection may: to other teachers
    // (a few each, below the limit per listing) and each from another address (below the limit per
    // address), so that only the limit per connection is reached.
    const script = anonClient({ from: address })
    for (let n = 0; n < perClient; n += 1) {
      const { error } = await script.rpc('send_listing_message', {
        listing_kind: 'teacher',
        listing_slug: OTHER_TEACHERS[n % OTHER_TEACHERS.length]!,
        name: 'Maya Cruz',
        email: `earlier-${n}-${tag}@example.com`,
        message: `One of my earlier messages, number ${n}.`,
      })
      expect(error, `earlier message ${n}`).toBeNull()
    }

    await sendFunctionCallsFrom(page, address)
    const typed = studentMessage(tag)
    await page.goto('/teacher/ana-reyes')
    const form = await openMessageForm(page, 'Ana Reyes')
    await fillMessage(form, typed)
    await form.getByRole('checkbox', { name: 'Online 1-on-1' }).check()
    await form.getByRole('button', { name: 'Send message' }).click()

    await expect(form.getByRole('alert')).toHaveText(
      /^Too many messages from your connection\. Please try again in \d+ minutes?\.$/,
    )
    await expectMessageKept(form, typed)
    await expect(form.getByRole('checkbox', { name: 'Online 1-on-1' })).toBeChecked()
    await expect(page.getByRole('region', { name: 'Check your inbox' })).toHaveCount(0)
  })
})

// Nothing in the API can age a message by 24 hours (the database keeps messages where no role
// reads or writes them, and the local backend runs no SQL for tests), so this journey gives the
// page the database's answer for an expired link and follows the page from there; that the
// database answers 'expired' after 24 hours is proved by test:pg and tests/backend.
test("an expired link says nothing was sent and leads back to the profile to write again (the database's answer given by the test)", async ({
  page,
}) => {
  const confirmCall = `${e2eBackend().url}/rest/v1/rpc/confirm_listing_message`
  const tokens: unknown[] = []
  await page.route(confirmCall, async (route) => {
    tokens.push((route.request().postDataJSON() as { token: unknown }).token)
    await route.fulfill({
      json: [
        { outcome: 'expired', listing_kind: 'teacher', listing_slug: 'ana-reyes', listing_name: 'Ana Reyes' },
      ],
    })
  })
  const token = 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8'
  await page.goto(`/message/confirm#${token}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Your message' })).toBeVisible()
  await expect(page.getByText(/^This link has expired: links are valid for 24 hours\./)).toContainText(
    'Your message to Ana Reyes was not sent.',
  )
  expect(tokens).toEqual([token])

  await page.getByRole('link', { name: 'Write to Ana Reyes again' }).click()
  await expect(page).toHaveURL(/\/teacher\/ana-reyes$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Ana Reyes' })).toBeVisible()
  await openMessageForm(page, 'Ana Reyes')
})
