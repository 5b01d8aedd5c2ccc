import { useEffect, useRef, type RefObject } from 'react'

/**
 * Whether the component is still on screen, for work that finishes after an await (an
 * upload): once it has gone, the result is dropped instead of setting state or calling back.
 */
export function useMountedRef(): RefObject<boolean> {
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])
  return mounted
}
