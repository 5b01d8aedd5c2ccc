import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { renderRoute } from './render-route.tsx'
import {
  anaReyes,
  deferred,
  lenaFischer,
  listResponse,
  postgrestError,
  renderRouteWithLocation,
  teachersUrl,
} from './directory-test-utils.tsx'
import { server } from './msw-server.ts'
import { TEXT_FILTER_DELAY_MS } from '../../src/components/directory/debounced-text-field.tsx'
import { localDay } from '../../src/lib/calendar-day.ts'

/** Records every teachers request's query string and answers with `answer`. */
function recordTeacherRequests(answer: (params: URLSearchParams) => Response | Promise<Response>) {
  const requests: { params: URLSearchParams; headers: Headers; signal: AbortSignal }[] = []
  server.use(
    http.get(teachersUrl, ({ request }) => {
      const params = new URL(request.url).searchParams
      requests.push({ params, headers: request.headers, signal: request.signal })
      return answer(params)
    }),
  )
  return requests
}

describe('/teachers', () => {
  it('shows a loading message, then the teacher cards with a count', async () => {
    const gate = deferred()
    const requests = recordTeacherRequests(async () => {
      await gate.promise
      return listResponse([anaReyes, lenaFischer])
    })

    renderRoute('/teachers')

    // The page waits for its first results; until then the layout shows what is loading.
    expect(await screen.findByRole('status')).toHaveTextContent('Loading teachers...')
    expect(screen.queryByRole('list', { name: 'Teachers' })).not.toBeInTheDocument()
    gate.release()

    expect(await screen.findByRole('heading', { level: 1, name: 'Browse Yoga Teachers' })).toBeInTheDocument()
    const list = await screen.findByRole('list', { name: 'Teachers' })
    const cards = [...list.children] as HTMLElement[]
    expect(cards).toHaveLength(2)
    expect(cards[0]).toHaveTextContent('Ana Reyes')
    expect(cards[0]).toHaveTextContent('Cebu City, Philippines')
    // At most three specialty chips.
    const chips = within(within(cards[0]!).getByRole('list', { name: 'Specialties' })).getAllByRole(
      'listitem',
    )
    expect(chips.map((chip) => chip.textContent)).toEqual(['Vinyasa', 'Yin Yoga', 'Meditation'])
    expect(within(cards[0]!).getByRole('link', { name: 'View Profile' })).toHaveAttribute(
      'href',
      '/teacher/ana-reyes',
    )
    expect(within(cards[1]!).getByRole('link', { name: 'View Profile' })).toHaveAttribute(
      'href',
      '/teacher/lena-fischer',
    )
    expect(screen.getByText('Showing 2 of 2 teachers')).toBeInTheDocument()
    expect(screen.queryByText('Loading teachers...')).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Show more' })).not.toBeInTheDocument()

    // Sorted and counted by the database, first page only.
    const { params, headers } = requests.at(-1)!
    expect(params.get('select')).toBe(
      'id,slug,firstname,lastname,name,country,location,specialties,image,verified_on,verification_expires_on',
    )
    expect(params.get('order')).toBe('firstname.asc,lastname.asc,id.asc')
    expect(params.get('offset')).toBe('0')
    expect(params.get('limit')).toBe('24')
    expect(headers.get('Prefer')).toContain('count=estimated')
  })

  it('shows the default photo when a teacher has none, an unsafe or foreign one, or one that fails', async () => {
    recordTeacherRequests(() =>
      listResponse([
        anaReyes,
        lenaFischer,
        { ...anaReyes, id: 'x', slug: 'eve', name: 'Eve Unsafe', image: 'javascript:alert(1)' },
        // Only our storage's images load (docs/decisions/0018-images-only-from-our-storage.md).
        { ...anaReyes, id: 'y', slug: 'fay', name: 'Fay Foreign', image: 'https://evil.example/pixel.jpg' },
      ]),
    )
    renderRoute('/teachers')

    const ana = await screen.findByRole('img', { name: 'Photo of Ana Reyes' })
    expect(ana).toHaveAttribute(
      'src',
      'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/ana.jpg',
    )
    expect(ana).toHaveAttribute('loading')
    expect(ana).toHaveAttribute('width')
    expect(ana).toHaveAttribute('height')
    expect(screen.getByRole('img', { name: 'Photo of Lena Fischer' })).toHaveAttribute(
      'src',
      '/images/default-teacher.svg',
    )
    expect(screen.getByRole('img', { name: 'Photo of Eve Unsafe' })).toHaveAttribute(
      'src',
      '/images/default-teacher.svg',
    )
    expect(screen.getByRole('img', { name: 'Photo of Fay Foreign' })).toHaveAttribute(
      'src',
      '/images/default-teacher.svg',
    )

    fireEvent.error(ana)
    expect(ana).toHaveAttribute('src', '/images/default-teacher.svg')
  })

  it('sends the filters from the URL and shows them as chosen', async () => {
    const requests = recordTeacherRequests(() => listResponse([anaReyes], 1))

    renderRoute(
      '/teachers?q=ana&country=Philippines&specialty=Vinyasa&specialty=Hatha&experience=3-5&availability=online1on1&availability=groupInPerson&page=2',
    )

    await screen.findByRole('list', { name: 'Teachers' })
    const params = requests.at(-1)!.params
    expect(params.get('name')).toBe('ilike.*ana*')
    expect(params.get('country')).toBe('eq.Philippines')
    expect(params.get('specialties')).toBe('cs.{"Vinyasa","Hatha"}')
    expect(params.getAll('experience')).toEqual(['gte.3', 'lte.5'])
    expect(params.get('teachingoptions')).toBe('cs.{"online1on1":true,"groupInPerson":true}')
    // page=2 shows the first two pages in one request.
    expect(params.get('offset')).toBe('0')
    expect(params.get('limit')).toBe('48')

    expect(screen.getByLabelText('Search by name')).toHaveValue('ana')
    expect(screen.getByLabelText('Country')).toHaveValue('Philippines')
    expect(screen.getByRole('checkbox', { name: 'Vinyasa' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Hatha' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Yin Yoga' })).not.toBeChecked()
    expect(screen.getByLabelText('Experience level')).toHaveValue('3-5')
    expect(screen.getByRole('checkbox', { name: 'Online 1-on-1' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Group In-Person' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'In-Person 1-on-1' })).not.toBeChecked()
  })

  it('filters by the languages taught (any of them) and by verified credentials, through the URL', async () => {
    const verifiedAna = { ...anaReyes, verified_on: '2025-06-01', verification_expires_on: null }
    const lapsedLena = { ...lenaFischer, verified_on: '2020-01-01', verification_expires_on: '2021-01-01' }
    const requests = recordTeacherRequests(() => listResponse([verifiedAna, lapsedLena]))
    const view = renderRouteWithLocation('/teachers?lang=tl&lang=xx1&lang=en')
    await screen.findByRole('list', { name: 'Teachers' })

    const today = localDay()
    expect(requests.at(-1)!.params.get('languages')).toBe('ov.{"tl","en"}')
    expect(requests.at(-1)!.params.has('verified_on')).toBe(false)
    expect(requests.at(-1)!.params.has('or')).toBe(false)
    const languages = screen.getByRole('group', { name: 'Teaches in' })
    expect(within(languages).getByRole('checkbox', { name: 'Tagalog' })).toBeChecked()
    expect(within(languages).getByRole('checkbox', { name: 'English' })).toBeChecked()
    expect(within(languages).getByRole('checkbox', { name: 'Spanish' })).not.toBeChecked()

    // Only a verification that stands today earns the card its mark.
    const cards = within(screen.getByRole('list', { name: 'Teachers' })).getAllByRole('article')
    expect(within(cards[0]!).getByRole('img', { name: 'Verified' })).toBeInTheDocument()
    expect(within(cards[1]!).queryByRole('img', { name: 'Verified' })).not.toBeInTheDocument()

    fireEvent.click(within(languages).getByRole('checkbox', { name: 'Spanish' }))
    await waitFor(() => expect(view.search().getAll('lang')).toEqual(['en', 'es', 'tl']))
    expect(requests.at(-1)!.params.get('languages')).toBe('ov.{"en","es","tl"}')

    fireEvent.click(screen.getByRole('checkbox', { name: 'Verified teachers only' }))
    await waitFor(() => expect(view.search().get('verified')).toBe('1'))
    const params = requests.at(-1)!.params
    expect(params.get('verified_on')).toBe(`lte.${today}`)
    expect(params.get('or')).toBe(`(verification_expires_on.is.null,verification_expires_on.gte.${today})`)
    expect(params.get('languages')).toBe('ov.{"en","es","tl"}')
    expect(screen.getByRole('checkbox', { name: 'Verified teachers only' })).toBeChecked()
  })

  it('sends experience 10+ as more than ten years', async () => {
    const requests = recordTeacherRequests(() => listResponse([]))
    renderRoute('/teachers?specialty=Hatha&experience=10%2B')
    await screen.findByText('No Teachers Found')
    expect(requests.at(-1)!.params.getAll('experience')).toEqual(['gte.11'])
    expect(requests.at(-1)!.params.get('specialties')).toBe('cs.{"Hatha"}')
  })

  it('offers every filter the spec lists', async () => {
    recordTeacherRequests(() => listResponse([anaReyes]))
    renderRoute('/teachers')
    await screen.findByRole('list', { name: 'Teachers' })

    const country = screen.getByLabelText('Country')
    expect(within(country).getByRole('option', { name: 'All Countries' })).toHaveValue('')
    // The country list is not part of the page's first load: it arrives right after the first render.
    expect(await within(country).findByRole('option', { name: 'Philippines' })).toBeInTheDocument()
    const specialties = screen.getByRole('group', { name: 'Specialties' })
    expect(within(specialties).getAllByRole('checkbox')).toHaveLength(9)
    const experience = screen.getByLabelText('Experience level')
    expect(
      within(experience)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All levels', '0-2 years', '3-5 years', '6-10 years', '10+ years'])
    const availability = screen.getByRole('group', { name: 'Availability' })
    expect(
      within(availability)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Online 1-on-1', 'In-Person 1-on-1', 'Group Online', 'Group In-Person'])
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeDisabled()
  })

  it('ignores a country the list does not have', async () => {
    const requests = recordTeacherRequests(() => listResponse([anaReyes]))
    renderRoute('/teachers?country=Atlantis')

    await screen.findByRole('list', { name: 'Teachers' })
    expect(requests.length).toBeGreaterThan(0)
    expect(requests.filter((request) => request.params.has('country'))).toEqual([])
    const country = screen.getByLabelText('Country')
    expect(country).toHaveValue('')
    expect(await within(country).findByRole('option', { name: 'Japan' })).toBeInTheDocument()
    expect(within(country).queryByRole('option', { name: 'Atlantis' })).not.toBeInTheDocument()
  })

  it('shows the empty state when nothing matches', async () => {
    recordTeacherRequests(() => listResponse([], 0))
    renderRoute('/teachers?country=Iceland')

    expect(await screen.findByRole('heading', { name: 'No Teachers Found' })).toBeInTheDocument()
    expect(screen.getByText('Try adjusting your search or filters to find more results.')).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: 'Teachers' })).not.toBeInTheDocument()
  })

  it('shows an error with a retry when the request fails', async () => {
    let fail = true
    const requests = recordTeacherRequests(() =>
      fail ? postgrestError(500, 'XX000', 'internal server error') : listResponse([anaReyes]),
    )
    renderRoute('/teachers')

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Could not load teachers: internal server error')
    expect(screen.queryByText('Loading teachers...')).not.toBeInTheDocument()

    fail = false
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('list', { name: 'Teachers' })).toHaveTextContent('Ana Reyes')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(requests.length).toBeGreaterThanOrEqual(2)
  })

  it('puts a changed filter in the URL, back to page 1, keeping old results visible while loading', async () => {
    const gate = deferred()
    const requests = recordTeacherRequests(async (params) => {
      if (params.get('specialties')) {
        await gate.promise
        return listResponse([lenaFischer], 1)
      }
      return listResponse([anaReyes, lenaFischer], 30)
    })
    const view = renderRouteWithLocation('/teachers?page=2')
    await screen.findByText('Showing 2 of 30 teachers')

    fireEvent.click(screen.getByRole('checkbox', { name: 'Hatha' }))
    // The control answers at once; the address changes once the new results are in.
    expect(screen.getByRole('checkbox', { name: 'Hatha' })).toBeChecked()

    // While the new query loads, the old cards stay, marked busy.
    await waitFor(() => expect(requests.at(-1)!.params.get('specialties')).toBe('cs.{"Hatha"}'))
    expect(requests.at(-1)!.params.get('limit')).toBe('24')
    const list = screen.getByRole('list', { name: 'Teachers' })
    expect(list).toHaveAttribute('aria-busy', 'true')
    expect(list).toHaveTextContent('Ana Reyes')
    expect(screen.queryByText('Loading teachers...')).not.toBeInTheDocument()

    gate.release()
    await screen.findByText('Showing 1 of 1 teacher')
    expect(screen.getByRole('list', { name: 'Teachers' })).not.toHaveAttribute('aria-busy')
    expect(view.search().getAll('specialty')).toEqual(['Hatha'])
    expect(view.search().get('page')).toBeNull()

    // Each change waits for its results, so that each is its own entry in the history.
    fireEvent.change(screen.getByLabelText('Experience level'), { target: { value: '10+' } })
    await waitFor(() => expect(view.search().get('experience')).toBe('10+'))
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'Germany' } })
    await waitFor(() => expect(view.search().get('country')).toBe('Germany'))
    fireEvent.click(screen.getByRole('checkbox', { name: 'Group Online' }))
    await waitFor(() => expect(view.search().getAll('availability')).toEqual(['groupOnline']))

    // Back restores the previous filters.
    act(() => {
      void view.navigate(-1)
    })
    await waitFor(() => expect(view.search().get('availability')).toBeNull())
    expect(screen.getByRole('checkbox', { name: 'Group Online' })).not.toBeChecked()
    expect(screen.getByLabelText('Country')).toHaveValue('Germany')

    fireEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!)
    expect(screen.getByLabelText('Country')).toHaveValue('')
    await waitFor(() => expect(view.search().toString()).toBe(''))
    expect(screen.getByLabelText('Country')).toHaveValue('')
  })

  it("shows the newest filter's results even when an older request answers last", async () => {
    const slow = deferred()
    const requests = recordTeacherRequests(async (params) => {
      if (params.get('specialties') === 'cs.{"Hatha"}') {
        await slow.promise
        return listResponse([anaReyes], 1)
      }
      if (params.get('specialties')) return listResponse([lenaFischer], 1)
      return listResponse([anaReyes, lenaFischer])
    })
    const view = renderRouteWithLocation('/teachers')
    await screen.findByText('Showing 2 of 2 teachers')

    fireEvent.click(screen.getByRole('checkbox', { name: 'Hatha' }))
    await waitFor(() => expect(requests.at(-1)!.params.get('specialties')).toBe('cs.{"Hatha"}'))
    // A second choice before the first one's results are in.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Ashtanga' }))
    await waitFor(() => expect(view.search().getAll('specialty')).toEqual(['Hatha', 'Ashtanga']))
    expect(await screen.findByText('Showing 1 of 1 teacher')).toBeInTheDocument()
    expect(screen.getByRole('list', { name: 'Teachers' })).toHaveTextContent('Lena Fischer')

    // The first request was cancelled, so its late answer changes nothing.
    const first = requests.find((request) => request.params.get('specialties') === 'cs.{"Hatha"}')!
    expect(first.signal.aborted).toBe(true)
    slow.release()
    expect(screen.getByRole('list', { name: 'Teachers' })).toHaveTextContent('Lena Fischer')
    expect(screen.getByRole('list', { name: 'Teachers' })).not.toHaveTextContent('Ana Reyes')
    expect(view.search().getAll('specialty')).toEqual(['Hatha', 'Ashtanga'])
  })

  it('waits until typing pauses before searching by name', async () => {
    const requests = recordTeacherRequests(() => listResponse([anaReyes]))
    const view = renderRouteWithLocation('/teachers')
    await screen.findByRole('list', { name: 'Teachers' })
    const before = requests.length

    const input = screen.getByLabelText('Search by name')
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      fireEvent.change(input, { target: { value: 'a' } })
      await act(() => vi.advanceTimersByTimeAsync(TEXT_FILTER_DELAY_MS - 1))
      fireEvent.change(input, { target: { value: 'an' } })
      fireEvent.change(input, { target: { value: 'ana' } })
      expect(input).toHaveValue('ana')
      // Nothing yet: each keystroke starts the pause again, and the URL changes once it is over.
      await act(() => vi.advanceTimersByTimeAsync(TEXT_FILTER_DELAY_MS - 1))
      expect(view.search().get('q')).toBeNull()
      expect(requests.length).toBe(before)
      await act(() => vi.advanceTimersByTimeAsync(1))
    } finally {
      vi.useRealTimers()
    }

    await waitFor(() => expect(view.search().get('q')).toBe('ana'))
    await waitFor(() => expect(requests.at(-1)!.params.get('name')).toBe('ilike.*ana*'))
    const nameFilters = requests.slice(before).map((r) => r.params.get('name'))
    expect(nameFilters).toEqual(['ilike.*ana*'])
  })

  it('shows more teachers in one request for all pages shown', async () => {
    const page1 = Array.from({ length: 24 }, (_, i) => ({
      ...anaReyes,
      id: `t${i}`,
      slug: `t-${i}`,
      name: `Teacher ${i}`,
    }))
    const page2 = Array.from({ length: 6 }, (_, i) => ({
      ...anaReyes,
      id: `u${i}`,
      slug: `u-${i}`,
      name: `Later ${i}`,
    }))
    const requests = recordTeacherRequests((params) =>
      params.get('limit') === '48' ? listResponse([...page1, ...page2], 30) : listResponse(page1, 30),
    )
    const view = renderRouteWithLocation('/teachers')

    expect(await screen.findByText('Showing 24 of 30 teachers')).toBeInTheDocument()
    // A link, so crawlers can follow it to the next page.
    const more = screen.getByRole('link', { name: 'Show more' })
    expect(more).toHaveAttribute('href', '/teachers?page=2')
    fireEvent.click(more)
    expect(await screen.findByText('Showing 30 of 30 teachers')).toBeInTheDocument()
    expect(view.search().get('page')).toBe('2')
    expect(requests.at(-1)!.params.get('limit')).toBe('48')
    expect(requests.at(-1)!.params.get('offset')).toBe('0')
    expect(screen.queryByRole('link', { name: 'Show more' })).not.toBeInTheDocument()
  })

  it('says "about" for a total past 1,000, which is an estimate, and ends the list where the rows end', async () => {
    const teachers = (prefix: string, count: number) =>
      Array.from({ length: count }, (_, i) => ({
        ...anaReyes,
        id: `${prefix}${i}`,
        slug: `${prefix}-${i}`,
        name: `Teacher ${prefix}${i}`,
      }))
    const page1 = teachers('t', 24)
    // The planner overestimated: the second page is the last, with 6 rows.
    recordTeacherRequests((params) =>
      params.get('limit') === '48'
        ? listResponse([...page1, ...teachers('u', 6)], 49_086)
        : listResponse(page1, 49_086),
    )
    renderRouteWithLocation('/teachers')

    expect(await screen.findByText('Showing 24 of about 49,000 teachers')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /Show about 49,000 teachers/ })).toBeInTheDocument()
    fireEvent.click(screen.getByRole('link', { name: 'Show more' }))
    expect(await screen.findByText('Showing 30 of 30 teachers')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Show more' })).not.toBeInTheDocument()
  })

  it('opens the filters as a drawer: Escape or the overlay closes it, focus returns to the button', async () => {
    recordTeacherRequests(() => listResponse([anaReyes]))
    renderRoute('/teachers')
    await screen.findByRole('list', { name: 'Teachers' })

    const button = screen.getByRole('button', { name: 'Filters' })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    fireEvent.click(button)
    const dialog = screen.getByRole('dialog', { name: 'Filters' })
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(dialog).toContainElement(document.activeElement as HTMLElement)

    fireEvent.keyDown(document, { key: 'Escape' })
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(button).toHaveFocus()

    fireEvent.click(button)
    fireEvent.click(screen.getByTestId('filter-overlay'))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(button).toHaveFocus()
  })
})
