import { useEffect } from 'react'
import { useNavigate, type To } from 'react-router'

/**
 * Replaces the current entry with `to` once rendered. react-router's own <Navigate> does the
 * same, but using it would keep its code in the entry chunk that every public page loads.
 */
export function Redirect({ to, state }: { to: To; state?: unknown }) {
  const navigate = useNavigate()
  useEffect(() => {
    navigate(to, { replace: true, state })
  }, [navigate, to, state])
  return null
}
