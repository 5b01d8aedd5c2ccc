import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { teacherRow } from '../builders.ts'
import { region, renderDashboard, serveAdmin } from './admin-list-backend.ts'
import { REST } from './admin-test-utils.ts'
import { server } from './msw-server.ts'

const lisbon = (n: number) =>
  teacherRow({
    id: `00000000-0000-4000-8000-00000000000${n}`,
    slug: `teacher-${n}`,
    firstname: `Teacher${n}`,
    lastname: 'Silva',
    name: `Teacher${n} Silva`,
    country: 'Portugal',
    location: 'Lisbon',
    specialties: ['Yin Yoga'],
  })

/** Records the writes to landing_page_texts; `stored` are the intros already written. */
function serveIntros(stored: { path: string; intro: string }[]) {
  const writes: { method: string; path: string | null; body: unknown }[] = []
  server.use(
    http.get(`${REST}/landing_page_texts`, () => HttpResponse.json(stored)),
    http.patch(`${REST}/landing_page_texts`, async ({ request }) => {
      const path = new URL(request.url).searchParams.get('path')
      writes.push({ method: 'PATCH', path, body: await request.json() })
      return HttpResponse.json(
        stored.filter((row) => `eq.${row.path}` === path).map((row) => ({ path: row.path })),
      )
    }),
    http.post(`${REST}/landing_page_texts`, async ({ request }) => {
      writes.push({ method: 'POST', path: null, body: await request.json() })
      return new HttpResponse(null, { status: 201 })
    }),
    http.delete(`${REST}/landing_page_texts`, ({ request }) => {
      writes.push({ method: 'DELETE', path: new URL(request.url).searchParams.get('path'), body: null })
      return new HttpResponse(null, { status: 204 })
    }),
  )
  return writes
}

describe('SEO Management: landing page intros', () => {
  it('offers the landing pages biggest first and stores a new intro for the chosen one', async () => {
    serveAdmin({ teachers: [lisbon(1), lisbon(2), lisbon(3)] })
    const writes = serveIntros([])
    await renderDashboard('/admin/seo?tab=landing')
    const seo = await region('SEO Management')
    const page = await within(seo).findByRole('combobox', { name: /^Landing page/ })
    expect(page).toHaveValue('/teachers/in/portugal')
    expect(within(seo).getByText('Yoga teachers in Portugal: 3 listings')).toBeInTheDocument()
    const options = [...seo.querySelectorAll('datalist option')].map((option) => option.getAttribute('value'))
    expect(options.slice(0, 2)).toEqual(['/teachers/in/portugal', '/teachers/in/portugal/lisbon'])

    fireEvent.change(page, { target: { value: '/teachers/in/portugal/lisbon' } })
    fireEvent.change(within(seo).getByLabelText(/^Intro/), { target: { value: '  Lisbon by the river.  ' } })
    fireEvent.click(within(seo).getByRole('button', { name: 'Save intro' }))

    expect(await screen.findByText('Intro saved')).toBeInTheDocument()
    expect(writes).toEqual([
      { method: 'PATCH', path: 'eq./teachers/in/portugal/lisbon', body: { intro: 'Lisbon by the river.' } },
      {
        method: 'POST',
        path: null,
        body: { path: '/teachers/in/portugal/lisbon', intro: 'Lisbon by the river.' },
      },
    ])
  })

  it('shows a stored intro and clears it, so the page shows its default text again', async () => {
    serveAdmin({ teachers: [lisbon(1), lisbon(2), lisbon(3)] })
    const writes = serveIntros([{ path: '/teachers/in/portugal', intro: 'Portugal, slowly.' }])
    await renderDashboard('/admin/seo?tab=landing')
    const seo = await region('SEO Management')
    await waitFor(() => expect(within(seo).getByLabelText(/^Intro/)).toHaveValue('Portugal, slowly.'))
    fireEvent.click(within(seo).getByRole('button', { name: 'Clear intro' }))
    expect(await screen.findByText('Intro cleared')).toBeInTheDocument()
    expect(writes).toEqual([{ method: 'DELETE', path: 'eq./teachers/in/portugal', body: null }])
  })
})
