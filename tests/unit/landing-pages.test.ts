import { describe, expect, it } from 'vitest'
import {
  landingPageFilters,
  defaultLandingIntro,
  directoryCanonicalPath,
  isIndexedLanding,
  LANDING_INDEX_MIN_LISTINGS,
  landingBreadcrumb,
  landingHeading,
  landingPageOfDirectoryQuery,
  landingPagesOf,
  landingPath,
  landingSlugsOfPath,
  popularLandingPages,
  relatedLandingPages,
  type LandingPage,
} from '../../src/lib/landing-pages.ts'
import { languageName } from '../../src/lib/languages.ts'
import { nameOfSlug, nameSlug } from '../../src/lib/name-slug.ts'

const page = (partial: Partial<LandingPage>): LandingPage => ({
  kind: 'teachers',
  country: null,
  city: null,
  style: null,
  ...partial,
})

describe('the slug of a place or style name', () => {
  it('is lower-case ASCII with single hyphens', () => {
    expect(nameSlug('Cebu City')).toBe('cebu-city')
    expect(nameSlug('Yin Yoga')).toBe('yin-yoga')
    expect(nameSlug('Florianópolis')).toBe('florianopolis')
    expect(nameSlug('  Bosnia and Herzegovina ')).toBe('bosnia-and-herzegovina')
    expect(nameSlug('Guinea-Bissau')).toBe('guinea-bissau')
  })

  it('drops apostrophes so a contraction stays one word', () => {
    expect(nameSlug("Côte d'Ivoire")).toBe('cote-divoire')
    expect(nameSlug('Côte d’Ivoire')).toBe('cote-divoire')
  })

  it('maps back to a name only through the known names', () => {
    expect(nameOfSlug('cote-divoire', ['Chad', "Côte d'Ivoire"])).toBe("Côte d'Ivoire")
    expect(nameOfSlug('atlantis', ['Chad', "Côte d'Ivoire"])).toBeNull()
  })
})

describe('landing page addresses', () => {
  it('are built from the names', () => {
    expect(landingPath(page({ country: 'Portugal' }))).toBe('/teachers/in/portugal')
    expect(landingPath(page({ country: 'Philippines', city: 'Cebu City' }))).toBe(
      '/teachers/in/philippines/cebu-city',
    )
    expect(landingPath(page({ kind: 'studios', style: 'Yin Yoga' }))).toBe('/studios/style/yin-yoga')
    expect(landingPath(page({ kind: 'studios', style: 'Yin Yoga', country: 'Spain' }))).toBe(
      '/studios/style/yin-yoga/in/spain',
    )
  })

  it('read back into slugs, and nothing else does', () => {
    expect(landingSlugsOfPath('/teachers/in/philippines/cebu-city')).toEqual(
      page({ country: 'philippines', city: 'cebu-city' }),
    )
    expect(landingSlugsOfPath('/studios/style/yin-yoga/in/spain')).toEqual(
      page({ kind: 'studios', style: 'yin-yoga', country: 'spain' }),
    )
    expect(landingSlugsOfPath('/teachers/style/yin-yoga')).toEqual(page({ style: 'yin-yoga' }))
    for (const other of [
      '/teacher/in/spain',
      '/teachers/in',
      '/teachers/in/spain/madrid/centro',
      '/teachers/style/yin-yoga/near/spain',
      '/teachers/in/Spain',
      '/teachers/at/spain',
    ]) {
      expect(landingSlugsOfPath(other), other).toBeNull()
    }
  })
})

describe('the threshold of an indexed landing page', () => {
  it('is three listings', () => {
    expect(LANDING_INDEX_MIN_LISTINGS).toBe(3)
    expect(isIndexedLanding(2)).toBe(false)
    expect(isIndexedLanding(3)).toBe(true)
  })
})

describe('headings', () => {
  it('name the kind, style and place', () => {
    expect(landingHeading(page({ country: 'Portugal' }))).toBe('Yoga teachers in Portugal')
    expect(landingHeading(page({ style: 'Yin Yoga', country: 'Portugal', city: 'Lisbon' }))).toBe(
      'Yin Yoga teachers in Lisbon, Portugal',
    )
    expect(landingHeading(page({ kind: 'studios', country: 'Spain', city: 'Madrid' }))).toBe(
      'Yoga studios in Madrid, Spain',
    )
    expect(landingHeading(page({ kind: 'studios', style: 'Yin Yoga' }))).toBe('Yin Yoga studios')
    expect(landingHeading(page({ style: 'Vinyasa', country: 'Spain' }))).toBe(
      'Vinyasa Yoga teachers in Spain',
    )
    expect(landingHeading(page({ style: 'Meditation' }))).toBe('Meditation teachers')
  })
})

