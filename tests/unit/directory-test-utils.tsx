import { studioCardColumns } from '../../src/features/studios/api/search-studios.ts'
import { teacherCardColumns } from '../../src/features/teachers/api/search-teachers.ts'
import { selectColumns, studioRow, teacherRow } from '../builders.ts'
import { renderRoute } from './render-route.tsx'

export const restUrl = 'http://127.0.0.1:54321/rest/v1'
export const teachersUrl = `${restUrl}/teachers`
export const studiosUrl = `${restUrl}/studios`

/** A PostgREST list answer with the total in Content-Range, as `Prefer: count=exact` gets. */
export function listResponse(rows: unknown[], total: number = rows.length, offset = 0): Response {
  const range = rows.length === 0 ? '*' : `${offset}-${offset + rows.length - 1}`
  return new Response(JSON.stringify(rows), {
    status: 200,
    headers: { 'Content-Type': 'application/json', 'Content-Range': `${range}/${total}` },
  })
}

export function postgrestError(status: number, code: string, message: string): Response {
  return new Response(JSON.stringify({ code, message, details: null, hint: null }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}

/** PostgREST's answer to a read that matched no row. */
export const noRowResponse = () =>
  new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } })

/** A promise to hold a mocked response back until the test says so. */
export function deferred() {
  let release!: () => void
  const promise = new Promise<void>((resolve) => {
    release = resolve
  })
  return { promise, release }
}

/**
 * Like renderRoute (the real routes and providers), plus access to the router's
 * current location and navigate (for Back/Forward).
 */
export function renderRouteWithLocation(path: string) {
  const { router, ...utils } = renderRoute(path)
  return {
    ...utils,
    search: () => new URLSearchParams(router.state.location.search),
    pathname: () => router.state.location.pathname,
    navigate: (delta: number) => router.navigate(delta),
  }
}

export const anaProfile = teacherRow({
  id: '5d1f6a52-8d0e-4a4c-9f55-0c2f0d8b3a11',
  firstname: 'Ana',
  lastname: 'Reyes',
  country: 'Philippines',
  location: 'Cebu City',
  specialties: ['Vinyasa', 'Yin Yoga', 'Meditation', 'Hatha'],
  image: 'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/ana.jpg',
  bio: 'Ana grew up on the coast of Cebu.\n\nShe teaches breath-led Vinyasa.',
  certifications: 'RYT-500, Yoga Alliance; Yin Yoga Teacher Training (50 hours)',
  experience: 8,
  gallery: ['http://127.0.0.1:54321/storage/v1/object/public/studio-assets/g1.jpg', 'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/g2.jpg', 'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/g3.jpg'],
  teachingoptions: { online1on1: true, inPerson1on1: false, groupOnline: true, groupInPerson: false },
  social: {
    website: 'https://example.com/ana',
    instagram: 'https://instagram.com/ana',
    facebook: 'https://facebook.com/ana',
  },
  contactformurl: 'https://forms.example.com/ana',
  seo_title: 'Ana Reyes – Vinyasa Teacher in Cebu City',
  seo_description: 'Breath-led Vinyasa with Ana Reyes.',
  created_at: '2025-10-27T00:00:00Z',
  updated_at: '2025-10-27T00:00:00Z',
})

/** Ana as a directory card: the columns the teacher list selects. */
export const anaReyes = selectColumns(anaProfile, teacherCardColumns)

export const lenaFischer = selectColumns(
  teacherRow({
    id: '9b7e2c1d-3f4a-4e5b-8c6d-7e8f9a0b1c22',
    firstname: 'Lena',
    lastname: 'Fischer',
    country: 'Germany',
    location: 'Berlin',
    specialties: ['Ashtanga'],
    image: null,
  }),
  teacherCardColumns,
)

export const lotusProfile = studioRow({
  id: 'a1f0c6d2-1111-4c1e-9d0b-000000000001',
  slug: 'lotus-flow-studio',
  name: 'Lotus Flow Studio',
  city: 'Cebu City',
  country: 'Philippines',
  tagline: 'Breathe, move and rest in the heart of Cebu',
  yogastyles: ['Vinyasa', 'Hatha', 'Yin Yoga', 'Meditation', 'Restorative'],
  logo: 'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/lotus.jpg',
  email: 'hello@lotusflow.example.com',
  address: '21 Mango Grove Street, Lahug',
  description: 'A bright, plant-filled space with two practice rooms.',
  studiotype: 'Hybrid',
  amenities: ['Showers', 'Mat rental'],
  gallery: ['http://127.0.0.1:54321/storage/v1/object/public/studio-assets/s1.jpg', 'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/s2.jpg'],
  website: 'https://example.com/lotus',
  instagram: 'https://instagram.com/lotus',
  facebook: 'https://facebook.com/lotus',
  operatinghours: 'Mon-Fri: 6am–9pm',
  consent: true,
  seo_title: 'Lotus Flow Studio – Yoga in Cebu City',
  seo_description: 'Hybrid yoga studio in Cebu City.',
  created_at: '2025-10-27T00:00:00Z',
  updated_at: '2025-10-27T00:00:00Z',
})

/** Lotus Flow as a directory card: the columns the studio list selects. */
export const lotusFlow = selectColumns(lotusProfile, studioCardColumns)

export const sunriseShala = selectColumns(
  studioRow({
    id: 'a1f0c6d2-1111-4c1e-9d0b-000000000002',
    slug: 'sunrise-yoga-shala',
    name: 'Sunrise Yoga Shala',
    city: 'Rishikesh',
    country: 'India',
    tagline: '',
    yogastyles: ['Ashtanga', 'Hatha'],
    logo: null,
  }),
  studioCardColumns,
)
