import type { KeyboardEvent, ReactNode } from 'react'
import { FallbackImage, type FallbackKind } from './fallback-image.tsx'

const arrowButtonClass =
  'absolute top-1/2 z-10 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-gray-900 shadow-md ring-1 ring-black/5 hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700'

export interface CarouselFrameProps {
  /** Names the carousel, e.g. 'Gallery of Ana Reyes'. */
  label: string
  index: number
  count: number
  /** Previous (-1) or next (1), from the arrows or ArrowLeft/ArrowRight. */
  onStep: (step: -1 | 1) => void
  /** Any first touch of the carousel (pointer or focus), before a step. */
  onEngage?: () => void
  children: ReactNode
}

/** The frame around a gallery's current image: region, arrows, keys and the "Image n of m" line. */
export function CarouselFrame({ label, index, count, onStep, onEngage, children }: CarouselFrameProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (count < 2) return
    if (event.key === 'ArrowLeft') {
      event.preventDefault()
      onStep(-1)
    } else if (event.key === 'ArrowRight') {
      event.preventDefault()
      onStep(1)
    }
  }

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onFocus={onEngage}
      onPointerDown={onEngage}
      className="group relative overflow-hidden rounded-2xl bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      <div className="relative aspect-[4/3] sm:aspect-[16/9]">{children}</div>

      {count > 1 && (
        <>
          <button
            type="button"
            aria-label="Previous image"
            onClick={() => onStep(-1)}
            className={`${arrowButtonClass} left-3`}
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 fill-current">
              <path d="M12.7 4.3a1 1 0 0 1 0 1.4L8.4 10l4.3 4.3a1 1 0 0 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0Z" />
            </svg>
          </button>
          <button
            type="button"
            aria-label="Next image"
            onClick={() => onStep(1)}
            className={`${arrowButtonClass} right-3`}
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 fill-current">
              <path d="M7.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4l4.3-4.3-4.3-4.3a1 1 0 0 1 0-1.4Z" />
            </svg>
          </button>
        </>
      )}

      <p
        aria-live="polite"
        className="absolute right-3 bottom-3 rounded-full bg-gray-900/75 px-3 py-1 text-xs font-medium text-white"
      >
        {`Image ${index + 1} of ${count}`}
      </p>
    </div>
  )
}

/** The next position, wrapping around at either end. */
export const stepIndex = (index: number, step: -1 | 1, count: number) => (index + step + count) % count

export interface CarouselSlideImageProps {
  fallback: FallbackKind
  /** What an image shows, for its alt text: `${imageLabel} 2 of 4`. */
  imageLabel: string
  src: string | undefined
  index: number
  count: number
  /** Below the fold until a visitor scrolls there: lazy. */
  loading: 'eager' | 'lazy'
}

export function CarouselSlideImage({
  src,
  index,
  count,
  imageLabel,
  fallback,
  loading,
}: CarouselSlideImageProps) {
  return (
    <FallbackImage
      src={src}
      fallback={fallback}
      alt={`${imageLabel} ${index + 1} of ${count}`}
      width={1200}
      height={675}
      loading={loading}
      fetchPriority="auto"
      draggable={false}
      className="pointer-events-none size-full object-cover select-none"
    />
  )
}
