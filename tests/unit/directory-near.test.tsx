import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  anaReyes,
  deferred,
  lenaFischer,
  listResponse,
  lotusFlow,
  renderRouteWithLocation,
  restUrl,
  sunriseShala,
} from './directory-test-utils.tsx'
import { server } from './msw-server.ts'
import { TEXT_FILTER_DELAY_MS } from '../../src/components/directory/debounced-text-field.tsx'

const lisbon = { name: 'Lisbon', country: 'Portugal', latitude: 38.72, longitude: -9.14 }

// Ana teaches in Lisbon itself, Lena in Sintra (about 22 km away).
const anaInLisbon = { ...anaReyes, latitude: 38.72, longitude: -9.14 }
const lenaInSintra = { ...lenaFischer, latitude: 38.8, longitude: -9.38 }

interface Recorded {
  path: string
  params: URLSearchParams
  headers: Headers
}

/** Answers the gazetteer and the near functions, recording each request. */
function recordNearRequests({
  places = [lisbon],
  teachers = [anaInLisbon, lenaInSintra],
  studios = [{ ...lotusFlow, latitude: 38.72, longitude: -9.14 }],
}: { places?: unknown[]; teachers?: unknown[]; studios?: unknown[] } = {}) {
  const requests: Recorded[] = []
  const record = (request: Request) => {
    const url = new URL(request.url)
    requests.push({ path: url.pathname, params: url.searchParams, headers: request.headers })
  }
  server.use(
    http.get(`${restUrl}/rpc/find_place`, ({ request }) => {
      record(request)
      return listResponse(places)
    }),
    http.get(`${restUrl}/rpc/teachers_near`, ({ request }) => {
      record(request)
      return listResponse(teachers)
    }),
    http.get(`${restUrl}/rpc/studios_near`, ({ request }) => {
      record(request)
      return listResponse(studios)
    }),
    http.get(`${restUrl}/teachers`, ({ request }) => {
      record(request)
      return listResponse([anaReyes, lenaFischer])
    }),
    http.get(`${restUrl}/studios`, ({ request }) => {
      record(request)
      return listResponse([lotusFlow, sunriseShala])
    }),
  )
  return requests
}

const lastTo = (requests: Recorded[], path: string) =>
  requests.filter((request) => request.path === `/rest/v1/${path}`).at(-1)

/** A browser whose geolocation answers as `answer` says, once asked. */
function stubGeolocation(answer: (success: PositionCallback, failure: PositionErrorCallback) => void) {
  const getCurrentPosition = vi.fn(answer)
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } })
  return getCurrentPosition
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('near a place', () => {
  it('finds the city, reads teachers near it with the other filters on top, nearest first', async () => {
    const requests = recordNearRequests()
    renderRouteWithLocation('/teachers?specialty=Hatha&near=Lisbon&radius=25')

    const list = await screen.findByRole('list', { name: 'Teachers' })
    expect(screen.getByText('Within 25 km of Lisbon, Portugal')).toBeInTheDocument()
    const cards = [...list.children] as HTMLElement[]
    expect(cards[0]).toHaveTextContent('Ana Reyes')
    expect(cards[0]).toHaveTextContent('less than 1 km away')
    expect(cards[1]).toHaveTextContent('about 23 km away')

    expect(lastTo(requests, 'rpc/find_place')?.params.get('query')).toBe('Lisbon')
    const near = lastTo(requests, 'rpc/teachers_near')!
    expect(near.params.get('near_lat')).toBe('38.72')
    expect(near.params.get('near_lng')).toBe('-9.14')
    expect(near.params.get('radius_km')).toBe('25')
    expect(near.params.get('specialties')).toBe('cs.{"Hatha"}')
    expect(near.params.get('select')).toContain('latitude,longitude')
    // The function's order (by distance) stands; paged and counted as the directory is.
    expect(near.params.get('order')).toBeNull()
    expect(near.params.get('offset')).toBe('0')
    expect(near.params.get('limit')).toBe('24')
    expect(near.headers.get('Prefer')).toContain('count=exact')
    expect(lastTo(requests, 'teachers')).toBeUndefined()

    expect(screen.getByLabelText('Near a city')).toHaveValue('Lisbon')
    expect(screen.getByLabelText('Distance')).toHaveValue('25')
  })

  it('says so for a city it does not know, keeping the other filters', async () => {
    const requests = recordNearRequests({ places: [] })
    const view = renderRouteWithLocation('/studios?type=Hybrid&near=Xyz')

    expect(
      await screen.findByText(`We don't know a place called "Xyz". Try a nearby city.`),
    ).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: 'Studios' })).not.toBeInTheDocument()
    expect(lastTo(requests, 'rpc/studios_near')).toBeUndefined()
    expect(screen.getByLabelText('Studio type')).toHaveValue('Hybrid')
    expect(view.search().get('type')).toBe('Hybrid')
  })

  it('searches studios near a position without asking the gazetteer', async () => {
    const requests = recordNearRequests()
    renderRouteWithLocation('/studios?near=38.7201,-9.1399&radius=999')

    const list = await screen.findByRole('list', { name: 'Studios' })
    expect(list).toHaveTextContent('less than 1 km away')
    expect(screen.getByText('Within 50 km of your location')).toBeInTheDocument()
    expect(lastTo(requests, 'rpc/find_place')).toBeUndefined()
    const near = lastTo(requests, 'rpc/studios_near')!
    expect(near.params.get('near_lat')).toBe('38.72')
    expect(near.params.get('radius_km')).toBe('50')
  })

  it('puts a typed city and a chosen radius in the URL, and clears them', async () => {
    recordNearRequests()
    const view = renderRouteWithLocation('/teachers?verified=1')
    await screen.findByRole('list', { name: 'Teachers' })
    // A radius means nothing before there is a place.
    expect(screen.getByLabelText('Distance')).toBeDisabled()

    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      fireEvent.change(screen.getByLabelText('Near a city'), { target: { value: 'Lisbon' } })
      vi.advanceTimersByTime(TEXT_FILTER_DELAY_MS)
    } finally {
      vi.useRealTimers()
    }
    await waitFor(() => expect(view.search().toString()).toBe('verified=1&near=Lisbon&radius=50'))
    await screen.findByText('Within 50 km of Lisbon, Portugal')

    fireEvent.change(screen.getByLabelText('Distance'), { target: { value: '100' } })
    await waitFor(() => expect(view.search().get('radius')).toBe('100'))

    fireEvent.click(screen.getByRole('button', { name: 'Search everywhere' }))
    await waitFor(() => expect(view.search().toString()).toBe('verified=1'))
    expect(screen.getByLabelText('Near a city')).toHaveValue('')
  })
})

