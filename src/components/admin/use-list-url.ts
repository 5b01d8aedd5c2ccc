import { useCallback, useMemo } from 'react'
import { useLocation, useNavigation, useSearchParams } from 'react-router'

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

/** The search text and the page of an admin list's URL query. */
export function searchAndPageOf(params: URLSearchParams): { search: string; page: number } {
  return { search: params.get('q') ?? '', page: pageFrom(params.get('page')) }
}

/**
 * One admin list's state in the URL query (`?tab=…&status=…&q=…&page=…`), so a reload, a
 * shared link and Back all restore it; the route's clientLoader reads the same query. Choosing a
 * page, a tab or a status adds a history entry; typing a search replaces the current one (one
 * entry per search, not per key). Any change but the page itself goes back to page 1. Defaults
 * are left out of the URL.
 *
 * While the router loads a new query of this list, `params` is that query: the controls show
 * what was chosen at once, and `loading` says the rows on screen are still the previous ones.
 */
export function useListUrl() {
  const location = useLocation()
  const navigation = useNavigation()
  const [, setParams] = useSearchParams()
  const next = navigation.state === 'loading' ? navigation.location : undefined
  const loading = next !== undefined && next.pathname === location.pathname
  const query = loading ? next.search : location.search
  const params = useMemo(() => new URLSearchParams(query), [query])

  const change = useCallback(
    (changes: Record<string, string | null>, { replace = false }: { replace?: boolean } = {}) => {
      const nextParams = new URLSearchParams(params)
      for (const [name, value] of Object.entries(changes)) {
        if (value === null || value === '') nextParams.delete(name)
        else nextParams.set(name, value)
      }
      if (!('page' in changes)) nextParams.delete('page')
      setParams(nextParams, { replace })
    },
    [params, setParams],
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
    ...searchAndPageOf(params),
    /** The router is loading another query of this list. */
    loading,
    setSearch,
    setPage,
    choose,
    /** Several parameters at once (a tab and the filter that goes with it); null removes one. */
    change,
  }
}
