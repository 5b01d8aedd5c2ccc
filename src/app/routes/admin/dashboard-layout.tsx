import { Link, NavLink, Outlet, useOutletContext, type ShouldRevalidateFunctionArgs } from 'react-router'
import { formatCount } from '../../../components/admin/list-controls.tsx'
import { buttonClasses } from '../../../components/ui/button-styles.ts'
import { useSession } from '../../../features/auth/use-session.ts'
import {
  getAdminCounts,
  newApplications,
  newSubmissions,
  type AdminCounts,
} from '../../../features/submissions/api/admin-counts.ts'
import { paths } from '../../../lib/paths.ts'
import { AdminLoading, AdminPage } from '../../layout/admin-page.tsx'
import { requireSession } from './admin-access.ts'
import type { Route } from './+types/dashboard-layout.ts'

export interface DashboardContext {
  /** Null when the counts could not be loaded. */
  counts: AdminCounts | null
}

/** What a dashboard section gets from the layout around it. */
export function useDashboard(): DashboardContext {
  return useOutletContext<DashboardContext>()
}

export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<DashboardContext> {
  await requireSession()
  try {
    return { counts: await getAdminCounts(request.signal) }
  } catch (error) {
    // The counts only decorate the navigation; each section reports its own failures.
    if (!request.signal.aborted) console.warn('Loading the dashboard counts failed:', error)
    return { counts: null }
  }
}

/**
 * Counted again when the page is loaded again, which every change made on it does (React
 * Router revalidates after an action); paging, searching and switching sections count nothing.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.href === nextUrl.href && defaultShouldRevalidate
}

export function HydrateFallback() {
  return <AdminLoading />
}

interface SectionLink {
  to: string
  label: string
  /** What the count says, e.g. '3 new' or '20,000'; nothing while unknown. */
  badge: (counts: AdminCounts) => string | null
  end?: boolean
}

const SECTIONS: readonly SectionLink[] = [
  { to: paths.admin.href(), label: 'Overview', badge: () => null, end: true },
  { to: paths.adminSeo.href(), label: 'SEO Management', badge: () => null },
  {
    to: paths.adminSubmissions.href(),
    label: 'Form Submissions',
    badge: (counts) => (newSubmissions(counts) > 0 ? `${formatCount(newSubmissions(counts))} new` : null),
  },
  { to: paths.adminTeachers.href(), label: 'Teachers', badge: (counts) => formatCount(counts.teachers) },
  { to: paths.adminStudios.href(), label: 'Studios', badge: (counts) => formatCount(counts.studios) },
  { to: paths.adminMail.href(), label: 'Mail', badge: () => null },
]

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center justify-between gap-3 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap ${
    isActive ? 'bg-brand-50 text-brand-900' : 'text-gray-700 hover:bg-gray-100 hover:text-gray-900'
  }`

/**
 * /admin and its sections (docs/product.md §2 "Admin dashboard"): the heading, the number of new
 * applications, Logout, and a menu of the sections with their counts; the section itself is
 * the child route (each has its own URL).
 */
export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  const { signOut } = useSession()
  const { counts } = loaderData
  const waiting = counts ? newApplications(counts) : null

  return (
    <AdminPage title="Admin Dashboard">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-bold text-gray-900">Admin Dashboard</h1>
          {waiting !== null && (
            <Link
              to={paths.adminSubmissions.href({ status: 'new' })}
              className="rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900 hover:bg-amber-200"
            >
              {waiting === 1 ? '1 new application' : `${formatCount(waiting)} new applications`}
            </Link>
          )}
        </div>
        <button type="button" className={buttonClasses('outline')} onClick={() => void signOut()}>
          Logout
        </button>
      </div>

      <div className="mt-8 lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-8">
        <nav aria-label="Dashboard sections" className="mb-8 lg:mb-0">
          <ul className="flex gap-1 overflow-x-auto pb-2 lg:flex-col lg:overflow-visible lg:pb-0">
            {SECTIONS.map((section) => {
              const badge = counts ? section.badge(counts) : null
              return (
                <li key={section.to}>
                  <NavLink to={section.to} end={section.end} className={linkClass}>
                    <span>{section.label}</span>
                    {badge && (
                      <span className="rounded-full bg-gray-200 px-2 py-0.5 text-xs font-semibold text-gray-800">
                        {badge}
                      </span>
                    )}
                  </NavLink>
                </li>
              )
            })}
          </ul>
        </nav>
        <div className="min-w-0">
          <Outlet context={loaderData satisfies DashboardContext} />
        </div>
      </div>
    </AdminPage>
  )
}
