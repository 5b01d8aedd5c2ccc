import { useCallback, useEffect, useEffectEvent, useState } from 'react'
import type { ListPage } from '../../lib/admin-list.ts'
import { useToast } from '../toast/use-toast.ts'

export type PagedListState<Row> =
  | { status: 'loading'; previous: ListPage<Row> | null }
  | { status: 'error'; message: string }
  | { status: 'ready'; page: ListPage<Row> }

/** The answer to one request (`request` = key and attempt). */
interface Settled<Row> {
  request: string
  page: ListPage<Row> | null
  message: string
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message.trim() !== '' ? error.message : 'Something went wrong'
}

/**
 * One page of an admin list, loaded whenever `key` (everything the request depends on) changes.
 * While the next page loads the previous one stays on screen (dimmed by the caller), so paging
 * does not make the table jump. A failure shows the spec's notice and an inline retry (docs/product.md
 * §8). `reload` fetches the same page again (after a delete); `update` changes rows in place
 * (after an SEO save). Answers to an older request are dropped.
 */
export function usePagedList<Row>(key: string, load: (signal: AbortSignal) => Promise<ListPage<Row>>) {
  const { toast } = useToast()
  const [attempt, setAttempt] = useState(0)
  const [settled, setSettled] = useState<Settled<Row> | null>(null)
  const [lastPage, setLastPage] = useState<ListPage<Row> | null>(null)
  const request = `${attempt}:${key}`
  // The key, not the loader's identity, decides when to load.
  const loadPage = useEffectEvent(load)

  useEffect(() => {
    const controller = new AbortController()
    loadPage(controller.signal).then(
      (page) => {
        if (controller.signal.aborted) return
        setSettled({ request, page, message: '' })
        setLastPage(page)
      },
      (error: unknown) => {
        if (controller.signal.aborted) return
        console.warn('Loading an admin list failed:', error)
        const message = messageOf(error)
        toast({ title: 'Supabase error', description: message, variant: 'destructive' })
        setSettled({ request, page: null, message })
      },
    )
    return () => controller.abort()
  }, [request, toast])

  const reload = useCallback(() => setAttempt((n) => n + 1), [])
  const update = useCallback((change: (rows: Row[]) => Row[]) => {
    const apply = (page: ListPage<Row> | null) => (page ? { ...page, rows: change(page.rows) } : page)
    setSettled((current) => (current ? { ...current, page: apply(current.page) } : current))
    setLastPage(apply)
  }, [])

  const state: PagedListState<Row> =
    settled?.request !== request
      ? { status: 'loading', previous: lastPage }
      : settled.page
        ? { status: 'ready', page: settled.page }
        : { status: 'error', message: settled.message }
  return { state, reload, update }
}
