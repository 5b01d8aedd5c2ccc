import { loadCountries } from '../../lib/country-list.ts'
import { toError, type ResultPage } from './result-page.ts'
import type { DirectoryFilterCodec } from './use-directory-filters.ts'

/** What a directory route's loaders give its page. */
export interface DirectoryData<F, T> {
  /** The filters these results are for. */
  filters: F
  page: ResultPage<T> | null
  error: string | null
  /** The build's copy, which the browser replaces once it has read the current data. */
  fromBuild?: true
}

/** One directory (teachers, studios): how its filters read and write the URL, and its search. */
export interface DirectorySource<F extends { page: number }, T> {
  filters: DirectoryFilterCodec<F>
  search: (filters: F, signal: AbortSignal) => Promise<ResultPage<T>>
}

/** The results for the filters in `url`. */
async function loadDirectory<F extends { page: number }, T>(
  source: DirectorySource<F, T>,
  url: string,
  signal: AbortSignal,
): Promise<DirectoryData<F, T>> {
  const params = new URL(url).searchParams
  // A country in the URL counts only once checked against the list (src/lib/country-list.ts).
  if (params.get('country')) await loadCountries()
  const filters = source.filters.fromSearch(params)
  return { filters, page: await source.search(filters, signal), error: null }
}

/** The route's `loader`, at build time: the unfiltered first page (a failure fails the build). */
export async function loadDirectoryAtBuild<F extends { page: number }, T>(
  source: DirectorySource<F, T>,
  request: Request,
): Promise<DirectoryData<F, T>> {
  return { ...(await loadDirectory(source, request.url, request.signal)), fromBuild: true }
}

/**
 * The route's `clientLoader`: the results for the URL's filters, also right after the
 * prerendered page hydrates. If that read fails, the build's copy stays when it is for the same
 * filters; else `lastResort` (a page kept in the browser) if it has one; else an error.
 * `onLoaded` sees every page read.
 */
export async function loadDirectoryInBrowser<F extends { page: number }, T>(
  source: DirectorySource<F, T>,
  request: Request,
  serverLoader: () => Promise<DirectoryData<F, T>>,
  options: {
    onLoaded?: (data: DirectoryData<F, T>, unfiltered: boolean) => void
    lastResort?: (unfiltered: boolean) => ResultPage<T> | null
  } = {},
): Promise<DirectoryData<F, T>> {
  const codec = source.filters
  const filters = codec.fromSearch(new URL(request.url).searchParams)
  const query = codec.toSearch(filters).toString()
  try {
    const data = await loadDirectory(source, request.url, request.signal)
    options.onLoaded?.(data, query === '')
    return data
  } catch (error) {
    if (request.signal.aborted) throw error
    // The build's copy, when it answers the same question, beats an error message.
    const built = await serverLoader().catch(() => null)
    if (built && codec.toSearch(built.filters).toString() === query) return { ...built, fromBuild: undefined }
    const kept = options.lastResort?.(query === '') ?? null
    if (kept) return { filters, page: kept, error: null }
    return { filters, page: null, error: toError(error).message }
  }
}

/**
 * What the results show: 'loading' while filters change, a reload runs, or (right after
 * hydration) the browser replaces the build's copy; otherwise 'error' or 'ready'.
 */
export function directoryStatus(
  data: DirectoryData<unknown, unknown>,
  { loading, hydrated }: { loading: boolean; hydrated: boolean },
): 'loading' | 'error' | 'ready' {
  if (loading || (hydrated && data.fromBuild === true)) return 'loading'
  return data.error ? 'error' : 'ready'
}
