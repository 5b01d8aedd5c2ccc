import { expect, type Page } from '@playwright/test'
import type { NodeClient } from '../../supabase/local/node-client.ts'

export interface ContactMessage {
  name: string
  email: string
  subject: string
  message: string
}

/** The contact form's question field, once the database's question is on screen. */
export const contactQuestionField = (page: Page) => page.getByLabel(/^What is \d+ \+ \d+\?/)

/** The answer to the question on /contact, read from the label once the question has arrived. */
export async function contactAnswer(page: Page): Promise<number> {
  const label = (await page.getByText(/^What is \d+ \+ \d+\?/).textContent()) ?? ''
  const [, a, b] = /What is (\d+) \+ (\d+)\?/.exec(label) ?? []
  expect(a && b, `a question, not '${label}'`).toBeTruthy()
  return Number(a) + Number(b)
}

/** Types a message into the form on /contact (the page must be open). */
export async function fillContactMessage(page: Page, message: ContactMessage): Promise<void> {
  await page.getByLabel(/^Name/).fill(message.name)
  await page.getByLabel(/^Email/).fill(message.email)
  await page.getByLabel(/^Subject/).fill(message.subject)
  await page.getByLabel(/^Message/).fill(message.message)
}

/** Sends a message through /contact as a visitor would: types it, answers the question, sends. */
export async function sendContactMessage(page: Page, message: ContactMessage): Promise<void> {
  await page.goto('/contact')
  await fillContactMessage(page, message)
  await contactQuestionField(page).fill(String(await contactAnswer(page)))
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page).toHaveURL(/\/thank-you$/)
}

/**
 * Sends a message as a script would, through the database functions the form calls: asks for a
 * question, answers it, sends. Returns send_contact_message's answer ('sent' when stored).
 */
export async function sendContactMessageWith(client: NodeClient, message: ContactMessage): Promise<string> {
  const question = await client.rpc('contact_question')
  expect(question.error, question.error?.message).toBeNull()
  const { id, first_number, second_number } = question.data![0]!
  const sent = await client.rpc('send_contact_message', {
    ...message,
    question_id: id,
    answer: String(first_number + second_number),
  })
  expect(sent.error, sent.error?.message).toBeNull()
  return sent.data!
}
