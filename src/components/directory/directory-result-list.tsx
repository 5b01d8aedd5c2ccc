import type { ReactNode } from 'react'
// Its own module, not in directory-results.tsx: the profile pages load that one for LoadError
// and LoadingMessage and should not carry the result list with it.
import {
  EmptyResults,
  LoadError,
  LoadingMessage,
  ResultsGrid,
  ShowMoreLink,
  resultsCountText,
  secondaryButtonClass,
} from './directory-results.tsx'

export interface DirectoryResultsProps<T extends { id: string }> {
  status: 'loading' | 'ready' | 'error'
  error: Error | null
  /** The results on screen, or null before the first page arrived. */
  page: { items: readonly T[]; total: number } | null
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
  if (shown === 0) {
    return (
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
    )
  }
  return (
    <>
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
