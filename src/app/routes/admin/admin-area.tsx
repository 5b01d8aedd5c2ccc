import { lazy, Suspense, type ReactNode } from 'react'
import { Link, Route, Routes } from 'react-router'
import { buttonClasses } from '../../../components/ui/button-styles.ts'
import { RequireAdmin } from '../../../features/auth/components/require-admin.tsx'
import { useSession } from '../../../features/auth/use-session.ts'
import { paths } from '../../../lib/paths.ts'
import { AdminLoading, AdminPage } from '../../layout/admin-page.tsx'

// Each admin screen is its own chunk, loaded only behind the guard.
const DashboardLayout = lazy(() => import('./dashboard-layout.tsx'))
const Overview = lazy(() => import('./overview.tsx'))
const SeoSection = lazy(() => import('./seo-section.tsx'))
const SubmissionsSection = lazy(() => import('./submissions-section.tsx'))
const TeachersSection = lazy(() => import('./teachers-section.tsx'))
const StudiosSection = lazy(() => import('./studios-section.tsx'))
const TeacherFormRoute = lazy(() => import('./teacher-form.tsx'))
const StudioFormRoute = lazy(() => import('./studio-form.tsx'))
const NotFoundRoute = lazy(() => import('../not-found.tsx'))

/** A path of src/lib/paths.ts relative to /admin, for the routes below. */
const underAdmin = (pattern: string) => pattern.slice(`${paths.admin.pattern}/`.length)

function screen(element: ReactNode) {
  return <Suspense fallback={<AdminLoading />}>{element}</Suspense>
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

function CheckFailed({ retry }: { retry: () => void }) {
  return (
    <AdminPage title="Admin">
      <div role="alert" className="mx-auto max-w-xl py-12 text-center">
        <h1 className="text-2xl font-bold text-gray-900">Could not check your access</h1>
        <p className="mt-4 text-gray-700">The server did not answer. Check your connection and try again.</p>
        <button type="button" className={`${buttonClasses('primary')} mt-6`} onClick={retry}>
          Try again
        </button>
      </div>
    </AdminPage>
  )
}

/** Every /admin route, behind the guard (docs/product.md §2 "Guarded area"). */
export default function AdminArea() {
  return (
    <RequireAdmin
      loading={<AdminLoading />}
      notAuthorised={<NotAuthorised />}
      failed={(retry) => <CheckFailed retry={retry} />}
    >
      <Routes>
        {/* The dashboard: one layout (heading, counts, section menu) around each section's URL. */}
        <Route element={screen(<DashboardLayout />)}>
          <Route index element={screen(<Overview />)} />
          <Route path={underAdmin(paths.adminSeo.pattern)} element={screen(<SeoSection />)} />
          <Route path={underAdmin(paths.adminSubmissions.pattern)} element={screen(<SubmissionsSection />)} />
          <Route path={underAdmin(paths.adminTeachers.pattern)} element={screen(<TeachersSection />)} />
          <Route path={underAdmin(paths.adminStudios.pattern)} element={screen(<StudiosSection />)} />
        </Route>
        <Route path={underAdmin(paths.adminTeacherNew.pattern)} element={screen(<TeacherFormRoute />)} />
        <Route path={underAdmin(paths.adminTeacherEdit.pattern)} element={screen(<TeacherFormRoute />)} />
        <Route path={underAdmin(paths.adminStudioNew.pattern)} element={screen(<StudioFormRoute />)} />
        <Route path={underAdmin(paths.adminStudioEdit.pattern)} element={screen(<StudioFormRoute />)} />
        <Route path="*" element={screen(<NotFoundRoute />)} />
      </Routes>
    </RequireAdmin>
  )
}
