import { useEffect, useRef, useState } from 'react'

/**
 * Focus after a deletion confirmed in a dialog: the deleted item's button held the focus; once
 * the dialog has closed (and tried to give focus back to that vanished button), `target` (the
 * list) takes it, so keyboard users keep their place. Call `refocus` when the item is gone.
 */
export function useRefocusAfterDialog<E extends HTMLElement>(dialogOpen: boolean) {
  const target = useRef<E>(null)
  const [wanted, setWanted] = useState(false)

  useEffect(() => {
    if (dialogOpen || !wanted) return
    const timer = window.setTimeout(() => {
      target.current?.focus()
      setWanted(false)
    }, 0)
    return () => window.clearTimeout(timer)
  }, [dialogOpen, wanted])

  return { target, refocus: () => setWanted(true) }
}
