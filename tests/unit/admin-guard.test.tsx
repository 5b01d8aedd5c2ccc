import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { DataRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  API,
  AUTH_STORAGE_KEY,
  clearSession,
  REST,
  storeSession,
  TEST_ADMIN_USER,
} from './admin-test-utils.ts'
import { expectConsole } from './console-guard.ts'
import { server } from './msw-server.ts'
import { renderHistory as renderRouterHistory, renderRoute } from './render-route.tsx'

/** The /admin guard (docs/product.md §2 "Guarded area", §4, §6) with the real supabase-js client. */

afterEach(() => clearSession())

let router: DataRouter | undefined

/** The real routes and providers with the given history; keeps the router for the checks. */
function renderHistory(entries: string[]) {
  const view = renderRouterHistory(entries)
  router = view.router
  return view
}

/** A response held until `release()`, to look at what the page shows while it waits. */
function hold() {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  return { release, released }
}

/** Makes the session storeSession() put in storage a minute past its expiry; returns it as it was. */
function expireStoredSession(): Record<string, unknown> {
  const session = JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? '{}') as Record<string, unknown>
  localStorage.setItem(
    AUTH_STORAGE_KEY,
    JSON.stringify({ ...session, expires_at: Math.floor(Date.now() / 1000) - 60 }),
  )
  return session
}

const dashboardHeading = () =>
  screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' }, { timeout: 5000 })
const loginHeading = () => screen.findByRole('heading', { level: 1, name: 'Admin Login' }, { timeout: 5000 })

beforeEach(() => {
  router = undefined
  // The dashboard (being built) lists teachers, studios and submissions; any list is empty here.
  server.use(http.get(`${REST}/:table`, () => HttpResponse.json([])))
})

