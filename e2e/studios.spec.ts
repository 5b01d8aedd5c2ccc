import type { Page, Route } from '@playwright/test'
import { studioInsert } from '../tests/builders.ts'
import { adminClient, e2eBackend } from './support/backend.ts'
import {
  expectDirectoryToShow,
  expectExternalLink,
  names,
  results,
  searchOf,
  studioBySlug,
  studiosMatching,
  type StudioQuery,
  type StudioRow,
} from './support/directory.ts'
import { expect, test } from './support/fixtures.ts'
import { chosenOption, tick } from './support/ui.ts'

function filterPanel(page: Page) {
  return {
    country: page.getByRole('combobox', { name: 'Country' }),
    city: page.getByRole('textbox', { name: 'City', exact: true }),
    type: page.getByRole('combobox', { name: 'Studio type' }),
    practice: (label: string) =>
      page.getByRole('group', { name: 'Practices' }).getByRole('checkbox', { name: label, exact: true }),
    amenity: (label: string) =>
      page.getByRole('group', { name: 'Amenities' }).getByRole('checkbox', { name: label, exact: true }),
    language: (label: string) =>
      page.getByRole('group', { name: 'Teaches in' }).getByRole('checkbox', { name: label, exact: true }),
  }
}

function studioCard(page: Page, name: string) {
  return results(page)
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name, exact: true }) })
}

/** The tags a studio card shows: the first 3 practices, then '+N more' for the rest. */
function cardTags(yogastyles: readonly string[]): string[] {
  const shown = yogastyles.slice(0, 3)
  return yogastyles.length > 3 ? [...shown, `+${yogastyles.length - 3} more`] : shown
}

