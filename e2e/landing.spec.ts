import { expect, test } from './support/fixtures.ts'

// Landing pages per place and style (docs/decisions/0029-landing-pages-per-place-and-style.md),
// from the seed data: three teachers in the United States and seven who teach Yin Yoga (so
// prerendered), two in the Philippines (too few: opened from the SPA fallback, noindex).

function jsonLd(document: string): Record<string, unknown>[] {
  const blocks = [...document.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
  return blocks.flatMap((match) => {
    const data = JSON.parse(match[1]!) as Record<string, unknown> | Record<string, unknown>[]
    return Array.isArray(data) ? data : [data]
  })
}

test.describe('Landing pages', () => {
  test('a place with enough teachers is in the HTML: heading, intro, cards, breadcrumb, structured data', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get('/teachers/in/united-states')
    expect(response.status()).toBe(200)
    const document = (await response.text()).replace(/<!-- -->/g, '')
    expect(document).toMatch(/<title>Yoga teachers in United States \| [^<]+<\/title>/)
    expect(document).toMatch(/<h1[^>]*>Yoga teachers in United States<\/h1>/)
    expect(document).toContain('3 yoga teachers in United States are listed')
    expect(document).not.toContain('name="robots"')
    expect(document).toContain(`<link rel="canonical" href="${baseURL}/teachers/in/united-states"/>`)
    for (const slug of ['emily-carter', 'marcus-johnson', 'sarah-mitchell']) {
      expect(document).toMatch(new RegExp(`href="/teacher/${slug}"`))
    }
    expect(document).toMatch(/<nav aria-label="Breadcrumb"/)
    expect(document).toMatch(
      /<a href="\/teachers\/in\/united-states" aria-current="page"[^>]*>United States<\/a>/,
    )

    const data = jsonLd(document)
    expect(data.find((item) => item['@type'] === 'BreadcrumbList')).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Home', item: `${baseURL}/` },
        { position: 2, name: 'Teachers', item: `${baseURL}/teachers` },
        { position: 3, name: 'United States', item: `${baseURL}/teachers/in/united-states` },
      ],
    })
    const itemList = data.find((item) => item['@type'] === 'ItemList') as { itemListElement: unknown[] }
    expect(itemList.itemListElement).toHaveLength(3)
    expect(itemList.itemListElement).toContainEqual(
      expect.objectContaining({
        '@type': 'ListItem',
        url: `${baseURL}/teacher/emily-carter`,
        name: 'Emily Carter',
      }),
    )
  })

  test('a style page is prerendered too, with the cards of its teachers', async ({ request }) => {
    const response = await request.get('/teachers/style/yin-yoga')
    const document = (await response.text()).replace(/<!-- -->/g, '')
    expect(document).toMatch(/<h1[^>]*>Yin Yoga teachers<\/h1>/)
    expect(document).toMatch(/href="\/teacher\/ana-reyes"/)
  })

  test('a place with fewer than three listings opens in the browser, marked noindex', async ({ page }) => {
    await page.goto('/teachers/in/philippines')
    await expect(page.getByRole('heading', { level: 1, name: 'Yoga teachers in Philippines' })).toBeVisible()
    await expect(page.locator('main a[href="/teacher/ana-reyes"]').first()).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  })

  test('an unknown place or style is not found', async ({ page }) => {
    for (const path of [
      '/teachers/in/atlantis',
      '/studios/style/underwater-yoga',
      '/teachers/in/spain/atlantis',
    ]) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    }
  })

  test('the directories link to their biggest landing pages, in the HTML and after a navigation', async ({
    request,
    page,
  }) => {
    const document = await (await request.get('/teachers')).text()
    expect(document).toMatch(/<h2[^>]*>Popular places<\/h2>/)
    expect(document).toMatch(/href="\/teachers\/in\/united-states"/)
    expect(document).toMatch(/href="\/teachers\/style\/yin-yoga"/)

    await page.goto('/')
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Browse Teachers' })
      .click()
    const popularStyles = page.getByRole('region', { name: 'Popular styles' })
    await popularStyles.getByRole('link', { name: 'Yin Yoga teachers' }).click()
    await expect(page).toHaveURL(/\/teachers\/style\/yin-yoga$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Yin Yoga teachers' })).toBeVisible()
  })

  test('a directory filtered to exactly a landing page names it as canonical', async ({ page, baseURL }) => {
    await page.goto('/teachers?country=United+States')
    await expect(page.getByText(/Showing 3 of 3 teachers/)).toBeVisible()
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${baseURL}/teachers/in/united-states`,
    )
    await page.goto('/teachers?country=United+States&verified=1')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/teachers`)
  })

  test('sitemap.xml lists the indexed landing pages with their last change, not the thin ones', async ({
    request,
    baseURL,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap).toMatch(
      new RegExp(`<loc>${baseURL}/teachers/in/united-states</loc>\\n    <lastmod>\\d{4}-\\d{2}-\\d{2}T`),
    )
    expect(sitemap).toContain(`<loc>${baseURL}/teachers/style/yin-yoga</loc>`)
    expect(sitemap).not.toContain(`<loc>${baseURL}/teachers/in/philippines</loc>`)
  })
})
