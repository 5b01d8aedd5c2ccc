import type { Locator, Page } from '@playwright/test'
import { results } from './support/directory.ts'
import { expect, test } from './support/fixtures.ts'
import { homePage, studiosPage, teachersPage, type PublicPage } from './support/pages.ts'

// A phone shows several results a screen: below Tailwind's sm a card puts a small square picture
// beside its text (src/components/directory/listing-card.tsx), and says the same as on a desktop.

const phone = { width: 390, height: 844 }
const desktop = { width: 1280, height: 900 }
test.use({ viewport: phone })

const pagesWithCards: { target: PublicPage; cards: (page: Page) => Locator }[] = [
  { target: teachersPage, cards: (page) => results(page).getByRole('list', { name: 'Teachers' }) },
  { target: studiosPage, cards: (page) => results(page).getByRole('list', { name: 'Studios' }) },
  { target: homePage, cards: (page) => page.getByRole('list', { name: 'Featured teachers' }) },
  {
    // A landing page (src/app/routes/landing.tsx) with seven cards in the sample data.
    target: {
      name: 'Yin Yoga teachers',
      path: '/teachers/style/yin-yoga',
      ready: async (page) => {
        await expect(page.getByRole('heading', { level: 1, name: 'Yin Yoga teachers' })).toBeVisible()
      },
    },
    cards: (page) => page.getByRole('list', { name: 'Teachers' }),
  },
]

async function top(card: Locator): Promise<number> {
  const box = await card.boundingBox()
  if (!box) throw new Error('The card is not laid out')
  return box.y
}

for (const { target, cards } of pagesWithCards) {
  test(`on a 390 x 844 phone the ${target.name} page's third card starts within a screen of the first`, async ({
    page,
  }) => {
    await page.goto(target.path)
    await target.ready(page)
    const list = cards(page)
    const articles = list.getByRole('article')
    expect(await articles.count()).toBeGreaterThanOrEqual(3)

    const firstTop = await top(articles.nth(0))
    const thirdTop = await top(articles.nth(2))
    expect(thirdTop - firstTop, "px from the first card's top to the third's").toBeLessThan(phone.height)

    // Headings, links and pictures with the same names as on a desktop, where the card is as before.
    const onPhone = await list.ariaSnapshot()
    await page.setViewportSize(desktop)
    // On a desktop the first row holds the first cards side by side.
    await expect.poll(() => top(articles.nth(1))).toBe(await top(articles.nth(0)))
    expect(await list.ariaSnapshot()).toBe(onPhone)
  })
}
