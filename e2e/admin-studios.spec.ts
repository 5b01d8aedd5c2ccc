import type { Page } from '@playwright/test'
import { confirmedDay } from '../src/features/listings/freshness.ts'
import { studioInsert } from '../tests/builders.ts'
import { createAdminUser, notice, signInAsAdmin } from './support/admin.ts'
import { adminClient } from './support/backend.ts'
import { sendContactMessage } from './support/contact.ts'
import { expect, test } from './support/fixtures.ts'
import { makePng, seedPhotos } from './support/images.ts'
import {
  dashboardSection,
  openSection,
  fetchStoredImage,
  jpegSize,
  listingRow,
  runTag,
  storedStudio,
} from './support/listings.ts'

/** The studio form; fields are looked up inside it (the footer has its own 'Instagram' link). */
function studioForm(page: Page) {
  return page.getByRole('form', { name: 'Studio details' })
}

test.describe('an admin runs a studio listing from the browser', () => {
  test.setTimeout(180_000)

  test('add with a logo and 3 gallery images, see it in public, rename it, edit its SEO, hit the gallery limit, delete it', async ({
    page,
    cleanup,
  }) => {
    const tag = runTag()
    cleanup.tagged('studios', 'slug', tag)
    const name = `Harbour Light Yoga ${tag}`
    const city = `Portside ${tag}`
    const slug = `harbour-light-yoga-${tag}`
    await signInAsAdmin(page, { credentials: await createAdminUser('studio-admin') })

    await test.step('add the studio', async () => {
      await (await openSection(page, 'Studios')).getByRole('link', { name: 'Add Studio' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Add Studio' })).toBeVisible()
      const form = studioForm(page)

      // Nothing is sent while required fields are empty; the spec's messages say why.
      await form.getByRole('button', { name: 'Save Studio' }).click()
      await expect(form.getByText('Studio name is required')).toBeVisible()
      await expect(form.getByText('Please select a studio type')).toBeVisible()
      await expect(form.getByText('You must agree to the terms.')).toBeVisible()

      await form.getByLabel(/^Studio Name/).fill(name)
      await expect(form.getByText(`Studio page address: /studio/${slug}`)).toBeVisible()
      await form.getByLabel(/^Email/).fill(`hello-${tag}@harbour.example`)
      await form.getByLabel(/^Country/).selectOption('Portugal')
      await form.getByLabel(/^City/).fill(city)
      await form.getByLabel(/^Address/).fill('12 Rua do Mar')
      await form.getByLabel(/^Description/).fill('A quiet loft above the harbour with morning light.')
      await form.getByLabel(/^Tagline/).fill('Breathe with the tide')
      await form.getByLabel(/^Studio Type/).selectOption('Hybrid')
      await form
        .getByRole('group', { name: 'Yoga Styles' })
        .getByRole('button', { name: 'Hatha', exact: true })
        .click()
      await form
        .getByRole('group', { name: 'Amenities' })
        .getByRole('button', { name: 'Showers', exact: true })
        .click()
      await form.getByLabel(/^Website/).fill('https://harbour.example')

      await form.getByLabel(/Choose image/).setInputFiles({
        name: 'Harbour Logo.png',
        mimeType: 'image/png',
        buffer: makePng(1600, 900),
      })
      await expect(notice(page)).toContainText('Image Uploaded!')
      await form.getByLabel(/Add gallery images/).setInputFiles(seedPhotos(3))
      await expect(notice(page)).toContainText('Gallery Updated!')
      await expect(form.getByText('6 spots left')).toBeVisible()
      await form.getByLabel('I consent to having my studio details listed on the product.').check()
      await form.getByRole('button', { name: 'Save Studio' }).click()

      await expect(notice(page)).toContainText('Studio Added!')
      await expect(page).toHaveURL((url) => url.pathname === '/admin/studios')
      await expect(listingRow(page, 'Studios', name)).toBeVisible()
    })

    await test.step('the logo and gallery are stored as compressed JPEGs', async () => {
      const studio = await storedStudio(slug)
      expect(studio).not.toBeNull()
      expect(studio!.gallery).toHaveLength(3)
      expect(studio!.logo).toMatch(/\/storage\/v1\/object\/public\/studio-assets\/studios\/\d+-logo-.+\.jpg$/)
      const logo = await fetchStoredImage(studio!.logo!)
      expect(logo.contentType).toBe('image/jpeg')
      expect(jpegSize(logo.bytes).width).toBeLessThanOrEqual(800)
      for (const url of studio!.gallery) {
        expect(url).toMatch(/\/studio-assets\/studios\/\d+-gallery-.+\.jpg$/)
        const image = await fetchStoredImage(url)
        expect(image.contentType).toBe('image/jpeg')
        expect(jpegSize(image.bytes).width).toBeLessThanOrEqual(1024)
      }
    })

    await test.step('visitors find it in the directory and on its page', async () => {
      await page.goto(`/studios?city=${encodeURIComponent(city)}`)
      await expect(page.getByRole('heading', { name })).toBeVisible()
      await page.getByRole('link', { name: 'View Details' }).click()
      await expect(page).toHaveURL((url) => url.pathname === `/studio/${slug}`)
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
      const gallery = page.getByRole('region', { name: 'Studio Gallery' })
      await expect(gallery.getByRole('img', { name: `${name}, gallery image 3 of 3` })).toBeVisible()
    })

    const renamed = `Harbour Light Studio ${tag}`
    const renamedSlug = `harbour-light-studio-${tag}`
    await test.step('rename it: the page moves to the new address', async () => {
      await openSection(page, 'Studios')
      await dashboardSection(page, 'Studios')
        .getByRole('link', { name: `Edit ${name}` })
        .click()
      await expect(page.getByRole('heading', { level: 1, name: 'Edit Studio' })).toBeVisible()
      const form = studioForm(page)
      await expect(form.getByLabel(/^Studio Name/)).toHaveValue(name)
      await form.getByLabel(/^Studio Name/).fill(renamed)
      await form.getByRole('button', { name: 'Save Studio' }).click()
      await expect(notice(page)).toContainText('Studio Updated!')
      await expect(page).toHaveURL((url) => url.pathname === '/admin/studios')

      await page.goto(`/studio/${renamedSlug}`)
      await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible()
      await page.goto(`/studio/${slug}`)
      await expect(page.getByRole('heading', { name: 'Studio not found!' })).toBeVisible()
    })

    await test.step('edit its SEO title: the public page carries it', async () => {
      await openSection(page, 'SEO Management')
      const seo = dashboardSection(page, 'SEO Management')
      await seo.getByRole('tab', { name: 'Studios' }).click()
      await seo.getByLabel('Search studios').fill(tag)
      await seo.getByRole('button', { name: `Edit SEO for ${renamed}` }).click()
      const dialog = page.getByRole('dialog', { name: `Edit SEO: ${renamed}` })
      // Nothing stored yet: the suggested default.
      await expect(dialog.getByLabel('SEO Title')).toHaveValue(`${renamed} | Yoga Studio in ${city}`)
      const title = `Harbour Light – hybrid yoga in ${city}`
      await dialog.getByLabel('SEO Title').fill(title)
      await dialog.getByRole('button', { name: 'Save' }).click()
      await expect(notice(page)).toContainText('SEO Updated!')
      await expect(notice(page)).toContainText(`Successfully saved SEO data for ${renamed}.`)
      await expect(dialog).toBeHidden()

      await page.goto(`/studio/${renamedSlug}`)
      await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible()
      await expect(page).toHaveTitle(title)
    })

    await test.step('a 10th gallery image is refused with the limit notice', async () => {
      await page.goto(`/admin/studio/edit/${renamedSlug}`)
      const form = studioForm(page)
      await expect(form.getByText('6 spots left')).toBeVisible()
      // 3 stored + 7 chosen = 10: nothing is uploaded, and the notice says how many fit.
      await form.getByLabel(/Add gallery images/).setInputFiles(seedPhotos(7))
      await expect(notice(page)).toContainText('Upload Limit Exceeded')
      await expect(notice(page)).toContainText(
        'You can only upload up to 9 gallery images. You have 6 spots left.',
      )
      await expect(form.getByText('6 spots left')).toBeVisible()

      await form.getByLabel(/Add gallery images/).setInputFiles(seedPhotos(6))
      await expect(notice(page)).toContainText('Gallery Updated!')
      await expect(form.getByText('0 spots left')).toBeVisible()
      await expect(form.getByLabel(/Add gallery images/)).toBeDisabled()
      await form.getByRole('button', { name: 'Save Studio' }).click()
      await expect(notice(page)).toContainText('Studio Updated!')
      expect((await storedStudio(renamedSlug))!.gallery).toHaveLength(9)
    })

    await test.step('delete it only after confirming', async () => {
      await openSection(page, 'Studios')
      const studios = dashboardSection(page, 'Studios')
      await studios.getByRole('button', { name: `Delete ${renamed}` }).click()
      const dialog = page.getByRole('dialog')
      await expect(dialog).toContainText(`Are you sure you want to delete the studio "${renamed}"?`)
      await dialog.getByRole('button', { name: 'Cancel' }).click()
      await expect(dialog).toBeHidden()
      expect(await storedStudio(renamedSlug)).not.toBeNull()

      await studios.getByRole('button', { name: `Delete ${renamed}` }).click()
      await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
      await expect(notice(page)).toContainText('Studio Deleted')
      await expect(listingRow(page, 'Studios', renamed)).toHaveCount(0)
      expect(await storedStudio(renamedSlug)).toBeNull()

      await page.goto(`/studio/${renamedSlug}`)
      await expect(page.getByRole('heading', { name: 'Studio not found!' })).toBeVisible()
    })
  })
})

test("an admin confirms a studio's details from the list and then sees the date in its form", async ({
  page,
  cleanup,
}) => {
  const tag = runTag()
  const studio = studioInsert({ name: `Harbour Yoga ${tag}`, languages: ['en'], confirmed_at: null })
  cleanup.row('studios', 'slug', studio.slug)
  const { error } = await adminClient().from('studios').insert(studio)
  expect(error).toBeNull()
  await signInAsAdmin(page, { credentials: await createAdminUser('confirm-studio-admin') })

  await openSection(page, 'Studios', `?q=${encodeURIComponent(tag)}`)
  const row = listingRow(page, 'Studios', studio.name)
  await expect(row).toContainText('NeverNot confirmed in 12 months')
  await row.getByRole('button', { name: `Details confirmed today for ${studio.name}` }).click()
  await expect(notice(page)).toContainText('Details Confirmed')
  const today = confirmedDay(new Date().toISOString())
  await expect(row).toContainText(today)
  await expect(row).not.toContainText('Not confirmed in 12 months')
  const stored = await storedStudio(studio.slug)
  expect(Date.now() - new Date(stored!.confirmed_at!).getTime()).toBeLessThan(5 * 60_000)

  await page.goto(`/admin/studio/edit/${studio.slug}`)
  const confirmed = studioForm(page).getByRole('region', { name: 'Details Confirmed' })
  await expect(confirmed.getByRole('status')).toHaveText(`Last confirmed on ${today}.`)
  await expect(studioForm(page).getByRole('list', { name: 'Selected languages' })).toHaveText(/English/)
})

test("an admin sends a studio's messages to another address, then back to the studio email", async ({
  page,
  cleanup,
}) => {
  const tag = runTag()
  const studio = studioInsert({ name: `Tide Yoga ${tag}`, email: `front-desk-${tag}@example.com` })
  cleanup.row('studios', 'slug', studio.slug)
  const { data: inserted, error } = await adminClient().from('studios').insert(studio).select('id').single()
  expect(error).toBeNull()
  const storedAddress = async () => {
    const { data } = await adminClient()
      .from('studio_inquiry_addresses')
      .select('email')
      .eq('studio_id', inserted!.id)
      .maybeSingle()
    return data
  }
  await signInAsAdmin(page, { credentials: await createAdminUser('inquiry-studio-admin') })
  const form = studioForm(page)
  const field = form.getByLabel(/^Inquiry address \(if not the studio email\)/)

  // A studio takes messages at its own email from the start.
  await openSection(page, 'Studios', `?q=${encodeURIComponent(tag)}`)
  await expect(listingRow(page, 'Studios', studio.name).getByRole('cell').nth(3)).toHaveText('0')
  expect(await storedStudio(studio.slug)).toMatchObject({ accepts_messages: true })

  await page.goto(`/admin/studio/edit/${studio.slug}`)
  await expect(field).toHaveValue('')
  await field.fill('not an address')
  await form.getByRole('button', { name: 'Save Studio' }).click()
  await expect(form.getByText('Please enter a valid email address.')).toBeVisible()
  await field.fill(`classes-${tag}@example.com`)
  await form.getByRole('button', { name: 'Save Studio' }).click()
  await expect(notice(page)).toContainText('Studio Updated!')
  expect(await storedAddress()).toEqual({ email: `classes-${tag}@example.com` })

  await page.goto(`/admin/studio/edit/${studio.slug}`)
  await expect(field).toHaveValue(`classes-${tag}@example.com`)
  await field.fill('')
  await form.getByRole('button', { name: 'Save Studio' }).click()
  await expect(notice(page)).toContainText('Studio Updated!')
  expect(await storedAddress()).toBeNull()
  expect(await storedStudio(studio.slug)).toMatchObject({ accepts_messages: true })
})

test('a studio application and a contact message sent from the site reach the inbox; the application becomes a listing through the prefilled form, the message gets a reply link', async ({
  page,
  cleanup,
}) => {
  test.setTimeout(120_000)
  const tag = runTag()
  cleanup.tagged('studioapplications', 'name', tag)
  cleanup.tagged('contactsubmissions', 'name', tag)
  cleanup.tagged('studios', 'slug', tag)
  const applicant = `Blue Lotus Loft ${tag}`

  // Both sent through the public pages, as visitors send them (the database's functions, the
  // logo's upload permit, the question); the inbox below is where an admin finds them.
  await test.step('a studio applies on /studios/apply with a logo', async () => {
    await page.goto('/studios/apply')
    await page.getByLabel(/^Studio Name/).fill(applicant)
    await page.getByLabel(/^Contact Email/).fill(`loft-${tag}@example.com`)
    await page.getByLabel(/^Country/).selectOption('Japan')
    await page.getByLabel(/^City/).fill('Osaka')
    await page.getByLabel(/^Address/).fill('1-2-3 Namba')
    await page.getByLabel(/^Description/).fill('A small loft for Yin and Hatha.')
    const practices = page.getByRole('group', { name: 'Practices Offered' })
    await practices.getByRole('button', { name: 'Hatha', exact: true }).click()
    await practices.getByRole('button', { name: 'Yin Yoga', exact: true }).click()
    await page
      .getByRole('group', { name: 'Amenities' })
      .getByRole('button', { name: 'Mat rental', exact: true })
      .click()
    const languages = page.getByRole('group', { name: 'Languages Classes Are Taught In (optional)' })
    await languages.getByRole('button', { name: 'Japanese' }).click()
    // A name typed in is taken as its code, and what is not a language is refused.
    const typed = languages.getByLabel('Add another language (ISO 639 code)')
    await typed.fill('Klingon!')
    await typed.press('Enter')
    await expect(languages.getByRole('status')).toHaveText(/is not a language code/)
    await typed.fill('english')
    await typed.press('Enter')
    await expect(typed).toHaveValue('')
    await page.getByLabel(/^Website/).fill('https://loft.example')
    await page.getByLabel(/^Operating Hours/).fill('Mon-Fri: 9am–8pm')
    await page.getByLabel(/^Studio Logo/).setInputFiles({
      name: 'Loft Logo.png',
      mimeType: 'image/png',
      buffer: makePng(600, 600),
    })
    await page.getByLabel('I consent to having my studio details listed on the product.').check()
    await page.getByRole('button', { name: 'Submit Application' }).click()
    await expect(page).toHaveURL(/\/thank-you$/, { timeout: 20_000 })
  })
  const { data: sent, error: sentError } = await adminClient()
    .from('studioapplications')
    .select('logo')
    .eq('name', applicant)
    .single()
  expect(sentError).toBeNull()
  // Uploaded to the path of the permit the database issued.
  expect(sent!.logo).toMatch(
    /\/storage\/v1\/object\/public\/studio-assets\/applications\/[0-9a-f-]{36}-logo\.jpg$/,
  )

  await test.step('a visitor sends a message on /contact', async () => {
    await sendContactMessage(page, {
      name: `Kenji ${tag}`,
      email: `kenji-${tag}@example.com`,
      subject: 'Evening classes?',
      message: 'Do you list studios with evening classes in Osaka?',
    })
  })

  await signInAsAdmin(page, { credentials: await createAdminUser('studio-inbox-admin') })
  const inbox = await openSection(page, 'Form Submissions')

  await inbox.getByRole('tab', { name: /^Contact Messages/ }).click()
  const reply = inbox.getByRole('link', { name: `Reply by Email to Kenji ${tag}` })
  await expect(reply).toHaveAttribute(
    'href',
    new RegExp(`^mailto:kenji-${tag}@example\\.com\\?subject=Re%3A%20Evening%20classes%3F`),
  )

  await inbox.getByRole('tab', { name: /^Studio Applications/ }).click()
  const card = inbox.getByRole('article', { name: applicant })
  await expect(card).toBeVisible()
  // The logo the studio sent, linked and previewed from storage.
  const logoTerm = card.locator('dt', { hasText: /^Logo$/ })
  const logoValue = logoTerm.locator('xpath=following-sibling::dd[1]')
  await expect(logoValue.getByRole('link')).toHaveAttribute('href', sent!.logo!)
  const preview = logoValue.getByRole('img', { name: 'Logo preview' })
  await preview.scrollIntoViewIfNeeded()
  // Loaded: the browser decoded the stored JPEG (the e2e code has no DOM types, hence the shape).
  await expect
    .poll(() =>
      preview.evaluate((image) => {
        const { complete, naturalWidth } = image as unknown as { complete: boolean; naturalWidth: number }
        return complete ? naturalWidth : 0
      }),
    )
    .toBe(600)
  await inbox.getByRole('link', { name: `Create Studio Listing for ${applicant}` }).click()
  const form = studioForm(page)
  await expect(page.getByText(new RegExp(`^Prefilled from the application of ${applicant}`))).toBeVisible()
  await expect(form.getByLabel(/^Studio Name/)).toHaveValue(applicant)
  await expect(form.getByLabel(/^City/)).toHaveValue('Osaka')
  await expect(form.getByLabel(/^Operating Hours/)).toHaveValue('Mon-Fri: 9am–8pm')
  await expect(form.getByLabel('I consent to having my studio details listed on the product.')).toBeChecked()
  await expect(form.getByRole('list', { name: 'Selected languages' }).getByRole('listitem')).toHaveText([
    /^Japanese/,
    /^English/,
  ])
  // The application has no studio type: the admin chooses one.
  await form.getByRole('button', { name: 'Save Studio' }).click()
  await expect(form.getByText('Please select a studio type')).toBeVisible()
  await form.getByLabel(/^Studio Type/).selectOption('In-person')
  await form.getByRole('button', { name: 'Save Studio' }).click()
  await expect(notice(page)).toContainText('Studio Added!')

  const slug = `blue-lotus-loft-${tag}`
  const studio = await storedStudio(slug)
  expect(studio).toMatchObject({
    name: applicant,
    city: 'Osaka',
    studiotype: 'In-person',
    operatinghours: 'Mon-Fri: 9am–8pm',
  })
  expect(studio!.yogastyles).toEqual(['Hatha', 'Yin Yoga'])
  expect(studio!.languages).toEqual(['ja', 'en'])
  // The logo the studio sent, in our storage, is the listing's logo.
  expect(studio!.logo).toBe(sent!.logo)
  await page.goto(`/studio/${slug}`)
  await expect(page.getByRole('heading', { level: 1, name: applicant })).toBeVisible()

  await openSection(page, 'Form Submissions')
  await inbox.getByRole('tab', { name: /^Studio Applications/ }).click()
  await inbox.getByRole('button', { name: `Delete submission from ${applicant}` }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
  await expect(notice(page)).toContainText('Submission Deleted')
  const left = await adminClient().from('studioapplications').select('id').eq('name', applicant)
  expect(left.data).toEqual([])
})
