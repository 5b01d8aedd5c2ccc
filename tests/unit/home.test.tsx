import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { teacherCardColumns } from '../../src/features/teachers/api/search-teachers.ts'
import { selectColumns, teacherRow } from '../builders.ts'
import { expectConsole } from './console-guard.ts'
import { server } from './msw-server.ts'
import { renderRoute } from './render-route.tsx'

const teachersUrl = 'http://127.0.0.1:54321/rest/v1/teachers'

const teachers = [
  teacherRow({
    id: '5d1f6a52-8d0e-4a4c-9f55-0c2f0d8b3a11',
    firstname: 'Ana',
    lastname: 'Reyes',
    country: 'Philippines',
    location: 'Cebu City',
    specialties: ['Hatha', 'Yin Yoga', 'Meditation', 'Vinyasa'],
    image: null,
  }),
  teacherRow({
    id: '9b7e2c1d-3f4a-4e5b-8c6d-7e8f9a0b1c22',
    firstname: 'Lena',
    lastname: 'Fischer',
    country: 'Germany',
    location: 'Berlin',
    specialties: ['Vinyasa'],
    image: 'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/lena.jpg',
  }),
  teacherRow({
    id: '0c3a8f4e-5d6b-4c7a-9e8f-1a2b3c4d5e33',
    firstname: 'Maya',
    lastname: 'Patel',
    country: 'India',
    location: 'Rishikesh',
    specialties: [],
    image: null,
  }),
].map((row) => selectColumns(row, teacherCardColumns))

function answerTeachers(response: () => Response) {
  const requests: URL[] = []
  server.use(
    http.get(teachersUrl, ({ request }) => {
      requests.push(new URL(request.url))
      return response()
    }),
  )
  return requests
}

describe('home route', () => {
  it('shows the hero and the three journeys', async () => {
    answerTeachers(() => HttpResponse.json(teachers))
    renderRoute('/')

    // The page renders once its featured teachers have loaded.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Find Your Perfect Yoga Connection' }),
    ).toBeVisible()
    const hero = screen.getByRole('region', { name: 'Find Your Perfect Yoga Connection' })
    expect(within(hero).getByRole('link', { name: 'Browse Teachers' })).toHaveAttribute('href', '/teachers')
    expect(within(hero).getByRole('link', { name: 'Find a Studio' })).toHaveAttribute('href', '/studios')

    expect(screen.getByRole('heading', { level: 2, name: 'How It Works' })).toBeInTheDocument()
    for (const [journey, steps] of [
      ['For Students', ['Browse', 'Connect', 'Practice']],
      ['For Teachers', ['Apply', 'Get Featured', 'Connect']],
      ['For Yoga Studios', ['Apply', 'Get Listed', 'Connect']],
    ] as const) {
      const section = screen.getByRole('region', { name: journey })
      const stepHeadings = within(section).getAllByRole('heading', { level: 4 })
      expect(stepHeadings.map((heading) => heading.textContent)).toEqual(steps)
    }
    await screen.findByRole('list', { name: 'Featured teachers' })
  })

  it('shows a loading message, then the first three teachers and a View All button', async () => {
    let answer: () => void = () => {}
    const answered = new Promise<void>((resolve) => (answer = resolve))
    const requests: URL[] = []
    server.use(
      http.get(teachersUrl, async ({ request }) => {
        requests.push(new URL(request.url))
        await answered
        return HttpResponse.json(teachers)
      }),
    )
    renderRoute('/')

    // The page waits for its data; until then the layout shows what is loading.
    expect(await screen.findByRole('status')).toHaveTextContent('Loading teachers...')
    expect(screen.queryByRole('heading', { level: 2, name: 'Featured Teachers' })).not.toBeInTheDocument()
    answer()

    expect(await screen.findByRole('heading', { level: 2, name: 'Featured Teachers' })).toBeInTheDocument()
    const list = screen.getByRole('list', { name: 'Featured teachers' })
    // The cards are the list's own items (each card also lists its specialties).
    const cards = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list)
    expect(cards).toHaveLength(3)
    expect(cards[0]).toHaveTextContent('Ana Reyes')
    expect(cards[0]).toHaveTextContent('Cebu City, Philippines')
    expect(cards[1]).toHaveTextContent('Berlin, Germany')
    expect(cards[2]).toHaveTextContent('Maya Patel')
    expect(within(cards[0]!).getByRole('link', { name: 'View Profile' })).toHaveAttribute(
      'href',
      '/teacher/ana-reyes',
    )
    expect(screen.queryByText('Loading teachers...')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'View All Teachers' })).toHaveAttribute('href', '/teachers')

    // Three rows only, sorted by the database, through the light client.
    expect(requests).toHaveLength(1)
    const params = requests[0]!.searchParams
    expect(params.get('select')).toBe(
      'id,slug,firstname,lastname,name,country,location,specialties,image,verified_on,verification_expires_on',
    )
    expect(params.get('order')).toBe('firstname.asc,lastname.asc,id.asc')
    expect(params.get('limit')).toBe('3')
  })

  it('gives organisation data with a customer-service contact', async () => {
    answerTeachers(() => HttpResponse.json(teachers))
    renderRoute('/')

    await waitFor(() =>
      expect(document.title).toBe('Yoga Directory | Find Your Perfect Yoga Teacher or Studio'),
    )
    const script = document.querySelector('script[type="application/ld+json"]')
    const data = JSON.parse(script?.textContent ?? '{}') as Record<string, unknown>
    expect(data).toMatchObject({
      '@type': 'Organization',
      name: 'Yoga Directory',
      contactPoint: { '@type': 'ContactPoint', contactType: 'customer service' },
    })
    await screen.findByRole('list', { name: 'Featured teachers' })
  })

  it('shows an error message when the backend fails', async () => {
    answerTeachers(() =>
      HttpResponse.json(
        { code: 'XX000', message: 'internal server error', details: null, hint: null },
        { status: 500 },
      ),
    )
    expectConsole('warn', /^Could not load the featured teachers: .*internal server error/)

    renderRoute('/')

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load teachers. Please try again later.',
    )
    expect(screen.queryByText('Loading teachers...')).not.toBeInTheDocument()
    expect(screen.queryByRole('list', { name: 'Featured teachers' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'View All Teachers' })).toBeInTheDocument()
  })
})
