import { LazyMotion, m, MotionConfig } from 'framer-motion'
import { useState, type KeyboardEvent } from 'react'
import { swipeDirection } from './carousel-swipe.ts'
import { FallbackImage, type FallbackKind } from './fallback-image.tsx'

// Animation and drag features arrive in their own chunk after the carousel renders.
const loadFeatures = () => import('./motion-features.ts').then((module) => module.default)

export interface ImageCarouselProps {
  images: readonly string[]
  /** Names the carousel, e.g. 'Gallery of Ana Reyes'. */
  label: string
  /** What an image shows, for its alt text: `${imageLabel} 2 of 4`. */
  imageLabel: string
  fallback: FallbackKind
}

const arrowButtonClass =
  'absolute top-1/2 z-10 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-gray-900 shadow-md ring-1 ring-black/5 hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700'

/**
 * One image at a time: previous/next buttons, ArrowLeft/ArrowRight when focused, and
 * drag to swipe on touch screens. It wraps around at either end.
 */
export default function ImageCarousel({ images, label, imageLabel, fallback }: ImageCarouselProps) {
  // The direction of the last move decides where the new image slides in from.
  const [[index, direction], setPosition] = useState<[number, -1 | 0 | 1]>([0, 0])
  const count = images.length
  const current = Math.min(index, count - 1)
  if (count === 0) return null

  const go = (step: -1 | 1) => setPosition(([i]) => [(i + step + count) % count, step])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (count < 2) return
    if (event.key === 'ArrowLeft') {
      event.preventDefault()
      go(-1)
    } else if (event.key === 'ArrowRight') {
      event.preventDefault()
      go(1)
    }
  }

  const position = `Image ${current + 1} of ${count}`

  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">
        <div
          role="region"
          aria-roledescription="carousel"
          aria-label={label}
          tabIndex={0}
          onKeyDown={onKeyDown}
          className="group relative overflow-hidden rounded-2xl bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          <div className="relative aspect-[4/3] sm:aspect-[16/9]">
            <m.div
              key={current}
              role="group"
              aria-roledescription="slide"
              aria-label={position}
              className={`absolute inset-0 ${count > 1 ? 'cursor-grab touch-pan-y active:cursor-grabbing' : ''}`}
              initial={direction === 0 ? false : { x: direction * 80, opacity: 0 }}
              animate={{ x: 0, opacity: 1 }}
              transition={{ x: { type: 'spring', stiffness: 300, damping: 30 }, opacity: { duration: 0.2 } }}
              drag={count > 1 ? 'x' : false}
              dragConstraints={{ left: 0, right: 0 }}
              dragElastic={0.7}
              onDragEnd={(_event, { offset, velocity }) => {
                const step = swipeDirection(offset.x, velocity.x)
                if (step !== 0) go(step)
              }}
            >
              <FallbackImage
                src={images[current]}
                fallback={fallback}
                alt={`${imageLabel} ${current + 1} of ${count}`}
                width={1200}
                height={675}
                loading="eager"
                draggable={false}
                className="pointer-events-none size-full object-cover select-none"
              />
            </m.div>
          </div>

          {count > 1 && (
            <>
              <button
                type="button"
                aria-label="Previous image"
                onClick={() => go(-1)}
                className={`${arrowButtonClass} left-3`}
              >
                <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 fill-current">
                  <path d="M12.7 4.3a1 1 0 0 1 0 1.4L8.4 10l4.3 4.3a1 1 0 0 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0Z" />
                </svg>
              </button>
              <button
                type="button"
                aria-label="Next image"
                onClick={() => go(1)}
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
            {position}
          </p>
        </div>
      </MotionConfig>
    </LazyMotion>
  )
}
