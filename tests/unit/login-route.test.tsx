import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { useState } from 'react'
import { MemoryRouter, type DataRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { AppProviders } from '../../src/app/providers.tsx'
import type { SignUpOutcome } from '../../src/features/auth/api/sign-up.ts'
import { useSession } from '../../src/features/auth/use-session.ts'
import {
  API,
  AUTH_STORAGE_KEY,
  clearSession,
  REST,
  storeSession,
  TEST_ADMIN_USER,
} from './admin-test-utils.ts'
import { NO_COUNTS, NO_MESSAGE_TOTALS } from './admin-test-utils.ts'
import { server } from './msw-server.ts'
import { deferred } from './directory-test-utils.tsx'
import { renderHistory, renderRoute } from './render-route.tsx'
import { sendTwiceWhilePending } from './send-twice.ts'

/**
 * /login (docs/product.md §2 "Admin login", §5, §8) with the real supabase-js client: msw plays GoTrue
 * and PostgREST with the request and response shapes supabase-js 2.109 sends and expects.
 */

const TOKEN_URL = `${API}/auth/v1/token`
const SIGNUP_URL = `${API}/auth/v1/signup`
/** GoTrue echoes the API version it answered with; auth-js then reads `code` from the body. */
const VERSIONED = { 'X-Supabase-Api-Version': '2024-01-01' }

function base64Url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')
}

const signedInUser = {
  ...TEST_ADMIN_USER,
  email_confirmed_at: '2025-10-27T00:00:00Z',
  identities: [{ id: TEST_ADMIN_USER.id, provider: 'email', user_id: TEST_ADMIN_USER.id }],
  user_metadata: { is_admin: true },
}

/** A session as GoTrue returns it from /token and /signup (supabase-js needs every one of these). */
function sessionBody() {
  const expiresAt = Math.floor(Date.now() / 1000) + 3600
  return {
    access_token: [
      base64Url({ alg: 'HS256', typ: 'JWT' }),
      base64Url({ sub: signedInUser.id, role: 'authenticated', exp: expiresAt, email: signedInUser.email }),
      'signature',
    ].join('.'),
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: expiresAt,
    refresh_token: 'refresh-token-from-sign-in',
    user: signedInUser,
  }
}

interface Recorded {
  url: string
  body: unknown
}

/** Answers POST /auth/v1/token?grant_type=password with `answer` and records what was sent. */
function serveSignIn(answer: () => Response | Promise<Response>): Recorded[] {
  const sent: Recorded[] = []
  server.use(
    http.post(TOKEN_URL, async ({ request }) => {
      sent.push({ url: request.url, body: await request.json() })
      return answer()
    }),
  )
  return sent
}

/** What the admin area asks for once signed in: the admin check, its counts, and any list (empty). */
function serveAdminArea() {
  server.use(
    http.post(`${REST}/rpc/is_admin`, () => HttpResponse.json(true)),
    http.post(`${REST}/rpc/admin_counts`, () => HttpResponse.json([NO_COUNTS])),
    http.post(`${REST}/rpc/message_totals`, () => HttpResponse.json([NO_MESSAGE_TOTALS])),
    http.post(`${REST}/rpc/recent_owner_changes`, () => HttpResponse.json([])),
    http.get(`${REST}/:table`, () => HttpResponse.json([])),
  )
}

let router: DataRouter | undefined

/** The real routes and providers; keeps the router to look at its location. */
function renderApp(entry: string | { pathname: string; state: unknown }) {
  const view = renderHistory([entry])
  router = view.router
  return view
}

const dashboardHeading = () =>
  screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' }, { timeout: 5000 })

async function loginForm() {
  return screen.findByRole('form', { name: 'Admin login' }, { timeout: 5000 })
}

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } })
}

async function signInWith(email: string, password: string) {
  await loginForm()
  fill(/^Email/, email)
  fill(/^Password/, password)
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
}

async function notice() {
  const region = await screen.findByRole('region', { name: /^Notifications/ })
  return within(region).findByRole('listitem')
}

beforeEach(() => {
  router = undefined
})

afterEach(() => clearSession())

