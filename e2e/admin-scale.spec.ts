import type { Page } from '@playwright/test'
import { contactInsert, teacherApplicationInsert, teacherInsert } from '../tests/builders.ts'
import { createAdminUser, notice, signInAsAdmin } from './support/admin.ts'
import { sendTeacherApplication, statusLinkOnThankYou } from './support/applications.ts'
import { adminClient } from './support/backend.ts'
import { expect, test } from './support/fixtures.ts'
import { openSection, runTag, storedTeacher } from './support/listings.ts'

/**
 * The admin area with a few thousand generated rows in the local backend, which caps every read at
 * 1,000 rows as hosted Supabase does: an admin finds a teacher by search and edits it, pages
 * through the inbox, and answers applications, which their senders follow on their status page.
 */

const TEACHERS = 3_000
const MESSAGES = 120
const APPLICATIONS = 300
const FIRST_NAMES = ['Aiko', 'Bruno', 'Chiara', 'Dev', 'Elif', 'Farid', 'Greta', 'Hugo', 'Ines', 'Jonas']

/** Inserts rows in chunks of 1,000 (one request each) with the service role. */
async function insertMany(
  table: 'teachers' | 'contactsubmissions' | 'teacherapplications',
  rows: object[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += 1_000) {
    // The builders type each table's rows; the chunk goes to the table it was built for.
    const { error } = await adminClient()
      .from(table)
      .insert(rows.slice(start, start + 1_000) as never)
    expect(error, `insert into ${table}`).toBeNull()
  }
}

async function searchFor(page: Page, label: string, text: string): Promise<void> {
  await page.getByLabel(label).fill(text)
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === text)
}

