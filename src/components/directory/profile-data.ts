import { toError } from './result-page.ts'

/** What a profile route's loaders give its page (/teacher/:slug, /studio/:slug). */
export type ProfileData<T> =
  { status: 'found'; listing: T } | { status: 'not-found' } | { status: 'error'; message: string }

/** Reads one listing by its slug; null when there is none. */
export type FindBySlug<T> = (slug: string, signal: AbortSignal) => Promise<T | null>

/** The route's `loader`, at build time: the profile in the prerendered HTML (a failure fails the build). */
export async function loadProfile<T>(
  find: FindBySlug<T>,
  slug: string,
  signal: AbortSignal,
): Promise<ProfileData<T>> {
  const listing = await find(slug, signal)
  return listing ? { status: 'found', listing } : { status: 'not-found' }
}

/**
 * The route's `clientLoader`: the current profile, also right after the prerendered page
 * hydrates, so an edit made after the build shows. If it cannot be loaded, a prerendered page
 * keeps the build's copy; a page that was not prerendered says what went wrong.
 */
export async function loadProfileInBrowser<T>(
  find: FindBySlug<T>,
  slug: string,
  request: Request,
  serverLoader: () => Promise<ProfileData<T>>,
): Promise<ProfileData<T>> {
  try {
    return await loadProfile(find, slug, request.signal)
  } catch (error) {
    if (request.signal.aborted) throw error
    const message = toError(error).message
    return serverLoader().catch(() => ({ status: 'error', message }) as const)
  }
}
