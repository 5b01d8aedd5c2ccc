import { createContext, useContext } from 'react'
import type { Session } from './api/session.ts'

export type SessionState =
  | { status: 'loading'; session: null }
  | { status: 'signed-out'; session: null }
  | { status: 'signed-in'; session: Session }

export type SessionContextValue = SessionState & {
  /** Signs out, then goes home with a notice; a failure is shown as a notice too. */
  signOut: () => Promise<void>
}

export const SessionContext = createContext<SessionContextValue | null>(null)

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext)
  if (!value) throw new Error('useSession must be used inside <SessionProvider>')
  return value
}
