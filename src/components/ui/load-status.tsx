import type { ReactNode } from 'react'

/** A page or a part of it loading: a spinner and what is on its way, announced politely. */
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

/** Something could not load: the reason and 'Try again'. */
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
