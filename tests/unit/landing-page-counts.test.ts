import { describe, expect, it } from 'vitest'
import { landingPagesOfCounts, type CountedLandingPage } from '../../src/lib/landing-pages.ts'

const counted = (partial: Partial<CountedLandingPage>): CountedLandingPage => ({
  country: 'Portugal',
  city: null,
  style: null,
  count: 1,
  lastmod: null,
  latitude: null,
  longitude: null,
  ...partial,
})

describe('the landing pages the database counted', () => {
  it('get their paths, biggest first then by path, with the last change as an ISO timestamp', () => {
    const pages = landingPagesOfCounts('teachers', [
      counted({ city: 'Porto', count: 3 }),
      counted({ count: 5, lastmod: '2025-03-01T10:00:00+00:00' }),
      counted({ city: 'Lisbon', count: 3 }),
      counted({ country: null, style: 'Yin Yoga', count: 2 }),
    ])
    expect(pages.map(({ path, count }) => `${path}:${count}`)).toEqual([
      '/teachers/in/portugal:5',
      '/teachers/in/portugal/lisbon:3',
      '/teachers/in/portugal/porto:3',
      '/teachers/style/yin-yoga:2',
    ])
    expect(pages[0]!.lastmod).toBe('2025-03-01T10:00:00.000Z')
  })

  it('give a city its position, when known', () => {
    const [lisbon, porto] = landingPagesOfCounts('studios', [
      counted({ city: 'Lisbon', count: 2, latitude: 38.72, longitude: -9.14 }),
      counted({ city: 'Porto' }),
    ])
    expect(lisbon!.position).toEqual({ latitude: 38.72, longitude: -9.14 })
    expect(porto!.position).toBeNull()
  })

  it('leave out a page whose name makes no slug, as the build does', () => {
    const pages = landingPagesOfCounts('teachers', [counted({ city: '東京' }), counted({})])
    expect(pages.map(({ path }) => path)).toEqual(['/teachers/in/portugal'])
  })
})