test.describe('the admin area at a few thousand rows', () => {
  test.setTimeout(180_000)

  test('find a teacher among thousands by search and edit it; page, reload and go back', async ({
    page,
    cleanup,
  }) => {
    const tag = runTag()
    cleanup.tagged('teachers', 'slug', tag)
    await insertMany(
      'teachers',
      Array.from({ length: TEACHERS }, (_, n) =>
        teacherInsert({
          firstname: FIRST_NAMES[n % FIRST_NAMES.length]!,
          lastname: `Scale${tag} ${String(n).padStart(4, '0')}`,
          country: 'Portugal',
          location: 'Porto',
        }),
      ),
    )
    await signInAsAdmin(page, { credentials: await createAdminUser('scale-admin') })

    const teachers = await openSection(page, 'Teachers')
    // The total is the database's count, far beyond the 1,000 rows one response may carry.
    const showing = teachers.getByText(/^Showing 1–25 of [\d,]+ teachers$/)
    await expect(showing).toBeVisible()
    const total = Number((await showing.textContent())!.match(/of ([\d,]+)/)![1]!.replace(/,/g, ''))
    expect(total).toBeGreaterThanOrEqual(TEACHERS)
    await expect(teachers.getByRole('table', { name: 'Teachers' }).getByRole('rowheader')).toHaveCount(25)

    const target = `Greta Scale${tag} 2346`
    await searchFor(page, 'Search teachers', `greta ${tag} 2346`)
    await expect(teachers.getByText('Showing 1–1 of 1 teachers')).toBeVisible()
    await teachers.getByRole('link', { name: `Edit ${target}` }).click()
    const form = page.getByRole('form', { name: 'Edit Teacher' })
    await expect(form.getByLabel(/^Last Name/)).toHaveValue(`Scale${tag} 2346`)
    await form.getByLabel(/^City/).fill('Braga')
    await form.getByRole('button', { name: 'Save Teacher' }).click()
    await expect(notice(page)).toContainText('Teacher Updated')
    // Back on the list, with the search it was opened from.
    await expect(page).toHaveURL((url) => url.pathname === '/admin/teachers' && url.searchParams.has('q'))
    await expect(teachers.getByRole('row', { name: new RegExp(target) })).toContainText('Braga, Portugal')
    expect((await storedTeacher(`greta-scale${tag}-2346`))!.location).toBe('Braga')

    // Paging a search of all 3,000: page 2 by Next, then a reload and Back keep the state.
    await searchFor(page, 'Search teachers', `scale${tag}`)
    await expect(
      teachers.getByText(`Showing 1–25 of ${TEACHERS.toLocaleString('en-US')} teachers`),
    ).toBeVisible()
    await teachers.getByRole('button', { name: 'Next page' }).click()
    await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2')
    await expect(
      teachers.getByText(`Showing 26–50 of ${TEACHERS.toLocaleString('en-US')} teachers`),
    ).toBeVisible()
    await page.reload()
    await expect(teachers.getByText(/^Showing 26–50 of/)).toBeVisible()
    await expect(page.getByLabel('Search teachers')).toHaveValue(`scale${tag}`)
    await page.goBack()
    await expect(page).toHaveURL((url) => !url.searchParams.has('page'))
    await expect(teachers.getByText(/^Showing 1–25 of/)).toBeVisible()
  })

  test('page through an inbox of more messages than one page holds', async ({ page, cleanup }) => {
    const tag = runTag()
    cleanup.tagged('contactsubmissions', 'subject', tag)
    cleanup.tagged('teacherapplications', 'lastname', tag)
    await insertMany(
      'contactsubmissions',
      Array.from({ length: MESSAGES }, (_, n) =>
        contactInsert({ name: `Student ${n}`, subject: `Question ${tag} ${String(n).padStart(3, '0')}` }),
      ),
    )
    await insertMany(
      'teacherapplications',
      Array.from({ length: 30 }, (_, n) => teacherApplicationInsert({ lastname: `Applicant${tag} ${n}` })),
    )
    await signInAsAdmin(page, { credentials: await createAdminUser('inbox-scale-admin') })

    const inbox = await openSection(page, 'Form Submissions', '?tab=contact')
    await searchFor(page, 'Search messages', tag)
    await expect(inbox.getByText(`Showing 1–25 of ${MESSAGES} contact messages`)).toBeVisible()
    await expect(inbox.getByRole('article')).toHaveCount(25)
    for (let pageNumber = 2; pageNumber <= Math.ceil(MESSAGES / 25); pageNumber += 1) {
      await inbox.getByRole('button', { name: 'Next page' }).click()
      const first = (pageNumber - 1) * 25 + 1
      const last = Math.min(MESSAGES, pageNumber * 25)
      await expect(inbox.getByText(`Showing ${first}–${last} of ${MESSAGES} contact messages`)).toBeVisible()
    }
    await expect(inbox.getByRole('article')).toHaveCount(MESSAGES % 25 || 25)
    await expect(inbox.getByRole('button', { name: 'Next page' })).toBeDisabled()
  })

  test('an application becomes a listing and its sender sees Listed; a declined one sees the note', async ({
    page,
    browser,
    cleanup,
  }) => {
    const tag = runTag()
    cleanup.tagged('teacherapplications', 'lastname', tag)
    cleanup.tagged('teachers', 'slug', tag)
    await insertMany(
      'teacherapplications',
      Array.from({ length: APPLICATIONS }, (_, n) =>
        teacherApplicationInsert({ lastname: `Crowd${tag} ${n}` }),
      ),
    )
    // Two teachers apply through /join and keep their private links.
    const listedName = `Listed${tag}`
    const declinedName = `Declined${tag}`
    await sendTeacherApplication(page, `listed-${tag}@example.com`, listedName)
    const listedLink = await statusLinkOnThankYou(page)
    await sendTeacherApplication(page, `declined-${tag}@example.com`, declinedName)
    const declinedLink = await statusLinkOnThankYou(page)

    const admin = await browser.newPage()
    await signInAsAdmin(admin, { credentials: await createAdminUser('workflow-admin') })
    const inbox = await openSection(admin, 'Form Submissions', '?status=new')
    await expect(inbox.getByText(/^Showing 1–25 of [\d,]+ teacher applications$/)).toBeVisible()

    // Listed: the prefilled form saves the teacher, and the application links to it.
    await searchFor(admin, 'Search applications', listedName)
    const sender = `Maya ${listedName}`
    await inbox.getByRole('link', { name: `Create Teacher Profile for ${sender}` }).click()
    const form = admin.getByRole('form', { name: 'Add Teacher' })
    await expect(form.getByLabel(/^Last Name/)).toHaveValue(listedName)
    await form.getByLabel(/^Country/).selectOption('Philippines')
    await form.getByLabel(/^City/).fill('Cebu City')
    await form.getByRole('button', { name: 'Save Teacher' }).click()
    await expect(notice(admin)).toContainText('Teacher Added')
    // Back in the inbox, on the search it came from; the application left the New filter.
    await expect(admin).toHaveURL(
      (url) => url.pathname === '/admin/submissions' && url.searchParams.get('q') === listedName,
    )
    await expect(inbox.getByText('No teacher applications match this search.')).toBeVisible()
    const statusFilter = inbox.getByRole('group', { name: 'Status' })
    // The radio buttons are drawn as their labels: a person clicks the label.
    await statusFilter.getByText('Listed', { exact: true }).click()
    await expect(statusFilter.getByRole('radio', { name: 'Listed' })).toBeChecked()
    const card = inbox.getByRole('article', { name: sender })
    await expect(card.getByText('Listed as')).toBeVisible()
    const slug = `maya-${listedName.toLowerCase()}`
    await expect(card.getByRole('link', { name: sender })).toHaveAttribute('href', `/teacher/${slug}`)

    // Declined, with a note for the applicant.
    await statusFilter.getByText('New', { exact: true }).click()
    await searchFor(admin, 'Search applications', declinedName)
    await inbox.getByRole('button', { name: `Decline the application of Maya ${declinedName}` }).click()
    const dialog = admin.getByRole('dialog')
    const note = 'Thank you! Please apply again once your 200-hour training is complete.'
    await dialog.getByLabel(/^Note to the applicant/).fill(note)
    await dialog.getByRole('button', { name: 'Decline', exact: true }).click()
    await expect(dialog).toBeHidden()
    await admin.close()

    // The senders' private pages.
    await page.goto(listedLink.url)
    await expect(page.getByText('Listed', { exact: true })).toBeVisible()
    await page.getByRole('link', { name: 'View your profile' }).click()
    await expect(page).toHaveURL((url) => url.pathname === `/teacher/${slug}`)
    await expect(page.getByRole('heading', { level: 1, name: sender })).toBeVisible()

    await page.goto(declinedLink.url)
    await expect(page.getByText('Not accepted', { exact: true })).toBeVisible()
    await expect(page.getByText(note)).toBeVisible()
  })
})