describe('the default intro', () => {
  it('states the count, who teaches online, in which languages and who is verified', () => {
    const lisbon = page({ country: 'Portugal', city: 'Lisbon' })
    expect(
      defaultLandingIntro(
        lisbon,
        { count: 14, online: 5, languages: ['pt', 'en', 'es', 'en'], verified: 3 },
        languageName,
      ),
    ).toBe(
      '14 yoga teachers in Lisbon, Portugal are listed: 5 teach online, in English, Portuguese and Spanish; 3 hold a verified credential.',
    )
    expect(
      defaultLandingIntro(lisbon, { count: 1, online: 1, languages: ['en'], verified: 1 }, languageName),
    ).toBe(
      '1 yoga teacher in Lisbon, Portugal is listed: 1 teaches online, in English; 1 holds a verified credential.',
    )
    expect(
      defaultLandingIntro(lisbon, { count: 2, online: 0, languages: [], verified: 0 }, languageName),
    ).toBe('2 yoga teachers in Lisbon, Portugal are listed.')
  })

  it('speaks of studios as studios', () => {
    const spain = page({ kind: 'studios', style: 'Yin Yoga', country: 'Spain' })
    expect(
      defaultLandingIntro(spain, { count: 4, online: 0, languages: ['es', 'ca'], verified: 0 }, languageName),
    ).toBe('4 Yin Yoga studios in Spain are listed: teaching in Catalan and Spanish.')
  })
})

describe('the landing pages of the listings', () => {
  const listings = [
    {
      country: 'Spain',
      city: 'Madrid',
      styles: ['Yin Yoga', 'Breathwork'],
      updatedAt: '2026-01-02T00:00:00Z',
    },
    { country: 'Spain', city: 'Madrid', styles: ['Yin Yoga'], updatedAt: '2026-03-01T00:00:00Z' },
    { country: 'Spain', city: 'Madrid ', styles: ['Hatha'], updatedAt: '2026-02-01T00:00:00Z' },
    { country: 'Spain', city: 'Valencia', styles: ['Yin Yoga'] },
    { country: 'Portugal', city: null, styles: [] },
  ]

  it('counts each page, the biggest first, with its newest change', () => {
    const pages = landingPagesOf('teachers', listings)
    expect(pages.map(({ path, count }) => [path, count])).toEqual([
      ['/teachers/in/spain', 4],
      ['/teachers/in/spain/madrid', 3],
      ['/teachers/style/yin-yoga', 3],
      ['/teachers/style/yin-yoga/in/spain', 3],
      ['/teachers/in/portugal', 1],
      ['/teachers/in/spain/valencia', 1],
      ['/teachers/style/hatha', 1],
      ['/teachers/style/hatha/in/spain', 1],
    ])
    expect(pages[1]!.lastmod).toBe('2026-03-01T00:00:00.000Z')
  })

  it('links a place to its cities and styles that have enough listings', () => {
    const pages = landingPagesOf('teachers', listings)
    const spain = relatedLandingPages(page({ country: 'Spain' }), pages)
    expect(spain.cities.map(({ path }) => path)).toEqual(['/teachers/in/spain/madrid'])
    expect(spain.styles.map(({ path }) => path)).toEqual(['/teachers/style/yin-yoga/in/spain'])
    const madrid = relatedLandingPages(page({ country: 'Spain', city: 'Madrid' }), pages)
    expect(madrid.cities).toEqual([])
    const yin = relatedLandingPages(page({ style: 'Yin Yoga' }), pages)
    expect(yin.styles.map(({ path }) => path)).toEqual(['/teachers/style/yin-yoga/in/spain'])
  })
  it("links a city's nearest cities first, and those of unknown position last", () => {
    const city = (name: string, position: { latitude: number; longitude: number } | null) =>
      Array.from({ length: 3 }, () => ({ country: 'Spain', city: name, styles: [], position }))
    const pages = landingPagesOf('teachers', [
      ...city('Madrid', { latitude: 40.42, longitude: -3.7 }),
      ...city('Barcelona', { latitude: 41.39, longitude: 2.17 }),
      ...city('Toledo', { latitude: 39.86, longitude: -4.03 }),
      ...city('Atlantis', null),
      ...city('Valencia', { latitude: 39.47, longitude: -0.38 }),
    ])
    const madrid = relatedLandingPages(page({ country: 'Spain', city: 'Madrid' }), pages)
    expect(madrid.cities.map(({ page }) => page.city)).toEqual([
      'Toledo',
      'Valencia',
      'Barcelona',
      'Atlantis',
    ])
  })
})

describe('the breadcrumb', () => {
  it('goes from the home page through the directory to the page', () => {
    expect(landingBreadcrumb(page({ country: 'Portugal', city: 'Lisbon' }))).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Teachers', path: '/teachers' },
      { name: 'Portugal', path: '/teachers/in/portugal' },
      { name: 'Lisbon', path: '/teachers/in/portugal/lisbon' },
    ])
    expect(landingBreadcrumb(page({ kind: 'studios', style: 'Yin Yoga', country: 'Spain' }))).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Studios', path: '/studios' },
      { name: 'Yin Yoga', path: '/studios/style/yin-yoga' },
      { name: 'Spain', path: '/studios/style/yin-yoga/in/spain' },
    ])
  })
})

