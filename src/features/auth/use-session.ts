import { createContext, useContext } from 'react'
import type { Session } from './api/session.ts'
import type { SignUpOutcome } from './api/sign-up.ts'

export type SessionState =
  | { status: 'loading'; session: null }
  /** `bySignOut`: this tab's Logout ended it (the provider then goes home itself). */
  | { status: 'signed-out'; session: null; bySignOut?: boolean }
  | { status: 'signed-in'; session: Session }

export type SignInResult = { ok: true } | { ok: false; error: unknown }

export type SessionContextValue = SessionState & {
  /** Signs in with email and password; a failure is shown as a notice (docs/product.md §8) and returned. */
  signIn: (email: string, password: string) => Promise<SignInResult>
  /** Signs up; 'User already exists' and 'Sign up Failed' are shown as notices. Null on failure. */
  signUp: (email: string, password: string) => Promise<SignUpOutcome | null>
  /** Signs out, then goes home with a notice; a failure is shown as a notice too. */
  signOut: () => Promise<void>
  /**
   * Starts following the session supabase-js keeps, when it stored one without this provider
   * asking (from a password reset link): the provider then reports it as signed in.
   */
  followStoredSession: () => void
}

export const SessionContext = createContext<SessionContextValue | null>(null)

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext)
  if (!value) throw new Error('useSession must be used inside <SessionProvider>')
  return value
}
