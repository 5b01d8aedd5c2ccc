import { beforeAll, describe, expect, it } from 'vitest'
import { countActiveFilters } from '../../src/components/directory/use-directory-filters.ts'
import {
  emptyStudioFilters,
  studioFiltersFromSearch,
  studioFiltersToPostgrest,
  studioFiltersToSearch,
  type StudioFilters,
} from '../../src/features/studios/studio-filters.ts'
import {
  emptyTeacherFilters,
  teacherFiltersFromSearch,
  teacherFiltersToPostgrest,
  teacherFiltersToSearch,
  type TeacherFilters,
} from '../../src/features/teachers/teacher-filters.ts'
import { loadCountries } from '../../src/lib/country-list.ts'
import { arrayLiteral, substringPattern } from '../../src/lib/postgrest-filters.ts'

// The pages load the country list before they read a country from the URL; so do these tests.
beforeAll(async () => {
  await loadCountries()
})

describe('teacher filters → PostgREST', () => {
  it('sends nothing when nothing is chosen', () => {
    expect(teacherFiltersToPostgrest(emptyTeacherFilters)).toEqual([])
  })

  it('translates every filter with the spec semantics', () => {
    const filters: TeacherFilters = {
      name: 'Ana Re',
      country: 'Philippines',
      specialties: ['Vinyasa', 'Yin Yoga'],
      experience: '3-5',
      availability: ['online1on1', 'groupInPerson'],
      page: 1,
    }
    expect(teacherFiltersToPostgrest(filters)).toEqual([
      { column: 'name', operator: 'ilike', value: '*Ana Re*' },
      { column: 'country', operator: 'eq', value: 'Philippines' },
      { column: 'specialties', operator: 'cs', value: '{"Vinyasa","Yin Yoga"}' },
      { column: 'experience', operator: 'gte', value: '3' },
      { column: 'experience', operator: 'lte', value: '5' },
      { column: 'teachingoptions', operator: 'cs', value: '{"online1on1":true,"groupInPerson":true}' },
    ])
  })

  it.each([
    [
      '0-2',
      [
        ['gte', '0'],
        ['lte', '2'],
      ],
    ],
    [
      '6-10',
      [
        ['gte', '6'],
        ['lte', '10'],
      ],
    ],
    ['10+', [['gte', '11']]],
  ] as const)('experience band %s', (band, expected) => {
    const sent = teacherFiltersToPostgrest({ ...emptyTeacherFilters, experience: band })
    expect(sent.map((f) => [f.operator, f.value])).toEqual(expected)
  })

  it("matches the visitor's wildcard characters literally", () => {
    expect(substringPattern('50%_off*')).toBe('*50\\%\\_off*')
    expect(arrayLiteral(['say "om"', 'a,b'])).toBe('{"say \\"om\\"","a,b"}')
  })
})

describe('teacher filters ↔ URL', () => {
  it('round-trips through the query string', () => {
    const filters: TeacherFilters = {
      name: 'lee',
      country: 'Spain',
      specialties: ['Hatha', 'Prenatal'],
      experience: '10+',
      availability: ['inPerson1on1'],
      page: 3,
    }
    const search = teacherFiltersToSearch(filters)
    expect(search.toString()).toBe(
      'q=lee&country=Spain&specialty=Hatha&specialty=Prenatal&experience=10%2B&availability=inPerson1on1&page=3',
    )
    expect(teacherFiltersFromSearch(new URLSearchParams(search.toString()))).toEqual(filters)
  })

  it('leaves defaults out of the URL', () => {
    expect(teacherFiltersToSearch(emptyTeacherFilters).toString()).toBe('')
  })

  it('ignores values a hand-edited URL should not carry', () => {
    const filters = teacherFiltersFromSearch(
      new URLSearchParams(
        'country=Atlantis&experience=99&availability=teleport&page=-2&specialty=&specialty=Hatha&specialty=Hatha',
      ),
    )
    expect(filters).toEqual({ ...emptyTeacherFilters, specialties: ['Hatha'] })
  })
})

describe('studio filters', () => {
  const filters: StudioFilters = {
    country: 'Japan',
    city: 'kyo',
    type: 'Hybrid',
    practices: ['Yin Yoga', 'Meditation'],
    amenities: ['Showers'],
    page: 2,
  }

  it('translates every filter with the spec semantics', () => {
    expect(studioFiltersToPostgrest(filters)).toEqual([
      { column: 'country', operator: 'eq', value: 'Japan' },
      { column: 'city', operator: 'ilike', value: '*kyo*' },
      { column: 'studiotype', operator: 'eq', value: 'Hybrid' },
      { column: 'yogastyles', operator: 'cs', value: '{"Yin Yoga","Meditation"}' },
      { column: 'amenities', operator: 'cs', value: '{"Showers"}' },
    ])
    expect(studioFiltersToPostgrest(emptyStudioFilters)).toEqual([])
  })

  it('round-trips through the query string', () => {
    const search = studioFiltersToSearch(filters).toString()
    expect(search).toBe(
      'country=Japan&city=kyo&type=Hybrid&practice=Yin+Yoga&practice=Meditation&amenity=Showers&page=2',
    )
    expect(studioFiltersFromSearch(new URLSearchParams(search))).toEqual(filters)
  })

  it('ignores an unknown studio type or country', () => {
    expect(studioFiltersFromSearch(new URLSearchParams('type=Underwater&country=Narnia'))).toEqual(
      emptyStudioFilters,
    )
  })
})

describe('active filter count', () => {
  it('is zero with nothing chosen, whatever the page', () => {
    expect(countActiveFilters(emptyTeacherFilters)).toBe(0)
    expect(countActiveFilters({ ...emptyStudioFilters, page: 3 })).toBe(0)
  })

  it('counts a text or a choice once and each item of a list on its own', () => {
    const teacher: TeacherFilters = {
      name: 'ana',
      country: 'Japan',
      specialties: ['Hatha', 'Yin Yoga'],
      experience: '',
      availability: ['online1on1'],
      page: 2,
    }
    expect(countActiveFilters(teacher)).toBe(5)
    expect(countActiveFilters({ ...emptyStudioFilters, city: 'Kyoto', amenities: ['Showers'] })).toBe(2)
  })
})
