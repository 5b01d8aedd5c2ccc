import type { Page } from '@playwright/test'
import { confirmedDay } from '../src/features/listings/freshness.ts'
import { teacherInsert } from '../tests/builders.ts'
import { adminClient, anonClient } from './support/backend.ts'
import { createAdminUser, notice, signInAsAdmin } from './support/admin.ts'
import { expect, test } from './support/fixtures.ts'
import { seedPhotos } from './support/images.ts'
import {
  dashboardSection,
  openSection,
  fetchStoredImage,
  jpegSize,
  listingRow,
  runTag,
  storedTeacher,
} from './support/listings.ts'

function teacherForm(page: Page, mode: 'Add Teacher' | 'Edit Teacher') {
  return page.getByRole('form', { name: mode })
}

test.describe('an admin runs a teacher listing from the browser', () => {
  test.setTimeout(180_000)

  test('add with a photo and 3 gallery images, see it in public, rename it, edit its SEO, hit the gallery limit, delete it', async ({
    page,
    cleanup,
  }) => {
    const tag = runTag()
    cleanup.tagged('teachers', 'slug', tag)
    const first = 'Lucia'
    const last = `Moreno ${tag}`
    const name = `${first} ${last}`
    const slug = `lucia-moreno-${tag}`
    await signInAsAdmin(page, { credentials: await createAdminUser('teacher-admin') })

    await test.step('add the teacher', async () => {
      await (await openSection(page, 'Teachers')).getByRole('link', { name: 'Add Teacher' }).click()
      const form = teacherForm(page, 'Add Teacher')
      await expect(page.getByRole('heading', { level: 1, name: 'Add Teacher' })).toBeVisible()

      await form.getByRole('button', { name: 'Save Teacher' }).click()
      await expect(form.getByText('First name is required')).toBeVisible()
      await expect(form.getByText('Last name is required')).toBeVisible()
      await expect(form.getByText('Country is required')).toBeVisible()
      await expect(form.getByText('City is required')).toBeVisible()
      await expect(form.getByLabel(/^First Name/)).toBeFocused()

      await form.getByLabel(/^First Name/).fill(first)
      await form.getByLabel(/^Last Name/).fill(last)
      await expect(form.getByText(`Profile address: /teacher/${slug}`)).toBeVisible()
      await form.getByLabel(/^Country/).selectOption('Spain')
      await form.getByLabel(/^City/).fill('Seville')
      await form.getByLabel(/^Years of Experience/).fill('8')
      await form.getByLabel(/^Bio/).fill('Slow, strong Vinyasa with plenty of time to breathe.')
      await form.getByLabel(/^Certifications/).fill('RYT-500\nYin Yoga 100h')
      await form
        .getByRole('group', { name: 'Specialties' })
        .getByRole('button', { name: 'Vinyasa', exact: true })
        .click()
      await form.getByLabel('Online 1-on-1').check()
      await form.getByLabel(/^Website/).fill('https://lucia.example')

      const [photo, ...gallery] = seedPhotos(4)
      await form
        .getByRole('group', { name: 'Profile Image' })
        .getByLabel('Choose image')
        .setInputFiles(photo!)
      await expect(notice(page)).toContainText('Image Uploaded!')
      await expect(form.getByRole('img', { name: 'Current profile image' })).toBeVisible()
      await form.getByLabel('Add gallery images').setInputFiles(gallery)
      await expect(notice(page)).toContainText('Gallery Updated!')
      await expect(form.getByText('6 spots left')).toBeVisible()
      await form.getByRole('button', { name: 'Save Teacher' }).click()

      await expect(notice(page)).toContainText('Teacher Added')
      await expect(page).toHaveURL((url) => url.pathname === '/admin/teachers')
      await expect(listingRow(page, 'Teachers', name)).toBeVisible()
    })

    await test.step('the photo and gallery are stored as compressed JPEGs', async () => {
      const teacher = await storedTeacher(slug)
      expect(teacher).not.toBeNull()
      expect(teacher!.name).toBe(name)
      expect(teacher!.location).toBe('Seville')
      expect(teacher!.experience).toBe(8)
      expect(teacher!.specialties).toEqual(['Vinyasa'])
      expect(teacher!.teachingoptions).toMatchObject({ online1on1: true, groupOnline: false })
      expect(teacher!.image).toMatch(/\/studio-assets\/teachers\/\d+-profile-.+\.jpg$/)
      const photo = await fetchStoredImage(teacher!.image!)
      expect(photo.contentType).toBe('image/jpeg')
      expect(jpegSize(photo.bytes).width).toBeLessThanOrEqual(800)
      expect(teacher!.gallery).toHaveLength(3)
      for (const url of teacher!.gallery) {
        expect(url).toMatch(/\/studio-assets\/teachers\/\d+-gallery-.+\.jpg$/)
        expect((await fetchStoredImage(url)).contentType).toBe('image/jpeg')
      }
    })

    await test.step('visitors find the teacher in the directory and on the profile', async () => {
      await page.goto(`/teachers?q=${encodeURIComponent(tag)}`)
      await expect(page.getByRole('heading', { name })).toBeVisible()
      await page.getByRole('link', { name: 'View Profile' }).click()
      await expect(page).toHaveURL((url) => url.pathname === `/teacher/${slug}`)
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
      await expect(page.getByText('Image 1 of 3', { exact: true })).toBeVisible()
    })

    const renamedFirst = 'Lucía'
    // Accents fold into the address: 'Lucía' keeps the same one.
    const renamedSlug = slug
    const newLast = `Moreno Vidal ${tag}`
    const finalName = `${renamedFirst} ${newLast}`
    const finalSlug = `lucia-moreno-vidal-${tag}`
    await test.step('rename: the new name shows and the page moves to the new address', async () => {
      await openSection(page, 'Teachers')
      await dashboardSection(page, 'Teachers')
        .getByRole('link', { name: `Edit ${name}` })
        .click()
      const form = teacherForm(page, 'Edit Teacher')
      await expect(form.getByLabel(/^First Name/)).toHaveValue(first)
      await form.getByLabel(/^First Name/).fill(renamedFirst)
      await expect(form.getByText(`Profile address: /teacher/${renamedSlug}`)).toBeVisible()
      await form.getByLabel(/^Last Name/).fill(newLast)
      await expect(form.getByText(`Profile address: /teacher/${finalSlug}`)).toBeVisible()
      await form.getByRole('button', { name: 'Save Teacher' }).click()
      await expect(notice(page)).toContainText('Teacher Updated')
      await expect(page).toHaveURL((url) => url.pathname === '/admin/teachers')
      await expect(listingRow(page, 'Teachers', finalName)).toBeVisible()

      await page.goto(`/teacher/${finalSlug}`)
      await expect(page.getByRole('heading', { level: 1, name: finalName })).toBeVisible()
      await page.goto(`/teacher/${slug}`)
      await expect(page.getByRole('heading', { name: 'Teacher not found!' })).toBeVisible()
    })

    await test.step('edit the SEO title: the public page carries it', async () => {
      await openSection(page, 'SEO Management')
      const seo = dashboardSection(page, 'SEO Management')
      await seo.getByLabel('Search teachers').fill(tag)
      await seo.getByRole('button', { name: `Edit SEO for ${finalName}` }).click()
      const dialog = page.getByRole('dialog', { name: `Edit SEO: ${finalName}` })
      await expect(dialog.getByLabel('SEO Title')).toHaveValue(`${finalName} - Yoga Teacher in Seville`)
      await expect(dialog.getByLabel('SEO Description')).toHaveValue(
        'Slow, strong Vinyasa with plenty of time to breathe.',
      )
      const title = `Lucía Moreno Vidal – Vinyasa in Seville (${tag})`
      await dialog.getByLabel('SEO Title').fill(title)
      await dialog.getByRole('button', { name: 'Save' }).click()
      await expect(notice(page)).toContainText('SEO Updated!')
      await expect(notice(page)).toContainText(`Successfully saved SEO data for ${finalName}.`)
      await expect(dialog).toBeHidden()

      await page.goto(`/teacher/${finalSlug}`)
      await expect(page.getByRole('heading', { level: 1, name: finalName })).toBeVisible()
      await expect(page).toHaveTitle(title)
    })

    await test.step('a 10th gallery image is refused; the 9 can be reordered', async () => {
      await page.goto(`/admin/teacher/edit/${finalSlug}`)
      const form = teacherForm(page, 'Edit Teacher')
      await expect(form.getByText('6 spots left')).toBeVisible()
      await form.getByLabel('Add gallery images').setInputFiles(seedPhotos(7))
      await expect(notice(page)).toContainText('Upload Limit Exceeded')
      await expect(notice(page)).toContainText('You can only upload up to 9 images. You have 6 spots left.')

      await form.getByLabel('Add gallery images').setInputFiles(seedPhotos(6))
      await expect(notice(page)).toContainText('Gallery Updated!')
      await expect(form.getByText('0 spots left')).toBeVisible()
      await expect(form.getByLabel('Add gallery images')).toBeDisabled()

      const before = (await storedTeacher(finalSlug))!.gallery
      const images = form.getByRole('list', { name: 'Gallery images' }).getByRole('img')
      await expect(images).toHaveCount(9)
      const second = await images.nth(1).getAttribute('src')
      await form.getByRole('button', { name: 'Move image 2 left' }).click()
      await expect(images.nth(0)).toHaveAttribute('src', second!)
      await form.getByRole('button', { name: 'Save Teacher' }).click()
      await expect(notice(page)).toContainText('Teacher Updated')
      const after = (await storedTeacher(finalSlug))!.gallery
      expect(after).toHaveLength(9)
      expect(after.slice(0, 2)).toEqual([before[1], before[0]])
    })

    await test.step('delete only after confirming', async () => {
      await openSection(page, 'Teachers')
      const teachers = dashboardSection(page, 'Teachers')
      await teachers.getByRole('button', { name: `Delete ${finalName}` }).click()
      const dialog = page.getByRole('dialog')
      await expect(dialog).toContainText(`Are you sure you want to delete ${finalName}'s profile?`)
      await dialog.getByRole('button', { name: 'Cancel' }).click()
      await expect(dialog).toBeHidden()
      expect(await storedTeacher(finalSlug)).not.toBeNull()

      await teachers.getByRole('button', { name: `Delete ${finalName}` }).click()
      await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
      await expect(notice(page)).toContainText('Profile Deleted')
      await expect(listingRow(page, 'Teachers', finalName)).toHaveCount(0)
      expect(await storedTeacher(finalSlug)).toBeNull()
      await page.goto(`/teacher/${finalSlug}`)
      await expect(page.getByRole('heading', { name: 'Teacher not found!' })).toBeVisible()
    })
  })

  test('a teacher application from /join becomes a listing through the prefilled form, then is deleted', async ({
    page,
    cleanup,
  }) => {
    test.setTimeout(120_000)
    const tag = runTag()
    cleanup.tagged('teacherapplications', 'email', tag)
    cleanup.tagged('teachers', 'slug', tag)
    const last = `Okafor ${tag}`
    const email = `amara-${tag}@example.com`

    await test.step('a visitor applies on /join', async () => {
      await page.goto('/join')
      await page.getByLabel(/^First Name/).fill('Amara')
      await page.getByLabel(/^Last Name/).fill(last)
      await page.getByLabel(/^Email/).fill(email)
      await page.getByLabel(/^Phone/).fill('+351 912 000 000')
      await page.getByLabel(/^Location/).fill('Lisbon, Portugal')
      await page.getByLabel(/^Years of Experience/).fill('6')
      await page.getByLabel(/^Specialties/).fill('Hatha, Yin Yoga')
      await page.getByLabel(/^Certifications/).fill('RYT-200')
      await page.getByLabel(/^Bio/).fill('Gentle Hatha by the river.')
      await page.getByLabel('Group Online').check()
      const languages = page.getByRole('group', { name: 'Languages You Teach In (optional)' })
      await languages.getByRole('button', { name: 'Portuguese' }).click()
      // Another language by its ISO code: Basque is not among the common ones.
      await languages.getByLabel('Add another language (ISO 639 code)').fill('eu')
      await languages.getByLabel('Add another language (ISO 639 code)').press('Enter')
      await expect(languages.getByRole('button', { name: /^Remove / })).toHaveCount(2)
      await page.getByLabel(/^Website/).fill('https://amara.example')
      await page.getByLabel(/^Instagram Handle/).fill('@amara.yoga')
      await page.getByLabel(/I agree to the terms/).check()
      await page.getByRole('button', { name: 'Submit Application' }).click()
      await expect(page).toHaveURL(/\/thank-you$/)
    })

    await signInAsAdmin(page, { credentials: await createAdminUser('inbox-admin') })
    const sender = `Amara ${last}`

    await test.step('the application is in the inbox with every field', async () => {
      const inbox = await openSection(page, 'Form Submissions')
      await inbox.getByRole('tab', { name: /^Teacher Applications/ }).click()
      const card = inbox.getByRole('article', { name: sender })
      await expect(card).toBeVisible()
      const expected: [string, string][] = [
        ['First Name', 'Amara'],
        ['Last Name', last],
        ['Email', email],
        ['Phone', '+351 912 000 000'],
        ['Location', 'Lisbon, Portugal'],
        ['Specialties', 'Hatha, Yin Yoga'],
        ['Certifications', 'RYT-200'],
        ['Bio', 'Gentle Hatha by the river.'],
        ['Experience', '6 years'],
        ['Teaching Options', 'Group Online'],
        ['Teaches In', 'Portuguese, Basque'],
        ['Website', 'https://amara.example'],
        ['Instagram', '@amara.yoga'],
        ['Agreed to Terms', 'Yes'],
      ]
      for (const [label, value] of expected) {
        const term = card.locator('dt', { hasText: new RegExp(`^${label}$`) })
        await expect(term, label).toHaveCount(1)
        await expect(term.locator('xpath=following-sibling::dd[1]'), label).toHaveText(value)
      }
      await expect(card.locator('dt', { hasText: /^Submitted$/ })).toHaveCount(1)
    })

    const slug = `amara-okafor-${tag}`
    await test.step('one click opens the prefilled teacher form; saving lists the teacher', async () => {
      await page.getByRole('link', { name: `Create Teacher Profile for ${sender}` }).click()
      await expect(page).toHaveURL(/\/admin\/teacher\/new\?application=\d+$/)
      const form = teacherForm(page, 'Add Teacher')
      await expect(page.getByText(/^Prefilled from the application of Amara/)).toBeVisible()
      await expect(form.getByLabel(/^First Name/)).toHaveValue('Amara')
      await expect(form.getByLabel(/^Last Name/)).toHaveValue(last)
      await expect(form.getByLabel(/^City/)).toHaveValue('Lisbon')
      await expect(form.getByLabel(/^Country/)).toHaveValue('Portugal')
      await expect(form.getByLabel(/^Years of Experience/)).toHaveValue('6')
      await expect(form.getByLabel(/^Bio/)).toHaveValue('Gentle Hatha by the river.')
      await expect(form.getByLabel('Group Online')).toBeChecked()
      await expect(form.getByLabel('Online 1-on-1')).not.toBeChecked()
      await expect(form.getByLabel(/^Website/)).toHaveValue('https://amara.example')
      await expect(form.getByLabel(/^Instagram/)).toHaveValue('https://instagram.com/amara.yoga')
      await expect(form.getByRole('list', { name: 'Selected teaches in' }).getByRole('listitem')).toHaveText([
        /^Portuguese/,
        /^Basque/,
      ])
      await form.getByRole('button', { name: 'Save Teacher' }).click()
      await expect(notice(page)).toContainText('Teacher Added')
      // Back in the inbox the application came from, which now says Listed and links the profile.
      await expect(page).toHaveURL((url) => url.pathname === '/admin/submissions')
      const card = dashboardSection(page, 'Form Submissions').getByRole('article', { name: sender })
      await expect(card.getByText('Listed as')).toBeVisible()
      await expect(card.getByRole('link', { name: sender })).toHaveAttribute('href', `/teacher/${slug}`)

      const teacher = await storedTeacher(slug)
      expect(teacher).toMatchObject({ name: sender, location: 'Lisbon', country: 'Portugal', experience: 6 })
      expect(teacher!.specialties).toEqual(['Hatha', 'Yin Yoga'])
      expect(teacher!.languages).toEqual(['pt', 'eu'])
      await page.goto(`/teachers?q=${encodeURIComponent(tag)}`)
      await expect(page.getByRole('heading', { name: sender })).toBeVisible()
    })

    await test.step('the application is deleted after confirming', async () => {
      const inbox = await openSection(page, 'Form Submissions')
      await inbox.getByRole('tab', { name: /^Teacher Applications/ }).click()
      await inbox.getByRole('button', { name: `Delete submission from ${sender}` }).click()
      const dialog = page.getByRole('dialog')
      await expect(dialog).toContainText(
        'Are you sure you want to delete this submission? This action cannot be undone.',
      )
      await dialog.getByRole('button', { name: 'Delete' }).click()
      await expect(notice(page)).toContainText('Submission Deleted')
      await expect(inbox.getByRole('article', { name: sender })).toHaveCount(0)
      const { data } = await adminClient().from('teacherapplications').select('id').eq('email', email)
      expect(data).toEqual([])
    })
  })

  test('an admin records a verified credential, then confirms the details from the list and the form', async ({
    page,
    cleanup,
  }) => {
    const tag = runTag()
    const teacher = teacherInsert({
      firstname: 'Ines',
      lastname: `Duarte ${tag}`,
      country: 'Portugal',
      location: 'Porto',
      languages: ['pt'],
    })
    const { slug } = teacher
    const name = `Ines Duarte ${tag}`
    cleanup.row('teachers', 'slug', slug)
    const { error } = await adminClient().from('teachers').insert(teacher)
    expect(error).toBeNull()
    await signInAsAdmin(page, { credentials: await createAdminUser('verify-admin') })
    const form = teacherForm(page, 'Edit Teacher')

    await test.step('a half verification is refused with a message on each field', async () => {
      await page.goto(`/admin/teacher/edit/${slug}`)
      const verification = form.getByRole('region', { name: 'Verification' })
      await verification.getByLabel(/^Evidence URL/).fill('ftp://registry.example/ines')
      await form.getByRole('button', { name: 'Save Teacher' }).click()
      await expect(form.getByText('Credential is required to record a verification.')).toBeVisible()
      await expect(form.getByText('Issuer is required to record a verification.')).toBeVisible()
      await expect(form.getByText('Checked on is required to record a verification.')).toBeVisible()
      await expect(
        verification.getByText('Please enter a full web address starting with http:// or https://.'),
      ).toBeVisible()
      await expect(verification.getByLabel(/^Credential/)).toBeFocused()
    })

    await test.step('a complete verification and another language are saved', async () => {
      const verification = form.getByRole('region', { name: 'Verification' })
      await verification.getByLabel(/^Credential/).fill('RYT-500')
      await verification.getByLabel(/^Issuer/).fill('Yoga Alliance')
      await verification.getByLabel(/^Evidence URL/).fill('https://registry.example/ines')
      await verification.getByLabel(/^Checked On/).fill('2025-09-01')
      await verification.getByLabel(/^Expires On/).fill('2025-08-01')
      await expect(verification.getByText('Expires on must be after the checked-on date.')).toBeVisible()
      await verification.getByLabel(/^Expires On/).fill('2028-09-01')
      await form.getByRole('group', { name: 'Teaches In' }).getByRole('button', { name: 'English' }).click()
      await form.getByRole('button', { name: 'Save Teacher' }).click()
      await expect(notice(page)).toContainText('Teacher Updated')
      expect(await storedTeacher(slug)).toMatchObject({
        languages: ['pt', 'en'],
        verified_credential: 'RYT-500',
        verified_issuer: 'Yoga Alliance',
        verification_evidence_url: 'https://registry.example/ines',
        verified_on: '2025-09-01',
        verification_expires_on: '2028-09-01',
        confirmed_at: null,
      })
    })

    const today = confirmedDay(new Date().toISOString())
    await test.step("the list flags it as not confirmed; 'Details confirmed today' shows today's date", async () => {
      await openSection(page, 'Teachers', `?q=${encodeURIComponent(tag)}`)
      const row = listingRow(page, 'Teachers', name)
      await expect(row).toContainText('Not confirmed in 12 months')
      await row.getByRole('button', { name: `Details confirmed today for ${name}` }).click()
      await expect(notice(page)).toContainText('Details Confirmed')
      await expect(row).toContainText(today)
      await expect(row).not.toContainText('Not confirmed in 12 months')
      const stored = await storedTeacher(slug)
      expect(Date.now() - new Date(stored!.confirmed_at!).getTime()).toBeLessThan(5 * 60_000)
    })

    await test.step('the form shows it, confirms again, and a save after that still applies', async () => {
      const before = (await storedTeacher(slug))!.confirmed_at!
      await page.goto(`/admin/teacher/edit/${slug}`)
      const confirmed = form.getByRole('region', { name: 'Details Confirmed' })
      await expect(confirmed.getByRole('status')).toHaveText(`Last confirmed on ${today}.`)
      await form.getByLabel(/^Bio/).fill('Typed before confirming.')
      await confirmed.getByRole('button', { name: 'Details confirmed today' }).click()
      await expect.poll(async () => (await storedTeacher(slug))!.confirmed_at).not.toBe(before)
      await expect(form.getByLabel(/^Bio/)).toHaveValue('Typed before confirming.')
      await form.getByRole('button', { name: 'Save Teacher' }).click()
      await expect(notice(page)).toContainText('Teacher Updated')
      expect(await storedTeacher(slug)).toMatchObject({
        bio: 'Typed before confirming.',
        verified_on: '2025-09-01',
      })
    })

    await test.step('clearing the verification removes all of it', async () => {
      await page.goto(`/admin/teacher/edit/${slug}`)
      await form.getByRole('button', { name: 'Clear verification' }).click()
      await expect(form.getByRole('region', { name: 'Verification' }).getByLabel(/^Credential/)).toBeFocused()
      await form.getByRole('button', { name: 'Save Teacher' }).click()
      await expect(notice(page)).toContainText('Teacher Updated')
      expect(await storedTeacher(slug)).toMatchObject({
        verified_credential: null,
        verified_issuer: null,
        verification_evidence_url: null,
        verified_on: null,
        verification_expires_on: null,
      })
    })
  })

  test('an edit saved in one tab is not silently overwritten from another', async ({
    page,
    context,
    cleanup,
  }) => {
    const tag = runTag()
    const teacher = teacherInsert({
      firstname: 'Nadia',
      lastname: `Haddad ${tag}`,
      country: 'Morocco',
      location: 'Rabat',
      bio: 'Ashtanga at sunrise.',
    })
    const { slug } = teacher
    cleanup.row('teachers', 'slug', slug)
    const { error } = await adminClient().from('teachers').insert(teacher)
    expect(error).toBeNull()
    await signInAsAdmin(page, { credentials: await createAdminUser('tabs-admin') })
    const other = await context.newPage()

    await page.goto(`/admin/teacher/edit/${slug}`)
    await other.goto(`/admin/teacher/edit/${slug}`)
    const mine = teacherForm(page, 'Edit Teacher')
    const theirs = teacherForm(other, 'Edit Teacher')
    await expect(mine.getByLabel(/^Bio/)).toHaveValue('Ashtanga at sunrise.')
    await expect(theirs.getByLabel(/^Bio/)).toHaveValue('Ashtanga at sunrise.')

    await theirs.getByLabel(/^Bio/).fill('Ashtanga at sunrise, Yin at dusk.')
    await theirs.getByRole('button', { name: 'Save Teacher' }).click()
    await expect(notice(other)).toContainText('Teacher Updated')

    await mine.getByLabel(/^City/).fill('Casablanca')
    await mine.getByRole('button', { name: 'Save Teacher' }).click()
    await expect(
      page.getByRole('alert').filter({ hasText: 'This teacher was changed by someone else' }),
    ).toBeVisible()
    await expect(page).toHaveURL((url) => url.pathname === `/admin/teacher/edit/${slug}`)
    await expect(mine.getByLabel(/^City/)).toHaveValue('Casablanca')
    let stored = await storedTeacher(slug)
    expect(stored).toMatchObject({ bio: 'Ashtanga at sunrise, Yin at dusk.', location: 'Rabat' })

    await page.getByRole('button', { name: 'Load the latest version' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Replace my changes' }).click()
    await expect(mine.getByLabel(/^Bio/)).toHaveValue('Ashtanga at sunrise, Yin at dusk.')
    await mine.getByLabel(/^City/).fill('Casablanca')
    await mine.getByRole('button', { name: 'Save Teacher' }).click()
    await expect(notice(page)).toContainText('Teacher Updated')
    stored = await storedTeacher(slug)
    expect(stored).toMatchObject({ bio: 'Ashtanga at sunrise, Yin at dusk.', location: 'Casablanca' })
  })

  test("an admin sets a teacher's private inquiry address; the list counts its messages and flags a refused delivery", async ({
    page,
    mailbox,
    cleanup,
  }) => {
    const tag = runTag()
    const teacher = teacherInsert({
      firstname: 'Rosa',
      lastname: `Alves ${tag}`,
      country: 'Brazil',
      location: 'Recife',
    })
    const { slug } = teacher
    const name = `Rosa Alves ${tag}`
    const inquiry = `rosa-${tag}@example.com`
    cleanup.row('teachers', 'slug', slug)
    const { data: inserted, error } = await adminClient()
      .from('teachers')
      .insert(teacher)
      .select('id')
      .single()
    expect(error).toBeNull()
    const teacherId = inserted!.id
    const storedAddress = async () => {
      const { data } = await adminClient()
        .from('teacher_inquiry_addresses')
        .select('email, delivery_failed_at')
        .eq('teacher_id', teacherId)
        .maybeSingle()
      return data
    }
    await signInAsAdmin(page, { credentials: await createAdminUser('inquiry-admin') })
    const form = teacherForm(page, 'Edit Teacher')
    const field = form.getByLabel(/^Inquiry address \(private\)/)
    const messagesCell = () => listingRow(page, 'Teachers', name).getByRole('cell').nth(3)

    await test.step('the admin sets the address; it is stored privately and the profile takes messages', async () => {
      await page.goto(`/admin/teacher/edit/${slug}`)
      await expect(field).toHaveValue('')
      await field.fill(inquiry)
      await form.getByRole('button', { name: 'Save Teacher' }).click()
      await expect(notice(page)).toContainText('Teacher Updated')
      expect(await storedAddress()).toEqual({ email: inquiry, delivery_failed_at: null })
      expect(await storedTeacher(slug)).toMatchObject({ accepts_messages: true })
      // Visitors read nothing of it.
      const visitor = await anonClient()
        .from('teacher_inquiry_addresses')
        .select('email')
        .eq('teacher_id', teacherId)
      expect(visitor.data ?? []).toEqual([])
      await page.goto(`/admin/teacher/edit/${slug}`)
      await expect(field).toHaveValue(inquiry)
    })

    await test.step('a confirmed message is counted in the list', async () => {
      await openSection(page, 'Teachers', `?q=${tag}`)
      await expect(messagesCell()).toHaveText('0')
      const student = `student-${tag}@example.com`
      const sent = await anonClient().rpc('send_listing_message', {
        listing_kind: 'teacher',
        listing_slug: slug,
        name: 'Sam Student',
        email: student,
        message: 'Hello Rosa, do you teach beginners on Saturday mornings?',
      })
      expect(sent.error).toBeNull()
      const mail = await mailbox.waitForMail((caught) => caught.envelopeTo.includes(student), 15_000)
      const token = /\/message\/confirm#([A-Za-z0-9_-]{43})/.exec(mail.html)?.[1]
      expect(token, 'the mail carries the confirm link').toBeDefined()
      const confirmed = await anonClient().rpc('confirm_listing_message', { token: token! })
      expect(confirmed.data).toMatchObject([{ outcome: 'delivered' }])
      await page.reload()
      await expect(messagesCell()).toHaveText('1')
    })

    await test.step('a refused delivery is flagged, and a corrected address resumes messages', async () => {
      // What the outbox records when the teacher's mail server refuses the address for good.
      const failed = await adminClient()
        .from('teacher_inquiry_addresses')
        .update({
          delivery_failed_at: new Date().toISOString(),
          delivery_error: '550 5.1.1 mailbox unavailable',
        })
        .eq('teacher_id', teacherId)
      expect(failed.error).toBeNull()
      expect(await storedTeacher(slug)).toMatchObject({ accepts_messages: false })
      await page.reload()
      await expect(messagesCell()).toContainText('Delivery failed')

      await listingRow(page, 'Teachers', name)
        .getByRole('link', { name: `Edit ${name}` })
        .click()
      const failure = form.getByRole('note', { name: 'Delivery failed' })
      await expect(failure).toContainText(`Delivery to ${inquiry} failed for good`)
      await expect(failure).toContainText('550 5.1.1 mailbox unavailable')
      await expect(failure).toContainText('Saving a corrected address resumes messages.')
      await field.fill(`rosa.alves-${tag}@example.com`)
      await form.getByRole('button', { name: 'Save Teacher' }).click()
      await expect(notice(page)).toContainText('Teacher Updated')
      await expect(messagesCell()).toHaveText('1')
      expect(await storedAddress()).toEqual({
        email: `rosa.alves-${tag}@example.com`,
        delivery_failed_at: null,
      })
      expect(await storedTeacher(slug)).toMatchObject({ accepts_messages: true })
    })
  })
})