describe('the /admin guard', () => {
  it('shows the dashboard to an admin whose session is restored from storage', async () => {
    storeSession({ admin: true })
    renderRoute('/admin')
    expect(await dashboardHeading()).toBeInTheDocument()
  })

  it('sends a visitor without a session to /login', async () => {
    renderRoute('/admin')
    expect(await loginHeading()).toBeInTheDocument()
    expect(screen.getByLabelText(/Email/)).toBeInTheDocument()
  })

  it('tells a signed-in non-admin they are not authorised', async () => {
    storeSession({ admin: false })
    renderRoute('/admin')
    expect(await screen.findByRole('heading', { level: 1, name: 'Not authorised' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Admin Dashboard' })).not.toBeInTheDocument()
  })

  it("says 'Loading....' while the session loads", async () => {
    // A stored session past its expiry is refreshed before anyone knows who is signed in.
    const refresh = hold()
    storeSession({ admin: true })
    const session = expireStoredSession()
    let refreshes = 0
    server.use(
      http.post(`${API}/auth/v1/token`, async () => {
        refreshes += 1
        await refresh.released
        return HttpResponse.json({
          ...session,
          refresh_token: 'rotated-refresh-token',
          expires_at: Math.floor(Date.now() / 1000) + 3600,
          expires_in: 3600,
        })
      }),
    )
    renderRoute('/admin')

    expect(await screen.findByRole('status', {}, { timeout: 5000 })).toHaveTextContent(/^Loading\.\.\.\.$/)
    await waitFor(() => expect(refreshes).toBe(1))
    expect(screen.queryByRole('heading', { name: 'Admin Login' })).not.toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Admin Dashboard' })).not.toBeInTheDocument()

    refresh.release()
    expect(await dashboardHeading()).toBeInTheDocument()
    expect(screen.queryByText('Loading....')).not.toBeInTheDocument()
  })

  it("says 'Loading....' while it asks whether the user is an admin", async () => {
    storeSession({ admin: true })
    const check = hold()
    let checks = 0
    server.use(
      http.post(`${REST}/rpc/is_admin`, async () => {
        checks += 1
        await check.released
        return HttpResponse.json(true)
      }),
    )
    renderRoute('/admin')

    await waitFor(() => expect(checks).toBe(1), { timeout: 5000 })
    expect(screen.getByRole('status')).toHaveTextContent(/^Loading\.\.\.\.$/)
    expect(screen.queryByRole('heading', { name: 'Admin Dashboard' })).not.toBeInTheDocument()

    check.release()
    expect(await dashboardHeading()).toBeInTheDocument()
  })

  it('replaces the /admin entry with /login (Back skips it) and remembers the origin', async () => {
    renderHistory(['/about', '/admin/studio/edit/lotus-flow?tab=seo'])
    expect(await loginHeading()).toBeInTheDocument()
    expect(router?.state.location.pathname).toBe('/login')
    expect(router?.state.location.state).toMatchObject({
      from: { pathname: '/admin/studio/edit/lotus-flow', search: '?tab=seo' },
    })

    // Back leaves /login for the page before /admin: the guarded entry is gone from history.
    act(() => void router?.navigate(-1))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'How It Works' }, { timeout: 5000 }),
    ).toBeInTheDocument()
    expect(router?.state.location.pathname).toBe('/about')
  })

  it('offers a non-admin a Logout that ends the session and goes home', async () => {
    storeSession({ admin: false })
    const logouts: string[] = []
    server.use(
      http.post(`${API}/auth/v1/logout`, ({ request }) => {
        logouts.push(new URL(request.url).search)
        return new HttpResponse(null, { status: 204 })
      }),
    )
    renderHistory(['/admin'])
    const page = await screen.findByRole('heading', { level: 1, name: 'Not authorised' }, { timeout: 5000 })
    expect(page.parentElement).toHaveTextContent(`You are signed in as ${TEST_ADMIN_USER.email}`)

    fireEvent.click(within(page.parentElement!).getByRole('button', { name: 'Logout' }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Find Your Perfect Yoga Connection' }),
    ).toBeInTheDocument()
    expect(router?.state.location.pathname).toBe('/')
    const region = await screen.findByRole('region', { name: /^Notifications/ })
    const notice = await within(region).findByRole('listitem')
    expect(notice).toHaveTextContent('Logged Out')
    expect(notice).toHaveTextContent('You have been successfully logged out.')
    expect(logouts).toEqual(['?scope=global'])
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull()
    await screen.findByText('Our first teachers are joining soon.')
  })

  it("says 'Could not check your access' when the admin check fails, and Try again asks again", async () => {
    expectConsole('warn', /^Could not check admin rights: .*database unavailable/)
    storeSession({ admin: true })
    let checks = 0
    server.use(
      http.post(`${REST}/rpc/is_admin`, () => {
        checks += 1
        if (checks === 1) {
          return HttpResponse.json(
            { code: 'XX000', message: 'database unavailable', details: null, hint: null },
            { status: 500 },
          )
        }
        return HttpResponse.json(true)
      }),
    )
    renderRoute('/admin')

    const alert = await screen.findByRole('alert', {}, { timeout: 5000 })
    expect(within(alert).getByRole('heading', { name: 'Could not check your access' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Admin Dashboard' })).not.toBeInTheDocument()
    expect(checks).toBe(1)

    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await dashboardHeading()).toBeInTheDocument()
    expect(checks).toBe(2)
  })

  it('sends to /login when another tab signs out', async () => {
    storeSession({ admin: true })
    renderHistory(['/admin'])
    expect(await dashboardHeading()).toBeInTheDocument()

    // What supabase-js in another tab does on sign-out: clear the shared storage and tell the
    // other tabs on the BroadcastChannel named after the storage key.
    const otherTab = new BroadcastChannel(AUTH_STORAGE_KEY)
    try {
      localStorage.removeItem(AUTH_STORAGE_KEY)
      otherTab.postMessage({ event: 'SIGNED_OUT', session: null })
      expect(await loginHeading()).toBeInTheDocument()
    } finally {
      otherTab.close()
    }
    expect(router?.state.location.pathname).toBe('/login')
    expect(router?.state.location.state).toMatchObject({ from: { pathname: '/admin' } })
    expect(screen.queryByRole('heading', { name: 'Admin Dashboard' })).not.toBeInTheDocument()
  })

  it("goes home, not to /login, after this tab's own Logout on an admin page", async () => {
    storeSession({ admin: true })
    server.use(http.post(`${API}/auth/v1/logout`, () => new HttpResponse(null, { status: 204 })))
    renderHistory(['/admin'])
    expect(await dashboardHeading()).toBeInTheDocument()

    fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Logout' }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Find Your Perfect Yoga Connection' }),
    ).toBeInTheDocument()
    expect(router?.state.location.pathname).toBe('/')
    expect(screen.queryByRole('heading', { name: 'Admin Login' })).not.toBeInTheDocument()
    const region = await screen.findByRole('region', { name: /^Notifications/ })
    expect(await within(region).findByRole('listitem')).toHaveTextContent('Logged Out')
    await screen.findByText('Our first teachers are joining soon.')
  })

  it('sends a visitor who goes Back to /admin after logging out to /login, not a blank page', async () => {
    storeSession({ admin: true })
    server.use(http.post(`${API}/auth/v1/logout`, () => new HttpResponse(null, { status: 204 })))
    renderHistory(['/admin'])
    expect(await dashboardHeading()).toBeInTheDocument()
    fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Logout' }))
    await screen.findByText('Our first teachers are joining soon.', {}, { timeout: 5000 })

    act(() => void router?.navigate(-1))
    expect(await loginHeading()).toBeInTheDocument()
    expect(router?.state.location.state).toMatchObject({ from: { pathname: '/admin' } })
  }, 15_000)
})
