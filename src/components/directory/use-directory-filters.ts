import { useLocation, useNavigation, useSearchParams } from 'react-router'
import { useHydrated } from '../../lib/use-hydrated.ts'

/**
 * One directory's filters in the URL. Every field but `page` is a filter: text or a choice
 * ('' when not set), a list of choices, or a place with its radius (null when not set).
 */
export interface DirectoryFilterCodec<F extends { page: number }> {
  fromSearch: (params: URLSearchParams) => F
  toSearch: (filters: F) => URLSearchParams
  /** No filter set. */
  empty: F
}

/**
 * How many filters are set: a text, a choice or a place (with its radius) counts once, each item
 * of a list on its own.
 */
export function countActiveFilters<F extends { page: number }>(filters: F): number {
  let count = 0
  for (const [field, value] of Object.entries(filters)) {
    if (field === 'page') continue
    count += Array.isArray(value) ? value.length : value ? 1 : 0
  }
  return count
}

/**
 * The filters of a directory page (/teachers, /studios) as a visitor set them: the URL's, or
 * while a new query loads, the one being loaded, so controls answer at once. `loaded` are the
 * filters of the results on screen (the route's loader data); until the page has hydrated those
 * are the filters, since the prerendered HTML was made without the visitor's query string.
 */
export function useDirectoryFilters<F extends { page: number }>(loaded: F, codec: DirectoryFilterCodec<F>) {
  const hydrated = useHydrated()
  const location = useLocation()
  const navigation = useNavigation()
  const [, setSearchParams] = useSearchParams()
  const { fromSearch, toSearch } = codec

  const pendingHere = navigation.state === 'loading' && navigation.location.pathname === location.pathname
  const search = pendingHere
    ? navigation.location.search
    : hydrated
      ? location.search
      : toSearch(loaded).toString()
  // Parsed on every render, not memoised on the string: a country in it counts only once the
  // country list has loaded, which can happen between two renders with the same URL.
  const filters = fromSearch(new URLSearchParams(search))

  const key = (value: F) => toSearch(value).toString()
  const withoutPage = (value: F) => key({ ...value, page: 1 })

  /** Goes to these filters (a new entry in history), keeping the scroll position. */
  const go = (next: F) => {
    if (key(next) === key(filters)) return
    setSearchParams(toSearch(next), { preventScrollReset: true })
  }

  return {
    filters,
    go,
    /** The results on screen are not (yet) those of `filters`. */
    loading: key(filters) !== key(loaded),
    /** The results on screen belong to other filters (not just fewer pages). */
    stale: withoutPage(filters) !== withoutPage(loaded),
    /** The address of the next page of results: a link crawlers can follow. */
    nextPageHref: `?${toSearch({ ...filters, page: filters.page + 1 }).toString()}`,
  }
}
