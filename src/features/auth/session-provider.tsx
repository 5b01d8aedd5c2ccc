import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useNavigate } from 'react-router'
import { useToast } from '../../components/toast/use-toast.ts'
import { hasStoredSession, onStoredSessionAppears } from '../../lib/auth-storage.ts'
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
type AuthNotices = Awaited<ReturnType<typeof loadNotices>>

/**
 * The session (docs/product.md §4): loading until read, then signed out or signed in. The auth
 * client is imported only when a session is stored (or a sign-in starts one), after the first
 * paint, so a signed-out visitor never downloads it. supabase-js
 * restores the session from storage, refreshes it before expiry and reports other tabs'
 * sign-ins and sign-outs; this provider only mirrors what it reports.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>(loading)
  const signingOut = useRef(false)
  const navigate = useNavigate()
  const { toast } = useToast()

  // Starts mirroring supabase-js (and so loads it); null until the effect below has run.
  const startWatching = useRef<(() => void) | null>(null)

  useEffect(() => {
    let active = true
    let stop: (() => void) | undefined
    let started = false
    const start = () => {
      if (started) return
      started = true
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
    }
    startWatching.current = start
    // Without a stored session there is nothing to restore: the visitor is signed out, and the
    // auth client loads only if another tab signs in or this one does (signIn below).
    const stopListening = onStoredSessionAppears(start)
    if (hasStoredSession()) start()
    else void Promise.resolve().then(() => active && !started && setState(signedOut))
    return () => {
      active = false
      startWatching.current = null
      stopListening()
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

  /** Runs a sign-in or sign-up with its notices; either may start a session, so watch it after. */
  const withNotices = useCallback(async <Result,>(attempt: (notices: AuthNotices) => Promise<Result>) => {
    const result = await attempt(await loadNotices())
    startWatching.current?.()
    return result
  }, [])
  const signIn = useCallback(
    (email: string, password: string) =>
      withNotices((notices) => notices.signInWithNotices(email, password, toast)),
    [withNotices, toast],
  )
  const signUp = useCallback(
    (email: string, password: string) =>
      withNotices((notices) => notices.signUpWithNotices(email, password, toast)),
    [withNotices, toast],
  )

  // A session supabase-js stored by itself (a password reset link's) is one this tab did not start.
  const followStoredSession = useCallback(() => startWatching.current?.(), [])

  const value = useMemo<SessionContextValue>(
    () => ({ ...state, signIn, signUp, signOut, followStoredSession }),
    [state, signIn, signUp, signOut, followStoredSession],
  )

  return <SessionContext value={value}>{children}</SessionContext>
}
