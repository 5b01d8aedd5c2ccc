import { adminClient } from './support/backend.ts'
import { allowConsoleErrors, expect, test } from './support/fixtures.ts'
import { seedPhotos } from './support/images.ts'
import { signInAsAdmin, logOutFromHeader } from './support/admin.ts'
import { storedTeacher } from './support/listings.ts'
import {
  claimFromMail,
  LINK_SENT,
  ownerForm,
  stillCorrectLinkTo,
  teacherWithInquiryAddress,
} from './support/owners.ts'

// Owners keep their own listing (docs/product.md "Owners keep their own listing"), end to end:
// the claim's sign-in mail is caught by the run's test SMTP server (the `mailbox` fixture), its
// link signs the owner in on /account, and what they save shows on the public profile. Each test
// makes its own teachers with inquiry addresses of their own; the cleanup fixture deletes them and
// every image the pages upload.

test('an owner claims the listing from the mail, edits the bio and the gallery, and sees both on the profile', async ({
  page,
  mailbox,
  cleanup,
}) => {
  const teacher = await teacherWithInquiryAddress(cleanup, 'claim')
  const bio = `Slow flow and breath work, now on Saturdays too. (${teacher.slug})`

  await test.step('any other address gets the same answer', async () => {
    await page.goto(`/teacher/${teacher.slug}`)
    await page.getByRole('button', { name: 'Manage this listing' }).click()
    await page.getByLabel(/^Your listing's email address/).fill(`not-${teacher.inquiry}`)
    await page.getByRole('button', { name: 'Send me a link' }).click()
    await expect(page.getByText(LINK_SENT)).toBeVisible()
  })

  await test.step('the inquiry address gets a sign-in link that leads to /account', async () => {
    await claimFromMail(page, mailbox, teacher)
    const banner = page.getByRole('banner')
    await expect(banner.getByRole('link', { name: 'My listing' })).toHaveAttribute('href', '/account')
    await expect(banner.getByRole('button', { name: 'Logout' })).toBeVisible()
    await expect(
      page.getByText('Messages delivered: 0 in the last 30 days, 0 in the last 365 days'),
    ).toBeVisible()
  })

  await test.step('the owner changes the bio, adds a gallery image and saves', async () => {
    const form = ownerForm(page)
    await form.getByLabel(/^Bio/).fill(bio)
    await form.getByLabel('Add gallery images').setInputFiles(seedPhotos(1))
    await expect(form.getByRole('list', { name: 'Gallery images' }).getByRole('img')).toHaveCount(1)
    await form.getByRole('button', { name: 'Save changes' }).click()
    await expect(form.getByRole('status').filter({ hasText: 'Your changes are saved.' })).toBeFocused()
  })

  await test.step('the public profile shows both after a reload', async () => {
    await page.goto(`/teacher/${teacher.slug}`)
    await page.reload()
    await expect(page.getByText(bio)).toBeVisible()
    const stored = await storedTeacher(teacher.slug)
    expect(stored?.bio).toBe(bio)
    expect(stored?.gallery).toHaveLength(1)
    expect(stored?.gallery[0]).toContain('/studio-assets/owners/')
    const carousel = page.getByRole('region', { name: `Gallery of ${teacher.name}` })
    await expect(
      carousel.getByRole('img', { name: `${teacher.name}, gallery image 1 of 1` }),
    ).toHaveAttribute('src', stored!.gallery[0]!)
  })
})

test.describe('another listing', () => {
  test.use(allowConsoleErrors({ text: /Failed to load resource.*403/, url: /\/rpc\/update_my_listing/ }))

  test("refuses its owner's neighbour, and the admin area answers an owner 'Not authorised'", async ({
    page,
    mailbox,
    cleanup,
  }) => {
    const teacher = await teacherWithInquiryAddress(cleanup, 'mine')
    const other = await teacherWithInquiryAddress(cleanup, 'theirs')
    await claimFromMail(page, mailbox, teacher)

    await test.step('/account shows nothing of a listing that is not theirs', async () => {
      await page.goto(`/account?listing=teacher/${other.slug}`)
      await expect(page.getByRole('alert')).toHaveText(
        `That listing is not linked to ${teacher.inquiry}. Choose one of yours:`,
      )
      await expect(page.getByText(other.name)).toHaveCount(0)
      await expect(page.getByRole('link', { name: `${teacher.name} (teacher)` })).toBeVisible()
    })

    await test.step('the database refuses a save to it from the signed-in page', async () => {
      const answer = await page.evaluate(
        async ({ otherId, backend }) => {
          // The page's own session, as supabase-js keeps it (e2e code has no DOM types).
          const storage = (globalThis as unknown as { localStorage: Record<string, string> }).localStorage
          const key = Object.keys(storage).find((name) => name.endsWith('-auth-token')) ?? ''
          const session = JSON.parse(storage[key] ?? '{}') as { access_token?: string }
          const response = await fetch(`${backend.url}/rest/v1/rpc/update_my_listing`, {
            method: 'POST',
            headers: {
              apikey: backend.anonKey,
              Authorization: `Bearer ${session.access_token}`,
              'Content-Type': 'application/json',
            },
            body: JSON.stringify({
              listing_kind: 'teacher',
              listing_id: otherId,
              changes: { bio: 'Not mine to change.' },
              loaded_updated_at: new Date().toISOString(),
            }),
          })
          return { status: response.status, body: (await response.json()) as { code?: string } }
        },
        {
          otherId: other.id,
          backend: { url: process.env.E2E_SUPABASE_URL!, anonKey: process.env.E2E_SUPABASE_ANON_KEY! },
        },
      )
      expect(answer.status).toBe(403)
      expect(answer.body.code).toBe('42501')
      expect((await storedTeacher(other.slug))?.bio).toBe(other.bio)
    })

    await test.step('the admin area answers the owner Not authorised', async () => {
      await page.goto('/admin')
      await expect(page.getByRole('heading', { level: 1, name: 'Not authorised' })).toBeVisible()
    })
  })
})

test("the reminder's one-click 'Yes, still correct' sets the confirmed date", async ({
  page,
  mailbox,
  cleanup,
}) => {
  const longAgo = new Date(Date.now() - 200 * 24 * 3600 * 1000).toISOString()
  const teacher = await teacherWithInquiryAddress(cleanup, 'reminder', { confirmed_at: longAgo })
  // The daily job, run now (service role only).
  const queued = await adminClient().rpc('queue_owner_reminders')
  expect(queued.error).toBeNull()
  expect(queued.data).toBeGreaterThanOrEqual(1)

  const link = await stillCorrectLinkTo(mailbox, teacher.inquiry)
  await page.goto(`${link.pathname}${link.hash}`)
  const today = new Date().toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
  await expect(page.getByText(`Thank you — your details are confirmed as of ${today}.`)).toBeVisible()
  await expect(page.getByRole('link', { name: `See ${teacher.name}'s page` })).toHaveAttribute(
    'href',
    `/teacher/${teacher.slug}`,
  )
  const confirmed = (await storedTeacher(teacher.slug))?.confirmed_at
  expect(new Date(confirmed!).getTime()).toBeGreaterThan(Date.now() - 5 * 60 * 1000)

  await page.reload()
  await expect(page.getByText('This link has already been used.')).toBeVisible()
})

test("an admin reverts an owner's change and the profile shows the old bio", async ({
  page,
  mailbox,
  cleanup,
}) => {
  const teacher = await teacherWithInquiryAddress(cleanup, 'revert')
  await claimFromMail(page, mailbox, teacher)
  const form = ownerForm(page)
  await form.getByLabel(/^Bio/).fill(`A bio the admin will take back. (${teacher.slug})`)
  await form.getByRole('button', { name: 'Save changes' }).click()
  await expect(form.getByRole('status').filter({ hasText: 'Your changes are saved.' })).toBeVisible()
  await logOutFromHeader(page)

  await signInAsAdmin(page)
  await page.goto(`/admin/teacher/edit/${teacher.slug}`)
  const log = page.getByRole('region', { name: 'Change log' })
  const change = log.getByRole('listitem').filter({ hasText: 'Changed by the owner just now: bio' })
  await expect(change).toBeVisible()
  await change.getByRole('button', { name: /^Revert/ }).click()
  await expect(change.getByText('Reverted')).toBeVisible()

  await page.goto(`/teacher/${teacher.slug}`)
  await page.reload()
  await expect(page.getByText(teacher.bio)).toBeVisible()
  expect((await storedTeacher(teacher.slug))?.bio).toBe(teacher.bio)
})
