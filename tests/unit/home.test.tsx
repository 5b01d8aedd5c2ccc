import { render, screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { AppRoutes } from '../../src/app/app.tsx'
import { server } from './msw-server.ts'

const teachersUrl = 'http://127.0.0.1:54321/rest/v1/teachers'

const teachers = [
  {
    id: '5d1f6a52-8d0e-4a4c-9f55-0c2f0d8b3a11',
    slug: 'ana-reyes',
    firstname: 'Ana',
    lastname: 'Reyes',
    name: 'Ana Reyes',
    country: 'Philippines',
    location: 'Cebu City',
    specialties: ['Hatha', 'Yin'],
    image: null,
  },
  {
    id: '9b7e2c1d-3f4a-4e5b-8c6d-7e8f9a0b1c22',
    slug: 'lena-fischer',
    firstname: 'Lena',
    lastname: 'Fischer',
    name: 'Lena Fischer',
    country: 'Germany',
    location: 'Berlin',
    specialties: ['Vinyasa'],
    image: 'https://example.com/lena.jpg',
  },
]

function renderHome() {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <AppRoutes />
    </MemoryRouter>,
  )
}

describe('home route', () => {
  it('shows a loading message, then every teacher with location and country', async () => {
    let requestUrl: URL | undefined
    server.use(
      http.get(teachersUrl, ({ request }) => {
        requestUrl = new URL(request.url)
        return HttpResponse.json(teachers)
      }),
    )

    renderHome()

    expect(screen.getByRole('heading', { level: 1, name: 'Find Your Perfect Yoga Connection' })).toBeVisible()
    expect(screen.getByRole('status')).toHaveTextContent('Loading teachers...')

    const list = await screen.findByRole('list')
    const items = within(list).getAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(items[0]).toHaveTextContent('Ana Reyes')
    expect(items[0]).toHaveTextContent('Cebu City, Philippines')
    expect(items[1]).toHaveTextContent('Lena Fischer')
    expect(items[1]).toHaveTextContent('Berlin, Germany')
    expect(screen.queryByText('Loading teachers...')).not.toBeInTheDocument()

    // Sorting happens in the database, not in the browser.
    expect(requestUrl?.searchParams.get('order')).toBe('firstname.asc,lastname.asc,id.asc')
    expect(requestUrl?.searchParams.get('select')).toBe(
      'id,slug,firstname,lastname,name,country,location,specialties,image',
    )
  })

  it('shows an error message when the backend fails', async () => {
    server.use(
      http.get(teachersUrl, () =>
        HttpResponse.json(
          { code: 'XX000', message: 'internal server error', details: null, hint: null },
          { status: 500 },
        ),
      ),
    )

    renderHome()

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load teachers: internal server error',
    )
    expect(screen.queryByText('Loading teachers...')).not.toBeInTheDocument()
    expect(screen.queryByRole('list')).not.toBeInTheDocument()
  })
})
