import type { Locator, Page } from '@playwright/test'
import { results, searchOf } from './support/directory.ts'
import { expect, test } from './support/fixtures.ts'
import { untilHydrated } from './support/hydration.ts'
import { tick } from './support/ui.ts'

// Central London; the seed has Hannah Clarke in London, Tom Fletcher in Bristol (about 170 km
// west) and Lucía Fernández in Barcelona (over 1,000 km away).
const london = { latitude: 51.5085, longitude: -0.1257 }

function cards(page: Page, kind: 'Teachers' | 'Studios'): Locator {
  return results(page).getByRole('list', { name: kind }).getByRole('article')
}

/** The km a card's 'about N km away' says (0 for 'less than 1 km away'). */
async function kmAway(card: Locator): Promise<number> {
  const text = await card.getByText(/km away$/).textContent()
  if (text === 'less than 1 km away') return 0
  const match = /^about ([\d,]+) km away$/.exec(text ?? '')
  if (!match) throw new Error(`A card says '${text}', not how far it is`)
  return Number(match[1]!.replaceAll(',', ''))
}

test.describe('Near me', () => {
  test('sorts teachers by distance from the shared position, with other filters on top', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['geolocation'])
    await context.setGeolocation(london)
    await page.goto('/teachers')
    await untilHydrated(page)

    await page.getByRole('button', { name: 'Near me' }).click()
    await expect(page.getByText('Within 50 km of your location')).toBeVisible()
    // The URL holds the position rounded to about 1 km, and the radius.
    await expect.poll(() => searchOf(page).get('near')).toBe('51.51,-0.13')
    expect(searchOf(page).get('radius')).toBe('50')
    await expect(cards(page, 'Teachers').getByRole('heading')).toHaveText(['Hannah Clarke'])

    await page.getByRole('combobox', { name: 'Distance' }).selectOption('250')
    await expect(page.getByText('Within 250 km of your location')).toBeVisible()
    const list = cards(page, 'Teachers')
    await expect(list.getByRole('heading')).toHaveText(['Hannah Clarke', 'Tom Fletcher'])
    expect(await kmAway(list.nth(0))).toBeLessThanOrEqual(await kmAway(list.nth(1)))
    expect(await kmAway(list.nth(1))).toBeGreaterThanOrEqual(150)
    await expect(results(page).getByText('Lucía Fernández')).toHaveCount(0)

    // Another filter narrows the listings near the position.
    await tick(page.getByRole('group', { name: 'Specialties' }).getByRole('checkbox', { name: 'Ashtanga' }))
    await expect(list.getByRole('heading')).toHaveText(['Tom Fletcher'])
    expect(Object.fromEntries(searchOf(page))).toMatchObject({
      near: '51.51,-0.13',
      radius: '250',
      specialty: 'Ashtanga',
    })
  })

  test('says so when the browser does not share the position, and changes nothing', async ({
    page,
    context,
  }) => {
    await context.clearPermissions()
    await page.goto('/studios?type=Hybrid')
    await untilHydrated(page)
    const before = page.url()

    await page.getByRole('button', { name: 'Near me' }).click()
    await expect(page.getByRole('alert')).toHaveText('Your browser did not share your location.')
    expect(page.url()).toBe(before)
  })
})

test.describe('Near a city', () => {
  test('finds listings near a city named in the URL', async ({ page }) => {
    await page.goto('/studios?near=Barcelona')
    await expect(page.getByText('Within 50 km of Barcelona, Spain')).toBeVisible()
    const list = cards(page, 'Studios')
    await expect(list.getByRole('heading')).toHaveText(['Casa Prana Yoga'])
    expect(await kmAway(list.first())).toBeLessThan(50)
    await expect(page.getByRole('textbox', { name: 'Near a city' })).toHaveValue('Barcelona')
  })

  test('says it does not know a city, keeping the other filters', async ({ page }) => {
    await page.goto('/teachers?specialty=Hatha&near=Xyzzyville')
    await expect(
      results(page).getByText(`We don't know a place called "Xyzzyville". Try a nearby city.`),
    ).toBeVisible()
    await expect(results(page).getByRole('article')).toHaveCount(0)
    await expect(
      page.getByRole('group', { name: 'Specialties' }).getByRole('checkbox', { name: 'Hatha' }),
    ).toBeChecked()
  })
})

test.describe('Near me on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('works from the filter drawer', async ({ page, context }) => {
    await context.grantPermissions(['geolocation'])
    await context.setGeolocation(london)
    await page.goto('/studios')
    await untilHydrated(page)

    await page.getByRole('button', { name: 'Filters' }).click()
    const drawer = page.getByRole('dialog', { name: 'Filters' })
    await drawer.getByRole('button', { name: 'Near me' }).click()
    await expect.poll(() => searchOf(page).get('near')).toBe('51.51,-0.13')
    await drawer.getByRole('button', { name: /^Show \d+ stud/ }).click()
    await expect(page.getByText('Within 50 km of your location')).toBeVisible()
    await expect(cards(page, 'Studios').getByRole('heading')).toHaveText(['The Quiet Room'])
  })
})