describe('/login', () => {
  it('is titled Admin Login and asks for an email and a password', async () => {
    renderRoute('/login')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admin Login' }, { timeout: 5000 }),
    ).toBeInTheDocument()
    await loginForm()
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email')
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password')
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled()
    await waitFor(() => expect(document.title).toBe('Admin Login | Yoga Directory'))
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  })

  it("says 'Loading...' while the session loads", async () => {
    // A stored session past its expiry must be refreshed before the page knows who is there;
    // the refresh is held until the test has seen the loading state.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    const sent: unknown[] = []
    server.use(
      http.post(TOKEN_URL, async ({ request }) => {
        sent.push({ grant: new URL(request.url).searchParams.get('grant_type'), body: await request.json() })
        await held
        return HttpResponse.json(sessionBody())
      }),
    )
    serveAdminArea()
    localStorage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify({
        ...sessionBody(),
        refresh_token: 'stale',
        expires_at: Math.floor(Date.now() / 1000) - 60,
      }),
    )
    renderApp('/login')

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admin Login' }, { timeout: 5000 }),
    ).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(/^Loading\.\.\.$/)
    await waitFor(() => expect(sent).toEqual([{ grant: 'refresh_token', body: { refresh_token: 'stale' } }]))
    expect(screen.queryByRole('form', { name: 'Admin login' })).not.toBeInTheDocument()

    // The refreshed session is a signed-in user, who goes on to the dashboard.
    release()
    expect(await dashboardHeading()).toBeInTheDocument()
    expect(router?.state.location.pathname).toBe('/admin')
  })

  it('requires both fields and sends nothing without them', async () => {
    const sent = serveSignIn(() => HttpResponse.json(sessionBody()))
    renderRoute('/login')
    await loginForm()
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))

    expect(await screen.findByText('Email is required')).toBeInTheDocument()
    expect(screen.getByText('Password is required')).toBeInTheDocument()
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true')
    await waitFor(() => expect(screen.getByLabelText(/^Email/)).toHaveFocus())

    // Spaces only is still no email; a password alone is not enough.
    fill(/^Email/, '   ')
    fill(/^Password/, 'secret-password')
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText('Email is required')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText('Password is required')).not.toBeInTheDocument())
    expect(sent).toEqual([])
  })

  it("shows 'Sign in Failed' with the backend's message for wrong credentials, and stays", async () => {
    const sent = serveSignIn(() =>
      HttpResponse.json(
        { code: 'invalid_credentials', message: 'Invalid login credentials' },
        { status: 400, headers: VERSIONED },
      ),
    )
    renderRoute('/login')
    await signInWith('  admin@example.com ', 'wrong-password')

    const toast = await notice()
    expect(within(toast).getByText('Sign in Failed')).toBeInTheDocument()
    expect(within(toast).getByText('Invalid login credentials')).toBeInTheDocument()
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The email or password is incorrect. Check them and try again.',
    )
    expect(sent).toEqual([
      {
        url: `${TOKEN_URL}?grant_type=password`,
        body: { email: 'admin@example.com', password: 'wrong-password', gotrue_meta_security: {} },
      },
    ])
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled()
    expect(screen.getByLabelText(/^Password/)).toHaveValue('wrong-password')
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull()
  })

  it('signs in once when the form is sent again while the first sign-in is pending', async () => {
    const held = deferred()
    const sent = serveSignIn(async () => {
      await held.promise
      return HttpResponse.json(
        { code: 'invalid_credentials', message: 'Invalid login credentials' },
        { status: 400, headers: VERSIONED },
      )
    })
    renderRoute('/login')
    const form = await loginForm()
    fill(/^Email/, 'admin@example.com')
    fill(/^Password/, 'wrong-password')
    await sendTwiceWhilePending(form, sent, held.release)
    expect(await screen.findByRole('alert')).toHaveTextContent('The email or password is incorrect.')
    expect(sent).toHaveLength(1)
  })

  it("shows 'Email Not Confirmed' for an unconfirmed account (legacy error shape)", async () => {
    serveSignIn(() =>
      HttpResponse.json(
        { code: 400, error_code: 'email_not_confirmed', msg: 'Email not confirmed' },
        { status: 400 },
      ),
    )
    renderRoute('/login')
    await signInWith('new@example.com', 'pw12345678')

    const toast = await notice()
    expect(within(toast).getByText('Email Not Confirmed')).toBeInTheDocument()
    expect(
      within(toast).getByText(
        'Please check your email inbox for a confirmation link to activate your account.',
      ),
    ).toBeInTheDocument()
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This account is not confirmed yet. Check your inbox for the link.',
    )
  })

  it("says 'Something went wrong' when the error has no message", async () => {
    serveSignIn(() =>
      HttpResponse.json({ code: 'unexpected_failure', message: '' }, { status: 400, headers: VERSIONED }),
    )
    renderRoute('/login')
    await signInWith('admin@example.com', 'pw12345678')

    const toast = await notice()
    expect(within(toast).getByText('Sign in Failed')).toBeInTheDocument()
    expect(within(toast).getByText('Something went wrong')).toBeInTheDocument()
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not sign in. Please try again.')
  })

  it('disables Sign in while signing in, then lands on the Admin Dashboard', async () => {
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    const sent = serveSignIn(async () => {
      await held
      return HttpResponse.json(sessionBody())
    })
    serveAdminArea()
    renderApp('/login')
    await signInWith('admin@example.com', 'yoga-admin-2025')

    const busy = await screen.findByRole('button', { name: 'Signing in...' })
    expect(busy).toBeDisabled()
    fireEvent.click(busy)
    release()

    expect(await dashboardHeading()).toBeInTheDocument()
    expect(router?.state.location.pathname).toBe('/admin')
    expect(sent).toHaveLength(1)
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Logout' })).toBeInTheDocument()
    expect(JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? '{}')).toMatchObject({
      refresh_token: 'refresh-token-from-sign-in',
    })
  })

  it('returns to the admin page the guard sent the visitor from', async () => {
    serveSignIn(() => HttpResponse.json(sessionBody()))
    serveAdminArea()
    renderApp('/admin/teacher/new?application=7')

    await loginForm()
    expect(router?.state.location.pathname).toBe('/login')
    expect(router?.state.location.state).toMatchObject({
      from: { pathname: '/admin/teacher/new', search: '?application=7' },
    })
    await signInWith('admin@example.com', 'yoga-admin-2025')

    await waitFor(() => expect(router?.state.location.pathname).toBe('/admin/teacher/new'), { timeout: 5000 })
    expect(router?.state.location.search).toBe('?application=7')
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 1, name: 'Admin Login' })).not.toBeInTheDocument(),
    )
  })

  it('sends an already signed-in user to /admin', async () => {
    storeSession({ admin: true })
    serveAdminArea()
    renderApp('/login')
    expect(await dashboardHeading()).toBeInTheDocument()
    expect(router?.state.location.pathname).toBe('/admin')
    expect(screen.queryByRole('form', { name: 'Admin login' })).not.toBeInTheDocument()
  })

  it('sends an already signed-in user back to the page they came from', async () => {
    storeSession({ admin: true })
    serveAdminArea()
    renderApp({ pathname: '/login', state: { from: { pathname: '/admin/studio/new', search: '' } } })
    await waitFor(() => expect(router?.state.location.pathname).toBe('/admin/studio/new'), { timeout: 5000 })
    // Ends once the page has settled: the admin check and the form's loading are answered.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Add Studio' }, { timeout: 5000 }),
    ).toBeVisible()
  })

  it('never sends a signed-in user back to /login itself', async () => {
    storeSession({ admin: true })
    serveAdminArea()
    renderApp({ pathname: '/login', state: { from: { pathname: '/login' } } })
    await waitFor(() => expect(router?.state.location.pathname).toBe('/admin'), { timeout: 5000 })
    // Ends once the dashboard has settled, not while its admin check is still on its way.
    expect(await dashboardHeading()).toBeInTheDocument()
  })
})

