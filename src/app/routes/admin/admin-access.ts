import { data, isRouteErrorResponse } from 'react-router'
import { currentSession } from '../../../features/auth/api/current-session.ts'
import { fetchIsAdmin } from '../../../features/auth/api/is-admin.ts'
import type { Session } from '../../../features/auth/api/session.ts'

/**
 * Why an admin route's clientLoader refused: thrown as a route error response, so the guard's
 * ErrorBoundary (admin-guard.tsx) shows the answer whichever loader of the page refused first.
 */
export const ACCESS_DENIED = {
  /** No session: the guard sends the visitor to /login. */
  signedOut: 401,
  /** Signed in without admin rights. */
  notAdmin: 403,
  /** The admin check itself failed (network): the guard offers to try again. */
  checkFailed: 503,
} as const

export type AccessDenied = (typeof ACCESS_DENIED)[keyof typeof ACCESS_DENIED]

/** The refusal `error` stands for, or null when it is some other failure. */
export function accessDeniedBy(error: unknown): AccessDenied | null {
  if (!isRouteErrorResponse(error)) return null
  const status = error.status as AccessDenied
  return Object.values(ACCESS_DENIED).includes(status) ? status : null
}

const deny = (status: AccessDenied) => data(null, { status })

/**
 * The session, or a 401 for the guard. Every admin loader asks this first, so nothing is read
 * for a visitor without a session; whether the user is an admin is the guard's question alone
 * (the database's row-level security refuses everyone else's reads and writes anyway).
 */
export async function requireSession(): Promise<Session> {
  const session = await currentSession()
  if (!session) throw deny(ACCESS_DENIED.signedOut)
  return session
}

/** The latest admin check and the session it was made for, which the guard's loader makes. */
let latestCheck: { accessToken: string; isAdmin: Promise<boolean> } | null = null

function checkAdmin(session: Session): Promise<boolean> {
  const isAdmin = fetchIsAdmin()
  latestCheck = { accessToken: session.access_token, isAdmin }
  return isAdmin
}

/**
 * The session of an administrator, asked of the database (public.is_admin(), the function the
 * policies use), or a 401, 403 or 503 for the guard.
 */
export async function requireAdmin(): Promise<Session> {
  const session = await requireSession()
  let isAdmin: boolean
  try {
    isAdmin = await checkAdmin(session)
  } catch (error) {
    console.warn('Could not check admin rights:', error)
    throw deny(ACCESS_DENIED.checkFailed)
  }
  if (!isAdmin) throw deny(ACCESS_DENIED.notAdmin)
  return session
}

/**
 * Whether `session` is an administrator's, for a loader about to call a function that refuses
 * everyone else with an error (which the browser logs) rather than with no rows as the policies
 * do. It shares the guard's check of this session, made beside it or before; false when the check
 * failed (the guard reports that).
 */
export function isAdminSession(session: Session): Promise<boolean> {
  const check = latestCheck?.accessToken === session.access_token ? latestCheck.isAdmin : checkAdmin(session)
  return check.catch(() => false)
}
