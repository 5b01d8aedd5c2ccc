import { AxeBuilder } from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import type { Result } from 'axe-core'
import { studioInsert } from '../tests/builders.ts'
import { createAdminUser, notice, signInAsAdmin } from './support/admin.ts'
import { adminClient } from './support/backend.ts'
import { expect, test } from './support/fixtures.ts'
import {
  dashboardSection,
  listingRow,
  openSection,
  runTag,
  storedStudio,
  type DashboardSectionName,
} from './support/listings.ts'

/**
 * The admin area in a real browser: axe (WCAG 2.1 A and AA, no violation of any impact) on
 * every screen and on the dialogs, the keyboard path through SEO Management and back out of
 * its dialogs, and the dashboard, the SEO dialog and the studio form at tablet and phone widths.
 */

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/** One line per violation and an indented line per offending element (as e2e/a11y.spec.ts). */
function describeViolations(violations: Result[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .map(
          (node) =>
            `    ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`,
        )
        .join('\n')
      return `[${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes}`
    })
    .join('\n\n')
}

/** Runs axe on the page as it is now; any violation, whatever its impact, fails. */
async function expectNoViolations(page: Page, what: string): Promise<void> {
  const { violations, passes } = await new AxeBuilder({ page }).withTags(wcagTags).analyze()
  expect(passes.length, `axe checked something on ${what}`).toBeGreaterThan(0)
  expect(violations, `axe found problems on ${what}:\n\n${describeViolations(violations)}`).toEqual([])
}

/** A fresh admin per test: Logout elsewhere (another test) never ends this test's session. */
async function signIn(page: Page): Promise<void> {
  await signInAsAdmin(page, { credentials: await createAdminUser('a11y') })
}

function submissionTab(page: Page, label: string): Locator {
  return dashboardSection(page, 'Form Submissions').getByRole('tab', { name: new RegExp(`^${label}`) })
}

const SUBMISSION_TAB_LABELS = ['Teacher Applications', 'Studio Applications', 'Contact Messages'] as const

/** Opens a section of the dashboard and waits for its list: a table, or the inbox's cards. */
async function openLoadedSection(page: Page, name: DashboardSectionName): Promise<Locator> {
  const section = await openSection(page, name)
  if (name === 'Form Submissions') {
    for (const label of SUBMISSION_TAB_LABELS) await expect(submissionTab(page, label)).toBeVisible()
    // The seed has applications: the first tab shows cards, not a loading line.
    await expect(section.getByRole('article').first()).toBeVisible()
  } else if (name === 'Mail') {
    // A fresh backend has no failed mail: the alert setting and the empty list.
    await expect(
      section.getByRole('checkbox', { name: 'Email me when applications or messages arrive' }),
    ).toBeChecked()
    await expect(section.getByText('No mail has failed.')).toBeVisible()
  } else {
    await expect(section.getByRole('table')).toBeVisible()
  }
  return section
}

const SECTIONS: readonly DashboardSectionName[] = [
  'SEO Management',
  'Form Submissions',
  'Teachers',
  'Studios',
  'Mail',
]

/** Searches SEO Management and opens the SEO dialog of a listing; returns the dialog. */
async function openSeoDialog(
  page: Page,
  { tab, search, name }: { tab: 'Teachers' | 'Studios'; search: string; name: string },
): Promise<Locator> {
  const seo = await openLoadedSection(page, 'SEO Management')
  await seo.getByRole('tab', { name: tab }).click()
  await expect(seo.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true')
  await seo.getByLabel(`Search ${tab.toLowerCase()}`).fill(search)
  // The search has run and its results are in: axe must not meet the list dimmed while it loads.
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === search)
  await expect(seo.locator('[aria-busy="true"]')).toHaveCount(0)
  await seo.getByRole('button', { name: `Edit SEO for ${name}` }).click()
  const dialog = page.getByRole('dialog', { name: `Edit SEO: ${name}` })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel('SEO Title')).toBeVisible()
  return dialog
}

function studioForm(page: Page): Locator {
  return page.getByRole('form', { name: 'Studio details' })
}

/**
 * The page's scroll and client widths, and the outermost elements that stick out to the right
 * without an ancestor that clips or scrolls them (a table may scroll inside its own wrapper).
 * A string: the e2e project has no DOM types.
 */
