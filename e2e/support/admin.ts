import { randomUUID } from 'node:crypto'
import { expect, type Locator, type Page } from '@playwright/test'
import { SAMPLE_ADMIN } from '../../supabase/local/config.ts'
import { adminClient } from './backend.ts'

/** Someone who can sign in. */
export interface Credentials {
  email: string
  password: string
}

/** The admin every fresh backend is seeded with (LOCAL_SUPABASE_SAMPLE_ADMIN, playwright.config.ts). */
export const SEED_ADMIN: Credentials = SAMPLE_ADMIN

/** The h1 of the dashboard; the only part of it these helpers rely on. */
export function dashboardHeading(page: Page): Locator {
  return page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })
}

export function loginHeading(page: Page): Locator {
  return page.getByRole('heading', { level: 1, name: 'Admin Login' })
}

/** The notice on screen (one at a time, docs/product.md §9). */
export function notice(page: Page): Locator {
  return page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem')
}

/** Fills the /login form and presses Sign in; the page must already show the form. */
export async function submitLogin(page: Page, { email, password }: Credentials): Promise<void> {
  const form = page.getByRole('form', { name: 'Admin login' })
  await form.getByLabel(/^Email/).fill(email)
  await form.getByLabel(/^Password/).fill(password)
  await form.getByRole('button', { name: 'Sign in' }).click()
}

/**
 * Signs in through the /login page as a person would, by default as the seed admin, and waits
 * for the dashboard. With `from`, starts there (a guarded page) and waits to be back on it.
 */
export async function signInAsAdmin(
  page: Page,
  { credentials = SEED_ADMIN, from }: { credentials?: Credentials; from?: string } = {},
): Promise<void> {
  await page.goto(from ?? '/login')
  await expect(loginHeading(page)).toBeVisible()
  await submitLogin(page, credentials)
  if (from) await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === from)
  else await expect(dashboardHeading(page)).toBeVisible()
}

/** Presses Logout in the header (desktop width) and waits for the home page and its notice. */
export async function logOutFromHeader(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/')
  await expect(notice(page)).toContainText('Logged Out')
}

/** A confirmed user made by the service role, signed up as nobody special. */
export async function createNonAdminUser(label = 'member'): Promise<Credentials> {
  const credentials = { email: `${label}-${randomUUID()}@example.com`, password: 'e2e-password-123' }
  const { error } = await adminClient().auth.admin.createUser({ ...credentials, email_confirm: true })
  if (error) throw new Error(`createUser failed: ${error.message}`)
  return credentials
}

/**
 * A fresh admin (a confirmed user granted admin rights by the service role), for tests that
 * must not share the seed admin's sessions (Logout signs out every session of the user).
 */
export async function createAdminUser(label = 'admin'): Promise<Credentials> {
  const credentials = await createNonAdminUser(label)
  const { error } = await adminClient().rpc('grant_admin', { target_email: credentials.email })
  if (error) throw new Error(`grant_admin failed: ${error.message}`)
  return credentials
}

/** Asserts the page asks search engines not to index it. */
export async function expectNoindex(page: Page): Promise<void> {
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
}
