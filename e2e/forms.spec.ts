import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { ownClientAddress } from '../tests/client-address.ts'
import { adminClient, anonClient } from './support/backend.ts'
import { sendFunctionCallsFrom } from './support/client-address.ts'
import {
  contactAnswer,
  contactQuestionField,
  fillContactMessage,
  sendContactMessageWith,
} from './support/contact.ts'
import { allowConsoleErrors, expect, test } from './support/fixtures.ts'
import { holdHydration, untilHydrated } from './support/hydration.ts'
import { makePng } from './support/images.ts'

/** A unique tag per run, so each test finds its own rows among the others. */
const runTag = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`

// --- Helpers ---------------------------------------------------------------------------------

async function expectThankYou(page: Page, texts: { title: string; message: string; details: string }) {
  await expect(page).toHaveURL(/\/thank-you$/)
  await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible()
  await expect(page.getByText(texts.message)).toBeVisible()
  await expect(page.getByText(texts.details)).toBeVisible()
}

async function fillStudioApplication(page: Page, name: string) {
  await page.getByLabel(/^Studio Name/).fill(name)
  await page.getByLabel(/^Contact Email/).fill('hello@lotus.example')
  await page.getByLabel(/^Country/).selectOption('Philippines')
  await page.getByLabel(/^City/).fill('Cebu City')
  await page.getByLabel(/^Description/).fill('A bright, plant-filled studio near the sea.')
  const practices = page.getByRole('group', { name: 'Practices Offered' })
  await practices.getByRole('button', { name: 'Vinyasa', exact: true }).click()
  // A custom value, added with the keyboard.
  await practices.getByRole('textbox').fill('Aerial Yoga')
  await practices.getByRole('textbox').press('Enter')
  await page
    .getByRole('group', { name: 'Amenities' })
    .getByRole('button', { name: 'Showers', exact: true })
    .click()
  await page.getByLabel(/^Website/).fill('https://lotus.example')
  await page.getByLabel(/^Operating Hours/).fill('Mon-Fri: 9am–8pm')
  await page.getByLabel(/^Studio Logo/).setInputFiles({
    name: 'Lotus Logo.png',
    mimeType: 'image/png',
    buffer: makePng(1200, 600),
  })
  await page.getByLabel('I consent to having my studio details listed on the product.').check()
}

// --- Join as a Teacher -------------------------------------------------------------------------

test.describe('Join as a Teacher on a phone-sized window', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('a teacher applies and the application is stored', async ({ page, cleanup }) => {
    const email = `maya-${runTag()}@example.com`
    cleanup.row('teacherapplications', 'email', email)
    await page.goto('/join')
    await page.getByRole('button', { name: 'Submit Application' }).click()
    await expect(page.getByText('First name is required')).toBeVisible()
    await expect(page.getByLabel(/^First Name/)).toBeFocused()

    await page.getByLabel(/^First Name/).fill('Maya')
    await page.getByLabel(/^Last Name/).fill('Santos')
    await page.getByLabel(/^Email/).fill(email)
    await page.getByLabel(/^Phone/).fill('+63 912 000 0000')
    await page.getByLabel(/^Location/).fill('Cebu City, Philippines')
    await page.getByLabel(/^Years of Experience/).fill('7')
    await page.getByLabel(/^Specialties/).fill('Vinyasa, Yin Yoga')
    await page.getByLabel(/^Certifications/).fill('RYT-500')
    await page.getByLabel(/^Bio/).fill('I teach slow, mindful flow by the sea.')
    await expect(page.getByText('8 / 200 words')).toBeVisible()
    await page.getByLabel('Online 1-on-1').check()
    await page.getByLabel('Group In-Person').check()
    await page.getByLabel(/^Instagram Handle/).fill('@maya.yoga')
    await page.getByLabel(/I agree to the terms/).check()
    await expect(page.getByText('First name is required')).toHaveCount(0)
    await page.getByRole('button', { name: 'Submit Application' }).dblclick()

    await expectThankYou(page, {
      title: 'Application Submitted!',
      message: 'Thank you for your interest in joining our community.',
      details: "We'll review your application and get back to you within 3-5 business days.",
    })
    const { data, error } = await adminClient().from('teacherapplications').select('*').eq('email', email)
    expect(error).toBeNull()
    expect(data).toHaveLength(1)
    expect(data![0]).toMatchObject({
      firstname: 'Maya',
      lastname: 'Santos',
      experience: 7,
      teachingoptions: { online1on1: true, inPerson1on1: false, groupOnline: false, groupInPerson: true },
      website: null,
      instagram: '@maya.yoga',
      terms: true,
    })
  })
})

test('a reload restores a half-filled form', async ({ page }) => {
  // The draft is the live form's: kept from when the page has hydrated.
  await page.goto('/join')
  await untilHydrated(page)
  await page.getByLabel(/^First Name/).fill('Draft')
  await page.getByLabel(/^Bio/).fill('Half of my story')
  await page.getByLabel('Group Online').check()
  await page.reload()
  await expect(page.getByLabel(/^First Name/)).toHaveValue('Draft')
  await expect(page.getByLabel(/^Bio/)).toHaveValue('Half of my story')
  await expect(page.getByLabel('Group Online')).toBeChecked()
  await expect(page.getByText('4 / 200 words')).toBeVisible()

  await page.goto('/studios/apply')
  await untilHydrated(page)
  await page.getByLabel(/^Studio Name/).fill('Half Studio')
  await page
    .getByRole('group', { name: 'Amenities' })
    .getByRole('button', { name: 'Parking', exact: true })
    .click()
  await page.reload()
  await expect(page.getByLabel(/^Studio Name/)).toHaveValue('Half Studio')
  await expect(
    page.getByRole('group', { name: 'Amenities' }).getByRole('button', { name: 'Parking', exact: true }),
  ).toHaveAttribute('aria-pressed', 'true')
})

test('what is typed and pressed before the page has hydrated stays, and is what the live form sends', async ({
  page,
  cleanup,
}) => {
  const email = `early-${runTag()}@example.com`
  cleanup.row('teacherapplications', 'email', email)
  const hydration = await holdHydration(page)
  await page.goto('/join', { waitUntil: 'domcontentloaded' })
  await page.getByLabel(/^First Name/).fill('Early')
  await page.getByLabel(/^Last Name/).fill('Bird')
  await page.getByLabel(/^Email/).fill(email)
  await page.getByLabel(/^Phone/).fill('+63 912 000 0001')
  await page.getByLabel(/^Location/).fill('Cebu City, Philippines')
  await page.getByLabel(/^Years of Experience/).fill('3')
  await page.getByLabel(/^Specialties/).fill('Hatha')
  await page.getByLabel(/^Certifications/).fill('RYT-200')
  await page.getByLabel(/^Bio/).fill('Typed while the page loaded')
  await page.getByLabel('Group Online').check()
  await page.getByLabel(/I agree to the terms/).check()
  // Nothing sends it before the page is live: not the button, which waits for the live form, not
  // Enter in a field, nor the browser itself, which would put every field in the URL.
  await expect(page.getByRole('button', { name: 'Submit Application' })).toBeDisabled()
  await page.getByLabel(/^First Name/).press('Enter')
  await page
    .getByRole('form', { name: 'Join as a Teacher' })
    .evaluate((form) => (form as unknown as { requestSubmit(): void }).requestSubmit())
  expect(page.url()).toMatch(/\/join$/)

  hydration.release()
  await untilHydrated(page)
  expect(page.url()).toMatch(/\/join$/)
  await expect(page.getByLabel(/^First Name/)).toHaveValue('Early')
  await expect(page.getByLabel(/^Bio/)).toHaveValue('Typed while the page loaded')
  await expect(page.getByLabel('Group Online')).toBeChecked()
  // The live form holds them: its word count runs, and they are what it sends.
  await expect(page.getByText('5 / 200 words')).toBeVisible()
  await page.getByRole('button', { name: 'Submit Application' }).click()
  await expect(page).toHaveURL(/\/thank-you$/)
  const { data, error } = await adminClient().from('teacherapplications').select('*').eq('email', email)
  expect(error).toBeNull()
  expect(data).toHaveLength(1)
  expect(data![0]).toMatchObject({
    firstname: 'Early',
    lastname: 'Bird',
    experience: 3,
    bio: 'Typed while the page loaded',
    teachingoptions: { online1on1: false, inPerson1on1: false, groupOnline: true, groupInPerson: false },
    terms: true,
  })
})

// --- Contact -----------------------------------------------------------------------------------

test('a visitor sends a message after the captcha refuses a blank and a wrong answer', async ({
  page,
  cleanup,
}) => {
  const subject = `Listing question ${runTag()}`
  cleanup.row('contactsubmissions', 'subject', subject)
  await page.goto('/contact')
  await expect(page.getByText('Cebu City, Philippines').first()).toBeVisible()
  await expect(page.getByText(/within 24 hours/)).toBeVisible()

  await page.getByLabel(/^Name/).fill('Ana Reyes')
  await page.getByLabel(/^Email/).fill('ana@example.com')
  await page.getByLabel(/^Subject/).fill(subject)
  await page.getByLabel(/^Message/).fill('How do I list my studio?')
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText('Please answer the question.')).toBeVisible()

  // The database's question, once the form is live and has asked for it.
  const captcha = contactQuestionField(page)
  const question = () => contactAnswer(page)
  await captcha.fill(String((await question()) + 1))
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText('Incorrect answer, please try again.')).toBeVisible()
  // A new question: the wrong answer used the first one up.
  await expect(captcha).toHaveValue('')
  await expect(captcha).toBeFocused()

  await captcha.fill(String(await question()))
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expectThankYou(page, {
    title: 'Message Sent!',
    message: 'Thank you for reaching out to us.',
    details: "We'll review your message and get back to you within 24 hours.",
  })
  const { data, error } = await adminClient().from('contactsubmissions').select('*').eq('subject', subject)
  expect(error).toBeNull()
  expect(data).toHaveLength(1)
  // What was sent and the inbox's workflow columns; the captcha answer is not stored.
  expect(Object.keys(data![0]!).sort()).toEqual([
    'created_at',
    'email',
    'id',
    'is_new',
    'message',
    'name',
    'status',
    'status_changed_at',
    'subject',
  ])
  expect(data![0]).toMatchObject({
    status: 'new',
    name: 'Ana Reyes',
    email: 'ana@example.com',
    message: 'How do I list my studio?',
  })
})

test.describe('over the submission limit', () => {
  // The browser logs the refused request (HTTP 429) as a failed resource.
  test.use(allowConsoleErrors({ text: /Failed to load resource.*429/ }))

  test('a person over the limit sees the message on /contact and keeps the text', async ({
    page,
    cleanup,
  }) => {
    test.setTimeout(90_000)
    const tag = runTag()
    cleanup.tagged('contactsubmissions', 'subject', tag)
    // A client address of this test's own: its count starts at zero, whatever the run sent before.
    const address = ownClientAddress()
    const { data: limit, error: limitError } = await adminClient()
      .from('submission_limits')
      .select('per_client')
      .eq('form', 'contact_message')
      .single()
    expect(limitError).toBeNull()
    const perClient = limit!.per_client
    expect(perClient).toBeGreaterThan(0)

    // This person has already sent as many messages as one connection may.
    const script = anonClient({ from: address })
    for (let n = 0; n < perClient; n += 1) {
      const answer = await sendContactMessageWith(script, {
        name: 'Ana Reyes',
        email: 'ana@example.com',
        subject: `Earlier message ${n} ${tag}`,
        message: 'One of my earlier messages.',
      })
      expect(answer, `earlier message ${n}`).toBe('sent')
    }

    // The page's calls of the database functions leave from the same address.
    await sendFunctionCallsFrom(page, address)
    const typed = {
      name: 'Ana Reyes',
      email: 'ana@example.com',
      subject: `One more question ${tag}`,
      message: 'Can I list two studios under one account?',
    }
    await page.goto('/contact')
    await fillContactMessage(page, typed)
    const answer = String(await contactAnswer(page))
    await contactQuestionField(page).fill(answer)
    await page.getByRole('button', { name: 'Send Message' }).click()

    await expect(page.getByRole('alert')).toHaveText(
      /^Too many submissions from your connection\. Please try again in \d+ minutes?\.$/,
    )
    await expect(page).toHaveURL(/\/contact$/)
    await expect(page.getByLabel(/^Name/)).toHaveValue(typed.name)
    await expect(page.getByLabel(/^Email/)).toHaveValue(typed.email)
    await expect(page.getByLabel(/^Subject/)).toHaveValue(typed.subject)
    await expect(page.getByLabel(/^Message/)).toHaveValue(typed.message)
    await expect(contactQuestionField(page)).toHaveValue(answer)

    const stored = async (subject: string) => {
      const { count, error } = await adminClient()
        .from('contactsubmissions')
        .select('id', { count: 'exact', head: true })
        .like('subject', subject)
      expect(error).toBeNull()
      return count
    }
    expect(await stored(typed.subject)).toBe(0)
    expect(await stored(`Earlier message % ${tag}`)).toBe(perClient)
  })
})

// --- Studio application ------------------------------------------------------------------------

test('a studio applies with a PNG logo that is stored as a compressed JPEG', async ({ page, cleanup }) => {
  const name = `Lotus Flow ${runTag()}`
  cleanup.row('studioapplications', 'name', name)
  await page.goto('/studios/apply')
  await fillStudioApplication(page, name)
  await page.getByRole('button', { name: 'Submit Application' }).click()
  await expect(page).toHaveURL(/\/thank-you$/, { timeout: 20_000 })
  await expect(page.getByRole('heading', { level: 1, name: 'Application Received!' })).toBeVisible()

  const { data, error } = await adminClient().from('studioapplications').select('*').eq('name', name)
  expect(error).toBeNull()
  expect(data).toHaveLength(1)
  const row = data![0]!
  expect(row).toMatchObject({
    email: 'hello@lotus.example',
    country: 'Philippines',
    city: 'Cebu City',
    yogastyles: ['Vinyasa', 'Aerial Yoga'],
    amenities: ['Showers'],
    website: 'https://lotus.example',
    hours: 'Mon-Fri: 9am–8pm',
    consent: true,
  })
  expect(row.logo).toMatch(
    // The path of the upload permit the database issued (public.logo_upload_permit).
    /\/storage\/v1\/object\/public\/studio-assets\/applications\/[0-9a-f-]{36}-logo\.jpg$/,
  )

  const logo = await fetch(row.logo!)
  expect(logo.status).toBe(200)
  expect(logo.headers.get('content-type')).toBe('image/jpeg')
  const bytes = Buffer.from(await logo.arrayBuffer())
  expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff])
  expect(bytes.length).toBeLessThan(makePng(1200, 600).length)
})

test.describe('when the logo upload fails', () => {
  test.use(allowConsoleErrors({ text: /Failed to load resource.*500/ }))

  test('nothing is submitted and the form keeps its values', async ({ page, cleanup }) => {
    const name = `Upload Fails ${runTag()}`
    cleanup.row('studioapplications', 'name', name)
    await page.route('**/storage/v1/object/studio-assets/**', (route) =>
      route.fulfill({
        status: 500,
        json: { statusCode: '500', error: 'Internal', message: 'storage is down' },
      }),
    )
    await page.goto('/studios/apply')
    await fillStudioApplication(page, name)
    await page.getByRole('button', { name: 'Submit Application' }).click()

    await expect(page.getByText('Logo Upload Failed', { exact: true })).toBeVisible({ timeout: 20_000 })
    await expect(
      page.getByText('There was an issue uploading the studio logo.', { exact: true }),
    ).toBeVisible()
    await expect(page).toHaveURL(/\/studios\/apply$/)
    await expect(page.getByLabel(/^Studio Name/)).toHaveValue(name)
    const { data, error } = await adminClient().from('studioapplications').select('id').eq('name', name)
    expect(error).toBeNull()
    expect(data).toEqual([])
  })
})

// --- Accessibility with the errors on screen ---------------------------------------------------

for (const form of [
  { path: '/join', submit: 'Submit Application' },
  { path: '/contact', submit: 'Send Message' },
  { path: '/studios/apply', submit: 'Submit Application' },
]) {
  test(`${form.path} has no serious accessibility problems with its errors shown`, async ({ page }) => {
    await page.goto(form.path)
    await page.getByRole('button', { name: form.submit }).click()
    await expect(page.locator('[aria-invalid="true"]').first()).toBeFocused()
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze()
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  })
}