const MEASURE_OVERFLOW = `(() => {
  const root = document.scrollingElement
  const width = root.clientWidth
  // An absolutely positioned element (an sr-only label) escapes every overflow box up to its
  // containing block, its nearest positioned ancestor.
  const clipped = (element) => {
    let escapes = getComputedStyle(element).position === 'absolute'
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      const style = getComputedStyle(parent)
      if (escapes && style.position === 'static') continue
      escapes = false
      if (style.overflowX !== 'visible') return true
    }
    return false
  }
  const offenders = [...document.body.querySelectorAll('*')]
    .filter((element) => getComputedStyle(element).position !== 'fixed')
    .filter((element) => element.getBoundingClientRect().right > width + 1 && !clipped(element))
    .filter((element, _, all) => !all.includes(element.parentElement))
    .slice(0, 5)
    .map((element) => {
      const box = element.getBoundingClientRect()
      const name = element.tagName.toLowerCase() + (element.id ? '#' + element.id : '')
      const classes = String(element.className).slice(0, 80)
      return name + ' [' + classes + '] ' + Math.round(box.left) + '..' + Math.round(box.right)
    })
  return { scrollWidth: root.scrollWidth, clientWidth: width, offenders }
})()`

async function expectNoPageScrollSideways(page: Page, what: string): Promise<void> {
  const { scrollWidth, clientWidth, offenders } = await page.evaluate<{
    scrollWidth: number
    clientWidth: number
    offenders: string[]
  }>(MEASURE_OVERFLOW)
  expect(
    scrollWidth,
    `${what} scrolls sideways (${scrollWidth} > ${clientWidth}); sticking out:\n  ${offenders.join('\n  ')}`,
  ).toBeLessThanOrEqual(clientWidth + 1)
}

/** Asserts a locator's box lies inside the viewport. */
async function expectInsideViewport(page: Page, target: Locator, what: string): Promise<void> {
  const viewport = page.viewportSize()
  const box = await target.boundingBox()
  expect(viewport, 'the test sets a viewport').not.toBeNull()
  expect(box, `${what} is laid out`).not.toBeNull()
  expect(box!.x, `${what}: left edge`).toBeGreaterThanOrEqual(0)
  expect(box!.y, `${what}: top edge`).toBeGreaterThanOrEqual(0)
  expect(box!.x + box!.width, `${what}: right edge`).toBeLessThanOrEqual(viewport!.width + 0.5)
  expect(box!.y + box!.height, `${what}: bottom edge`).toBeLessThanOrEqual(viewport!.height + 0.5)
}

/** Whether the element `target` matches is the page's focused element. */
async function hasFocus(page: Page, target: Locator): Promise<boolean> {
  return (await target.and(page.locator(':focus')).count()) === 1
}

