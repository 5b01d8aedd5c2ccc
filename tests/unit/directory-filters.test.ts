import { PostgrestClient } from '@supabase/postgrest-js'
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
import { withFilters } from '../../src/lib/postgrest-query.ts'

const today = '2026-11-25'

// The pages load the country list before they read a country from the URL; so do these tests.
beforeAll(async () => {
  await loadCountries()
})

describe('teacher filters → PostgREST', () => {
  it('sends nothing when nothing is chosen', () => {
    expect(teacherFiltersToPostgrest(emptyTeacherFilters, today)).toEqual([])
  })

  it('translates every filter with the spec semantics', () => {
    const filters: TeacherFilters = {
      name: 'Ana Re',
      country: 'Philippines',
      specialties: ['Vinyasa', 'Yin Yoga'],
      experience: '3-5',
      availability: ['online1on1', 'groupInPerson'],
      languages: ['tl', 'en'],
      verifiedOnly: true,
      // Near is the function the query reads from (search-teachers.ts), not a column filter.
      near: { place: 'Cebu City', radiusKm: 25 },
      page: 1,
    }
    expect(teacherFiltersToPostgrest(filters, today)).toEqual([
      { column: 'name', operator: 'ilike', value: '*Ana Re*' },
      { column: 'country', operator: 'eq', value: 'Philippines' },
      { column: 'specialties', operator: 'cs', value: '{"Vinyasa","Yin Yoga"}' },
      { column: 'experience', operator: 'gte', value: '3' },
      { column: 'experience', operator: 'lte', value: '5' },
      { column: 'teachingoptions', operator: 'cs', value: '{"online1on1":true,"groupInPerson":true}' },
      { column: 'languages', operator: 'ov', value: '{"tl","en"}' },
      { column: 'verified_on', operator: 'lte', value: '2026-11-25' },
      { anyOf: 'verification_expires_on.is.null,verification_expires_on.gte.2026-11-25' },
    ])
  })

  it('asks for teachers with ANY of the languages (overlap), not all of them', () => {
    const sent = teacherFiltersToPostgrest({ ...emptyTeacherFilters, languages: ['es'] }, today)
    expect(sent).toEqual([{ column: 'languages', operator: 'ov', value: '{"es"}' }])
  })

  it('asks for verified teachers by the day it is given, and only with a real day', () => {
    const verified = { ...emptyTeacherFilters, verifiedOnly: true }
    expect(teacherFiltersToPostgrest(verified, '2027-01-31')).toEqual([
      { column: 'verified_on', operator: 'lte', value: '2027-01-31' },
      { anyOf: 'verification_expires_on.is.null,verification_expires_on.gte.2027-01-31' },
    ])
    // Nothing but a day reaches the or=(...) text.
    expect(teacherFiltersToPostgrest(verified, '2027-01-31),id.gt.(0')).toEqual([])
  })

  it('sends the languages and the verified filter as PostgREST query parameters', () => {
    const url = new URL('http://backend.test/rest/v1/teachers')
    const client = new PostgrestClient('http://backend.test/rest/v1')
    const query = withFilters(
      client.from('teachers').select('id'),
      teacherFiltersToPostgrest(
        { ...emptyTeacherFilters, languages: ['en', 'tl'], verifiedOnly: true },
        today,
      ),
    )
    // The builder's URL, as it would be requested.
    const sent = (query as unknown as { url: URL }).url
    expect(sent.origin + sent.pathname).toBe(url.href)
    expect(sent.searchParams.getAll('languages')).toEqual(['ov.{"en","tl"}'])
    expect(sent.searchParams.getAll('verified_on')).toEqual(['lte.2026-11-25'])
    expect(sent.searchParams.getAll('or')).toEqual([
      '(verification_expires_on.is.null,verification_expires_on.gte.2026-11-25)',
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
    const sent = teacherFiltersToPostgrest({ ...emptyTeacherFilters, experience: band }, today)
    expect(sent.map((f) => ('anyOf' in f ? [f.anyOf] : [f.operator, f.value]))).toEqual(expected)
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
      languages: ['es', 'tl'],
      verifiedOnly: true,
      near: { place: 'Lisbon, Portugal', radiusKm: 100 },
      page: 3,
    }
    const search = teacherFiltersToSearch(filters)
    expect(search.toString()).toBe(
      'q=lee&country=Spain&specialty=Hatha&specialty=Prenatal&experience=10%2B&availability=inPerson1on1&lang=es&lang=tl&verified=1&near=Lisbon%2C+Portugal&radius=100&page=3',
    )
    expect(teacherFiltersFromSearch(new URLSearchParams(search.toString()))).toEqual(filters)
  })

  it('leaves defaults out of the URL', () => {
    expect(teacherFiltersToSearch(emptyTeacherFilters).toString()).toBe('')
  })

  it('ignores values a hand-edited URL should not carry', () => {
    const filters = teacherFiltersFromSearch(
      new URLSearchParams(
        'country=Atlantis&experience=99&availability=teleport&page=-2&specialty=&specialty=Hatha&specialty=Hatha' +
          '&lang=EN&lang=english&lang=en&lang=&lang=x1&verified=yes',
      ),
    )
    // A code is made lower case and kept once; a name or garbage is dropped; only verified=1 counts.
    expect(filters).toEqual({ ...emptyTeacherFilters, specialties: ['Hatha'], languages: ['en'] })
  })
})

describe('studio filters', () => {
  const filters: StudioFilters = {
    country: 'Japan',
    city: 'kyo',
    type: 'Hybrid',
    practices: ['Yin Yoga', 'Meditation'],
    amenities: ['Showers'],
    languages: ['ja', 'en'],
    near: { place: '35.01,135.77', radiusKm: 10 },
    page: 2,
  }

  it('translates every filter with the spec semantics', () => {
    expect(studioFiltersToPostgrest(filters)).toEqual([
      { column: 'country', operator: 'eq', value: 'Japan' },
      { column: 'city', operator: 'ilike', value: '*kyo*' },
      { column: 'studiotype', operator: 'eq', value: 'Hybrid' },
      { column: 'yogastyles', operator: 'cs', value: '{"Yin Yoga","Meditation"}' },
      { column: 'amenities', operator: 'cs', value: '{"Showers"}' },
      { column: 'languages', operator: 'ov', value: '{"ja","en"}' },
    ])
    expect(studioFiltersToPostgrest(emptyStudioFilters)).toEqual([])
  })

  it('round-trips through the query string', () => {
    const search = studioFiltersToSearch(filters).toString()
    expect(search).toBe(
      'country=Japan&city=kyo&type=Hybrid&practice=Yin+Yoga&practice=Meditation&amenity=Showers&lang=ja&lang=en&near=35.01%2C135.77&radius=10&page=2',
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
      languages: ['en', 'tl'],
      verifiedOnly: true,
      page: 2,
      // A place and its radius are one filter.
      near: { place: 'Osaka', radiusKm: 250 },
    }
    expect(countActiveFilters(teacher)).toBe(9)
    expect(countActiveFilters({ ...emptyStudioFilters, city: 'Kyoto', amenities: ['Showers'] })).toBe(2)
  })
})
