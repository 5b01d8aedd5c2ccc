import { useEffect } from 'react'
import {
  Link,
  Navigate,
  Outlet,
  useLocation,
  useNavigate,
  useRevalidator,
  useRouteError,
  type ShouldRevalidateFunctionArgs,
} from 'react-router'
import { buttonClasses } from '../../../components/ui/button-styles.ts'
import { useSession } from '../../../features/auth/use-session.ts'
import { paths } from '../../../lib/paths.ts'
import { AdminLoading, AdminPage } from '../../layout/admin-page.tsx'
import { ACCESS_DENIED, accessDeniedBy, requireAdmin } from './admin-access.ts'
import type { Route } from './+types/admin-guard.ts'

/**
 * The guard of every /admin route (docs/product.md §2 "Guarded area"). Convenience only: the database's
 * row-level security refuses every admin write from anyone else. It asks for the session and
 * then the database whether the user is an admin; the answer it refuses with is shown by the
 * ErrorBoundary below.
 */
export async function clientLoader() {
  const session = await requireAdmin()
  return { userId: session.user.id }
}

/**
 * Asked again only when this very page is loaded again (Try again, a change of session), not
 * on every page, search or tab of the admin area, nor after each change an admin makes.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod === undefined && currentUrl.href === nextUrl.href && defaultShouldRevalidate
}

/** 'Loading....' while the session and the admin check load. */
export function HydrateFallback() {
  return <AdminLoading />
}

export default function AdminGuard({ loaderData }: Route.ComponentProps) {
  useAskAgainWhenTheSessionChanges(loaderData.userId)
  return <Outlet />
}

/**
 * Another tab signed out: this one goes to /login at once, without asking the loaders again.
 * Another tab signed in as someone else: the guard asks again. After this tab's own Logout the
 * provider is already on its way home, so there is nothing to do.
 *
 * Why no loader runs after another tab's Logout: its notice (a BroadcastChannel message) can
 * arrive before this tab's copy of local storage has lost the session, so a loader would pass
 * with the old session and its calls would then go out signed out.
 */
function useAskAgainWhenTheSessionChanges(checkedUserId: string) {
  const session = useSession()
  const { revalidate, state } = useRevalidator()
  const navigate = useNavigate()
  const location = useLocation()
  const signedOutElsewhere = session.status === 'signed-out' && !session.bySignOut
  const userChanged = session.status === 'signed-in' && session.session.user.id !== checkedUserId
  useEffect(() => {
    if (signedOutElsewhere) void navigate(paths.login.href(), { replace: true, state: { from: location } })
  }, [signedOutElsewhere, navigate, location])
  useEffect(() => {
    if (userChanged && state === 'idle') void revalidate()
  }, [userChanged, state, revalidate])
}

export function ErrorBoundary() {
  const error = useRouteError()
  const location = useLocation()
  switch (accessDeniedBy(error)) {
    case ACCESS_DENIED.signedOut:
      // A loader's redirect cannot carry location state, which is how /login knows where to return.
      return <Navigate replace to={paths.login.href()} state={{ from: location }} />
    case ACCESS_DENIED.notAdmin:
      return <NotAuthorised />
    case ACCESS_DENIED.checkFailed:
      return <CheckFailed />
    default:
      return <AdminFailed error={error} />
  }
}

function NotAuthorised() {
  const { session, signOut } = useSession()
  return (
    <AdminPage title="Not authorised">
      <div className="mx-auto max-w-xl py-12 text-center">
        <h1 className="text-3xl font-bold text-gray-900">Not authorised</h1>
        <p className="mt-4 text-gray-700">
          You are signed in as {session?.user.email ?? 'this user'}, but this account is not an administrator,
          so the admin area is not available to it. Ask an administrator to grant you access, or sign out and
          sign in with an administrator account.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <button type="button" className={buttonClasses('primary')} onClick={() => void signOut()}>
            Logout
          </button>
          <Link to={paths.home.href()} className={buttonClasses('outline')}>
            Go to the homepage
          </Link>
        </div>
      </div>
    </AdminPage>
  )
}

function CheckFailed() {
  const { revalidate, state } = useRevalidator()
  const retrying = state === 'loading'
  return (
    <AdminPage title="Admin">
      <div role="alert" className="mx-auto max-w-xl py-12 text-center">
        <h1 className="text-2xl font-bold text-gray-900">Could not check your access</h1>
        <p className="mt-4 text-gray-700">The server did not answer. Check your connection and try again.</p>
        <button
          type="button"
          className={`${buttonClasses('primary')} mt-6`}
          disabled={retrying}
          aria-busy={retrying}
          onClick={() => void revalidate()}
        >
          Try again
        </button>
      </div>
    </AdminPage>
  )
}

/** A failure of an admin page that no section handled itself. */
function AdminFailed({ error }: { error: unknown }) {
  const message =
    error instanceof Error && error.message.trim() !== '' ? error.message : 'Something went wrong'
  return (
    <AdminPage title="Admin">
      <div role="alert" className="mx-auto max-w-xl py-12 text-center">
        <h1 className="text-2xl font-bold text-gray-900">Something went wrong</h1>
        <p className="mt-4 text-gray-700">{message}</p>
        <Link to={paths.admin.href()} className="mt-6 inline-block font-semibold text-brand-800 underline">
          Back to the dashboard
        </Link>
      </div>
    </AdminPage>
  )
}
