import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { nearHeadline, unknownPlaceMessage, type NearOutcome } from '../../lib/near-filter.ts'
import { LoadError, LoadingMessage } from '../ui/load-status.tsx'
import { totalText } from './result-page.ts'

/** 'Showing 24 of 31 teachers', or 'Showing 24 of about 49,000 teachers' past an exact count. */
export function resultsCountText(shown: number, total: number, singular: string, plural: string): string {
  return `Showing ${shown.toLocaleString('en-US')} of ${totalText(total)} ${total === 1 ? singular : plural}`
}

export function EmptyResults({ title, hint, action }: { title: string; hint: string; action?: ReactNode }) {
  return (
    <div className="rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-14 text-center">
      <h2 className="text-xl font-semibold text-gray-900">{title}</h2>
      <p className="mx-auto mt-2 max-w-md text-gray-600">{hint}</p>
      {action && <div className="mt-6">{action}</div>}
    </div>
  )
}

/** Above results near a place, the place they are near; for an unknown place, that message alone. */
function NearLine({ near }: { near: NearOutcome }) {
  if (near.kind === 'unknown') {
    return (
      <p
        role="status"
        className="rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-14 text-center text-gray-900"
      >
        {unknownPlaceMessage(near.query)}
      </p>
    )
  }
  return <p className="mb-1 text-sm font-semibold text-gray-900">{nearHeadline(near)}</p>
}

/**
 * 'Show more' under a result grid; shown only when more results exist. A link to the next page's
 * address, so search engines can follow it and the page list survives a reload.
 */
export function ShowMoreLink({ loading, href }: { loading: boolean; href: string }) {
  return (
    <div className="mt-10 flex justify-center">
      <Link
        to={href}
        preventScrollReset
        aria-disabled={loading || undefined}
        onClick={(event) => {
          if (loading) event.preventDefault()
        }}
        className={`rounded-lg border border-brand-700 bg-white px-6 py-2.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 ${loading ? 'cursor-wait opacity-60' : ''}`}
      >
        {loading ? 'Loading...' : 'Show more'}
      </Link>
    </div>
  )
}

/**
 * The result grid. While a new query loads, the previous results stay in place and
 * are marked busy, so the page doesn't jump; `dimmed` when they no longer match the filters.
 */
export function ResultsGrid({
  busy,
  dimmed,
  label,
  children,
}: {
  busy: boolean
  dimmed: boolean
  label: string
  children: ReactNode
}) {
  return (
    <ul
      aria-label={label}
      aria-busy={busy || undefined}
      className={`grid gap-6 transition-opacity sm:grid-cols-2 xl:grid-cols-3 ${dimmed ? 'opacity-60' : ''}`}
    >
      {children}
    </ul>
  )
}

export const secondaryButtonClass =
  'rounded-lg border border-gray-300 bg-white px-4 py-2 text-sm font-semibold text-gray-900 shadow-sm hover:bg-gray-50 disabled:cursor-not-allowed disabled:opacity-50'

export interface DirectoryResultsProps<T extends { id: string }> {
  status: 'loading' | 'ready' | 'error'
  error: Error | null
  /** The results on screen, or null before the first page arrived. */
  page: { items: readonly T[]; total: number; near?: NearOutcome } | null
  /** Whether the results on screen belong to other filters than those loading now. */
  stale: boolean
  noun: { singular: string; plural: string }
  empty: { title: string; hint: string }
  /** Offered on an empty list when filters are set. */
  onClear?: () => void
  onRetry: () => void
  /** The address of the next page of results. */
  nextPageHref: string
  renderItem: (item: T, index: number) => ReactNode
}

/**
 * A directory's result area: the error, the first load, the empty list, or the count, the
 * grid and 'Show more'. The teachers and studios pages differ only in their words and cards.
 */
export function DirectoryResults<T extends { id: string }>({
  status,
  error,
  page,
  stale,
  noun,
  empty,
  onClear,
  onRetry,
  nextPageHref,
  renderItem,
}: DirectoryResultsProps<T>) {
  const loading = status === 'loading'
  const shown = page?.items.length ?? 0
  const total = page?.total ?? 0
  const capitalised = noun.plural.charAt(0).toUpperCase() + noun.plural.slice(1)

  if (status === 'error') {
    return (
      <LoadError
        message={`Could not load ${noun.plural}: ${error?.message ?? 'unknown error'}`}
        onRetry={onRetry}
      />
    )
  }
  if (page === null || (loading && shown === 0)) {
    return <LoadingMessage>{`Loading ${noun.plural}...`}</LoadingMessage>
  }
  const near = page.near && <NearLine near={page.near} />
  if (page.near?.kind === 'unknown') return near
  if (shown === 0) {
    return (
      <>
        {near}
        <EmptyResults
          title={empty.title}
          hint={empty.hint}
          action={
            onClear && (
              <button type="button" className={secondaryButtonClass} onClick={onClear}>
                Clear filters
              </button>
            )
          }
        />
      </>
    )
  }
  return (
    <>
      {near}
      <p role="status" className="mb-4 text-sm text-gray-600">
        {resultsCountText(shown, total, noun.singular, noun.plural)}
      </p>
      <ResultsGrid busy={loading} dimmed={loading && stale} label={capitalised}>
        {page.items.map((item, index) => (
          <li key={item.id}>{renderItem(item, index)}</li>
        ))}
      </ResultsGrid>
      {shown < total && <ShowMoreLink loading={loading} href={nextPageHref} />}
    </>
  )
}
