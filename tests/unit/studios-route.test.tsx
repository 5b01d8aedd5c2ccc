import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  readStudioListCache,
  STUDIO_CACHE_KEY,
  STUDIO_CACHE_MAX_AGE_MS,
  writeStudioListCache,
} from '../../src/features/studios/studio-list-cache.ts'
import { renderRoute } from './render-route.tsx'
import {
  deferred,
  listResponse,
  lotusFlow,
  postgrestError,
  renderRouteWithLocation,
  studiosUrl,
  sunriseShala,
} from './directory-test-utils.tsx'
import { server } from './msw-server.ts'

function recordStudioRequests(answer: (params: URLSearchParams) => Response | Promise<Response>) {
  const requests: { params: URLSearchParams; headers: Headers }[] = []
  server.use(
    http.get(studiosUrl, ({ request }) => {
      const params = new URL(request.url).searchParams
      requests.push({ params, headers: request.headers })
      return answer(params)
    }),
  )
  return requests
}

beforeEach(() => window.localStorage.clear())
afterEach(() => window.localStorage.clear())

describe('/studios', () => {
  it('shows a loading message, then the studio cards', async () => {
    const gate = deferred()
    const requests = recordStudioRequests(async () => {
      await gate.promise
      return listResponse([lotusFlow, sunriseShala])
    })
    renderRoute('/studios')

    // The page waits for its first results; until then the layout shows what is loading.
    expect(await screen.findByRole('status')).toHaveTextContent('Loading studios...')
    expect(screen.queryByRole('list', { name: 'Studios' })).not.toBeInTheDocument()
    gate.release()

    expect(await screen.findByRole('heading', { level: 1, name: 'Find a Yoga Studio' })).toBeInTheDocument()
    const list = await screen.findByRole('list', { name: 'Studios' })
    const [lotus, sunrise] = [...list.children] as HTMLElement[]
    expect(lotus).toHaveTextContent('Lotus Flow Studio')
    expect(lotus).toHaveTextContent('Cebu City, Philippines')
    expect(lotus).toHaveTextContent('Breathe, move and rest in the heart of Cebu')
    // Three practice tags, then '+2 more'.
    const tags = within(within(lotus!).getByRole('list', { name: 'Practices' })).getAllByRole('listitem')
    expect(tags.map((tag) => tag.textContent)).toEqual(['Vinyasa', 'Hatha', 'Yin Yoga', '+2 more'])
    expect(within(lotus!).getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      '/studio/lotus-flow-studio',
    )
    expect(within(lotus!).getByRole('img', { name: 'Lotus Flow Studio logo' })).toHaveAttribute(
      'src',
      'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/lotus.jpg',
    )
    // No logo: the stock image. Two practices: no '+N more'.
    expect(within(sunrise!).getByRole('img', { name: 'Sunrise Yoga Shala logo' })).toHaveAttribute(
      'src',
      '/images/default-studio.svg',
    )
    expect(within(sunrise!).queryByText(/more$/)).not.toBeInTheDocument()
    expect(screen.getByText('Showing 2 of 2 studios')).toBeInTheDocument()

    const { params, headers } = requests.at(-1)!
    expect(params.get('select')).toBe('id,slug,name,city,country,tagline,yogastyles,logo')
    expect(params.get('order')).toBe('name.asc,id.asc')
    expect(params.get('limit')).toBe('24')
    expect(headers.get('Prefer')).toContain('count=estimated')

    expect(screen.getByRole('link', { name: 'Feature Your Studio' })).toHaveAttribute(
      'href',
      '/studios/apply',
    )
  })

  it('sends the filters from the URL and offers All Countries and All Types', async () => {
    const requests = recordStudioRequests(() => listResponse([lotusFlow]))
    renderRoute(
      '/studios?country=Philippines&city=cebu&type=Hybrid&practice=Vinyasa&practice=Yin%20Yoga&amenity=Showers',
    )

    await screen.findByRole('list', { name: 'Studios' })
    const params = requests.at(-1)!.params
    expect(params.get('country')).toBe('eq.Philippines')
    expect(params.get('city')).toBe('ilike.*cebu*')
    expect(params.get('studiotype')).toBe('eq.Hybrid')
    expect(params.get('yogastyles')).toBe('cs.{"Vinyasa","Yin Yoga"}')
    expect(params.get('amenities')).toBe('cs.{"Showers"}')

    const country = screen.getByLabelText('Country')
    expect(country).toHaveValue('Philippines')
    expect(within(country).getByRole('option', { name: 'All Countries' })).toHaveValue('')
    const type = screen.getByLabelText('Studio type')
    expect(type).toHaveValue('Hybrid')
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Types', 'In-person', 'Online', 'Hybrid'])
    expect(screen.getByLabelText('City')).toHaveValue('cebu')
    expect(within(screen.getByRole('group', { name: 'Practices' })).getAllByRole('checkbox')).toHaveLength(9)
    expect(within(screen.getByRole('group', { name: 'Amenities' })).getAllByRole('checkbox')).toHaveLength(9)
    expect(screen.getByRole('checkbox', { name: 'Showers' })).toBeChecked()
  })

  it('finds studios teaching in any of the chosen languages, kept in the URL', async () => {
    const requests = recordStudioRequests(() => listResponse([lotusFlow]))
    // A code outside the common list (Basque) is offered too, so it can be unticked.
    const view = renderRouteWithLocation('/studios?lang=EU&lang=ja')
    await screen.findByRole('list', { name: 'Studios' })
    expect(requests.at(-1)!.params.get('languages')).toBe('ov.{"eu","ja"}')

    const languages = screen.getByRole('group', { name: 'Teaches in' })
    expect(languages).toHaveAccessibleDescription('Any of the languages chosen')
    expect(within(languages).getByRole('checkbox', { name: 'Basque' })).toBeChecked()
    expect(within(languages).getByRole('checkbox', { name: 'Japanese' })).toBeChecked()
    fireEvent.click(within(languages).getByRole('checkbox', { name: 'Basque' }))
    await waitFor(() => expect(view.search().getAll('lang')).toEqual(['ja']))
    expect(requests.at(-1)!.params.get('languages')).toBe('ov.{"ja"}')
  })

  it('lists ten languages and the ones chosen; the others come with More languages', async () => {
    const requests = recordStudioRequests(() => listResponse([lotusFlow]))
    const view = renderRouteWithLocation('/studios?lang=tl')
    await screen.findByRole('list', { name: 'Studios' })
    const languages = screen.getByRole('group', { name: 'Teaches in' })
    const listedNames = () =>
      within(languages)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value'))
    // The ten always listed, and Tagalog because it is chosen.
    expect(listedNames()).toHaveLength(11)
    expect(within(languages).getByRole('checkbox', { name: 'Tagalog' })).toBeChecked()
    expect(within(languages).queryByRole('checkbox', { name: 'Catalan' })).not.toBeInTheDocument()
    const before = listedNames()

    const more = within(languages).getByRole('button', { name: 'More languages (19)' })
    expect(more).toHaveAttribute('aria-expanded', 'false')
    fireEvent.click(more)
    const fewer = within(languages).getByRole('button', { name: 'Fewer languages' })
    expect(fewer).toHaveAttribute('aria-expanded', 'true')
    expect(listedNames()).toHaveLength(30)
    // Focus moves to the first language that was hidden, where reading goes on.
    const focused = document.activeElement as HTMLInputElement
    expect(within(languages).getAllByRole('checkbox')).toContain(focused)
    expect(before).not.toContain(focused.value)

    fireEvent.click(within(languages).getByRole('checkbox', { name: 'Catalan' }))
    await waitFor(() => expect(view.search().getAll('lang')).toEqual(['ca', 'tl']))
    expect(requests.at(-1)!.params.get('languages')).toBe('ov.{"ca","tl"}')

    // Fewer: the chosen stay listed.
    fireEvent.click(fewer)
    expect(within(languages).getByRole('checkbox', { name: 'Catalan' })).toBeChecked()
    expect(listedNames()).toHaveLength(12)
    expect(within(languages).getByRole('button', { name: 'More languages (18)' })).toBeInTheDocument()

    // Unticked, Catalan stays where it is (with the focus on it) until the list is folded again.
    const catalan = within(languages).getByRole('checkbox', { name: 'Catalan' })
    catalan.focus()
    fireEvent.click(catalan)
    await waitFor(() => expect(view.search().getAll('lang')).toEqual(['tl']))
    expect(catalan).toBeInTheDocument()
    expect(catalan).not.toBeChecked()
    expect(catalan).toHaveFocus()
    fireEvent.click(within(languages).getByRole('button', { name: 'More languages (18)' }))
    fireEvent.click(within(languages).getByRole('button', { name: 'Fewer languages' }))
    expect(within(languages).queryByRole('checkbox', { name: 'Catalan' })).not.toBeInTheDocument()
    expect(listedNames()).toHaveLength(11)
  })

  it('puts changed filters in the URL; the city waits for typing to pause', async () => {
    const requests = recordStudioRequests(() => listResponse([lotusFlow]))
    const view = renderRouteWithLocation('/studios')
    await screen.findByRole('list', { name: 'Studios' })

    // The controls answer at once; the address changes once the results are in.
    fireEvent.change(screen.getByLabelText('Studio type'), { target: { value: 'Online' } })
    expect(screen.getByLabelText('Studio type')).toHaveValue('Online')
    await waitFor(() => expect(view.search().get('type')).toBe('Online'))
    fireEvent.click(screen.getByRole('checkbox', { name: 'Parking' }))
    expect(screen.getByRole('checkbox', { name: 'Parking' })).toBeChecked()
    await waitFor(() => expect(view.search().getAll('amenity')).toEqual(['Parking']))
    expect(view.search().get('type')).toBe('Online')
    expect(requests.at(-1)!.params.get('amenities')).toBe('cs.{"Parking"}')
    expect(requests.at(-1)!.params.get('studiotype')).toBe('eq.Online')

    const before = requests.length
    const city = screen.getByLabelText('City')
    fireEvent.change(city, { target: { value: 'C' } })
    fireEvent.change(city, { target: { value: 'Ce' } })
    fireEvent.change(city, { target: { value: 'Cebu' } })
    expect(view.search().get('city')).toBeNull()
    await waitFor(() => expect(view.search().get('city')).toBe('Cebu'))
    await waitFor(() => expect(requests.at(-1)!.params.get('city')).toBe('ilike.*Cebu*'))
    expect(requests.slice(before).map((r) => r.params.get('city'))).toEqual(['ilike.*Cebu*'])
  })

  it('shows the empty state with a hint', async () => {
    recordStudioRequests(() => listResponse([], 0))
    renderRoute('/studios?type=Online')
    expect(await screen.findByRole('heading', { name: 'No Studios Found' })).toBeInTheDocument()
    expect(screen.getByText(/adjusting your filters/)).toBeInTheDocument()
  })

  it('shows an error with a retry when the request fails', async () => {
    let fail = true
    recordStudioRequests(() =>
      fail ? postgrestError(500, 'XX000', 'internal server error') : listResponse([lotusFlow]),
    )
    renderRoute('/studios')

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Could not load studios: internal server error')
    fail = false
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('list', { name: 'Studios' })).toHaveTextContent('Lotus Flow Studio')
  })

  it('opens the filters in a drawer with an overlay that closes it', async () => {
    recordStudioRequests(() => listResponse([lotusFlow]))
    renderRoute('/studios')
    await screen.findByRole('list', { name: 'Studios' })

    const button = screen.getByRole('button', { name: 'Filters' })
    fireEvent.click(button)
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeInTheDocument()
    fireEvent.click(screen.getByTestId('filter-overlay'))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(button).toHaveFocus()

    fireEvent.click(button)
    fireEvent.click(screen.getByRole('button', { name: 'Close filters' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  describe('the studio list cache', () => {
    // Any failed read counts; not a network error or a 503, which the client retries for seconds.
    const unreachable = () => postgrestError(500, 'XX000', 'could not connect to the database')

    it('stores each fresh unfiltered list', async () => {
      writeStudioListCache({ items: [sunriseShala], total: 1 }, Date.now() - 60_000)
      recordStudioRequests(() => listResponse([lotusFlow, sunriseShala]))
      renderRoute('/studios')

      // The fresh list, not the stored one, when the backend answers.
      expect(await screen.findByText('Showing 2 of 2 studios')).toBeInTheDocument()
      expect(screen.getByRole('list', { name: 'Studios' })).toHaveTextContent('Lotus Flow Studio')

      const stored = JSON.parse(window.localStorage.getItem(STUDIO_CACHE_KEY)!) as {
        version: number
        savedAt: number
        studios: { slug: string }[]
      }
      expect(stored.version).toBe(1)
      expect(Date.now() - stored.savedAt).toBeLessThan(10_000)
      expect(stored.studios.map((s) => s.slug)).toEqual(['lotus-flow-studio', 'sunrise-yoga-shala'])
    })

    it('shows the stored list when the backend cannot be reached', async () => {
      writeStudioListCache({ items: [sunriseShala], total: 1 }, Date.now() - 60_000)
      recordStudioRequests(unreachable)
      renderRoute('/studios')

      const cached = await screen.findByRole('list', { name: 'Studios' })
      expect(cached).toHaveTextContent('Sunrise Yoga Shala')
      expect(screen.getByText('Showing 1 of 1 studio')).toBeInTheDocument()
      expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    })

    it.each([
      ['corrupt JSON', '{"version":1,"savedAt":'],
      [
        'the wrong shape',
        JSON.stringify({ version: 1, savedAt: Date.now(), total: 1, studios: [{ name: 42 }] }),
      ],
      ['another version', JSON.stringify({ version: 99, savedAt: Date.now(), total: 0, studios: [] })],
      ['a plain string', '"studios"'],
      ['null', 'null'],
      ['an array', '[]'],
      ['a missing timestamp', JSON.stringify({ version: 1, total: 1, studios: [] })],
    ])('ignores %s silently', async (_what, value) => {
      window.localStorage.setItem(STUDIO_CACHE_KEY, value)
      recordStudioRequests(unreachable)
      renderRoute('/studios')

      // The page says the studios could not be loaded, as without a stored list.
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Could not load studios: could not connect to the database',
      )
      expect(screen.queryByRole('list', { name: 'Studios' })).not.toBeInTheDocument()
    })

    it('ignores a stale value', () => {
      const now = Date.now()
      writeStudioListCache({ items: [sunriseShala], total: 1 }, now - STUDIO_CACHE_MAX_AGE_MS - 1)
      expect(readStudioListCache(now)).toBeNull()
      writeStudioListCache({ items: [sunriseShala], total: 1 }, now - 1000)
      expect(readStudioListCache(now)?.items.map((s) => s.slug)).toEqual(['sunrise-yoga-shala'])
    })

    it('is neither used nor written for a filtered list', async () => {
      writeStudioListCache({ items: [sunriseShala], total: 1 }, Date.now())
      const before = window.localStorage.getItem(STUDIO_CACHE_KEY)
      let fail = false
      recordStudioRequests(() => (fail ? unreachable() : listResponse([lotusFlow])))
      renderRoute('/studios?type=Hybrid')

      expect(await screen.findByRole('list', { name: 'Studios' })).toHaveTextContent('Lotus Flow Studio')
      expect(window.localStorage.getItem(STUDIO_CACHE_KEY)).toBe(before)

      // Unreachable: the stored unfiltered list would be the wrong answer to this query.
      fail = true
      cleanup()
      renderRoute('/studios?type=Hybrid')
      expect(await screen.findByRole('alert')).toHaveTextContent('Could not load studios')
      expect(screen.queryByText('Sunrise Yoga Shala')).not.toBeInTheDocument()
    })
  })
})
