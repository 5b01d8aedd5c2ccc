import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'

/**
 * Every new page starts at the top (docs/product.md §2); a change of hash or query alone does not scroll.
 * The page the browser opened is left where it is: it was prerendered, so the visitor may have
 * scrolled it (or the browser restored a position) before it hydrated.
 */
export function ScrollToTop() {
  const { pathname } = useLocation()
  const openedPathname = useRef<string | null>(pathname)
  useEffect(() => {
    if (openedPathname.current === pathname) return
    openedPathname.current = null
    window.scrollTo(0, 0)
  }, [pathname])
  return null
}
