import { describe, expect, it } from 'vitest'
import { distanceKm, distanceText, withDistanceFrom } from '../../src/lib/distance.ts'
import {
  appendNear,
  nearFromSearch,
  nearHeadline,
  pointOf,
  positionText,
  unknownPlaceMessage,
} from '../../src/lib/near-filter.ts'
import {
  emptyStudioFilters,
  studioFiltersFromSearch,
  studioFiltersToSearch,
} from '../../src/features/studios/studio-filters.ts'
import {
  emptyTeacherFilters,
  teacherFiltersFromSearch,
  teacherFiltersToSearch,
} from '../../src/features/teachers/teacher-filters.ts'

const lisbon = { latitude: 38.72, longitude: -9.14 }
const porto = { latitude: 41.15, longitude: -8.61 }

describe('near and radius in the URL', () => {
  it('reads a city with its radius', () => {
    expect(nearFromSearch(new URLSearchParams('near=Lisbon%2C+Portugal&radius=100'))).toEqual({
      place: 'Lisbon, Portugal',
      radiusKm: 100,
    })
  })

  it('takes 50 km for a missing radius or one not offered', () => {
    for (const radius of ['', '30', '-10', '1e3', 'abc', '50.5', '250km']) {
      expect(nearFromSearch(new URLSearchParams({ near: 'Lisbon', radius }))?.radiusKm).toBe(50)
    }
    expect(nearFromSearch(new URLSearchParams('near=Lisbon'))?.radiusKm).toBe(50)
  })

  it('has no place without `near`, whatever the radius says', () => {
    expect(nearFromSearch(new URLSearchParams('radius=10'))).toBeNull()
    expect(nearFromSearch(new URLSearchParams('near=++&radius=10'))).toBeNull()
  })

  it('rounds a position to about 1 km however precise it arrived', () => {
    expect(nearFromSearch(new URLSearchParams('near=38.7223,-9.1393'))).toEqual({
      place: '38.72,-9.14',
      radiusKm: 50,
    })
    expect(positionText({ latitude: 38.72349, longitude: -0.001 })).toBe('38.72,0')
  })

  it('tells a position from a city name', () => {
    expect(pointOf('38.72,-9.14')).toEqual(lisbon)
    expect(pointOf('38.72, -9.14')).toEqual(lisbon)
    expect(pointOf('Lisbon')).toBeNull()
    expect(pointOf('91,0')).toBeNull()
    expect(pointOf('0,181')).toBeNull()
  })

  it('writes the radius only with a place, after the other filters and before the page', () => {
    const params = new URLSearchParams('q=ana')
    appendNear(params, { place: 'Lisbon', radiusKm: 25 })
    expect(params.toString()).toBe('q=ana&near=Lisbon&radius=25')
    const alone = new URLSearchParams()
    appendNear(alone, null)
    expect(alone.toString()).toBe('')

    const teachers = teacherFiltersToSearch({
      ...emptyTeacherFilters,
      verifiedOnly: true,
      near: { place: '38.72,-9.14', radiusKm: 10 },
      page: 2,
    })
    expect(teachers.toString()).toBe('verified=1&near=38.72%2C-9.14&radius=10&page=2')
  })

  it('round-trips with every other filter of both directories', () => {
    const teachers = teacherFiltersFromSearch(
      new URLSearchParams('q=ana&specialty=Hatha&near=Porto&radius=250&page=2'),
    )
    expect(teachers).toEqual({
      ...emptyTeacherFilters,
      name: 'ana',
      specialties: ['Hatha'],
      near: { place: 'Porto', radiusKm: 250 },
      page: 2,
    })
    expect(teacherFiltersFromSearch(teacherFiltersToSearch(teachers))).toEqual(teachers)

    const studios = studioFiltersFromSearch(new URLSearchParams('type=Hybrid&near=41.15,-8.61&radius=7'))
    expect(studios).toEqual({
      ...emptyStudioFilters,
      type: 'Hybrid',
      near: { place: '41.15,-8.61', radiusKm: 50 },
    })
    expect(studioFiltersToSearch(studios).toString()).toBe('type=Hybrid&near=41.15%2C-8.61&radius=50')
  })
})

describe('distance', () => {
  it('measures the great circle', () => {
    // Lisbon to Porto is about 274 km as the crow flies.
    expect(distanceKm(lisbon, porto)).toBeGreaterThan(270)
    expect(distanceKm(lisbon, porto)).toBeLessThan(278)
    expect(distanceKm(lisbon, lisbon)).toBe(0)
  })

  it('says it in words rounded to what a city-level position allows', () => {
    expect(distanceText(0)).toBe('less than 1 km away')
    expect(distanceText(0.99)).toBe('less than 1 km away')
    expect(distanceText(1)).toBe('about 1 km away')
    expect(distanceText(3.4)).toBe('about 3 km away')
    expect(distanceText(12.5)).toBe('about 13 km away')
    expect(distanceText(99.4)).toBe('about 99 km away')
    expect(distanceText(123)).toBe('about 120 km away')
    expect(distanceText(1234)).toBe('about 1,230 km away')
  })

  it('adds the distance to each row, none for a row without a position', () => {
    const rows = withDistanceFrom(lisbon, [
      { id: 'a', ...lisbon },
      { id: 'b', latitude: null, longitude: null },
    ])
    expect(rows).toEqual([
      { id: 'a', ...lisbon, distanceKm: 0 },
      { id: 'b', latitude: null, longitude: null, distanceKm: null },
    ])
  })
})

describe('near texts', () => {
  it('names the place and radius, or says the place is unknown', () => {
    expect(nearHeadline({ kind: 'found', label: 'Lisbon, Portugal', radiusKm: 50 })).toBe(
      'Within 50 km of Lisbon, Portugal',
    )
    expect(unknownPlaceMessage('Xyz')).toBe(`We don't know a place called "Xyz". Try a nearby city.`)
  })
})
