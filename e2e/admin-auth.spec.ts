import { AxeBuilder } from '@axe-core/playwright'
import {
  createAdminUser,
  createNonAdminUser,
  dashboardHeading,
  expectNoindex,
  logOutFromHeader,
  loginHeading,
  notice,
  SEED_ADMIN,
  signInAsAdmin,
  submitLogin,
} from './support/admin.ts'
import { allowConsoleErrors, expect, test } from './support/fixtures.ts'

/**
 * Sign-in, the session and the /admin guard in a real browser against the run's backend
 * (docs/product.md §2 "Admin login", "Guarded area"; §4 Session; §8). Only the dashboard's h1 is
 * relied on: the rest of the dashboard has its own tests.
 */

test('visiting /admin signed out goes to /login; signing in returns to /admin and survives a reload', async ({
  page,
}) => {
  await page.goto('/')
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/login$/)
  await expect(loginHeading(page)).toBeVisible()
  await expect(page).toHaveTitle(/^Admin Login/)
  await expectNoindex(page)

  // The guard replaced /admin in history: Back goes to the page before it.
  await page.goBack()
  await expect(page).toHaveURL((url) => url.pathname === '/')
  await page.goForward()
  await expect(loginHeading(page)).toBeVisible()

  await page.goto('/admin')
  await expect(loginHeading(page)).toBeVisible()
  await submitLogin(page, SEED_ADMIN)
  await expect(dashboardHeading(page)).toBeVisible()
  await expect(page).toHaveURL(/\/admin$/)
  await expectNoindex(page)
  const banner = page.getByRole('banner')
  await expect(banner.getByRole('link', { name: 'Admin Dashboard' })).toBeVisible()
  await expect(banner.getByRole('button', { name: 'Logout' })).toBeVisible()

  await page.reload()
  await expect(dashboardHeading(page)).toBeVisible()
  await expect(page).toHaveURL(/\/admin$/)
  await expect(banner.getByRole('button', { name: 'Logout' })).toBeVisible()

  // Signed in, /login has nothing to offer: it goes on to /admin.
  await page.goto('/login')
  await expect(page).toHaveURL(/\/admin$/)
  await expect(dashboardHeading(page)).toBeVisible()
})

test('signing in from a guarded form returns to that form', async ({ page }) => {
  await signInAsAdmin(page, { credentials: await createAdminUser(), from: '/admin/teacher/new' })
  await expect(loginHeading(page)).toHaveCount(0)
})

test('a second tab shares the session and follows the first tab’s Logout without a reload', async ({
  context,
  page,
}) => {
  // A fresh admin: Logout ends every session of its user.
  const admin = await createAdminUser()
  await signInAsAdmin(page, { credentials: admin })

  const second = await context.newPage()
  await second.goto('/admin')
  await expect(dashboardHeading(second)).toBeVisible()
  await expect(second.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible()
  // Marks the document: a reload would lose it.
  await second.evaluate("document.documentElement.setAttribute('data-not-reloaded', 'yes')")

  await page.bringToFront()
  await logOutFromHeader(page)
  await expect(notice(page)).toContainText('You have been successfully logged out.')
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toHaveCount(0)

  await expect(second).toHaveURL(/\/login$/)
  await expect(loginHeading(second)).toBeVisible()
  await expect(dashboardHeading(second)).toHaveCount(0)
  await expect(second.locator('html')).toHaveAttribute('data-not-reloaded', 'yes')

  // The session is gone for good: a reload of either tab stays signed out.
  await page.goto('/admin')
  await expect(loginHeading(page)).toBeVisible()
})

test('Logout goes home with the notice Logged Out', async ({ page }) => {
  await signInAsAdmin(page, { credentials: await createAdminUser() })
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Find Your Perfect Yoga Connection' }),
  ).toBeVisible()
  await expect(notice(page)).toContainText('Logged Out')
  await expect(notice(page)).toContainText('You have been successfully logged out.')

  await page.goto('/admin')
  await expect(page).toHaveURL(/\/login$/)
})

test.describe('with a wrong password', () => {
  // GoTrue answers 400, which the browser logs as a failed resource load.
  test.use(allowConsoleErrors({ text: /Failed to load resource.*400/, url: /\/auth\/v1\/token/ }))

  test("shows 'Sign in Failed' and stays on /login", async ({ page }) => {
    await page.goto('/login')
    await expect(loginHeading(page)).toBeVisible()
    await submitLogin(page, { email: SEED_ADMIN.email, password: 'not-the-password' })

    await expect(notice(page)).toContainText('Sign in Failed')
    await expect(notice(page)).toContainText('Invalid login credentials')
    await expect(page.getByRole('alert')).toContainText('The email or password is incorrect.')
    await expect(page).toHaveURL(/\/login$/)
    await expect(loginHeading(page)).toBeVisible()
    await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toHaveCount(0)
  })
})

test('a signed-in non-admin is told they are not authorised, and can log out', async ({ page }) => {
  const member = await createNonAdminUser()
  await page.goto('/admin')
  await expect(loginHeading(page)).toBeVisible()
  await submitLogin(page, member)

  await expect(page.getByRole('heading', { level: 1, name: 'Not authorised' })).toBeVisible()
  await expect(page).toHaveURL(/\/admin$/)
  await expect(dashboardHeading(page)).toHaveCount(0)
  await expect(page.getByText(`You are signed in as ${member.email}`)).toBeVisible()
  await expectNoindex(page)

  await page.getByRole('main').getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/')
  await expect(notice(page)).toContainText('Logged Out')
})

test('/login has no accessibility violations (axe, WCAG 2.1 A and AA)', async ({ page }) => {
  await page.goto('/login')
  await expect(page.getByRole('form', { name: 'Admin login' })).toBeVisible()
  const { violations, passes } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  expect(passes.length).toBeGreaterThan(0)
  expect(
    violations.map((v) => `[${v.impact}] ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([])

  // And with the required-field errors on screen.
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText('Email is required')).toBeVisible()
  await expect(page.getByLabel(/^Email/)).toBeFocused()
  const withErrors = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  expect(withErrors.violations.map((v) => `[${v.impact}] ${v.id}`)).toEqual([])
})
