import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { AdminTable } from '../../../components/admin/admin-table.tsx'
import { formatCount } from '../../../components/admin/list-controls.tsx'
import { useRouteAction } from '../../../components/admin/use-route-action.ts'
import {
  recentOwnerChanges,
  type RecentOwnerChange,
} from '../../../features/listings/api/listing-change-log.ts'
import { getMessageTotals, type MessageTotals } from '../../../features/listings/api/message-totals.ts'
import { RevertButton, type RevertAnswer } from '../../../features/listings/components/owner-change-log.tsx'
import { revertChangeAction, type RevertChange } from '../../../features/listings/listing-changes.ts'
import { changeSummary } from '../../../features/listings/owner-changes.ts'
import type { AdminCounts } from '../../../features/submissions/api/admin-counts.ts'
import { paths } from '../../../lib/paths.ts'
import { isAdminSession, requireSession } from './admin-access.ts'
import { useDashboard } from './dashboard-layout.tsx'
import { DashboardSection } from './dashboard-section.tsx'
import type { Route } from './+types/overview.ts'

interface OverviewData {
  /** The totals of students' messages; null when they could not be counted. */
  totals: MessageTotals | null
  /** The latest changes owners made to their listings; null when they could not be read. */
  ownerChanges: RecentOwnerChange[] | null
}

/** One part of the overview: the rest stays usable without it. */
async function orNullOnFailure<T>(load: Promise<T>, signal: AbortSignal, what: string): Promise<T | null> {
  try {
    return await load
  } catch (error) {
    // A superseded load: the router drops its answer.
    if (signal.aborted) throw error
    console.warn(`${what} failed:`, error)
    return null
  }
}

export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<OverviewData> {
  const session = await requireSession()
  // The functions refuse anyone but an admin, whom the guard turns away meanwhile.
  if (!(await isAdminSession(session))) return { totals: null, ownerChanges: null }
  const { signal } = request
  const [totals, ownerChanges] = await Promise.all([
    orNullOnFailure(getMessageTotals(signal), signal, 'Counting the messages'),
    orNullOnFailure(recentOwnerChanges(signal), signal, "Reading the owners' changes"),
  ])
  return { totals, ownerChanges }
}

/** Reverts one owner's change; React Router then loads the overview again. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return revertChangeAction(request)
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

const editHref = (change: RecentOwnerChange) =>
  change.kind === 'teacher'
    ? paths.adminTeacherEdit.href(change.slug)
    : paths.adminStudioEdit.href(change.slug)

/** The latest changes owners made, each with its listing and a Revert until it is reverted. */
function OwnerChanges({ changes }: { changes: RecentOwnerChange[] | null }) {
  const { run } = useRouteAction<RevertChange, RevertAnswer>()
  const now = new Date()
  return (
    <section aria-labelledby="owner-changes-heading" className="mt-8">
      <h3 id="owner-changes-heading" className="mb-3 text-lg font-semibold text-gray-900">
        Recent changes by owners
      </h3>
      {changes === null ? (
        <p className="text-sm text-gray-600">The owners&apos; changes could not be read.</p>
      ) : changes.length === 0 ? (
        <p className="text-sm text-gray-600">No owner has changed their listing yet.</p>
      ) : (
        <AdminTable
          rows={changes}
          caption="Recent changes by owners"
          rowHeader={{
            header: 'Listing',
            cell: (change) => (
              <Link to={editHref(change)} className="text-brand-800 underline-offset-2 hover:underline">
                {change.name}
              </Link>
            ),
          }}
          columns={[
            {
              header: 'Change',
              cell: (change) => changeSummary({ ...change, byOwner: true }, now),
              cellClassName: 'break-words',
            },
          ]}
          actions={(change) => (
            <RevertButton
              change={change}
              label={`Revert the change to ${change.name}: ${changeSummary({ ...change, byOwner: true }, now)}`}
              onRevert={(changeToRevert) => run({ intent: 'revert', changeToRevert })}
            />
          )}
          verticalAlign="top"
        />
      )}
    </section>
  )
}

/** /admin: where the dashboard opens. What is waiting, and the way into each section. */
export default function Overview({ loaderData }: Route.ComponentProps) {
  const { counts } = useDashboard()
  const { totals, ownerChanges } = loaderData
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
      <OwnerChanges changes={ownerChanges} />
    </DashboardSection>
  )
}
