import { HowItWorksJourneys } from '../../components/how-it-works-journeys.tsx'
import { paths } from '../../lib/paths.ts'
import { site } from '../../lib/site.ts'
import { ClosingCallToAction } from '../layout/closing-call-to-action.tsx'
import { PageIntro } from '../layout/page-intro.tsx'

const purpose = [
  {
    id: 'vision',
    heading: 'Our Vision',
    text: 'A world where everyone can find a yoga teacher or studio that truly fits them, and where teachers are rewarded fully for the care they give their students.',
  },
  {
    id: 'mission',
    heading: 'Our Mission',
    text: 'To connect students directly with hand-picked, certified yoga teachers and studios, online and in person, through a curated directory that charges no commission: teachers and studios keep 100% of earnings.',
  },
] as const

export default function AboutRoute() {
  return (
    <>
      <PageIntro
        title="How It Works"
        description="How the commission-free yoga directory works for students, teachers and yoga studios: browse, connect and practise, or apply, get featured or listed, and connect."
        keywords={[
          'how it works',
          'find a yoga teacher',
          'list a yoga studio',
          'become a featured yoga teacher',
        ]}
        path={paths.about.href()}
      >
        <p>
          {site.name} is a curated, commission-free directory that brings yoga students together with
          certified teachers and studios.
        </p>
      </PageIntro>

      <div className="mx-auto grid max-w-5xl gap-6 px-4 sm:px-6 md:grid-cols-2">
        {purpose.map((item) => (
          <section
            key={item.id}
            aria-labelledby={`${item.id}-heading`}
            className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm sm:p-8"
          >
            <h2 id={`${item.id}-heading`} className="text-2xl font-bold text-brand-800">
              {item.heading}
            </h2>
            <p className="mt-3 leading-7 text-gray-700">{item.text}</p>
          </section>
        ))}
      </div>

      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <HowItWorksJourneys headingLevel={2} />
      </div>

      {/* The licence of the gazetteer behind 'near' searches asks for this credit. */}
      <section aria-labelledby="credits-heading" className="mx-auto max-w-5xl px-4 pb-14 sm:px-6">
        <h2 id="credits-heading" className="text-lg font-semibold text-gray-900">
          Credits
        </h2>
        <p className="mt-2 text-sm text-gray-700">
          Place coordinates:{' '}
          <a href="https://www.geonames.org/" className="font-medium text-brand-800 underline">
            GeoNames (geonames.org)
          </a>
          , licensed under{' '}
          <a
            href="https://creativecommons.org/licenses/by/4.0/"
            className="font-medium text-brand-800 underline"
          >
            CC BY 4.0
          </a>
          .
        </p>
      </section>

      <ClosingCallToAction
        id="start-heading"
        title="Ready to start?"
        offers={['browseTeachers', 'joinAsTeacher', 'listYourStudio']}
      />
    </>
  )
}
