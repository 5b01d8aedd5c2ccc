import { useEffect, useRef } from 'react'
import { loadListResult, usePagedListState } from '../../../components/admin/admin-list-result.ts'
import { formatCount, ListSearch, PagedList } from '../../../components/admin/list-controls.tsx'
import { oneOf, searchAndPageOf, useListUrl } from '../../../components/admin/use-list-url.ts'
import { tabClasses, useTabs } from '../../../components/ui/use-tabs.ts'
import type { AdminCounts } from '../../../features/submissions/api/admin-counts.ts'
import { listSubmissions, type SubmissionKind } from '../../../features/submissions/api/list-submissions.ts'
import { StatusFilter, statusFiltersOf } from '../../../features/submissions/components/status-filter.tsx'
import { SubmissionList } from '../../../features/submissions/components/submission-list.tsx'
import { applySubmissionChange } from '../../../features/submissions/submission-change.ts'
import { SUBMISSION_TABS } from '../../../features/submissions/submission-format.ts'
import { requireSession } from './admin-access.ts'
import { useDashboard } from './dashboard-layout.tsx'
import { DashboardSection } from './dashboard-section.tsx'
import type { Route } from './+types/submissions-section.ts'

const KINDS = SUBMISSION_TABS.map((tab) => tab.kind)

/** The count of New submissions each tab shows. */
const NEW_COUNT: Record<SubmissionKind, (counts: AdminCounts) => number> = {
  teacher: (counts) => counts.teacher_applications_new,
  studio: (counts) => counts.studio_applications_new,
  contact: (counts) => counts.contact_messages_new,
}

/** What the search looks at, per tab. */
const SEARCH: Record<SubmissionKind, { label: string; hint: string }> = {
  teacher: { label: 'Search applications', hint: 'First name, last name or email' },
  studio: { label: 'Search applications', hint: 'Studio name or email' },
  contact: { label: 'Search messages', hint: 'Name, email or subject' },
}

/** The tab and the status filter of the URL (a value that is not one of them: the default). */
function inboxOf(params: URLSearchParams) {
  const kind = oneOf(params.get('tab'), KINDS, 'teacher')
  return { kind, status: oneOf(params.get('status'), statusFiltersOf(kind), 'all') }
}

/** One page of the tab's submissions: the tab, the status, the search and the page of the URL. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireSession()
  const params = new URL(request.url).searchParams
  const { kind, status } = inboxOf(params)
  return loadListResult(
    () => listSubmissions(kind, { ...searchAndPageOf(params), status }, request.signal),
    request.signal,
  )
}

/** Delete, decline with a note, or set a status, from a card. */
export function clientAction({ request }: Route.ClientActionArgs) {
  return applySubmissionChange(request)
}

/**
 * /admin/submissions (docs/product.md §2 "Form Submissions"; docs/product.md difference 6): a tab per
 * kind of submission, a status filter, a search and 25 cards a page, New first. The tab
 * (`tab`), the status (`status`), the search (`q`) and the page (`page`) live in the URL.
 */
export default function SubmissionsSection({ loaderData }: Route.ComponentProps) {
  const { counts } = useDashboard()
  const { params, search, page, loading, setSearch, setPage, choose, change } = useListUrl()
  const { kind, status } = inboxOf(params)
  const tabs = useTabs(KINDS, {
    selected: kind,
    // New is a status of every kind and stays chosen; the others belong to one kind.
    onSelect: (next) =>
      change({ tab: next === 'teacher' ? null : next, status: status === 'new' ? status : null }),
  })
  const active = SUBMISSION_TABS.find((tab) => tab.kind === kind)!
  const noun = active.label.toLowerCase()
  const list = usePagedListState(loaderData, { loading })

  // After a change the page is loaded again; if the control that had the focus went with it
  // (the card left the filtered list, or its button gave way to another), the list takes it.
  const panel = useRef<HTMLDivElement>(null)
  const refocus = useRef(false)
  useEffect(() => {
    if (list.state.status !== 'ready' || !refocus.current) return
    refocus.current = false
    const focused = document.activeElement
    if (!focused || focused === document.body || !focused.isConnected) panel.current?.focus()
  }, [list.state.status, loaderData])

  function onChanged() {
    refocus.current = true
  }

  return (
    <DashboardSection title="Form Submissions">
      <div
        role="tablist"
        aria-label="Submission types"
        className="flex flex-wrap gap-x-1 gap-y-2 border-b border-gray-200"
      >
        {SUBMISSION_TABS.map((tab) => {
          const waiting = counts ? NEW_COUNT[tab.kind](counts) : 0
          return (
            <button
              key={tab.kind}
              {...tabs.tabProps(tab.kind)}
              className={`${tabClasses(tab.kind === kind)} rounded-t-md px-3 py-2 text-sm font-medium sm:px-4 sm:text-base`}
            >
              {tab.label}
              {waiting > 0 && ` (${formatCount(waiting)} new)`}
            </button>
          )
        })}
      </div>
      <div
        ref={panel}
        {...tabs.panelProps(kind)}
        tabIndex={0}
        className="rounded-b-md pt-6 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <div className="flex flex-wrap items-end gap-x-6 gap-y-4">
          <StatusFilter kind={kind} value={status} onChange={(next) => choose('status', next, 'all')} />
          <ListSearch
            label={SEARCH[kind].label}
            hint={SEARCH[kind].hint}
            value={search}
            onSearch={setSearch}
          />
        </div>
        <div className="mt-6">
          <PagedList
            state={list.state}
            page={page}
            noun={noun}
            emptyText="No submissions yet."
            searching={search !== '' || status !== 'all'}
            onRetry={list.retry}
            onPage={setPage}
          >
            {(submissions) => <SubmissionList submissions={submissions} onChanged={onChanged} />}
          </PagedList>
        </div>
      </div>
    </DashboardSection>
  )
}