test.describe('Admin accessibility (axe, WCAG 2.1 A and AA, every impact)', () => {
  test('the dashboard: the overview and every section, loaded', async ({ page }) => {
    await signIn(page)
    await expect(page.getByRole('navigation', { name: 'Dashboard sections' })).toBeVisible()
    await expect(page.getByText(/new teacher applications?$/)).toBeVisible()
    await expectNoViolations(page, '/admin')
    for (const name of SECTIONS) {
      await openLoadedSection(page, name)
      await expectNoViolations(page, `the ${name} section`)
    }
  })

  test('the inbox with the decline dialog open', async ({ page }) => {
    await signIn(page)
    const inbox = await openLoadedSection(page, 'Form Submissions')
    await inbox
      .getByRole('button', { name: /^Decline the application of / })
      .first()
      .click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByLabel(/Note to the applicant/)).toBeVisible()
    await expectNoViolations(page, 'the inbox with the decline dialog open')
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
  })

  test('the dashboard with the SEO dialog open', async ({ page }) => {
    await signIn(page)
    const dialog = await openSeoDialog(page, { tab: 'Teachers', search: 'Ana', name: 'Ana Reyes' })
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeVisible()
    await expectNoViolations(page, '/admin with the SEO dialog open')
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
  })

  test('the dashboard with a delete confirmation open', async ({ page }) => {
    await signIn(page)
    await openLoadedSection(page, 'Teachers')
    await dashboardSection(page, 'Teachers').getByRole('button', { name: 'Delete Ana Reyes' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete teacher' })
    await expect(dialog).toContainText("Are you sure you want to delete Ana Reyes's profile?")
    await expectNoViolations(page, '/admin with the delete confirmation open')
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
    await expect(listingRow(page, 'Teachers', 'Ana Reyes')).toBeVisible()
  })

  for (const label of SUBMISSION_TAB_LABELS) {
    test(`the dashboard with the ${label} tab selected`, async ({ page }) => {
      await signIn(page)
      await openLoadedSection(page, 'Form Submissions')
      const tab = submissionTab(page, label)
      await tab.click()
      await expect(tab).toHaveAttribute('aria-selected', 'true')
      const panel = dashboardSection(page, 'Form Submissions').getByRole('tabpanel')
      await expect(panel).toHaveCount(1)
      await expect(panel.getByRole('article').first()).toBeVisible()
      await expectNoViolations(page, `/admin, ${label} tab`)
    })
  }

  test('the empty studio form, then with its required-field errors', async ({ page }) => {
    await signIn(page)
    await page.goto('/admin/studio/new')
    await expect(page.getByRole('heading', { level: 1, name: 'Add Studio' })).toBeVisible()
    const form = studioForm(page)
    await expect(form.getByRole('button', { name: 'Save Studio' })).toBeVisible()
    await expectNoViolations(page, '/admin/studio/new')

    await form.getByRole('button', { name: 'Save Studio' }).click()
    await expect(form.getByText('Studio name is required')).toBeVisible()
    await expect(form.getByText('Please select a studio type')).toBeVisible()
    await expect(form.getByText('You must agree to the terms.')).toBeVisible()
    await expectNoViolations(page, '/admin/studio/new with errors')
  })

  test('the studio form editing a seed studio', async ({ page }) => {
    await signIn(page)
    await page.goto('/admin/studio/edit/lotus-flow-studio')
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Studio' })).toBeVisible()
    await expect(studioForm(page).getByLabel(/^Studio Name/)).toHaveValue('Lotus Flow Studio')
    await expectNoViolations(page, '/admin/studio/edit/lotus-flow-studio')
  })

  test('the empty teacher form', async ({ page }) => {
    await signIn(page)
    await page.goto('/admin/teacher/new')
    await expect(page.getByRole('heading', { level: 1, name: 'Add Teacher' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Save Teacher' })).toBeVisible()
    await expectNoViolations(page, '/admin/teacher/new')
  })

  test('the teacher form editing a seed teacher', async ({ page }) => {
    await signIn(page)
    await page.goto('/admin/teacher/edit/ana-reyes')
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Teacher' })).toBeVisible()
    await expect(page.getByLabel(/^First Name/)).toHaveValue('Ana')
    await expectNoViolations(page, '/admin/teacher/edit/ana-reyes')
  })
})

test.describe('Admin dashboard by keyboard', () => {
  test('Tab reaches the SEO tabs, arrows switch them, and the SEO dialog opens and closes around the focus', async ({
    page,
  }) => {
    await signIn(page)
    const seo = await openLoadedSection(page, 'SEO Management')
    const teachersTab = seo.getByRole('tab', { name: 'Teachers' })
    const studiosTab = seo.getByRole('tab', { name: 'Studios' })

    // From the top of the page, Tab alone gets to the selected tab (the other is out of the order).
    let reached = false
    for (let step = 0; step < 40 && !reached; step += 1) {
      await page.keyboard.press('Tab')
      reached = await hasFocus(page, teachersTab)
      expect(await hasFocus(page, studiosTab), 'the unselected tab is skipped by Tab').toBe(false)
    }
    expect(reached, 'Tab reaches the SEO Teachers tab').toBe(true)

    await page.keyboard.press('ArrowRight')
    await expect(studiosTab).toBeFocused()
    await expect(studiosTab).toHaveAttribute('aria-selected', 'true')
    await expect(teachersTab).toHaveAttribute('aria-selected', 'false')
    await expect(seo.getByRole('table', { name: 'Studios: SEO text' })).toBeVisible()

    // Next stops: the search box, then the first row's Edit SEO button.
    await page.keyboard.press('Tab')
    await expect(seo.getByLabel('Search studios')).toBeFocused()
    await page.keyboard.press('Tab')
    const editButton = seo.getByRole('button', { name: /^Edit SEO for / }).first()
    await expect(editButton).toBeFocused()
    const name = ((await editButton.textContent()) ?? '').replace(/^Edit SEO for /, '').trim()
    expect(name).not.toBe('')

    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: `Edit SEO: ${name}` })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByLabel('SEO Title')).toBeFocused()

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(seo.getByRole('button', { name: `Edit SEO for ${name}` })).toBeFocused()
  })

  test("a delete confirmation's Cancel gives the focus back to the Delete button", async ({ page }) => {
    await signIn(page)
    await openLoadedSection(page, 'Teachers')
    const deleteButton = dashboardSection(page, 'Teachers').getByRole('button', { name: 'Delete Ana Reyes' })
    await deleteButton.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Delete teacher' })
    await expect(dialog).toBeVisible()
    const cancel = dialog.getByRole('button', { name: 'Cancel' })
    // Focus starts on the safe choice, not on Delete.
    await expect(cancel).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(dialog).toBeHidden()
    await expect(deleteButton).toBeFocused()
    await expect(listingRow(page, 'Teachers', 'Ana Reyes')).toBeVisible()
  })
})

const screens = [
  { name: 'tablet', viewport: { width: 768, height: 1024 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const

for (const screen of screens) {
  test.describe(`Admin on a ${screen.name} (${screen.viewport.width}×${screen.viewport.height})`, () => {
    test.use({ viewport: screen.viewport })

    test('the dashboard does not scroll sideways, in any section or submission tab', async ({ page }) => {
      await signIn(page)
      await expectNoPageScrollSideways(page, '/admin')
      for (const name of SECTIONS) {
        await openLoadedSection(page, name)
        await expectNoPageScrollSideways(page, `the ${name} section`)
      }
      await openLoadedSection(page, 'Form Submissions')
      for (const label of SUBMISSION_TAB_LABELS) {
        await submissionTab(page, label).click()
        await expect(
          dashboardSection(page, 'Form Submissions').getByRole('tabpanel').getByRole('article').first(),
        ).toBeVisible()
        await expectNoPageScrollSideways(page, `/admin, ${label} tab`)
      }
      // Scrolling sideways on purpose does not move the page either.
      expect(await page.evaluate<number>('window.scrollTo(200, window.scrollY), window.scrollX')).toBe(0)
    })

    test('the SEO dialog fits the screen with Save and Cancel in view', async ({ page }) => {
      await signIn(page)
      const dialog = await openSeoDialog(page, { tab: 'Teachers', search: 'Ana', name: 'Ana Reyes' })
      await expectInsideViewport(page, dialog, 'the SEO dialog')
      for (const button of ['Save', 'Cancel']) {
        const control = dialog.getByRole('button', { name: button, exact: true })
        await expect(control).toBeVisible()
        await control.scrollIntoViewIfNeeded()
        await expect(control).toBeInViewport({ ratio: 1 })
        await expectInsideViewport(page, control, `the dialog's ${button} button`)
      }
      await expectNoPageScrollSideways(page, '/admin with the SEO dialog open')
    })

    for (const target of [
      { path: '/admin/studio/new', heading: 'Add Studio', empty: true },
      { path: '/admin/studio/edit/lotus-flow-studio', heading: 'Edit Studio', empty: false },
    ]) {
      test(`the studio form (${target.path}) does not scroll sideways and Save Studio is reachable`, async ({
        page,
      }) => {
        await signIn(page)
        await page.goto(target.path)
        await expect(page.getByRole('heading', { level: 1, name: target.heading })).toBeVisible()
        const form = studioForm(page)
        await expect(form.getByLabel(/^Studio Name/)).toBeVisible()
        await expectNoPageScrollSideways(page, target.path)
        const save = form.getByRole('button', { name: 'Save Studio' })
        await save.scrollIntoViewIfNeeded()
        await expect(save).toBeInViewport({ ratio: 1 })
        await expect(save).toBeEnabled()
        await expectInsideViewport(page, save, 'Save Studio')
        // Empty, with the errors showing, it still fits (the filled seed studio is never saved).
        if (!target.empty) return
        await save.click()
        await expect(form.getByText('Please select a studio type')).toBeVisible()
        await expectNoPageScrollSideways(page, `${target.path} with errors`)
      })
    }
  })
}

test.describe('Admin on a tablet: a short real flow', () => {
  test.use({ viewport: { width: 768, height: 1024 } })

  test("edit a studio's SEO description and see it saved", async ({ page, cleanup }) => {
    const tag = runTag()
    const name = `Tablet Check Studio ${tag}`
    const slug = `tablet-check-studio-${tag}`
    cleanup.row('studios', 'slug', slug)
    // A studio of its own, so the seed studios other tests read stay as they are.
    const { error } = await adminClient()
      .from('studios')
      .insert(
        studioInsert({
          slug,
          name,
          email: `tablet-${tag}@example.com`,
          country: 'Portugal',
          city: `Lisbon ${tag}`,
          description: 'A small studio made by the tablet accessibility test.',
          studiotype: 'In-person',
          consent: true,
        }),
      )
    expect(error, error?.message).toBeNull()
    await signIn(page)
    const dialog = await openSeoDialog(page, { tab: 'Studios', search: tag, name })
    const description = `Calm classes in Lisbon for everyone (${tag}).`
    await dialog.getByLabel('SEO Description').fill(description)
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect(notice(page)).toContainText('SEO Updated!')
    await expect(notice(page)).toContainText(`Successfully saved SEO data for ${name}.`)
    await expect(dialog).toBeHidden()
    await expect(
      dashboardSection(page, 'SEO Management').getByRole('button', { name: `Edit SEO for ${name}` }),
    ).toBeFocused()
    expect((await storedStudio(slug))?.seo_description).toBe(description)
  })
})
