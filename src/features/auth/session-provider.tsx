import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useNavigate } from 'react-router-dom'
import { useToast } from '../../components/toast/use-toast.ts'
import { paths } from '../../lib/paths.ts'
import { signOut as endSession, watchSession, type Session } from './api/session.ts'
import { SessionContext, type SessionContextValue, type SessionState } from './use-session.ts'

const loading: SessionState = { status: 'loading', session: null }
const signedOut = { status: 'signed-out', session: null } as const

function messageOf(error: unknown): string {
  return error instanceof Error && error.message.trim() !== '' ? error.message : 'Something went wrong'
}

// Sign-in and sign-up notices load with the login page, not with every public page.
const loadNotices = () => import('./auth-notices.ts')

/**
 * The session (SPEC.md §4): loading until read, then signed out or signed in. The auth
 * client is imported after the first paint, so it never delays a public page. supabase-js
 * restores the session from storage, refreshes it before expiry and reports other tabs'
 * sign-ins and sign-outs; this provider only mirrors what it reports.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>(loading)
  const signingOut = useRef(false)
  const navigate = useNavigate()
  const { toast } = useToast()

  useEffect(() => {
    let active = true
    let stop: (() => void) | undefined
    watchSession((session: Session | null) => {
      if (!active) return
      setState(session ? { status: 'signed-in', session } : { ...signedOut, bySignOut: signingOut.current })
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
    signingOut.current = true
    try {
      await endSession()
    } catch (error) {
      toast({ title: 'Sign out Failed', description: messageOf(error), variant: 'destructive' })
      return
    } finally {
      signingOut.current = false
    }
    setState({ ...signedOut, bySignOut: true })
    navigate(paths.home.href())
    toast({ title: 'Logged Out', description: 'You have been successfully logged out.' })
  }, [navigate, toast])

  const signIn = useCallback(
    async (email: string, password: string) =>
      (await loadNotices()).signInWithNotices(email, password, toast),
    [toast],
  )
  const signUp = useCallback(
    async (email: string, password: string) =>
      (await loadNotices()).signUpWithNotices(email, password, toast),
    [toast],
  )

  const value = useMemo<SessionContextValue>(
    () => ({ ...state, signIn, signUp, signOut }),
    [state, signIn, signUp, signOut],
  )

  return <SessionContext value={value}>{children}</SessionContext>
}
