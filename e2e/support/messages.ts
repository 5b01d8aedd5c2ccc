import { expect, type Locator, type Page } from '@playwright/test'
import type { CaughtMail, TestSmtpServer } from '../../tests/test-smtp-server.ts'

export interface StudentMessage {
  name: string
  email: string
  message: string
}

/** Presses 'Send a message' on the open profile and waits for the form, which takes focus. */
export async function openMessageForm(page: Page, listingName: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Send a message' }).click()
  const form = page.getByRole('form', { name: `Write to ${listingName}` })
  await expect(form.getByLabel(/^Name/)).toBeFocused()
  return form
}

/** Types the student's message into the open form. */
export async function fillMessage(form: Locator, message: StudentMessage): Promise<void> {
  await form.getByLabel(/^Name/).fill(message.name)
  await form.getByLabel(/^Email/).fill(message.email)
  await form.getByLabel(/^Message/).fill(message.message)
}

/** Everything typed is still in the form. */
export async function expectMessageKept(form: Locator, message: StudentMessage): Promise<void> {
  await expect(form.getByLabel(/^Name/)).toHaveValue(message.name)
  await expect(form.getByLabel(/^Email/)).toHaveValue(message.email)
  await expect(form.getByLabel(/^Message/)).toHaveValue(message.message)
}

/** The confirmation mail to the student and the link it carries, as the student would open it. */
export async function confirmationMailTo(
  mailbox: TestSmtpServer,
  email: string,
): Promise<{ mail: CaughtMail; link: URL }> {
  const mail = await mailbox.waitForMail(
    (caught) => caught.envelopeTo.includes(email) && caught.subject.startsWith('Confirm your message'),
    15_000,
  )
  const href = /href="([^"]*\/message\/confirm#[A-Za-z0-9_-]{43})"/.exec(mail.html)?.[1]
  expect(href, 'the mail links to the confirm page').toBeDefined()
  return { mail, link: new URL(href!) }
}

/** A header of a caught mail as sent, or undefined. */
export function header(mail: CaughtMail, name: string): string | undefined {
  const line = mail.headerLines.find((candidate) =>
    candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`),
  )
  return line?.slice(name.length + 1).trim()
}
