import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react'
import { useNavigate } from 'react-router-dom'
import { useToast } from '../../components/toast/use-toast.ts'
import { paths } from '../../lib/paths.ts'
import { signOut as endSession, watchSession, type Session } from './api/session.ts'
import { SessionContext, type SessionContextValue, type SessionState } from './use-session.ts'

const loading: SessionState = { status: 'loading', session: null }
const signedOut: SessionState = { status: 'signed-out', session: null }

function stateOf(session: Session | null): SessionState {
  return session ? { status: 'signed-in', session } : signedOut
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message.trim() !== '' ? error.message : 'Something went wrong'
}

/**
 * The session (SPEC.md §4): loading until read, then signed out or signed in. The auth
 * client is imported after the first paint, so it never delays a public page.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>(loading)
  const navigate = useNavigate()
  const { toast } = useToast()

  useEffect(() => {
    let active = true
    let stop: (() => void) | undefined
    watchSession((session) => {
      if (active) setState(stateOf(session))
    }).then(
      (unsubscribe) => {
        if (active) stop = unsubscribe
        else unsubscribe()
      },
      (error: unknown) => {
        // Without the auth client (offline, failed chunk) the visitor is simply signed out.
        console.warn('Could not restore the session:', error)
        if (active) setState(signedOut)
      },
    )
    return () => {
      active = false
      stop?.()
    }
  }, [])

  const signOut = useCallback(async () => {
    try {
      await endSession()
    } catch (error) {
      toast({ title: 'Sign out Failed', description: messageOf(error), variant: 'destructive' })
      return
    }
    setState(signedOut)
    navigate(paths.home.href())
    toast({ title: 'Logged Out', description: 'You have been successfully logged out.' })
  }, [navigate, toast])

  const value = useMemo<SessionContextValue>(() => ({ ...state, signOut }), [state, signOut])

  return <SessionContext value={value}>{children}</SessionContext>
}
