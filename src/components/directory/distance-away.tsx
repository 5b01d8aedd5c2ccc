import { distanceText } from '../../lib/distance.ts'

/** 'about 12 km away' on a card found near a place; nothing elsewhere. */
export function DistanceAway({ km }: { km?: number | null }) {
  if (km === undefined || km === null) return null
  return <p className="text-sm font-medium text-brand-800">{distanceText(km)}</p>
}
