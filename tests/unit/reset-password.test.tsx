import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { RESET_REQUESTED } from '../../src/features/auth/password-rules.ts'
import { API, AUTH_STORAGE_KEY, clearSession, NO_COUNTS, REST, storeSession } from './admin-test-utils.ts'
import { expectConsole } from './console-guard.ts'
import { server } from './msw-server.ts'
import { renderHistory, renderRoute } from './render-route.tsx'

/**
 * 'Forgot your password?' on /login and the /reset-password page its mail leads to, with the real
 * supabase-js client; msw plays GoTrue's /recover and PUT /user.
 */

const RECOVER_URL = `${API}/auth/v1/recover`
const USER_URL = `${API}/auth/v1/user`
const VERSIONED = { 'X-Supabase-Api-Version': '2024-01-01' }

interface Recorded {
  url: string
  body: unknown
}

function serveRecover(answer: () => Response = () => HttpResponse.json({})): Recorded[] {
  const sent: Recorded[] = []
  server.use(
    http.post(RECOVER_URL, async ({ request }) => {
      sent.push({ url: request.url, body: await request.json() })
      return answer()
    }),
  )
  return sent
}

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } })
}

afterEach(() => {
  clearSession()
  window.history.replaceState(null, '', '/')
})

describe("/login 'Forgot your password?'", () => {
  async function openForgotForm() {
    renderRoute('/login')
    const toggle = await screen.findByRole('button', { name: 'Forgot your password?' }, { timeout: 5000 })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    fireEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const form = await screen.findByRole('form', { name: 'Reset password' })
    await waitFor(() => expect(within(form).getByLabelText(/^Email/)).toHaveFocus())
    return form
  }

  it('asks for a reset link leading to /reset-password and says the same neutral thing', async () => {
    const sent = serveRecover()
    const form = await openForgotForm()
    fireEvent.change(within(form).getByLabelText(/^Email/), { target: { value: ' admin@example.com ' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Send reset link' }))

    expect(await within(form).findByText(RESET_REQUESTED)).toBeInTheDocument()
    expect(within(form).getByRole('status')).toHaveTextContent(RESET_REQUESTED)
    expect(sent).toHaveLength(1)
    const url = new URL(sent[0]!.url)
    expect(url.searchParams.get('redirect_to')).toBe(`${window.location.origin}/reset-password`)
    expect(sent[0]!.body).toMatchObject({ email: 'admin@example.com' })
  })

  it('says the same when a link went to the address less than a minute ago', async () => {
    serveRecover(() =>
      HttpResponse.json(
        {
          code: 'over_email_send_rate_limit',
          message: 'For security purposes, you can only request this after 42 seconds.',
        },
        { status: 429, headers: VERSIONED },
      ),
    )
    const form = await openForgotForm()
    fireEvent.change(within(form).getByLabelText(/^Email/), { target: { value: 'admin@example.com' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Send reset link' }))
    expect(await within(form).findByText(RESET_REQUESTED)).toBeInTheDocument()
  })

  it('requires an email and sends nothing without one', async () => {
    const sent = serveRecover()
    const form = await openForgotForm()
    fireEvent.click(within(form).getByRole('button', { name: 'Send reset link' }))
    expect(await within(form).findByText('Email is required')).toBeInTheDocument()
    expect(sent).toEqual([])
  })

  it('says when the link could not be sent at all', async () => {
    expectConsole('warn', /Could not ask for a password reset link/)
    serveRecover(() =>
      HttpResponse.json(
        { code: 'over_request_rate_limit', message: 'Request rate limit reached' },
        { status: 429, headers: VERSIONED },
      ),
    )
    const form = await openForgotForm()
    fireEvent.change(within(form).getByLabelText(/^Email/), { target: { value: 'admin@example.com' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Send reset link' }))
    expect(await within(form).findByRole('alert')).toHaveTextContent(/could not be sent just now/)
    expect(within(form).queryByText(RESET_REQUESTED)).not.toBeInTheDocument()
  })
})

describe('/reset-password', () => {
  const heading = () => screen.findByRole('heading', { level: 1, name: 'Reset Password' }, { timeout: 5000 })

  it('says an expired or used link has expired, and offers a new one, even when signed in', async () => {
    storeSession({ admin: true })
    window.history.replaceState(
      null,
      '',
      '/reset-password#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=',
    )
    const sent = serveRecover()
    renderRoute('/reset-password')
    await heading()
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This password reset link has expired or has already been used.',
    )
    expect(screen.queryByRole('form', { name: 'Choose a new password' })).not.toBeInTheDocument()
    const form = screen.getByRole('form', { name: 'Send a new reset link' })
    fireEvent.change(within(form).getByLabelText(/^Email/), { target: { value: 'admin@example.com' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Send reset link' }))
    expect(await within(form).findByText(RESET_REQUESTED)).toBeInTheDocument()
    expect(sent).toHaveLength(1)
  })

  it('treats a visit without a link or a session the same', async () => {
    renderRoute('/reset-password')
    await heading()
    expect(screen.getByRole('alert')).toHaveTextContent('has expired or has already been used')
  })

  describe('signed in by the link', () => {
    function servePasswordUpdate(answer: () => Response): unknown[] {
      const bodies: unknown[] = []
      server.use(
        http.put(USER_URL, async ({ request }) => {
          bodies.push(await request.json())
          return answer()
        }),
      )
      return bodies
    }

    async function newPasswordForm() {
      storeSession({ admin: true })
      const view = renderHistory(['/reset-password'])
      await heading()
      return { form: await screen.findByRole('form', { name: 'Choose a new password' }), router: view.router }
    }

    it('asks for at least 10 characters, typed twice, and sends nothing before', async () => {
      const bodies = servePasswordUpdate(() => HttpResponse.json({}))
      const { form } = await newPasswordForm()
      fill(/^New password/, 'short-one')
      fill(/^Confirm new password/, 'short-one')
      fireEvent.click(within(form).getByRole('button', { name: 'Set new password' }))
      expect(await within(form).findByText('Use at least 10 characters.')).toBeInTheDocument()
      await waitFor(() => expect(screen.getByLabelText(/^New password/)).toHaveFocus())
      expect(screen.getByLabelText(/^New password/)).toHaveAttribute('aria-invalid', 'true')

      fill(/^New password/, 'long-enough-1')
      fill(/^Confirm new password/, 'long-enough-2')
      fireEvent.click(within(form).getByRole('button', { name: 'Set new password' }))
      expect(await within(form).findByText('The two passwords do not match.')).toBeInTheDocument()
      expect(bodies).toEqual([])
    })

    it('sets the password and goes on to the dashboard, signed in', async () => {
      const bodies = servePasswordUpdate(() => HttpResponse.json({ id: 'user', email: 'admin@example.com' }))
      server.use(
        http.post(`${REST}/rpc/is_admin`, () => HttpResponse.json(true)),
        http.post(`${REST}/rpc/admin_counts`, () => HttpResponse.json([NO_COUNTS])),
        http.get(`${REST}/:table`, () => HttpResponse.json([])),
      )
      const { form, router } = await newPasswordForm()
      fill(/^New password/, 'a-brand-new-password')
      fill(/^Confirm new password/, 'a-brand-new-password')
      fireEvent.click(within(form).getByRole('button', { name: 'Set new password' }))

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' }, { timeout: 5000 }),
      ).toBeInTheDocument()
      expect(router.state.location.pathname).toBe('/admin')
      expect(bodies).toEqual([
        { password: 'a-brand-new-password', code_challenge: null, code_challenge_method: null },
      ])
      expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Logout' })).toBeInTheDocument()
      expect(localStorage.getItem(AUTH_STORAGE_KEY)).not.toBeNull()
    })

    it('says so when the server refuses the password (unchanged)', async () => {
      servePasswordUpdate(() =>
        HttpResponse.json(
          { code: 'same_password', message: 'New password should be different from the old password.' },
          { status: 422, headers: VERSIONED },
        ),
      )
      const { form } = await newPasswordForm()
      fill(/^New password/, 'yoga-admin-2025')
      fill(/^Confirm new password/, 'yoga-admin-2025')
      fireEvent.click(within(form).getByRole('button', { name: 'Set new password' }))
      expect(await within(form).findByRole('alert')).toHaveTextContent('That is your current password.')
    })
  })
})
