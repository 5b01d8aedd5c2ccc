import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { adminClient } from './support/backend.ts'
import { expect, test } from './support/fixtures.ts'
import { runTag } from './support/listings.ts'
import { sendTeacherApplication, statusLinkOnThankYou } from './support/applications.ts'

// The applicant's private status link, end to end: sent through the real forms, read back
// through public.application_status on the local backend, moved on with the service role.

const notFound = 'We could not find an application for this link. Check that you copied the whole link.'

/** Every URL the page requests, to check that the token never leaves the browser. */
function recordRequests(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => urls.push(request.url()))
  return urls
}

async function sendStudioApplication(page: Page, name: string) {
  await page.goto('/studios/apply')
  await page.getByLabel(/^Studio Name/).fill(name)
  await page.getByLabel(/^Contact Email/).fill('hello@lotus.example')
  await page.getByLabel(/^Country/).selectOption('Philippines')
  await page.getByLabel(/^City/).fill('Cebu City')
  await page.getByLabel(/^Description/).fill('A bright, plant-filled studio near the sea.')
  await page
    .getByRole('group', { name: 'Practices Offered' })
    .getByRole('button', { name: 'Vinyasa', exact: true })
    .click()
  await page.getByLabel('I consent to having my studio details listed on the product.').check()
  await page.getByRole('button', { name: 'Submit Application' }).click()
}

test('a teacher follows the application from Received to Not accepted with the note', async ({
  page,
  context,
  cleanup,
}) => {
  const email = `status-${runTag()}@example.com`
  cleanup.row('teacherapplications', 'email', email)
  const requests = recordRequests(page)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])

  await sendTeacherApplication(page, email)
  const { url, token } = await statusLinkOnThankYou(page)
  // The database holds the token's SHA-256, never the token.
  const { data: stored, error } = await adminClient()
    .from('teacherapplications')
    .select('status, status_token_hash')
    .eq('email', email)
    .single()
  expect(error).toBeNull()
  expect(stored!.status).toBe('new')
  expect(stored!.status_token_hash).toMatch(/^[0-9a-f]{64}$/)
  expect(stored!.status_token_hash).not.toContain(token)

  // The link survives a reload of the thank-you page, and copies.
  await page.reload()
  const region = page.getByRole('region', { name: 'Your private status link' })
  await expect(region.getByRole('link')).toHaveText(url)
  await region.getByRole('button', { name: 'Copy link' }).click()
  await expect(region.getByRole('status')).toHaveText('Link copied')
  expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(url)

  await page.goto(url)
  await expect(page.getByRole('heading', { level: 1, name: 'Your application' })).toBeVisible()
  await expect(page.getByText('Received', { exact: true })).toBeVisible()
  await expect(page.getByText('Teacher application')).toBeVisible()
  await expect(
    page.getByText("We'll review your application and get back to you within 3-5 business days."),
  ).toBeVisible()

  const note = 'Please add your RYT-200 certificate <b>and</b> apply again.'
  const { error: declineError } = await adminClient()
    .from('teacherapplications')
    .update({ status: 'declined', decline_note: note })
    .eq('email', email)
  expect(declineError).toBeNull()

  await page.reload()
  await expect(page.getByText('Not accepted', { exact: true })).toBeVisible()
  await expect(page.getByRole('region', { name: 'A note from our team' }).getByText(note)).toBeVisible()
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])

  // No address the browser requested carried the token: the fragment stays in the browser, and
  // the lookup sends the token in a POST body.
  expect(requests.filter((requested) => requested.includes(token))).toEqual([])
})

test("a listed studio application links to the studio's page", async ({ page, cleanup }) => {
  const name = `Status Studio ${runTag()}`
  cleanup.row('studioapplications', 'name', name)
  const { data: studio, error: studioError } = await adminClient()
    .from('studios')
    .select('id, name, slug')
    .eq('slug', 'casa-prana-yoga')
    .single()
  expect(studioError).toBeNull()

  await sendStudioApplication(page, name)
  const { url } = await statusLinkOnThankYou(page)
  const { error } = await adminClient()
    .from('studioapplications')
    .update({ status: 'listed', studio_id: studio!.id })
    .eq('name', name)
  expect(error).toBeNull()

  await page.goto(url)
  await expect(page.getByText('Listed', { exact: true })).toBeVisible()
  await expect(page.getByText('Studio application')).toBeVisible()
  const link = page.getByRole('link', { name: "View your studio's page" })
  await expect(link).toHaveAttribute('href', `/studio/${studio!.slug}`)
  await link.click()
  await expect(page).toHaveURL(new RegExp(`/studio/${studio!.slug}$`))
  await expect(page.getByRole('heading', { level: 1, name: studio!.name })).toBeVisible()
})

test('a made-up or malformed token finds nothing, with the same message', async ({ page }) => {
  const madeUp = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url')
  await page.goto(`/application-status#${madeUp}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Your application' })).toBeVisible()
  await expect(page.getByText(notFound)).toBeVisible()

  await page.goto(`/application-status#${madeUp.slice(0, 30)}`)
  await expect(page.getByText(notFound)).toBeVisible()
  await expect(page.getByText('Received', { exact: true })).toHaveCount(0)
})
