import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { recoveryLinkOf } from '../tests/test-smtp-server.ts'
import {
  createAdminUser,
  dashboardHeading,
  logOutFromHeader,
  loginHeading,
  submitLogin,
} from './support/admin.ts'
import { expect, test } from './support/fixtures.ts'

/**
 * 'Forgot your password?' in a real browser: the run's backend mails the link to the test's SMTP
 * server (the `mailbox` fixture), and the link leads through the backend's /auth/v1/verify to
 * /reset-password, signed in.
 */

async function expectAccessible(page: Page) {
  const { violations, passes } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  expect(passes.length).toBeGreaterThan(0)
  expect(
    violations.map((v) => `[${v.impact}] ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([])
}

const NEUTRAL = "If an account exists for that address, we've sent a link to reset the password."

test('reset an admin password from the caught mail', async ({ page, mailbox }) => {
  const admin = await createAdminUser('reset')
  await page.goto('/login')
  await expect(loginHeading(page)).toBeVisible()
  await page.getByRole('button', { name: 'Forgot your password?' }).click()
  const request = page.getByRole('form', { name: 'Reset password' })
  await expect(request.getByLabel(/^Email/)).toBeFocused()
  await expectAccessible(page)
  await request.getByLabel(/^Email/).fill(admin.email)
  await request.getByRole('button', { name: 'Send reset link' }).click()
  await expect(request.getByRole('status')).toHaveText(NEUTRAL)

  const mail = await mailbox.waitForMail((caught) => caught.envelopeTo.includes(admin.email))
  expect(mail.subject).toBe('Reset your Yoga Directory password')
  const link = recoveryLinkOf(mail)

  await page.goto(link)
  await expect(page).toHaveURL((url) => url.pathname === '/reset-password')
  const form = page.getByRole('form', { name: 'Choose a new password' })
  await expect(form).toBeVisible()
  // supabase-js took the tokens out of the address bar.
  await expect(page).toHaveURL((url) => url.hash === '')
  await expectAccessible(page)

  await form.getByLabel(/^New password/).fill('too-short')
  await form.getByLabel(/^Confirm new password/).fill('too-short')
  await form.getByRole('button', { name: 'Set new password' }).click()
  await expect(form.getByText('Use at least 10 characters.')).toBeVisible()
  await expectAccessible(page)

  const newPassword = 'a-new-admin-password-2026'
  await form.getByLabel(/^New password/).fill(newPassword)
  await form.getByLabel(/^Confirm new password/).fill(newPassword)
  await form.getByRole('button', { name: 'Set new password' }).click()
  await expect(dashboardHeading(page)).toBeVisible()
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible()

  // The new password is the one that signs in now.
  await logOutFromHeader(page)
  await page.goto('/login')
  await submitLogin(page, { email: admin.email, password: newPassword })
  await expect(dashboardHeading(page)).toBeVisible()

  // The link worked once.
  await logOutFromHeader(page)
  await page.goto(link)
  await expect(page).toHaveURL((url) => url.pathname === '/reset-password')
  await expect(page.getByRole('alert')).toContainText('has expired or has already been used')
  await expect(page.getByRole('form', { name: 'Send a new reset link' })).toBeVisible()
  await expectAccessible(page)
})

test('an unknown address gets the same answer and no mail', async ({ page, mailbox }) => {
  const known = await createAdminUser('known')
  await page.goto('/login')
  await page.getByRole('button', { name: 'Forgot your password?' }).click()
  const request = page.getByRole('form', { name: 'Reset password' })
  await request.getByLabel(/^Email/).fill(`nobody-${known.email}`)
  await request.getByRole('button', { name: 'Send reset link' }).click()
  await expect(request.getByRole('status')).toHaveText(NEUTRAL)
  // The server answers after its mail is accepted: had it sent one, it would be here by now.
  expect(mailbox.mails.filter((mail) => mail.envelopeTo.includes(`nobody-${known.email}`))).toEqual([])
})
