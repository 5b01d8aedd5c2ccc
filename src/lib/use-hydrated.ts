import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False while the page is rendered at build time and while the browser hydrates that HTML,
 * true on every render after. What differs between the build and this browser (the query
 * string, the highlighted menu link, stored drafts) is rendered only once this is true, so
 * hydration never meets HTML it did not produce.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
