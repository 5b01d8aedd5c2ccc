import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { formatCount } from '../../../components/admin/list-controls.tsx'
import { getMessageTotals, type MessageTotals } from '../../../features/listings/api/message-totals.ts'
import type { AdminCounts } from '../../../features/submissions/api/admin-counts.ts'
import { paths } from '../../../lib/paths.ts'
import { isAdminSession, requireSession } from './admin-access.ts'
import { useDashboard } from './dashboard-layout.tsx'
import { DashboardSection } from './dashboard-section.tsx'
import type { Route } from './+types/overview.ts'

/** The totals of students' messages; null when they could not be counted. */
export async function clientLoader({
  request,
}: Route.ClientLoaderArgs): Promise<{ totals: MessageTotals | null }> {
  const session = await requireSession()
  // The function refuses anyone but an admin, whom the guard turns away meanwhile.
  if (!(await isAdminSession(session))) return { totals: null }
  try {
    return { totals: await getMessageTotals(request.signal) }
  } catch (error) {
    // A superseded load: the router drops its answer.
    if (request.signal.aborted) throw error
    // The totals are one tile of the overview; the rest stays usable without them.
    console.warn('Counting the messages failed:', error)
    return { totals: null }
  }
}

interface Tile {
  title: string
  href: string
  /** The tile's figure and what it counts, from the dashboard's counts. */
  lines: (counts: AdminCounts) => { text: string; href?: string }[]
}

const plural = (count: number, one: string, many: string) =>
  `${formatCount(count)} ${count === 1 ? one : many}`

const TILES: readonly Tile[] = [
  {
    title: 'Form Submissions',
    href: paths.adminSubmissions.href(),
    lines: (counts) => [
      {
        text: `${plural(counts.teacher_applications_new, 'new teacher application', 'new teacher applications')}`,
        href: paths.adminSubmissions.href({ status: 'new' }),
      },
      {
        text: `${plural(counts.studio_applications_new, 'new studio application', 'new studio applications')}`,
        href: paths.adminSubmissions.href({ tab: 'studio', status: 'new' }),
      },
      {
        text: `${plural(counts.contact_messages_new, 'new contact message', 'new contact messages')}`,
        href: paths.adminSubmissions.href({ tab: 'contact', status: 'new' }),
      },
    ],
  },
  {
    title: 'Teachers',
    href: paths.adminTeachers.href(),
    lines: (counts) => [{ text: plural(counts.teachers, 'teacher listed', 'teachers listed') }],
  },
  {
    title: 'Studios',
    href: paths.adminStudios.href(),
    lines: (counts) => [{ text: plural(counts.studios, 'studio listed', 'studios listed') }],
  },
  {
    title: 'SEO Management',
    href: paths.adminSeo.href(),
    lines: () => [{ text: 'Search titles and descriptions of every listing' }],
  },
]

function TileLine({ text, href }: { text: string; href?: string }): ReactNode {
  return href ? (
    <Link to={href} className="text-brand-800 underline-offset-2 hover:underline">
      {text}
    </Link>
  ) : (
    text
  )
}

/** What the Messages tile says: students' messages to listings, counted (never shown). */
function messageLines(totals: MessageTotals): string[] {
  return [
    `${plural(totals.delivered_30d, 'message', 'messages')} delivered in the last 30 days`,
    `${plural(totals.awaiting_confirmation, 'message', 'messages')} waiting for the sender to confirm`,
    `${plural(totals.failed_addresses, 'inquiry address', 'inquiry addresses')} failed for good (their listings take no messages until fixed)`,
  ]
}

/** /admin: where the dashboard opens. What is waiting, and the way into each section. */
export default function Overview({ loaderData }: Route.ComponentProps) {
  const { counts } = useDashboard()
  const { totals } = loaderData
  return (
    <DashboardSection title="Overview">
      <ul className="grid gap-4 sm:grid-cols-2">
        {TILES.map((tile) => (
          <li key={tile.title} className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
            <h3 className="text-lg font-semibold text-gray-900">
              <Link to={tile.href} className="hover:underline">
                {tile.title}
              </Link>
            </h3>
            {counts ? (
              <ul className="mt-2 space-y-1 text-sm text-gray-700">
                {tile.lines(counts).map((line) => (
                  <li key={line.text}>
                    <TileLine {...line} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-gray-600">Counting...</p>
            )}
          </li>
        ))}
        <li className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
          <h3 className="text-lg font-semibold text-gray-900">Messages to listings</h3>
          {totals ? (
            <ul className="mt-2 space-y-1 text-sm text-gray-700">
              {messageLines(totals).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-gray-600">The messages could not be counted.</p>
          )}
        </li>
      </ul>
    </DashboardSection>
  )
}