test.describe('Studio directory', () => {
  test('lists every studio as a card; more than 3 practices end in a +N more tag', async ({ page }) => {
    const studios = await studiosMatching()
    // The seed has studios with 4, 5 and 6 practices.
    expect(new Set(studios.filter((s) => s.yogastyles.length > 3).map((s) => s.yogastyles.length)).size).toBe(
      3,
    )

    await page.goto('/studios')
    await expect(page.getByRole('heading', { level: 1, name: 'Find a Yoga Studio' })).toBeVisible()
    await expectDirectoryToShow(page, 'studios', names(studios))

    for (const studio of studios) {
      const card = studioCard(page, studio.name)
      await expect(card).toHaveCount(1)
      await expect(card.getByText(`${studio.city}, ${studio.country}`, { exact: true })).toBeVisible()
      await expect(card.getByRole('list', { name: 'Practices' }).getByRole('listitem')).toHaveText(
        cardTags(studio.yogastyles),
      )
      if (studio.tagline) await expect(card.getByText(studio.tagline, { exact: true })).toBeVisible()
      await expect(card.getByRole('link', { name: 'View Details' })).toHaveAttribute(
        'href',
        `/studio/${studio.slug}`,
      )
    }
  })

  test('combined filters show what the database says, live in the URL, survive a new tab and Back', async ({
    page,
    context,
  }) => {
    const panel = filterPanel(page)
    await page.goto('/studios')
    await expectDirectoryToShow(page, 'studios', names(await studiosMatching()))
    await expect(chosenOption(panel.country)).toHaveText('All Countries')
    await expect(chosenOption(panel.type)).toHaveText('All Types')

    let query: StudioQuery = {}
    const shown: string[][] = []
    const step = async (act: () => Promise<unknown>, next: StudioQuery) => {
      await act()
      query = next
      const expected = names(await studiosMatching(query))
      expect(expected.length).toBeGreaterThan(0)
      await expectDirectoryToShow(page, 'studios', expected)
      shown.push(expected)
      return expected.length
    }

    const all = (await studiosMatching()).length
    const yin = await step(() => tick(panel.practice('Yin Yoga')), { practices: ['Yin Yoga'] })
    const both = await step(() => tick(panel.practice('Meditation')), {
      practices: ['Yin Yoga', 'Meditation'],
    })
    const tea = await step(() => tick(panel.amenity('Tea lounge')), { ...query, amenities: ['Tea lounge'] })
    const inPerson = await step(() => panel.type.selectOption({ label: 'In-person' }), {
      ...query,
      type: 'In-person',
    })
    // Back to 'All Types' lifts the type filter again.
    const anyType = await step(() => panel.type.selectOption({ label: 'All Types' }), {
      ...query,
      type: undefined,
    })
    const philippines = await step(() => panel.country.selectOption({ label: 'Philippines' }), {
      ...query,
      country: 'Philippines',
    })
    // Lower case on purpose: the city filter is a case-insensitive substring.
    const cebu = await step(() => panel.city.fill('cebu'), { ...query, city: 'cebu' })
    // The seed makes each step (but 'All Types') a real narrowing.
    expect([all, yin, both, tea, inPerson]).toEqual([all, yin, both, tea, inPerson].sort((a, b) => b - a))
    expect(new Set([all, yin, both, tea, inPerson]).size).toBe(5)
    expect(anyType).toBe(tea)
    expect(philippines).toBeLessThan(anyType)
    expect(cebu).toBeLessThan(philippines)

    await expect.poll(() => searchOf(page).get('city')).toBe('cebu')
    const search = searchOf(page)
    expect(search.getAll('practice').sort()).toEqual(['Meditation', 'Yin Yoga'])
    expect(search.getAll('amenity')).toEqual(['Tea lounge'])
    expect(search.get('country')).toBe('Philippines')
    expect(search.has('type')).toBe(false)

    const other = await context.newPage()
    await other.goto(page.url())
    await expectDirectoryToShow(other, 'studios', shown[shown.length - 1]!)
    const otherPanel = filterPanel(other)
    await expect(otherPanel.city).toHaveValue('cebu')
    await expect(otherPanel.country).toHaveValue('Philippines')
    await expect(otherPanel.practice('Yin Yoga')).toBeChecked()
    await expect(otherPanel.practice('Meditation')).toBeChecked()
    await expect(otherPanel.amenity('Tea lounge')).toBeChecked()
    await other.close()

    await page.goBack()
    await expect(panel.city).toHaveValue('')
    await expect(panel.country).toHaveValue('Philippines')
    await expectDirectoryToShow(page, 'studios', shown[shown.length - 2]!)
    await page.goBack()
    await expect(chosenOption(panel.country)).toHaveText('All Countries')
    await expectDirectoryToShow(page, 'studios', shown[shown.length - 3]!)

    // Nothing matches a city no studio is in.
    await panel.city.fill('Atlantis')
    await panel.city.press('Enter')
    expect(await studiosMatching({ ...query, country: undefined, city: 'Atlantis' })).toEqual([])
    await expect(results(page).getByRole('heading', { name: 'No Studios Found' })).toBeVisible()
    await expect(
      results(page).getByText('Try adjusting your filters or clearing them to see more studios.'),
    ).toBeVisible()
  })

  test('a language filter shows the studios teaching in any of the chosen languages', async ({ page }) => {
    const panel = filterPanel(page)
    const everyone = await studiosMatching()
    await page.goto('/studios')
    await expectDirectoryToShow(page, 'studios', names(everyone))

    // Catalan is not among the ten languages listed at first.
    await expect(panel.language('Catalan')).toHaveCount(0)
    const more = page
      .getByRole('group', { name: 'Teaches in' })
      .getByRole('button', { name: /^More languages/ })
    await more.click()
    await expect(
      page.getByRole('group', { name: 'Teaches in' }).getByRole('checkbox').and(page.locator(':focus')),
    ).toHaveCount(1)
    await tick(panel.language('Catalan'))
    const catalan = await studiosMatching({ languages: ['ca'] })
    expect(catalan.length).toBeGreaterThan(0)
    expect(catalan.length).toBeLessThan(everyone.length)
    await expectDirectoryToShow(page, 'studios', names(catalan))

    await tick(panel.language('Japanese'))
    const either = await studiosMatching({ languages: ['ca', 'ja'] })
    expect(either.length).toBeGreaterThan(catalan.length)
    await expectDirectoryToShow(page, 'studios', names(either))
    await expect.poll(() => searchOf(page).getAll('lang')).toEqual(['ca', 'ja'])

    // The profile names its languages and, for a confirmed studio, when.
    await page.goto('/studio/casa-prana-yoga')
    const main = page.getByRole('main')
    await expect(main.locator('p').filter({ hasText: /^Teaches in/ })).toContainText('Spanish')
    await expect(main.getByText(/^Details confirmed [A-Z][a-z]+ \d{4}$/)).toBeVisible()
  })

  test("the 'Feature Your Studio' banner leads to the studio application", async ({ page }) => {
    await page.goto('/studios')
    await expectDirectoryToShow(page, 'studios', names(await studiosMatching()))
    await page.getByRole('link', { name: 'Feature Your Studio' }).click()
    await expect(page).toHaveURL('/studios/apply')
  })

  test('the first page is cached under the studios key and shown before the network answers', async ({
    page,
    context,
  }) => {
    const studios = await studiosMatching()
    await page.goto('/studios')
    await expectDirectoryToShow(page, 'studios', names(studios))
    const readCache = () => page.evaluate<string | null>("window.localStorage.getItem('studios')")
    await expect.poll(readCache).not.toBeNull()
    const cached = JSON.parse((await readCache()) ?? 'null')
    expect(cached.total).toBe(studios.length)
    expect(cached.studios.map((studio: { name: string }) => studio.name)).toEqual(names(studios))
    await page.close()

    // A second visit, with the directory's request held back until released.
    const second = await context.newPage()
    const held: Route[] = []
    let release: () => void = () => {}
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    const backend = new URL(e2eBackend().url)
    await second.route(
      (url) => url.origin === backend.origin && url.pathname === '/rest/v1/studios',
      async (route) => {
        held.push(route)
        await released
        await route.continue()
      },
    )
    await second.goto('/studios')
    await expect.poll(() => held.length).toBe(1)
    const list = results(second).getByRole('list', { name: 'Studios' })
    // The cards are there while the request is still unanswered.
    await expect(list.getByRole('article').getByRole('heading')).toHaveText(names(studios))
    await expect(list).toHaveAttribute('aria-busy', 'true')
    await expect(second.getByText('Loading studios...')).toHaveCount(0)
    expect(held).toHaveLength(1)

    release()
    await expectDirectoryToShow(second, 'studios', names(studios))
    await second.unrouteAll({ behavior: 'wait' })
  })
})

