import { http, HttpResponse } from 'msw'
import { server } from './msw-server.ts'

/** The backend address the app uses in unit tests (the local backend's default). */
export const API = 'http://127.0.0.1:54321'
export const REST = `${API}/rest/v1`

/** Where supabase-js keeps the session for a project at 127.0.0.1 (`sb-<first host label>-auth-token`). */
export const AUTH_STORAGE_KEY = 'sb-127-auth-token'

function base64Url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')
}

export const TEST_ADMIN_USER = {
  id: 'a0000000-0000-4000-8000-000000000001',
  aud: 'authenticated',
  role: 'authenticated',
  email: 'admin@example.com',
  app_metadata: { provider: 'email', providers: ['email'] },
  user_metadata: {},
  identities: [],
  created_at: '2025-10-27T00:00:00Z',
}

/**
 * Puts a valid-looking session in browser storage, as a previous sign-in would have, so the
 * real supabase-js client restores it; and answers the guard's admin check (rpc is_admin)
 * with `admin`, and the dashboard's counts with none. Call before rendering. `signedInWith` is
 * how the session began (the token's amr claim): an owner's mailed link is 'otp'.
 */
export function storeSession({
  admin = true,
  signedInWith,
}: { admin?: boolean; signedInWith?: 'password' | 'otp' } = {}) {
  const expiresAt = Math.floor(Date.now() / 1000) + 3600
  const accessToken = [
    base64Url({ alg: 'HS256', typ: 'JWT' }),
    base64Url({
      sub: TEST_ADMIN_USER.id,
      role: 'authenticated',
      exp: expiresAt,
      email: TEST_ADMIN_USER.email,
      ...(signedInWith ? { amr: [{ method: signedInWith, timestamp: expiresAt - 3600 }] } : {}),
    }),
    'signature',
  ].join('.')
  localStorage.setItem(
    AUTH_STORAGE_KEY,
    JSON.stringify({
      access_token: accessToken,
      refresh_token: 'refresh-token',
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: expiresAt,
      user: TEST_ADMIN_USER,
    }),
  )
  server.use(
    http.post(`${REST}/rpc/is_admin`, () => HttpResponse.json(admin)),
    http.post(`${REST}/rpc/admin_counts`, () => HttpResponse.json([NO_COUNTS])),
    http.post(`${REST}/rpc/listing_message_counts`, () => HttpResponse.json([])),
    http.post(`${REST}/rpc/message_totals`, () => HttpResponse.json([NO_MESSAGE_TOTALS])),
    // No owner has changed anything: the forms' change logs and the overview's list are empty.
    http.post(`${REST}/rpc/listing_changes`, () => HttpResponse.json([])),
    http.post(`${REST}/rpc/listing_rename_requests`, () => HttpResponse.json([])),
    http.post(`${REST}/rpc/recent_owner_changes`, () => HttpResponse.json([])),
  )
}

/** What public.message_totals() answers before any message was sent. */
export const NO_MESSAGE_TOTALS = { delivered_30d: 0, awaiting_confirmation: 0, failed_addresses: 0 }

/** What public.admin_counts() answers for an empty directory; tests override it where counts matter. */
export const NO_COUNTS = {
  teachers: 0,
  studios: 0,
  teacher_applications: 0,
  teacher_applications_new: 0,
  studio_applications: 0,
  studio_applications_new: 0,
  contact_messages: 0,
  contact_messages_new: 0,
}

export function clearSession() {
  localStorage.removeItem(AUTH_STORAGE_KEY)
}

/** The id the test backends give a listing they insert (the form asks for it back). */
export const NEW_LISTING_ID = 'c0ffee00-0000-4000-8000-000000000001'