// --- Sign-up through the session context (docs/product.md §4, §7, §8) ----------------------------------

/** The smallest screen that signs up through useSession(), as any future sign-up form would. */
function SignUpProbe() {
  const { signUp } = useSession()
  const [outcome, setOutcome] = useState<SignUpOutcome | null | 'pending'>('pending')
  return (
    <>
      <button
        type="button"
        onClick={() => void signUp('new-admin@example.com', 'pw12345678').then(setOutcome)}
      >
        Sign up
      </button>
      <output aria-label="Outcome">{String(outcome)}</output>
    </>
  )
}

function renderSignUp() {
  render(
    <MemoryRouter>
      <AppProviders>
        <SignUpProbe />
      </AppProviders>
    </MemoryRouter>,
  )
  fireEvent.click(screen.getByRole('button', { name: 'Sign up' }))
}

function serveSignUp(answer: () => Response): unknown[] {
  const bodies: unknown[] = []
  server.use(
    http.post(SIGNUP_URL, async ({ request }) => {
      bodies.push(await request.json())
      return answer()
    }),
  )
  return bodies
}

/**
 * The notice area loads lazily: once its module is in and React has rendered what was waiting on
 * it, no notice region means no notice was shown.
 */
async function expectNoNotice() {
  await act(async () => {
    await import('../../src/components/toast/toast-view.tsx')
  })
  expect(screen.queryByRole('region', { name: /^Notifications/ })).not.toBeInTheDocument()
}

