import { act, fireEvent, screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { authStorageKey } from '../../src/lib/auth-storage.ts'
import { server } from './msw-server.ts'
import { renderRoute } from './render-route.tsx'

type Listener = (event: string, session: unknown) => void

// A stand-in for the auth client: the provider's logic is under test here, not supabase-js.
const auth = vi.hoisted(() => ({
  session: null as unknown,
  listeners: new Set<(event: string, session: unknown) => void>(),
  signOutError: null as { message: string } | null,
}))

vi.mock('../../src/lib/supabase.ts', () => ({
  supabase: {
    auth: {
      getSession: async () => ({ data: { session: auth.session }, error: null }),
      onAuthStateChange: (callback: Listener) => {
        auth.listeners.add(callback)
        return { data: { subscription: { unsubscribe: () => auth.listeners.delete(callback) } } }
      },
      signOut: async () => {
        if (auth.signOutError) return { error: auth.signOutError }
        auth.session = null
        for (const listener of auth.listeners) listener('SIGNED_OUT', null)
        return { error: null }
      },
    },
  },
}))

const session = {
  access_token: 'access-token',
  refresh_token: 'refresh-token',
  expires_at: 4102444800,
  user: { id: 'a0000000-0000-4000-8000-000000000001', email: 'admin@example.com' },
}

/** What supabase-js leaves in storage after a sign-in, in this tab or another. */
function storeSession() {
  localStorage.setItem(authStorageKey, JSON.stringify(session))
}

beforeEach(() => {
  auth.session = session
  // The provider loads the auth client only when a session is stored.
  storeSession()
  auth.signOutError = null
  // Logging out goes home, which loads its featured teachers.
  server.use(http.get('http://127.0.0.1:54321/rest/v1/teachers', () => HttpResponse.json([])))
})

afterEach(() => {
  auth.listeners.clear()
  localStorage.removeItem(authStorageKey)
})

async function renderSignedIn() {
  renderRoute('/about')
  const banner = screen.getByRole('banner')
  const logout = await within(banner).findByRole('button', { name: 'Logout' })
  return { banner, logout }
}

function notifications() {
  return screen.findByRole('region', { name: /^Notifications/ })
}

describe('session in the header', () => {
  it('shows Admin Dashboard and Logout with a session, and no Admin Login', async () => {
    const { banner } = await renderSignedIn()
    expect(within(banner).getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin')

    fireEvent.click(within(banner).getByRole('button', { name: 'Menu' }))
    const mobile = within(banner).getByRole('navigation', { name: 'Mobile' })
    expect(within(mobile).getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin')
    expect(within(mobile).getByRole('button', { name: 'Logout' })).toBeInTheDocument()
    expect(within(mobile).queryByRole('link', { name: 'Admin Login' })).not.toBeInTheDocument()
  })

  it('follows sign-in and sign-out from elsewhere (another tab)', async () => {
    localStorage.removeItem(authStorageKey)
    auth.session = null
    renderRoute('/about')
    const banner = screen.getByRole('banner')
    // Signed out without a stored session, and without loading the auth client to find out. The
    // menu that offers Admin Login is closed.
    expect(await within(banner).findByRole('link', { name: 'Admin Login', hidden: true })).toBeInTheDocument()
    expect(within(banner).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument()
    expect(auth.listeners.size).toBe(0)

    // Another tab signs in: supabase-js there stores the session, which this tab hears of.
    auth.session = session
    act(() => {
      storeSession()
      window.dispatchEvent(
        new StorageEvent('storage', { key: authStorageKey, newValue: JSON.stringify(session) }),
      )
    })
    expect(await within(banner).findByRole('button', { name: 'Logout' })).toBeInTheDocument()
    expect(auth.listeners.size).toBe(1)

    act(() => auth.listeners.forEach((listener) => listener('SIGNED_OUT', null)))
    expect(within(banner).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument()
  })

  it('logs out: goes home with the notice Logged Out', async () => {
    const { banner, logout } = await renderSignedIn()
    fireEvent.click(logout)

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Find Your Perfect Yoga Connection' }),
    ).toBeInTheDocument()
    const notice = await within(await notifications()).findByRole('listitem')
    expect(notice).toHaveTextContent('Logged Out')
    expect(notice).toHaveTextContent('You have been successfully logged out.')
    expect(within(banner).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument()
    expect(within(banner).queryByRole('link', { name: 'Admin Dashboard' })).not.toBeInTheDocument()
    await screen.findByText('Our first teachers are joining soon.')
  })

  it('shows Sign out Failed with the error message and stays signed in', async () => {
    auth.signOutError = { message: 'Network request failed' }
    const { banner, logout } = await renderSignedIn()
    fireEvent.click(logout)

    const notice = await within(await notifications()).findByRole('listitem')
    expect(notice).toHaveTextContent('Sign out Failed')
    expect(notice).toHaveTextContent('Network request failed')
    expect(screen.getByRole('heading', { level: 1, name: 'How It Works' })).toBeInTheDocument()
    expect(within(banner).getByRole('button', { name: 'Logout' })).toBeInTheDocument()
  })

  it("says 'Something went wrong' when the error has no message", async () => {
    auth.signOutError = { message: '' }
    const { logout } = await renderSignedIn()
    fireEvent.click(logout)

    const notice = await within(await notifications()).findByRole('listitem')
    expect(notice).toHaveTextContent('Sign out Failed')
    expect(notice).toHaveTextContent('Something went wrong')
  })
})
