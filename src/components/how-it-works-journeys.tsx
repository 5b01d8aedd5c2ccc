import { createElement } from 'react'

export interface JourneyStep {
  title: string
  text: string
}

export interface Journey {
  id: 'students' | 'teachers' | 'studios'
  heading: string
  steps: readonly [JourneyStep, JourneyStep, JourneyStep]
}

/** The three journeys of docs/product.md §2 (Home, About): students, teachers, yoga studios. */
export const journeys: readonly Journey[] = [
  {
    id: 'students',
    heading: 'For Students',
    steps: [
      {
        title: 'Browse',
        text: 'Explore hand-picked profiles of certified yoga teachers and studios, online and in person.',
      },
      {
        title: 'Connect',
        text: 'Reach out directly to the teacher or studio that suits you. No middleman, no booking fees.',
      },
      {
        title: 'Practice',
        text: 'Agree on a time and a price with your teacher and begin your practice, on your mat or on screen.',
      },
    ],
  },
  {
    id: 'teachers',
    heading: 'For Teachers',
    steps: [
      {
        title: 'Apply',
        text: 'Tell us about your training, certifications and teaching style in a short application.',
      },
      {
        title: 'Get Featured',
        text: 'We create your profile for you and feature it in the directory, free of commissions.',
      },
      {
        title: 'Connect',
        text: 'Students contact you directly, and you keep 100% of what you earn.',
      },
    ],
  },
  {
    id: 'studios',
    heading: 'For Yoga Studios',
    steps: [
      {
        title: 'Apply',
        text: 'Send us your studio’s details, practices and amenities for review.',
      },
      {
        title: 'Get Listed',
        text: 'Your studio joins our global directory with its own page, photos and opening hours.',
      },
      {
        title: 'Connect',
        text: 'Receive inquiries straight from students who are looking for a place to practise.',
      },
    ],
  },
]

interface HowItWorksJourneysProps {
  /** The level of each journey's heading; step headings are one level below. */
  headingLevel: 2 | 3
}

/** The three journeys side by side (stacked on small screens), each as three numbered steps. */
export function HowItWorksJourneys({ headingLevel }: HowItWorksJourneysProps) {
  const journeyTag = `h${headingLevel}`
  const stepTag = `h${headingLevel + 1}`

  return (
    <div className="grid gap-6 md:grid-cols-3">
      {journeys.map((journey) => (
        <section
          key={journey.id}
          aria-labelledby={`journey-${journey.id}`}
          className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm"
        >
          {createElement(
            journeyTag,
            { id: `journey-${journey.id}`, className: 'text-xl font-semibold text-gray-900' },
            journey.heading,
          )}
          <ol className="mt-5 space-y-5">
            {journey.steps.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800"
                >
                  {index + 1}
                </span>
                <div>
                  {createElement(stepTag, { className: 'font-semibold text-gray-900' }, step.title)}
                  <p className="mt-1 text-sm leading-6 text-gray-600">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  )
}
