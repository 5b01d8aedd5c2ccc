import { lazy, Suspense } from 'react'
import type { ImageCarouselProps } from './image-carousel.tsx'

// The carousel (and framer-motion with it) is its own chunk: galleries sit below
// the fold, so a profile's first load doesn't wait for them.
const ImageCarousel = lazy(() => import('./image-carousel.tsx'))

export function LazyImageCarousel(props: ImageCarouselProps) {
  return (
    <Suspense
      fallback={<div aria-hidden="true" className="aspect-[4/3] rounded-2xl bg-gray-100 sm:aspect-[16/9]" />}
    >
      <ImageCarousel {...props} />
    </Suspense>
  )
}