test.describe('Studio profile', () => {
  function sidebarItem(page: Page, title: string) {
    return page
      .getByRole('complementary', { name: 'Studio details' })
      .getByRole('heading', { name: title, exact: true })
      .locator('xpath=following-sibling::div[1]')
  }

  /** Checks the profile against the studio's row, whichever of the spec's cases it is. */
  async function expectStudioProfile(page: Page, studio: StudioRow) {
    await page.goto(`/studio/${studio.slug}`)
    await expect(page.getByRole('heading', { level: 1, name: studio.name })).toBeVisible()
    const main = page.getByRole('main')
    await expect(main.getByText(studio.tagline || `A premier yoga studio in ${studio.city}`)).toBeVisible()

    const contact = page.getByRole('region', { name: 'Contact Studio' })
    const website = contact.getByRole('link', { name: 'Visit Website & Book' })
    const email = contact.getByRole('link', { name: 'Email the Studio' })
    const none = contact.getByText('Contact information not provided')
    if (studio.website) {
      await expectExternalLink(website, studio.website)
      await expect(email).toHaveCount(0)
      await expect(none).toHaveCount(0)
    } else if (/^[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[^\s@<>()"',;:]+$/.test(studio.email)) {
      await expect(email).toHaveAttribute('href', `mailto:${studio.email}`)
      await expect(website).toHaveCount(0)
      await expect(none).toHaveCount(0)
    } else {
      await expect(none).toBeVisible()
      await expect(contact.getByRole('link')).toHaveCount(0)
    }

    await expect(sidebarItem(page, 'Hours')).toHaveText(studio.operatinghours || 'Not specified')

    const follow = sidebarItem(page, 'Follow Us')
    if (studio.instagram || studio.facebook) {
      await expect(follow.getByText('No social media links provided.')).toHaveCount(0)
      for (const [label, href] of [
        ['Instagram', studio.instagram],
        ['Facebook', studio.facebook],
      ] as const) {
        const link = follow.getByRole('link', { name: label, exact: true })
        if (href) await expectExternalLink(link, href)
        else await expect(link).toHaveCount(0)
      }
    } else {
      await expect(follow).toHaveText('No social media links provided.')
    }

    const gallery = page.getByRole('region', { name: 'Studio Gallery' })
    if (studio.gallery.length > 0) {
      await expect(gallery.getByRole('img')).toHaveCount(studio.gallery.length)
      await expect(gallery.getByText('No gallery images available yet.')).toHaveCount(0)
    } else {
      await expect(gallery).toHaveText(/No gallery images available yet\./)
    }

    await expect(page.getByRole('region', { name: 'Practices Offered' }).getByRole('listitem')).toHaveText(
      studio.yogastyles,
    )
  }

  test("a studio with a website offers 'Visit Website & Book' in a new tab", async ({ page }) => {
    const studio = await studioBySlug('lotus-flow-studio')
    expect(studio.website).toMatch(/^https?:\/\//)
    await expectStudioProfile(page, studio)
  })

  test("a studio with only an email offers 'Email the Studio'", async ({ page }) => {
    const studio = await studioBySlug('sunrise-yoga-shala')
    expect(studio.website).toBeNull()
    await expectStudioProfile(page, studio)
    await expect(page.getByRole('link', { name: 'Email the Studio' })).toHaveAttribute(
      'href',
      /^mailto:.+@.+\..+$/,
    )
  })

  test("empty hours read 'Not specified'", async ({ page }) => {
    const studio = await studioBySlug('stillpoint-online-yoga')
    expect(studio.operatinghours).toBe('')
    await expectStudioProfile(page, studio)
  })

  test('a studio without social links or gallery says so', async ({ page }) => {
    const studio = await studioBySlug('zen-garden-yoga')
    expect([studio.instagram, studio.facebook, studio.gallery.length]).toEqual([null, null, 0])
    await expectStudioProfile(page, studio)
  })

  test("a studio without a website or a usable email says 'Contact information not provided'", async ({
    page,
    cleanup,
  }) => {
    // Every seed studio has a valid email (the table requires one), so make one the app
    // can't write to: the database accepts '<…@…>', the app's stricter check doesn't.
    const slug = `e2e-no-contact-${Date.now()}`
    cleanup.row('studios', 'slug', slug)
    const { data, error } = await adminClient()
      .from('studios')
      .insert(
        studioInsert({
          slug,
          name: 'E2E No Contact Studio',
          email: '<frontdesk@example.com>',
          country: 'Spain',
          city: 'Seville',
          description: 'A studio created by an end-to-end test, with no way to contact it.',
          studiotype: 'In-person',
          yogastyles: ['Hatha'],
          consent: true,
        }),
      )
      .select(
        'slug, name, email, city, country, tagline, yogastyles, amenities, website, instagram, facebook, operatinghours, gallery',
      )
      .single()
    expect(error).toBeNull()
    const studio = data as StudioRow
    expect([studio.website, studio.operatinghours, studio.gallery]).toEqual([null, '', []])
    await expectStudioProfile(page, studio)
    await expect(page.getByText('Contact information not provided')).toBeVisible()
  })
})

test.describe('Studio profile not found', () => {
  test('an unknown slug says the studio was not found', async ({ page }) => {
    await page.goto('/studio/no-such-slug')
    await expect(page.getByRole('heading', { level: 1, name: 'Studio not found!' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Browse all studios' })).toHaveAttribute('href', '/studios')
  })
})
