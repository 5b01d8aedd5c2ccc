import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, expect, it } from 'vitest'
import {
  API,
  AUTH_STORAGE_KEY,
  clearSession,
  NO_COUNTS,
  NO_MESSAGE_TOTALS,
  REST,
  TEST_ADMIN_USER,
} from './admin-test-utils.ts'
import { server } from './msw-server.ts'
import { renderRoute } from './render-route.tsx'

/**
 * The reset link's arrival, on its own: supabase-js reads the session from the page's fragment
 * when it starts, which it does once per page (once per test file here).
 */

function base64Url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')
}

afterEach(() => {
  clearSession()
  window.history.replaceState(null, '', '/')
})

it('picks up the recovery session from the link, sets the password and signs in', async () => {
  const expiresAt = Math.floor(Date.now() / 1000) + 3600
  const accessToken = [
    base64Url({ alg: 'HS256', typ: 'JWT' }),
    base64Url({
      sub: TEST_ADMIN_USER.id,
      role: 'authenticated',
      exp: expiresAt,
      email: TEST_ADMIN_USER.email,
    }),
    'signature',
  ].join('.')
  const fragment = new URLSearchParams({
    access_token: accessToken,
    expires_at: String(expiresAt),
    expires_in: '3600',
    refresh_token: 'refresh-token-from-link',
    sb: '',
    token_type: 'bearer',
    type: 'recovery',
  })
  window.history.replaceState(null, '', `/reset-password#${fragment}`)
  const asked: string[] = []
  server.use(
    http.get(`${API}/auth/v1/user`, ({ request }) => {
      asked.push(request.headers.get('authorization') ?? '')
      return HttpResponse.json(TEST_ADMIN_USER)
    }),
  )

  renderRoute('/reset-password')

  expect(await screen.findByRole('form', { name: 'Choose a new password' }, { timeout: 5000 })).toBeVisible()
  expect(asked).toEqual([`Bearer ${accessToken}`])
  expect(JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? '{}')).toMatchObject({
    refresh_token: 'refresh-token-from-link',
  })
  // The tokens leave the address bar.
  await waitFor(() => expect(window.location.hash).toBe(''))

  server.use(
    http.put(`${API}/auth/v1/user`, () => HttpResponse.json(TEST_ADMIN_USER)),
    http.post(`${REST}/rpc/is_admin`, () => HttpResponse.json(true)),
    http.post(`${REST}/rpc/admin_counts`, () => HttpResponse.json([NO_COUNTS])),
    http.post(`${REST}/rpc/message_totals`, () => HttpResponse.json([NO_MESSAGE_TOTALS])),
    http.post(`${REST}/rpc/recent_owner_changes`, () => HttpResponse.json([])),
    http.get(`${REST}/:table`, () => HttpResponse.json([])),
  )
  fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'a-brand-new-password' } })
  fireEvent.change(screen.getByLabelText(/^Confirm new password/), {
    target: { value: 'a-brand-new-password' },
  })
  fireEvent.click(screen.getByRole('button', { name: 'Set new password' }))
  // Signed in as far as every part of the page knows: the header offers Logout.
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' }, { timeout: 5000 }),
  ).toBeInTheDocument()
  expect(
    await within(screen.getByRole('banner')).findByRole('button', { name: 'Logout' }),
  ).toBeInTheDocument()
})
