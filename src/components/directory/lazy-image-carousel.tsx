import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { CarouselFrame, CarouselSlideImage, stepIndex } from './carousel-frame.tsx'
import type { FallbackKind } from './fallback-image.tsx'

// The animated slide (and framer-motion with it) is its own chunk, fetched only when a visitor
// scrolls near the gallery or touches it: most visits never do.
const AnimatedSlide = lazy(() => import('./image-carousel.tsx'))

/** How far below the screen a gallery starts loading its animation. */
const NEAR_MARGIN = '400px'

export interface ImageCarouselProps {
  images: readonly string[]
  /** Names the carousel, e.g. 'Gallery of Ana Reyes'. */
  label: string
  /** What an image shows, for its alt text: `${imageLabel} 2 of 4`. */
  imageLabel: string
  fallback: FallbackKind
}

/**
 * A gallery, one image at a time: previous/next buttons, ArrowLeft/ArrowRight when focused,
 * wrapping around at either end. Prerendered as its first image and working as soon as the page
 * hydrates; scrolled near (after a scroll) or touched, its image becomes the animated, swipeable
 * slide, inside the same frame, at the same size.
 */
export function LazyImageCarousel({ images, label, imageLabel, fallback }: ImageCarouselProps) {
  // The direction of the last move decides where the new image slides in from.
  const [[index, direction], setPosition] = useState<[number, -1 | 0 | 1]>([0, 0])
  const [animated, setAnimated] = useState(false)
  const frameRef = useRef<HTMLDivElement>(null)
  const count = images.length

  useEffect(() => {
    const frame = frameRef.current
    if (animated || !frame || typeof IntersectionObserver === 'undefined') return
    // Only a visitor who scrolls is heading for the gallery: opening the page loads nothing more.
    let observer: IntersectionObserver | undefined
    const onFirstScroll = () => {
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setAnimated(true)
        },
        { rootMargin: `${NEAR_MARGIN} 0px` },
      )
      observer.observe(frame)
    }
    window.addEventListener('scroll', onFirstScroll, { once: true, passive: true })
    return () => {
      window.removeEventListener('scroll', onFirstScroll)
      observer?.disconnect()
    }
  }, [animated])

  if (count === 0) return null
  const current = Math.min(index, count - 1)
  const step = (by: -1 | 1) => {
    setPosition(([i]) => [stepIndex(i, by, count), by])
    setAnimated(true)
  }
  const image = { src: images[current], index: current, count, imageLabel, fallback }
  const still = (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`Image ${current + 1} of ${count}`}
      className="absolute inset-0"
    >
      <CarouselSlideImage {...image} loading="lazy" />
    </div>
  )

  return (
    <div ref={frameRef}>
      <CarouselFrame
        label={label}
        index={current}
        count={count}
        onStep={step}
        onEngage={() => setAnimated(true)}
      >
        {animated ? (
          <Suspense fallback={still}>
            <AnimatedSlide {...image} direction={direction} onStep={step} />
          </Suspense>
        ) : (
          still
        )}
      </CarouselFrame>
    </div>
  )
}
