import type { Locator, Page } from '@playwright/test'
import { expectDirectoryToShow, names, studiosMatching, teachersMatching } from './support/directory.ts'
import { expect, test } from './support/fixtures.ts'
import {
  homePage,
  studioProfilePage,
  studiosPage,
  teacherProfilePage,
  teachersPage,
} from './support/pages.ts'
import { focusedIn, tick } from './support/ui.ts'

const width = 360
test.use({ viewport: { width, height: 800 } })

/** How far the page can scroll sideways (0 when it fits the viewport). */
function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate<number>(
    'Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - document.documentElement.clientWidth',
  )
}

test.describe('Small screens (360 x 800)', () => {
  for (const target of [homePage, teachersPage, studiosPage, teacherProfilePage, studioProfilePage]) {
    test(`the ${target.name} page does not scroll sideways`, async ({ page }) => {
      await page.goto(target.path)
      await target.ready(page)
      expect(await horizontalOverflow(page)).toBe(0)
      // Scrolling sideways on purpose doesn't move the page either.
      expect(await page.evaluate<number>('window.scrollTo(200, 0), window.scrollX')).toBe(0)
    })
  }

  /** Asserts focus is somewhere inside `container`. */
  async function expectFocusInside(container: Locator) {
    await expect(focusedIn(container)).toHaveCount(1)
  }

  test('the teacher filter drawer opens, keeps focus inside, and closes with Escape or the overlay', async ({
    page,
  }) => {
    await page.goto('/teachers')
    await teachersPage.ready(page)

    const filtersButton = page.getByRole('button', { name: 'Filters', exact: true })
    const dialog = page.getByRole('dialog', { name: 'Filters' })
    // Closed, the filters are out of sight (and out of the tab order).
    await expect(dialog).toHaveCount(0)
    await expect(page.getByRole('searchbox', { name: 'Search by name' })).toBeHidden()
    await expect(filtersButton).toHaveAttribute('aria-expanded', 'false')

    await filtersButton.click()
    await expect(dialog).toBeVisible()
    await expect(filtersButton).toHaveAttribute('aria-expanded', 'true')
    const close = dialog.getByRole('button', { name: 'Close filters' })
    await expect(dialog.getByRole('searchbox', { name: 'Search by name' })).toBeVisible()
    // Opening the drawer moves focus onto its Close button.
    await expect(close).toBeFocused()

    // Tab goes through every field and wraps around, never leaving the drawer.
    const total = (await teachersMatching()).length
    const showResults = dialog.getByRole('button', { name: `Show ${total} teachers` })
    let reachedLast = false
    // Enough presses for every field, the 'Teaches in' list and its 'More languages' among them.
    for (let step = 0; step < 80; step += 1) {
      await page.keyboard.press('Tab')
      await expectFocusInside(dialog)
      if ((await showResults.and(focusedIn(dialog)).count()) === 1) {
        reachedLast = true
        await page.keyboard.press('Tab')
        await expect(close).toBeFocused()
        break
      }
    }
    expect(reachedLast, 'Tab reaches the last control of the drawer').toBe(true)
    // Shift+Tab from the first control wraps to the last one.
    await page.keyboard.press('Shift+Tab')
    await expect(showResults).toBeFocused()

    // Escape closes it and gives focus back to the button.
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(filtersButton).toBeFocused()
    await expect(filtersButton).toHaveAttribute('aria-expanded', 'false')

    // A click on the dimmed page beside the drawer closes it too.
    await filtersButton.click()
    await expect(dialog).toBeVisible()
    const box = await dialog.boundingBox()
    if (!box) throw new Error('the drawer has no box')
    expect(box.x + box.width).toBeLessThan(width - 20)
    await page.mouse.click(width - 10, 500)
    await expect(dialog).toHaveCount(0)
    await expect(page.getByRole('searchbox', { name: 'Search by name' })).toBeHidden()

    // Filtering from the drawer: its button shows the new count and closes it.
    await filtersButton.click()
    await tick(dialog.getByRole('checkbox', { name: 'Hatha', exact: true }))
    const hatha = names(await teachersMatching({ specialties: ['Hatha'] }))
    await dialog.getByRole('button', { name: `Show ${hatha.length} teachers` }).click()
    await expect(dialog).toHaveCount(0)
    await expectDirectoryToShow(page, 'teachers', hatha)
    expect(await horizontalOverflow(page)).toBe(0)
  })

  test('opening the drawer moves focus into it', async ({ page }) => {
    await page.goto('/teachers')
    await teachersPage.ready(page)
    await page.getByRole('button', { name: 'Filters', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Filters' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Close filters' })).toBeFocused({ timeout: 2_000 })
  })

  test('the studio filter drawer opens and closes the same way (reduced motion)', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/studios')
    await studiosPage.ready(page)
    const filtersButton = page.getByRole('button', { name: 'Filters', exact: true })
    const dialog = page.getByRole('dialog', { name: 'Filters' })

    await filtersButton.click()
    await expect(dialog.getByRole('button', { name: 'Close filters' })).toBeFocused()
    await expect(dialog.getByRole('combobox', { name: 'Country' })).toBeVisible()
    await page.keyboard.press('Shift+Tab')
    await expect(
      dialog.getByRole('button', { name: `Show ${(await studiosMatching()).length} studios` }),
    ).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(filtersButton).toBeFocused()

    await filtersButton.click()
    await expect(dialog).toBeVisible()
    await page.mouse.click(width - 10, 500)
    await expect(dialog).toHaveCount(0)

    await filtersButton.click()
    await dialog.getByRole('button', { name: 'Close filters' }).click()
    await expect(dialog).toHaveCount(0)
    await expect(filtersButton).toBeFocused()
  })

  test("the header's menu toggles and navigates", async ({ page }) => {
    await page.goto('/')
    await homePage.ready(page)

    const toggle = page.getByRole('banner').getByRole('button', { name: 'Menu' })
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    // The desktop bar is hidden at this width; the menu starts closed.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    await expect(menu).toBeHidden()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')

    await toggle.click()
    await expect(menu).toBeVisible()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(menu.getByRole('link')).toHaveText([
      'Home',
      'Browse Teachers',
      'Browse Studios',
      'How It Works',
      'Why Choose Us',
      'Contact',
      'Admin Login',
    ])
    await expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')

    await toggle.click()
    await expect(menu).toBeHidden()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')

    // Escape closes it as well, back on the toggle.
    await toggle.click()
    await expect(menu).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(toggle).toBeFocused()

    // A link navigates and closes the menu.
    await toggle.click()
    await menu.getByRole('link', { name: 'Browse Studios' }).click()
    await expect(page).toHaveURL('/studios')
    await expect(menu).toBeHidden()
    await studiosPage.ready(page)

    await toggle.click()
    await expect(menu.getByRole('link', { name: 'Browse Studios' })).toHaveAttribute('aria-current', 'page')
    await menu.getByRole('link', { name: 'Browse Teachers' }).click()
    await expect(page).toHaveURL('/teachers')
    await expect(menu).toBeHidden()
    await teachersPage.ready(page)
  })
})
