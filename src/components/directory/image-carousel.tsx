import { LazyMotion, m, MotionConfig } from 'framer-motion'
import { CarouselSlideImage, type CarouselSlideImageProps } from './carousel-frame.tsx'
import { swipeDirection } from './carousel-swipe.ts'

// Animation and drag features arrive in their own chunk after the slide renders.
const loadFeatures = () => import('./motion-features.ts').then((module) => module.default)

export interface AnimatedSlideProps extends Omit<CarouselSlideImageProps, 'loading'> {
  /** Where the slide comes from: -1 from the left, 1 from the right, 0 no movement. */
  direction: -1 | 0 | 1
  onStep: (step: -1 | 1) => void
}

/**
 * The gallery's current image, sliding in from the side of the last move and draggable to
 * swipe on touch screens. Only this part needs framer-motion: the frame around it (arrows, keys,
 * focus) stays the same element when it replaces the still image, so nothing loses focus.
 */
export default function AnimatedSlide({ direction, onStep, ...image }: AnimatedSlideProps) {
  const { index, count } = image
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">
        <m.div
          key={index}
          role="group"
          aria-roledescription="slide"
          aria-label={`Image ${index + 1} of ${count}`}
          className={`absolute inset-0 ${count > 1 ? 'cursor-grab touch-pan-y active:cursor-grabbing' : ''}`}
          initial={direction === 0 ? false : { x: direction * 80, opacity: 0 }}
          animate={{ x: 0, opacity: 1 }}
          transition={{ x: { type: 'spring', stiffness: 300, damping: 30 }, opacity: { duration: 0.2 } }}
          drag={count > 1 ? 'x' : false}
          dragConstraints={{ left: 0, right: 0 }}
          dragElastic={0.7}
          onDragEnd={(_event, { offset, velocity }) => {
            const step = swipeDirection(offset.x, velocity.x)
            if (step !== 0) onStep(step)
          }}
        >
          <CarouselSlideImage {...image} loading="eager" />
        </m.div>
      </MotionConfig>
    </LazyMotion>
  )
}
