import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { ADMIN_PAGE_SIZE, pageCount, type ListPage } from '../../lib/admin-list.ts'
import { inputClass } from '../forms/field.tsx'
import { buttonClasses } from '../ui/button-styles.ts'
import type { PagedListState } from './admin-list-result.ts'

/** How long typing pauses before the list is searched. */
export const SEARCH_DELAY_MS = 300

const numberFormat = new Intl.NumberFormat('en-US')
export const formatCount = (count: number) => numberFormat.format(count)

/**
 * An admin list's search field ('Search teachers', …). The list is searched when typing
 * pauses, or at once on Enter; the field follows the URL when Back changes the search.
 */
export function ListSearch({
  label,
  value,
  onSearch,
  hint,
}: {
  label: string
  /** The search in the URL. */
  value: string
  onSearch: (search: string) => void
  /** What the search looks at, e.g. 'Name, email or subject'. */
  hint: string
}) {
  const id = useId()
  const [draft, setDraft] = useState(value)
  // The search last sent from here, and the URL's search this field last followed.
  const [sent, setSent] = useState(value)
  const [followed, setFollowed] = useState(value)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)

  // Back, Forward or a link changed the search: show it in the same render as the list it
  // belongs to. The search sent from here is already in the field (and typing may have gone on).
  if (value !== followed) {
    setFollowed(value)
    if (value !== sent) {
      setSent(value)
      setDraft(value)
    }
  }
  useEffect(() => () => clearTimeout(timer.current ?? undefined), [])

  function send(search: string) {
    clearTimeout(timer.current ?? undefined)
    if (search.trim() === sent) return
    setSent(search.trim())
    onSearch(search)
  }

  return (
    <form
      role="search"
      className="max-w-sm"
      onSubmit={(event) => {
        event.preventDefault()
        send(draft)
      }}
    >
      <label htmlFor={id} className="text-sm font-semibold text-gray-900">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className={inputClass}
        value={draft}
        aria-describedby={`${id}-hint`}
        autoComplete="off"
        maxLength={200}
        onChange={(event) => {
          const next = event.target.value
          setDraft(next)
          clearTimeout(timer.current ?? undefined)
          timer.current = setTimeout(() => send(next), SEARCH_DELAY_MS)
        }}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-gray-600">
        {hint}
      </p>
    </form>
  )
}

/** 'Showing 26–50 of 20,000 teachers', Previous / Next and the page number. */
export function Pager({
  page,
  total,
  noun,
  onPage,
}: {
  page: number
  total: number
  /** Plural, e.g. 'teachers'. */
  noun: string
  onPage: (page: number) => void
}) {
  const pages = pageCount(total)
  const first = Math.min(total, (page - 1) * ADMIN_PAGE_SIZE + 1)
  const last = Math.min(total, page * ADMIN_PAGE_SIZE)
  return (
    <nav aria-label={`Pages of ${noun}`} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-gray-700">
        {total === 0
          ? `0 ${noun}`
          : `Showing ${formatCount(first)}–${formatCount(last)} of ${formatCount(total)} ${noun}`}
      </p>
      {pages > 1 && (
        <div className="flex items-center gap-2">
          <button
            type="button"
            className={buttonClasses('outline', 'sm')}
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
          >
            Previous<span className="sr-only"> page</span>
          </button>
          <span className="text-sm text-gray-700">
            Page {formatCount(Math.min(page, pages))} of {formatCount(pages)}
          </span>
          <button
            type="button"
            className={buttonClasses('outline', 'sm')}
            disabled={page >= pages}
            onClick={() => onPage(page + 1)}
          >
            Next<span className="sr-only"> page</span>
          </button>
        </div>
      )}
    </nav>
  )
}

/**
 * What a paged list shows for its state: 'Loading …' at first, the previous page (dimmed,
 * aria-busy) while the next loads, the failure with 'Try again', the empty text, a page past
 * the end with a way back, or the rows.
 */
export function PagedList<Row>({
  state,
  page,
  noun,
  emptyText,
  searching,
  onRetry,
  onPage,
  children,
}: {
  state: PagedListState<Row>
  page: number
  /** Plural, e.g. 'teachers'. */
  noun: string
  /** When the list itself is empty, e.g. 'No submissions yet.' */
  emptyText: string
  /** A search or filter is narrowing the list (an empty answer then means "no match"). */
  searching: boolean
  onRetry: () => void
  onPage: (page: number) => void
  children: (rows: Row[]) => ReactNode
}) {
  // The page and search the rows on screen were loaded for: while the next page loads, the
  // previous one stays on screen and the pager and the messages go on describing it.
  const [loaded, setLoaded] = useState({ page, searching })
  if (state.status === 'ready' && (loaded.page !== page || loaded.searching !== searching)) {
    setLoaded({ page, searching })
  }
  const shownFor = state.status === 'ready' ? { page, searching } : loaded

  if (state.status === 'error') {
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
        <p className="font-medium">Could not load {noun}.</p>
        <p className="mt-1 text-sm break-words">{state.message}</p>
        <button type="button" className={`${buttonClasses('outline', 'sm')} mt-3`} onClick={onRetry}>
          Try again
        </button>
      </div>
    )
  }
  const shown: ListPage<Row> | null = state.status === 'ready' ? state.page : state.previous
  if (!shown) {
    return (
      <p role="status" className="py-6 text-gray-700">
        Loading {noun}...
      </p>
    )
  }
  const busy = state.status === 'loading'
  let body: ReactNode
  const pastEnd = shown.pastEnd === true || (shown.rows.length === 0 && shown.total > 0 && shownFor.page > 1)
  if (shown.rows.length > 0) body = children(shown.rows)
  else if (pastEnd)
    body = (
      <p className="py-6 text-gray-700">
        There is no page {formatCount(shownFor.page)}.{' '}
        <button type="button" className="font-medium text-brand-800 underline" onClick={() => onPage(1)}>
          Go to the first page
        </button>
      </p>
    )
  else
    body = (
      <p className="py-6 text-gray-700">{shownFor.searching ? `No ${noun} match this search.` : emptyText}</p>
    )
  return (
    <div aria-busy={busy} className={busy ? 'opacity-60 transition-opacity' : undefined}>
      {busy && (
        <p role="status" className="sr-only">
          Loading {noun}...
        </p>
      )}
      {body}
      {!pastEnd && <Pager page={shownFor.page} total={shown.total} noun={noun} onPage={onPage} />}
    </div>
  )
}
