import { expect, type Page } from '@playwright/test'
import { teacherInsert } from '../../tests/builders.ts'
import type { TestSmtpServer } from '../../tests/test-smtp-server.ts'
import { adminClient } from './backend.ts'
import type { Cleanup } from './fixtures.ts'
import { runTag } from './listings.ts'

/** The neutral answer to every request for a sign-in link. */
export const LINK_SENT = "If that address belongs to this listing, we've sent it a link."

/** A teacher the test made, with an inquiry address of its own. */
export interface OwnedTeacher {
  id: string
  slug: string
  name: string
  bio: string
  inquiry: string
}

/**
 * Inserts a teacher with the service role, and its inquiry address; both are deleted after the
 * test (the address goes with the teacher).
 */
export async function teacherWithInquiryAddress(
  cleanup: Cleanup,
  label: string,
  overrides: Parameters<typeof teacherInsert>[0] = {},
): Promise<OwnedTeacher> {
  const tag = runTag()
  const teacher = teacherInsert({ firstname: 'Lena', lastname: `Owner ${label} ${tag}`, ...overrides })
  cleanup.row('teachers', 'slug', teacher.slug)
  const client = adminClient()
  const { data, error } = await client.from('teachers').insert(teacher).select('id, name, bio').single()
  expect(error).toBeNull()
  const inquiry = `owner-${label}-${tag}@example.com`
  const stored = await client
    .from('teacher_inquiry_addresses')
    .insert({ teacher_id: data!.id, email: inquiry })
  expect(stored.error).toBeNull()
  return { id: data!.id, slug: teacher.slug, name: data!.name, bio: data!.bio, inquiry }
}

/** The link of the caught mail that carries `label`'s href, as the owner would open it. */
function linkIn(html: string, pattern: RegExp): string {
  const href = pattern.exec(html)?.[1]
  expect(href, 'the mail carries the link').toBeDefined()
  return href!.replace(/&amp;/g, '&')
}

/** The sign-in link of the latest claim mail to `address`. */
export async function signInLinkTo(
  mailbox: TestSmtpServer,
  address: string,
  subject: RegExp,
): Promise<string> {
  const mail = await mailbox.waitForMail(
    (caught) => caught.envelopeTo.includes(address) && subject.test(caught.subject),
    20_000,
  )
  return linkIn(mail.html, /href="([^"]*\/auth\/v1\/verify[^"]*)"/)
}

/** The 'Yes, still correct' link of the reminder to `address`. */
export async function stillCorrectLinkTo(mailbox: TestSmtpServer, address: string): Promise<URL> {
  const mail = await mailbox.waitForMail(
    (caught) => caught.envelopeTo.includes(address) && caught.subject === 'Are your details still correct?',
    20_000,
  )
  return new URL(linkIn(mail.html, /href="([^"]*\/listing\/confirm#[A-Za-z0-9_-]+)"/))
}

/**
 * Claims the teacher's listing as its owner would: 'Manage this listing' on the profile, the
 * inquiry address, then the sign-in link of the caught mail, which leads to /account.
 */
export async function claimFromMail(
  page: Page,
  mailbox: TestSmtpServer,
  teacher: OwnedTeacher,
): Promise<void> {
  await page.goto(`/teacher/${teacher.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: teacher.name })).toBeVisible()
  await page.getByRole('button', { name: 'Manage this listing' }).click()
  const field = page.getByLabel(/^Your listing's email address/)
  await expect(field).toBeFocused()
  await field.fill(teacher.inquiry)
  await page.getByRole('button', { name: 'Send me a link' }).click()
  await expect(page.getByText(LINK_SENT)).toBeVisible()
  const link = await signInLinkTo(
    mailbox,
    teacher.inquiry,
    new RegExp(`^Your sign-in link for ${teacher.name}$`),
  )
  await page.goto(link)
  await expect(page).toHaveURL((url) => url.pathname === '/account')
  await expect(page.getByRole('heading', { level: 1, name: teacher.name })).toBeVisible()
}

/** The owner's form on /account. */
export const ownerForm = (page: Page) => page.getByRole('form', { name: 'Your listing' })
