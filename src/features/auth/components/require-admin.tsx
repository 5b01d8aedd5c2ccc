import { useEffect, useState, type ReactNode } from 'react'
import { useLocation } from 'react-router'
import { Redirect } from '../../../components/redirect.tsx'
import { paths } from '../../../lib/paths.ts'
import { fetchIsAdmin } from '../api/is-admin.ts'
import { useSession } from '../use-session.ts'

type AdminCheck = { userId: string; result: 'admin' | 'not-admin' | 'failed' }

export interface RequireAdminProps {
  children: ReactNode
  /** Shown while the session or the admin check loads (docs/product.md §2: 'Loading....'). */
  loading: ReactNode
  /** Shown to a signed-in user without admin rights. */
  notAuthorised: ReactNode
  /** Shown when the admin check itself failed (network); `retry` asks again. */
  failed: (retry: () => void) => ReactNode
}

/**
 * The guard of every /admin route. Convenience only: the database's row-level security
 * refuses every admin write from anyone else. Without a session it redirects to /login,
 * replacing history and remembering where the visitor was going. With one, it asks the
 * database (public.is_admin(), the function the policies use) whether the user is an admin.
 */
export function RequireAdmin({ children, loading, notAuthorised, failed }: RequireAdminProps) {
  const session = useSession()
  const location = useLocation()
  const userId = session.session?.user.id
  const [check, setCheck] = useState<AdminCheck | null>(null)
  const [attempt, setAttempt] = useState(0)
  // The provider keeps `bySignOut` after a Logout. It only means "home is on its way" to a guard
  // that was showing the admin pages at that moment; one mounted afterwards (Back to /admin, a
  // link) was not, and must redirect to /login rather than render nothing.
  const [mountedSignedOut] = useState(session.status === 'signed-out')

  useEffect(() => {
    if (!userId) return
    let active = true
    fetchIsAdmin().then(
      (isAdmin) => {
        if (active) setCheck({ userId, result: isAdmin ? 'admin' : 'not-admin' })
      },
      (error: unknown) => {
        console.warn('Could not check admin rights:', error)
        if (active) setCheck({ userId, result: 'failed' })
      },
    )
    return () => {
      active = false
    }
  }, [userId, attempt])

  if (session.status === 'loading') return loading
  if (session.status === 'signed-out') {
    // After this tab's own Logout the provider is already on its way home.
    if (session.bySignOut && !mountedSignedOut) return null
    return <Redirect to={paths.login.href()} state={{ from: location }} />
  }
  if (!check || check.userId !== userId) return loading
  if (check.result === 'not-admin') return notAuthorised
  if (check.result === 'failed') {
    return failed(() => {
      setCheck(null)
      setAttempt((count) => count + 1)
    })
  }
  return children
}
