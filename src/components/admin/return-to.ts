import { useLocation } from 'react-router'
import { paths } from '../../lib/paths.ts'

/** What a link into an admin form carries in its location state: the list to come back to. */
export interface ReturnState {
  returnTo: string
}

/** The state for a link that should lead back here (the list with its tab, search and page). */
export function useReturnHere(): ReturnState {
  const { pathname, search } = useLocation()
  return { returnTo: `${pathname}${search}` }
}

/** Where an admin list lives that shows listings of `kind`: the fallback for its forms. */
export function listingSectionHref(kind: 'teacher' | 'studio'): string {
  return kind === 'teacher' ? paths.adminTeachers.href() : paths.adminStudios.href()
}

/**
 * Where a form goes back to after a save or Cancel: the admin list it was opened from (with
 * its state), else `fallback`. Only a path inside the admin area is followed.
 */
export function useReturnPath(fallback: string): string {
  const { state } = useLocation()
  const returnTo: unknown =
    typeof state === 'object' && state !== null ? (state as Partial<ReturnState>).returnTo : null
  return typeof returnTo === 'string' && /^\/admin(?:[/?]|$)/.test(returnTo) ? returnTo : fallback
}
