import { CAROUSEL_SWIPE_THRESHOLD } from '../../lib/directory-options.ts'

/**
 * Whether a drag was a swipe: a long or fast enough gesture (docs/product.md §9: offset times
 * velocity above the threshold), so a small or slow drag snaps back instead.
 */
export function shouldSwipe(offsetX: number, velocityX: number): boolean {
  return Math.abs(offsetX) * Math.abs(velocityX) > CAROUSEL_SWIPE_THRESHOLD
}

/** 1 for the next image (dragged left), -1 for the previous one (dragged right), 0 for none. */
export function swipeDirection(offsetX: number, velocityX: number): -1 | 0 | 1 {
  if (!shouldSwipe(offsetX, velocityX)) return 0
  return offsetX < 0 ? 1 : -1
}
