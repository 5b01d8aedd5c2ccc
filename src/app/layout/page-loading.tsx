import { matchPath, Outlet, useLocation, useNavigation } from 'react-router'
import { LoadingMessage } from '../../components/ui/load-status.tsx'
import { paths } from '../../lib/paths.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'

/** The spec's words while a page's data loads (docs/product.md §2), by the page being opened. */
const loadingMessages: readonly { pattern: string; message: string }[] = [
  { pattern: paths.home.pattern, message: 'Loading teachers...' },
  { pattern: paths.teachers.pattern, message: 'Loading teachers...' },
  { pattern: paths.teacher.pattern, message: 'Loading profile...' },
  { pattern: paths.studios.pattern, message: 'Loading studios...' },
  { pattern: paths.studio.pattern, message: 'Loading studio profile...' },
]

/** The loading message for a page, or null for pages without data of their own. */
export function loadingMessageFor(pathname: string): string | null {
  return loadingMessages.find(({ pattern }) => matchPath(pattern, pathname))?.message ?? null
}

/** What stands in for a page until its data is there. */
export function PageLoading({ message }: { message: string | null }) {
  return (
    <div className="mx-auto min-h-[60vh] max-w-6xl px-4 py-16">
      {message && <LoadingMessage>{message}</LoadingMessage>}
    </div>
  )
}

/**
 * The page, or while another page's data loads, that page's loading message. A new query on
 * the same page (a filter) keeps the page: the page shows its own loading state.
 */
export function PageOutlet() {
  const navigation = useNavigation()
  const { pathname } = useLocation()
  const next = navigation.state === 'loading' ? navigation.location : undefined
  if (next && next.pathname !== pathname) {
    const message = loadingMessageFor(next.pathname)
    if (message) return <PageLoading message={message} />
  }
  return <Outlet />
}

/**
 * The page area of the SPA fallback (a URL that was not prerendered) until its data arrives.
 * The fallback's HTML was rendered at build time without knowing the URL, so the message
 * appears only after hydration.
 */
export function FallbackPage() {
  const { pathname } = useLocation()
  const hydrated = useHydrated()
  return <PageLoading message={hydrated ? (loadingMessageFor(pathname) ?? 'Loading...') : null} />
}
