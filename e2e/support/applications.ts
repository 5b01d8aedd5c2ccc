import { expect, type Page } from '@playwright/test'

/** The status link on the thank-you page: the absolute URL it shows and the token in its fragment. */
export async function statusLinkOnThankYou(page: Page): Promise<{ url: string; token: string }> {
  await expect(page).toHaveURL(/\/thank-you$/, { timeout: 20_000 })
  const region = page.getByRole('region', { name: 'Your private status link' })
  await expect(region.getByText(/Keep this private link to see where your application stands/)).toBeVisible()
  const url = (await region.getByRole('link').textContent()) ?? ''
  const match = /^(.+)\/application-status#([A-Za-z0-9_-]{43})$/.exec(url)
  expect(match, `a status link, not '${url}'`).not.toBeNull()
  expect(match![1]).toBe(new URL(page.url()).origin)
  return { url, token: match![2]! }
}

/** Sends an application through /join as a teacher would (name Maya Santos unless given). */
export async function sendTeacherApplication(page: Page, email: string, lastName = 'Santos') {
  await page.goto('/join')
  await page.getByLabel(/^First Name/).fill('Maya')
  await page.getByLabel(/^Last Name/).fill(lastName)
  await page.getByLabel(/^Email/).fill(email)
  await page.getByLabel(/^Phone/).fill('+63 912 000 0000')
  await page.getByLabel(/^Location/).fill('Cebu City, Philippines')
  await page.getByLabel(/^Years of Experience/).fill('7')
  await page.getByLabel(/^Specialties/).fill('Vinyasa')
  await page.getByLabel(/^Certifications/).fill('RYT-500')
  await page.getByLabel(/^Bio/).fill('I teach slow, mindful flow by the sea.')
  await page.getByLabel('Online 1-on-1').check()
  await page.getByLabel(/I agree to the terms/).check()
  await page.getByRole('button', { name: 'Submit Application' }).click()
}
