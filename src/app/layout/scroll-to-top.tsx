import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'

/** Every new page starts at the top (SPEC.md §2); a change of hash or query alone does not scroll. */
export function ScrollToTop() {
  const { pathname } = useLocation()
  useEffect(() => {
    window.scrollTo(0, 0)
  }, [pathname])
  return null
}
