import { useLayoutEffect, useRef, useState } from 'react'
import { useMountedRef } from '../../lib/use-mounted-ref.ts'
import type { GeoPoint } from '../../lib/near-filter.ts'

/** A position a few minutes old still places a visitor in the same city. */
const POSITION_MAX_AGE_MS = 10 * 60 * 1000
const POSITION_TIMEOUT_MS = 20 * 1000

export const POSITION_REFUSED_MESSAGE = 'Your browser did not share your location.'

/**
 * Asks the browser for the visitor's position, only when `request` is called (a press of
 * 'Near me'). `onPosition` runs with it (the latest `onPosition` given, so it sees the
 * filters as they are then); a refusal, an error or a browser without geolocation leaves a
 * message and calls nothing.
 */
export function usePositionRequest(onPosition: (point: GeoPoint) => void) {
  const [waiting, setWaiting] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const mounted = useMountedRef()
  const latestOnPosition = useRef(onPosition)
  useLayoutEffect(() => {
    latestOnPosition.current = onPosition
  })

  const request = () => {
    if (waiting) return
    setError(null)
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation
    if (!geolocation) {
      setError(POSITION_REFUSED_MESSAGE)
      return
    }
    setWaiting(true)
    geolocation.getCurrentPosition(
      ({ coords }) => {
        if (!mounted.current) return
        setWaiting(false)
        latestOnPosition.current({ latitude: coords.latitude, longitude: coords.longitude })
      },
      () => {
        if (!mounted.current) return
        setWaiting(false)
        setError(POSITION_REFUSED_MESSAGE)
      },
      // A city-level position is all the search uses.
      { enableHighAccuracy: false, maximumAge: POSITION_MAX_AGE_MS, timeout: POSITION_TIMEOUT_MS },
    )
  }

  return { request, waiting, error }
}