describe('Near me', () => {
  it('asks the browser only when pressed, then searches near the rounded position', async () => {
    const requests = recordNearRequests()
    let answer: PositionCallback | undefined
    const getCurrentPosition = stubGeolocation((success) => {
      answer = success
    })
    const view = renderRouteWithLocation('/teachers?specialty=Hatha')
    await screen.findByRole('list', { name: 'Teachers' })
    expect(getCurrentPosition).not.toHaveBeenCalled()

    fireEvent.click(screen.getByRole('button', { name: 'Near me' }))
    const waiting = screen.getByRole('button', { name: 'Finding your location...' })
    expect(waiting).toHaveAttribute('aria-busy', 'true')
    expect(getCurrentPosition).toHaveBeenCalledTimes(1)

    answer!({ coords: { latitude: 38.723456, longitude: -9.139876 } } as GeolocationPosition)
    await waitFor(() => expect(view.search().toString()).toBe('specialty=Hatha&near=38.72%2C-9.14&radius=50'))
    expect(await screen.findByText('Within 50 km of your location')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Near me' })).not.toHaveAttribute('aria-busy')
    expect(lastTo(requests, 'rpc/teachers_near')?.params.get('specialties')).toBe('cs.{"Hatha"}')
  })

  it('says the browser did not share the position and changes nothing', async () => {
    recordNearRequests()
    stubGeolocation((_success, failure) =>
      failure({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
    )
    const view = renderRouteWithLocation('/studios?type=Online')
    await screen.findByRole('list', { name: 'Studios' })

    const button = screen.getByRole('button', { name: 'Near me' })
    fireEvent.click(button)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Your browser did not share your location.')
    expect(button).toHaveAccessibleDescription('Your browser did not share your location.')
    expect(view.search().toString()).toBe('type=Online')
  })

  it('keeps filters changed while the browser was answering', async () => {
    recordNearRequests()
    const answered = deferred()
    let answer: PositionCallback | undefined
    stubGeolocation((success) => {
      answer = success
      answered.release()
    })
    const view = renderRouteWithLocation('/teachers')
    await screen.findByRole('list', { name: 'Teachers' })

    fireEvent.click(screen.getByRole('button', { name: 'Near me' }))
    await answered.promise
    fireEvent.click(screen.getByRole('checkbox', { name: 'Yin Yoga' }))
    await waitFor(() => expect(view.search().get('specialty')).toBe('Yin Yoga'))

    answer!({ coords: { latitude: 38.72, longitude: -9.14 } } as GeolocationPosition)
    await waitFor(() => expect(view.search().get('near')).toBe('38.72,-9.14'))
    expect(view.search().get('specialty')).toBe('Yin Yoga')
    expect(
      within(screen.getByRole('group', { name: 'Specialties' })).getByRole('checkbox', { name: 'Yin Yoga' }),
    ).toBeChecked()
  })
})
