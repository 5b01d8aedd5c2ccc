import type { Page } from '@playwright/test'
import { teacherInsert } from '../tests/builders.ts'
import { adminClient } from './support/backend.ts'
import { expect, test } from './support/fixtures.ts'
import { holdHydration, untilHydrated } from './support/hydration.ts'
import { runTag } from './support/listings.ts'

// The site as search engines and link previews get it: the HTML each URL answers with, before
// and without JavaScript, from the build that playwright.config.ts made from the seed data.

const appUrl = () => {
  const url = process.env.E2E_APP_URL
  if (!url) throw new Error('E2E_APP_URL is not set: run the end-to-end tests with npm run test:e2e')
  return url
}

/** The raw HTML a URL answers with, as curl would get it. */
async function html(path: string): Promise<string> {
  const response = await fetch(`${appUrl()}${path}`)
  expect(response.status, `GET ${path}`).toBe(200)
  return response.text()
}

function jsonLd(document: string): Record<string, unknown>[] {
  const blocks = [...document.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
  return blocks.map((match) => JSON.parse(match[1]!) as Record<string, unknown>)
}

function metaContent(document: string, attribute: 'name' | 'property', key: string): string | undefined {
  const pattern = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`)
  return document.match(pattern)?.[1]
}

function expectHeadTags(document: string, canonicalPath: string) {
  expect(document).toMatch(/<title>[^<]+<\/title>/)
  expect(metaContent(document, 'name', 'description')).toBeTruthy()
  expect(metaContent(document, 'name', 'keywords')).toBeTruthy()
  expect(document).toContain(`<link rel="canonical" href="${appUrl()}${canonicalPath}"/>`)
  for (const key of ['og:title', 'og:description', 'og:url', 'og:image', 'og:type']) {
    expect(metaContent(document, 'property', key), key).toBeTruthy()
  }
  for (const key of ['twitter:card', 'twitter:title', 'twitter:description', 'twitter:image']) {
    expect(metaContent(document, 'name', key), key).toBeTruthy()
  }
}

test.describe('The HTML of every public URL, without JavaScript', () => {
  test('a teacher profile: tags, Person data, heading and the whole profile', async () => {
    const document = await html('/teacher/ana-reyes')
    expectHeadTags(document, '/teacher/ana-reyes')
    expect(document).toMatch(/<h1[^>]*>Ana Reyes<\/h1>/)
    const { data: ana } = await adminClient().from('teachers').select('*').eq('slug', 'ana-reyes').single()
    expect(ana).not.toBeNull()
    // Profile text, certifications and teaching options are all in the file.
    const firstBioLine = ana!.bio.split('\n')[0]!.trim()
    expect(document).toContain(firstBioLine.replace(/'/g, '&#x27;'))
    expect(document).toContain('Certifications')
    expect(document).toContain('Online 1-on-1')
    const person = jsonLd(document).find((data) => data['@type'] === 'Person')
    expect(person).toMatchObject({ name: 'Ana Reyes', url: `${appUrl()}/teacher/ana-reyes` })
  })

  test("a verified teacher's HTML carries the badge and hasCredential; a lapsed one carries neither", async () => {
    const document = await html('/teacher/ana-reyes')
    // Decided when the page was built: Ana's verification (checked September 2025) stands until 2099.
    const text = document.replace(/<!-- -->/g, '')
    expect(text).toContain('Verified:</span> RYT-500, issued by Yoga Alliance, checked September 2025')
    expect(document).toMatch(/href="https:\/\/www.yogaalliance.org\/"[^>]*>See the evidence/)
    expect(text).toMatch(/Teaches in<\/span> English, Tagalog/)
    const person = jsonLd(document).find((data) => data['@type'] === 'Person')
    expect(person).toMatchObject({
      knowsLanguage: ['en', 'tl'],
      hasCredential: {
        '@type': 'EducationalOccupationalCredential',
        name: 'RYT-500',
        recognizedBy: { '@type': 'Organization', name: 'Yoga Alliance' },
      },
    })

    // Emily Carter's verification expired on 1 March 2025.
    const lapsed = await html('/teacher/emily-carter')
    expect(lapsed).toMatch(/<h1[^>]*>Emily Carter<\/h1>/)
    expect(lapsed).not.toContain('Verified:')
    expect(jsonLd(lapsed).find((data) => data['@type'] === 'Person')).not.toHaveProperty('hasCredential')
  })

  test('a studio profile: ExerciseGym data that keeps YogaStudio as its additional type', async () => {
    const document = await html('/studio/casa-prana-yoga')
    expectHeadTags(document, '/studio/casa-prana-yoga')
    expect(document).toMatch(/<h1[^>]*>Casa Prana Yoga<\/h1>/)
    expect(document).toContain('Practices Offered')
    const studio = jsonLd(document).find((data) => data['@type'] === 'ExerciseGym')
    expect(studio).toMatchObject({ name: 'Casa Prana Yoga', additionalType: 'YogaStudio' })
  })

  test('home: the organisation with its customer-service contact', async () => {
    const document = await html('/')
    expectHeadTags(document, '/')
    expect(document).toContain('Find Your Perfect Yoga Connection')
    const organization = jsonLd(document).find((data) => data['@type'] === 'Organization')
    expect(organization?.contactPoint).toMatchObject({ contactType: 'customer service' })
    // The featured teachers are in the file, linked to their profiles.
    expect(document).toMatch(/href="\/teacher\/[a-z0-9-]+"/)
  })

  test('the directories: the first page of cards with links crawlers follow', async () => {
    for (const [path, link] of [
      ['/teachers', /href="\/teacher\/ana-reyes"/],
      ['/studios', /href="\/studio\/casa-prana-yoga"/],
    ] as const) {
      const document = await html(path)
      expectHeadTags(document, path)
      expect(document).toMatch(link)
      expect(document).toMatch(/Showing \d+ of \d+/)
    }
  })

  test('static pages each carry their own tags', async () => {
    for (const path of [
      '/about',
      '/why-choose-us',
      '/contact',
      '/join',
      '/studios/apply',
      '/privacy-policy',
    ]) {
      expectHeadTags(await html(path), path)
    }
  })

  test('the favicon is in the page, so no request for it competes with the stylesheet', async () => {
    const icon = /<link rel="icon" type="image\/svg\+xml" href="([^"]*)"/.exec(await html('/about'))
    expect(icon?.[1]).toMatch(/^data:image\/svg\+xml,/)
  })

  test('robots.txt keeps crawlers out of the admin area and names the sitemap', async () => {
    const robots = await html('/robots.txt')
    expect(robots).toContain('Disallow: /admin')
    expect(robots).toContain('Disallow: /login')
    expect(robots).toContain(`Sitemap: ${appUrl()}/sitemap.xml`)
  })

  test('sitemap.xml lists the public pages and every listing with its last change', async () => {
    const sitemap = await html('/sitemap.xml')
    const { data: teachers } = await adminClient().from('teachers').select('slug, updated_at')
    const { data: studios } = await adminClient().from('studios').select('slug')
    expect(sitemap).toContain(`<loc>${appUrl()}/</loc>`)
    expect(sitemap).toContain(`<loc>${appUrl()}/teachers</loc>`)
    const ana = teachers?.find((teacher) => teacher.slug === 'ana-reyes')
    expect(sitemap).toContain(
      `<loc>${appUrl()}/teacher/ana-reyes</loc>\n    <lastmod>${new Date(ana!.updated_at).toISOString()}</lastmod>`,
    )
    for (const studio of studios ?? []) {
      // Studios added by other tests after the build are not in it; the seed's are.
      if (!/\d{6,}/.test(studio.slug)) expect(sitemap).toContain(`/studio/${studio.slug}</loc>`)
    }
    expect(sitemap).not.toMatch(/\/(admin|login|thank-you|application-status)</)
  })

  test('a page opened with JavaScript off shows its content', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/teacher/ana-reyes')
    await expect(page.getByRole('heading', { level: 1, name: 'Ana Reyes' })).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await context.close()
  })
})

/** Every script the page downloaded, by URL and body. */
function collectScripts(page: Page): { url: string; body: Promise<string> }[] {
  const scripts: { url: string; body: Promise<string> }[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push({ url: response.url(), body: response.text().catch(() => '') })
    }
  })
  return scripts
}

test('a signed-out visitor downloads no auth client on public pages', async ({ page }) => {
  const scripts = collectScripts(page)
  const apiCalls: string[] = []
  page.on('request', (request) => {
    // Public images are plain file URLs; any other auth or storage call needs the client.
    if (/\/auth\/v1\/|\/storage\/v1\/(?!object\/public\/)/.test(request.url())) apiCalls.push(request.url())
  })
  for (const path of ['/', '/teachers', '/teacher/ana-reyes', '/studio/casa-prana-yoga', '/contact']) {
    await page.goto(path, { waitUntil: 'networkidle' })
  }
  expect(scripts.length).toBeGreaterThan(0)
  for (const script of scripts) {
    // supabase-js's auth client names itself in its debug messages.
    expect(await script.body, script.url).not.toContain('GoTrueClient@')
    // framer-motion (the gallery's animation) waits until a visitor scrolls to the gallery.
    expect(script.url).not.toMatch(/image-carousel|motion-features/)
  }
  expect(apiCalls).toEqual([])
})

test('before the page has hydrated nothing misfires; once live, every control works', async ({ page }) => {
  const gallery = await holdHydration(page)
  await page.goto('/teacher/ana-reyes', { waitUntil: 'domcontentloaded' })
  const carousel = page.getByRole('region', { name: 'Gallery of Ana Reyes' })
  await carousel.getByRole('button', { name: 'Next image' }).click()
  await expect(carousel.getByText('Image 1 of 3', { exact: true })).toBeVisible()
  gallery.release()
  await untilHydrated(page)
  await carousel.getByRole('button', { name: 'Next image' }).click()
  await expect(carousel.getByText('Image 2 of 3', { exact: true })).toBeVisible()

  // A form is not sent before it is live, neither by its button, which waits for the live form,
  // nor by the browser (the fields would be in the URL); what was typed stays.
  await page.unrouteAll({ behavior: 'wait' })
  const form = await holdHydration(page)
  await page.goto('/contact', { waitUntil: 'domcontentloaded' })
  await page.getByLabel(/^Name/).fill('Ana Reyes')
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeDisabled()
  await page.getByLabel(/^Name/).press('Enter')
  form.release()
  await untilHydrated(page)
  expect(page.url()).not.toContain('?')
  await expect(page.getByLabel(/^Name/)).toHaveValue('Ana Reyes')
  // The live form shows what is missing.
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByLabel(/^Email/)).toBeFocused()
  await expect(page.getByLabel(/^Name/)).toHaveValue('Ana Reyes')
  expect(page.url()).not.toContain('?')
})

test.describe('Fresh data over prerendered HTML', () => {
  test('a listing edited after the build shows its current data once the page has loaded', async ({
    page,
  }) => {
    const { data: before } = await adminClient()
      .from('teachers')
      .select('id, location')
      .eq('slug', 'maya-thompson')
      .single()
    expect(before).not.toBeNull()
    const edited = `Edited Town ${runTag()}`
    await adminClient().from('teachers').update({ location: edited }).eq('id', before!.id)
    try {
      // The file still holds the build's copy...
      expect(await html('/teacher/maya-thompson')).not.toContain(edited)
      // ...and the browser shows the current one.
      await page.goto('/teacher/maya-thompson')
      await expect(page.getByRole('main').getByText(new RegExp(edited))).toBeVisible()
    } finally {
      await adminClient().from('teachers').update({ location: before!.location }).eq('id', before!.id)
    }
  })

  test('a listing added after the build opens from the fallback; an unknown one is not found', async ({
    page,
    cleanup,
  }) => {
    const tag = runTag()
    const teacher = teacherInsert({
      firstname: 'New',
      lastname: `Teacher ${tag}`,
      country: 'Portugal',
      location: 'Porto',
      bio: 'Joined after the site was built.',
    })
    const { slug } = teacher
    cleanup.row('teachers', 'slug', slug)
    const { error } = await adminClient().from('teachers').insert(teacher)
    expect(error, error?.message).toBeNull()
    const fallback = await html(`/teacher/${slug}`)
    expect(fallback).not.toContain('Joined after the site was built.')
    await page.goto(`/teacher/${slug}`)
    await expect(page.getByRole('heading', { level: 1, name: `New Teacher ${tag}` })).toBeVisible()
    await expect(page.getByText('Joined after the site was built.')).toBeVisible()
    await expect(page).toHaveTitle(/New Teacher/)

    await page.goto('/teacher/no-such-teacher')
    await expect(page.getByRole('heading', { name: 'Teacher not found!' })).toBeVisible()
    await page.goto('/studio/no-such-studio')
    await expect(page.getByRole('heading', { name: 'Studio not found!' })).toBeVisible()
  })

  test('a filtered directory URL shows the filtered results after the prerendered page', async ({ page }) => {
    const { count } = await adminClient()
      .from('teachers')
      .select('id', { count: 'exact', head: true })
      .eq('country', 'Philippines')
    expect(count).toBeGreaterThan(0)
    await page.goto('/teachers?country=Philippines')
    await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('Philippines')
    await expect(page.getByRole('status').filter({ hasText: /^Showing/ })).toHaveText(
      `Showing ${count} of ${count} ${count === 1 ? 'teacher' : 'teachers'}`,
    )
    const cards = page.getByRole('list', { name: 'Teachers' }).locator(':scope > li')
    await expect(cards).toHaveCount(count!)
    for (const text of await cards.allTextContents()) expect(text).toContain('Philippines')
  })
})
