// What the build reads from Supabase (scripts/build/listings.ts) and writes from it
// (scripts/build/sitemap.ts): the listing query against the real local backend, and the
// sitemap and robots.txt as pure functions.
import { describe, expect, it } from 'vitest'
import { buildEnvFrom, PREVIEW_ORIGIN } from '../../scripts/build/build-env.ts'
import { fetchListingStamps, PAGE_ROWS } from '../../scripts/build/listings.ts'
import { robotsTxt, sitemapXml } from '../../scripts/build/sitemap.ts'
import { anonClient, backend } from './support.ts'

describe('fetchListingStamps', () => {
  it('reads every teacher and studio slug with its last change, most recent first', async () => {
    const source = { url: backend().url, anonKey: backend().anonKey }
    const teachers = await fetchListingStamps(source, 'teachers')
    const studios = await fetchListingStamps(source, 'studios')

    const { data: teacherRows } = await anonClient().from('teachers').select('slug, updated_at')
    const { data: studioRows } = await anonClient().from('studios').select('slug')
    expect(teachers.map((t) => t.slug).sort()).toEqual(teacherRows?.map((t) => t.slug).sort())
    expect(studios.map((s) => s.slug).sort()).toEqual(studioRows?.map((s) => s.slug).sort())
    expect(teachers.length).toBeGreaterThan(0)
    const times = teachers.map((t) => Date.parse(t.updatedAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(teachers.find((t) => t.slug === 'ana-reyes')?.updatedAt).toBe(
      teacherRows?.find((t) => t.slug === 'ana-reyes')?.updated_at,
    )
    // With when the details were last confirmed, if ever (the seed confirmed Casa Prana).
    const { data: casa } = await anonClient()
      .from('studios')
      .select('confirmed_at')
      .eq('slug', 'casa-prana-yoga')
      .single()
    expect(casa?.confirmed_at).toBeTruthy()
    expect(studios.find((s) => s.slug === 'casa-prana-yoga')?.confirmedAt).toBe(casa?.confirmed_at)
    expect(teachers.find((t) => t.slug === 'maya-thompson')?.confirmedAt).toBeNull()
  })

  it('pages through a backend that returns fewer rows than asked for', async () => {
    // A server capped at 2 rows a request, like hosted Supabase's db-max-rows at 1,000.
    const rows = Array.from({ length: 5 }, (_, i) => ({ slug: `t-${i}`, updated_at: '2026-01-01T00:00:00Z' }))
    const ranges: string[] = []
    const fakeFetch = async (_url: string | URL | Request, init?: RequestInit) => {
      const range = new Headers(init?.headers).get('Range') ?? ''
      ranges.push(range)
      const start = Number(range.split('-')[0])
      return Response.json(rows.slice(start, start + 2))
    }
    const original = globalThis.fetch
    globalThis.fetch = fakeFetch as typeof fetch
    try {
      const stamps = await fetchListingStamps({ url: 'http://example.test', anonKey: 'k' }, 'teachers')
      expect(stamps.map((s) => s.slug)).toEqual(['t-0', 't-1', 't-2', 't-3', 't-4'])
      expect(ranges).toEqual([
        `0-${PAGE_ROWS - 1}`,
        `2-${PAGE_ROWS + 1}`,
        `4-${PAGE_ROWS + 3}`,
        `5-${PAGE_ROWS + 4}`,
      ])
    } finally {
      globalThis.fetch = original
    }
  })

  it('names the backend when it cannot read', async () => {
    await expect(
      fetchListingStamps({ url: backend().url, anonKey: 'not-a-key' }, 'teachers'),
    ).rejects.toThrow(/Reading teachers from http/)
  })
})

describe('sitemapXml', () => {
  const input = {
    siteUrl: 'https://yoga.example',
    staticPaths: ['/', '/teachers', '/login', '/thank-you', '/application-status', '/admin'],
    teachers: [{ slug: 'ana-reyes', updatedAt: '2026-03-04T05:06:07.000Z', confirmedAt: null }],
    studios: [
      { slug: 'casa-prana', updatedAt: '2026-02-01T00:00:00.000Z', confirmedAt: '2025-12-01T00:00:00.000Z' },
    ],
    builtAt: new Date('2026-11-24T00:00:00.000Z'),
  }

  it('lists public pages and every listing with its last change, absolute URLs', () => {
    const xml = sitemapXml(input)
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    )
    expect(xml).toContain('<loc>https://yoga.example/</loc>')
    expect(xml).toContain('<loc>https://yoga.example/teachers</loc>')
    expect(xml).toContain(
      '<loc>https://yoga.example/teacher/ana-reyes</loc>\n    <lastmod>2026-03-04T05:06:07.000Z</lastmod>',
    )
    expect(xml).toContain(
      '<loc>https://yoga.example/studio/casa-prana</loc>\n    <lastmod>2026-02-01T00:00:00.000Z</lastmod>',
    )
    expect(xml.match(/<url>/g)).toHaveLength(4)
  })

  it("gives a listing's lastmod as the later of its last edit and its confirmation", () => {
    const xml = sitemapXml({
      ...input,
      teachers: [
        {
          slug: 'confirmed-later',
          updatedAt: '2026-01-01T00:00:00Z',
          confirmedAt: '2026-10-02T03:04:05+00:00',
        },
        { slug: 'edited-later', updatedAt: '2026-10-02T00:00:00Z', confirmedAt: '2026-01-01T00:00:00Z' },
        { slug: 'never-confirmed', updatedAt: '2026-05-05T00:00:00Z', confirmedAt: null },
      ],
    })
    expect(xml).toContain('/teacher/confirmed-later</loc>\n    <lastmod>2026-10-02T03:04:05.000Z</lastmod>')
    expect(xml).toContain('/teacher/edited-later</loc>\n    <lastmod>2026-10-02T00:00:00.000Z</lastmod>')
    expect(xml).toContain('/teacher/never-confirmed</loc>\n    <lastmod>2026-05-05T00:00:00.000Z</lastmod>')
  })

  it('leaves out /admin, /login, /thank-you and /application-status', () => {
    const xml = sitemapXml(input)
    expect(xml).not.toMatch(/\/admin|\/login|\/thank-you|\/application-status/)
  })

  it('escapes what XML would misread', () => {
    const xml = sitemapXml({ ...input, siteUrl: 'https://a.example/?x=1&y=<2>' })
    expect(xml).toContain('https://a.example/?x=1&amp;y=&lt;2&gt;/teachers')
    expect(xml).not.toContain('&y=')
  })
})

describe('robotsTxt', () => {
  it('keeps crawlers out of the admin area and the login page and names the sitemap', () => {
    expect(robotsTxt('https://yoga.example')).toBe(
      'User-agent: *\nDisallow: /admin\nDisallow: /login\n\nSitemap: https://yoga.example/sitemap.xml\n',
    )
  })
})

describe('buildEnvFrom', () => {
  it('needs a Supabase URL and key, and says which is missing', () => {
    expect(buildEnvFrom({})).toEqual({
      problem:
        'The build needs VITE_SUPABASE_URL (an http(s) URL) and VITE_SUPABASE_ANON_KEY: set it in the environment or .env',
    })
    expect(buildEnvFrom({ VITE_SUPABASE_URL: 'ftp://x', VITE_SUPABASE_ANON_KEY: 'k' })).toHaveProperty(
      'problem',
    )
  })

  it('defaults the public origin to the preview server', () => {
    expect(
      buildEnvFrom({ VITE_SUPABASE_URL: 'https://p.supabase.co/', VITE_SUPABASE_ANON_KEY: 'k' }),
    ).toEqual({
      supabase: { url: 'https://p.supabase.co', anonKey: 'k' },
      siteUrl: PREVIEW_ORIGIN,
    })
    expect(
      buildEnvFrom({
        VITE_SUPABASE_URL: 'https://p.supabase.co',
        VITE_SUPABASE_ANON_KEY: 'k',
        VITE_SITE_URL: 'https://yoga.example/',
      }),
    ).toHaveProperty('siteUrl', 'https://yoga.example')
  })
})