describe('the landing page a filtered directory URL equals', () => {
  it('is the country, style or style in country page when those are the only filters', () => {
    expect(
      landingPageOfDirectoryQuery('teachers', { country: 'Portugal', styles: [], otherFilters: false }),
    ).toEqual(page({ country: 'Portugal' }))
    expect(
      landingPageOfDirectoryQuery('studios', { country: 'Spain', styles: ['Yin Yoga'], otherFilters: false }),
    ).toEqual(page({ kind: 'studios', country: 'Spain', style: 'Yin Yoga' }))
    expect(
      landingPageOfDirectoryQuery('teachers', { country: '', styles: ['Hatha'], otherFilters: false }),
    ).toEqual(page({ style: 'Hatha' }))
  })

  it('is none with other filters, two styles, an unknown style or no filter', () => {
    expect(
      landingPageOfDirectoryQuery('teachers', { country: 'Spain', styles: [], otherFilters: true }),
    ).toBeNull()
    expect(
      landingPageOfDirectoryQuery('teachers', {
        country: 'Spain',
        styles: ['Hatha', 'Yin Yoga'],
        otherFilters: false,
      }),
    ).toBeNull()
    expect(
      landingPageOfDirectoryQuery('teachers', { country: '', styles: ['Breathwork'], otherFilters: false }),
    ).toBeNull()
    expect(
      landingPageOfDirectoryQuery('teachers', { country: '', styles: [], otherFilters: false }),
    ).toBeNull()
  })
})

describe('the canonical path of a directory URL', () => {
  const search = (query: string) => new URLSearchParams(query)

  it('is the landing page when the filters are only what it shows, and it is indexed', () => {
    expect(directoryCanonicalPath('teachers', search('country=Portugal'), 14)).toBe('/teachers/in/portugal')
    expect(directoryCanonicalPath('studios', search('country=Spain&practice=Yin+Yoga'), 3)).toBe(
      '/studios/style/yin-yoga/in/spain',
    )
    expect(directoryCanonicalPath('teachers', search('specialty=Yin+Yoga'), 7)).toBe(
      '/teachers/style/yin-yoga',
    )
  })

  it('is the directory with other filters, a later page, a thin or unknown result, or none', () => {
    expect(directoryCanonicalPath('teachers', search(''), 40)).toBe('/teachers')
    expect(directoryCanonicalPath('teachers', search('country=Portugal&lang=pt'), 14)).toBe('/teachers')
    expect(directoryCanonicalPath('teachers', search('country=Portugal&page=2'), 30)).toBe('/teachers')
    expect(directoryCanonicalPath('studios', search('country=Spain&city=Madrid'), 5)).toBe('/studios')
    expect(directoryCanonicalPath('studios', search('country=Spain&near=40.4,-3.7'), 5)).toBe('/studios')
    expect(directoryCanonicalPath('teachers', search('country=Portugal'), 2)).toBe('/teachers')
    expect(directoryCanonicalPath('teachers', search('country=Portugal'), null)).toBe('/teachers')
  })
})

describe('the popular landing pages of a directory', () => {
  it('are the biggest indexed places and styles, at most eight of each', () => {
    const listings = Array.from({ length: 30 }, (_, index) => ({
      country: `Country ${index % 10}`,
      city: `City ${index % 3}`,
      styles: ['Hatha'],
    }))
    const popular = popularLandingPages(landingPagesOf('teachers', listings))
    expect(popular.places).toHaveLength(8)
    expect(popular.places.every(({ count }) => count >= 3)).toBe(true)
    expect(popular.places.map(({ count }) => count)).toEqual(
      [...popular.places.map(({ count }) => count)].sort((a, b) => b - a),
    )
    expect(popular.styles.map(({ path }) => path)).toEqual(['/teachers/style/hatha'])
  })
})

describe("the filters of a landing page's cards", () => {
  it('name a city page by its country and city, as the database counts them', () => {
    expect(
      landingPageFilters({ kind: 'teachers', country: 'Portugal', city: 'Lisbon', style: null }),
    ).toEqual([
      { column: 'landing_country', operator: 'eq', value: 'Portugal' },
      { column: 'landing_city', operator: 'eq', value: 'Lisbon' },
    ])
  })

  it('name a style page by its style alone, quoted for an array', () => {
    expect(landingPageFilters({ kind: 'studios', country: null, city: null, style: 'Yin Yoga' })).toEqual([
      { column: 'landing_styles', operator: 'cs', value: '{"Yin Yoga"}' },
    ])
  })
})
