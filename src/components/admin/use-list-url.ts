import { useCallback } from 'react'
import { useSearchParams } from 'react-router'

/** `value` when it is one of `allowed`, else `fallback` (a hand-edited or stale URL). */
export function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return allowed.find((item) => item === value) ?? fallback
}

/** Beyond any list's last page; keeps the row offset a number the database accepts. */
const MAX_PAGE = 1_000_000

/** A page number from the URL: a whole number of at least 1 (at most MAX_PAGE), else 1. */
export function pageFrom(value: string | null): number {
  const page = Number(value)
  return Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1
}

/**
 * One admin list's state in the URL query (`?tab=…&status=…&q=…&page=…`), so a reload, a
 * shared link and Back all restore it. Choosing a page, a tab or a status adds a history entry;
 * typing a search replaces the current one (one entry per search, not per key). Any change but
 * the page itself goes back to page 1. Defaults are left out of the URL.
 */
export function useListUrl() {
  const [params, setParams] = useSearchParams()

  const change = useCallback(
    (changes: Record<string, string | null>, { replace = false }: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current)
          for (const [name, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(name)
            else next.set(name, value)
          }
          if (!('page' in changes)) next.delete('page')
          return next
        },
        { replace },
      )
    },
    [setParams],
  )

  const setSearch = useCallback((search: string) => change({ q: search.trim() }, { replace: true }), [change])
  const setPage = useCallback((page: number) => change({ page: page > 1 ? String(page) : null }), [change])
  /** Sets `name`, leaving it out of the URL when it is the default. */
  const choose = useCallback(
    (name: string, value: string, fallback: string) => change({ [name]: value === fallback ? null : value }),
    [change],
  )

  return {
    params,
    search: params.get('q') ?? '',
    page: pageFrom(params.get('page')),
    setSearch,
    setPage,
    choose,
    /** Several parameters at once (a tab and the filter that goes with it); null removes one. */
    change,
  }
}
