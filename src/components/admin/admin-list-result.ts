import { useEffect } from 'react'
import { useFetchers, useRevalidator } from 'react-router'
import type { ListPage } from '../../lib/admin-list.ts'
import { messageOf } from '../../lib/error-message.ts'
import { useToast } from '../toast/use-toast.ts'

/** What an admin list's clientLoader gives its page: one page of rows, or why it has none. */
export type ListResult<Row> = { status: 'ready'; page: ListPage<Row> } | { status: 'error'; message: string }

/** What a paged list shows: the rows, the failure, or (while loading) the rows shown before, if any. */
export type PagedListState<Row> =
  | { status: 'loading'; previous: ListPage<Row> | null }
  | { status: 'error'; message: string }
  | { status: 'ready'; page: ListPage<Row> }

/**
 * Runs an admin list's query for its clientLoader. A failure is the page's to show (the
 * notice and 'Try again' under the list's own search and tabs), not an error of the route.
 */
export async function loadListResult<Row>(
  load: () => Promise<ListPage<Row>>,
  signal: AbortSignal,
): Promise<ListResult<Row>> {
  try {
    return { status: 'ready', page: await load() }
  } catch (error) {
    // A superseded load: the router drops its answer.
    if (signal.aborted) throw error
    console.warn('Loading an admin list failed:', error)
    return { status: 'error', message: messageOf(error) }
  }
}

/**
 * The state of the list on screen: its loader's result, or while the router loads it again (a
 * new page, search or tab, `loading`; or the reload after a change made on the page) the rows
 * already shown, dimmed by PagedList. A failed load shows the spec's notice (docs/product.md §8) once.
 */
export function usePagedListState<Row>(
  result: ListResult<Row>,
  { loading, keepRows = true }: { loading: boolean; keepRows?: boolean },
): { state: PagedListState<Row>; retry: () => void } {
  const { toast } = useToast()
  const { revalidate, state: revalidation } = useRevalidator()
  // A change made on the page (useFetcher) loads the page again once it is saved.
  const reloadingAfterChange = useFetchers().some((fetcher) => fetcher.state === 'loading')

  useEffect(() => {
    if (result.status === 'error') {
      toast({ title: 'Supabase error', description: result.message, variant: 'destructive' })
    }
  }, [result, toast])

  const busy = loading || revalidation === 'loading' || reloadingAfterChange
  const shown: ListPage<Row> | null = result.status === 'ready' ? result.page : null
  const state: PagedListState<Row> = busy
    ? { status: 'loading', previous: keepRows ? shown : null }
    : result.status === 'ready'
      ? { status: 'ready', page: result.page }
      : { status: 'error', message: result.message }
  return { state, retry: () => void revalidate() }
}