async function outcome(value: string) {
  await waitFor(() => expect(screen.getByRole('status', { name: 'Outcome' })).toHaveTextContent(value))
}

describe('sign-up notices', () => {
  it('signs up with is_admin: true in the user data and shows no failure', async () => {
    const bodies = serveSignUp(() => HttpResponse.json(sessionBody()))
    renderSignUp()
    await outcome('signed-in')
    expect(bodies).toEqual([
      {
        email: 'new-admin@example.com',
        password: 'pw12345678',
        data: { is_admin: true },
        gotrue_meta_security: {},
        code_challenge: null,
        code_challenge_method: null,
      },
    ])
    await expectNoNotice()
  })

  it('reports a confirmation e-mail when the backend returns a user without a session', async () => {
    serveSignUp(() =>
      HttpResponse.json({
        ...signedInUser,
        email: 'new-admin@example.com',
        confirmation_sent_at: '2025-10-27T00:00:00Z',
      }),
    )
    renderSignUp()
    await outcome('confirmation-sent')
    await expectNoNotice()
  })

  it("shows the neutral 'User already exists' for a user with no identities", async () => {
    serveSignUp(() =>
      HttpResponse.json({
        id: 'dd90a6a9-7ffe-4c5c-8780-86e1e8411a21',
        aud: 'authenticated',
        role: '',
        email: 'new-admin@example.com',
        phone: '',
        app_metadata: { provider: 'email', providers: ['email'] },
        user_metadata: { is_admin: true },
        identities: [],
        created_at: '2025-01-01T00:00:00Z',
        updated_at: '2025-01-01T00:00:01Z',
        is_anonymous: false,
        confirmation_sent_at: '2025-01-01T00:00:00Z',
      }),
    )
    renderSignUp()
    const toast = await notice()
    expect(within(toast).getByText('User already exists')).toBeInTheDocument()
    expect(
      within(toast).getByText(
        'This email is already registered. Please check your inbox for a confirmation link or try logging in.',
      ),
    ).toBeInTheDocument()
    // Neutral, not the destructive red.
    expect(toast.className).toContain('bg-gray-100')
    expect(toast.className).not.toContain('bg-red-700')
    await outcome('already-registered')
  })

  it("shows 'Sign up Failed' with the backend's message", async () => {
    serveSignUp(() =>
      HttpResponse.json(
        { code: 'signup_disabled', message: 'Signups not allowed for this instance' },
        { status: 422, headers: VERSIONED },
      ),
    )
    renderSignUp()
    const toast = await notice()
    expect(within(toast).getByText('Sign up Failed')).toBeInTheDocument()
    expect(within(toast).getByText('Signups not allowed for this instance')).toBeInTheDocument()
    expect(toast.className).toContain('bg-red-700')
    await outcome('null')
  })

  it("shows 'Sign up Failed' / 'Something went wrong' when the error has no message", async () => {
    serveSignUp(() =>
      HttpResponse.json({ code: 'unexpected_failure', message: '' }, { status: 422, headers: VERSIONED }),
    )
    renderSignUp()
    const toast = await notice()
    expect(within(toast).getByText('Sign up Failed')).toBeInTheDocument()
    expect(within(toast).getByText('Something went wrong')).toBeInTheDocument()
    await outcome('null')
  })
})
