import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { totalText } from './result-page.ts'

/** 'Showing 24 of 31 teachers', or 'Showing 24 of about 49,000 teachers' past an exact count. */
export function resultsCountText(shown: number, total: number, singular: string, plural: string): string {
  return `Showing ${shown.toLocaleString('en-US')} of ${totalText(total)} ${total === 1 ? singular : plural}`
}

export function LoadingMessage({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-48 items-center justify-center">
      <p role="status" className="flex items-center gap-3 text-gray-600">
        <span
          aria-hidden="true"
          className="size-5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700 motion-reduce:animate-none"
        />
        {children}
      </p>
    </div>
  )
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

export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="rounded-2xl border border-red-200 bg-red-50 px-6 py-8 text-center text-red-900"
    >
      <p>{message}</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-4 rounded-lg border border-red-300 bg-white px-4 py-2 text-sm font-semibold text-red-900 hover:bg-red-100"
      >
        Try again
      </button>
    </div>
  )
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
