import { describe, expect, it } from 'vitest'
import { SITEMAP_MAX_URLS, sitemapFiles } from '../../scripts/build/sitemap.ts'

const input = {
  siteUrl: 'https://yoga.example',
  staticPaths: ['/', '/teachers'],
  teachers: [
    { slug: 'ana-reyes', updatedAt: '2026-03-04T05:06:07.000Z', confirmedAt: null },
    { slug: 'tom-fletcher', updatedAt: '2026-01-01T00:00:00.000Z', confirmedAt: null },
  ],
  studios: [{ slug: 'casa-prana', updatedAt: '2026-02-01T00:00:00.000Z', confirmedAt: null }],
  landingPages: [{ path: '/teachers/in/spain', lastmod: '2026-05-06T00:00:00.000Z' }],
  builtAt: new Date('2026-01-02T00:00:00.000Z'),
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])

describe('the sitemap files', () => {
  it('keeps the protocol limit of 50,000 URLs per file', () => {
    expect(SITEMAP_MAX_URLS).toBe(50_000)
  })

  it('are one sitemap.xml up to the limit, with the landing pages and their lastmod', () => {
    const files = sitemapFiles(input, 6)
    expect(files.map(({ name }) => name)).toEqual(['sitemap.xml'])
    expect(files[0]!.xml).toContain('<urlset')
    expect(files[0]!.xml).toContain(
      '<loc>https://yoga.example/teachers/in/spain</loc>\n    <lastmod>2026-05-06T00:00:00.000Z</lastmod>',
    )
    expect(locs(files[0]!.xml)).toHaveLength(6)
  })

  it('past the limit, make sitemap.xml an index of files of at most that many URLs', () => {
    const files = sitemapFiles(input, 4)
    expect(files.map(({ name }) => name)).toEqual(['sitemap.xml', 'sitemap-1.xml', 'sitemap-2.xml'])
    const [index, first, second] = files.map(({ xml }) => xml)
    expect(index).toMatch(/<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/)
    expect(locs(index!)).toEqual(['https://yoga.example/sitemap-1.xml', 'https://yoga.example/sitemap-2.xml'])
    expect(locs(first!)).toEqual([
      'https://yoga.example/',
      'https://yoga.example/teachers',
      'https://yoga.example/teacher/ana-reyes',
      'https://yoga.example/teacher/tom-fletcher',
    ])
    expect(locs(second!)).toEqual([
      'https://yoga.example/studio/casa-prana',
      'https://yoga.example/teachers/in/spain',
    ])
    // Each file's lastmod in the index is the newest of its URLs.
    expect(index).toContain(
      '<loc>https://yoga.example/sitemap-1.xml</loc>\n    <lastmod>2026-03-04T05:06:07.000Z</lastmod>',
    )
    expect(index).toContain(
      '<loc>https://yoga.example/sitemap-2.xml</loc>\n    <lastmod>2026-05-06T00:00:00.000Z</lastmod>',
    )
  })
})
