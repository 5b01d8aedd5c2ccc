import { Link } from 'react-router'
import { HowItWorksJourneys } from '../../components/how-it-works-journeys.tsx'
import { PageHero } from '../../components/page-hero.tsx'
import { buttonClasses } from '../../components/ui/button-styles.ts'
import { Seo } from '../../features/seo/seo.tsx'
import { paths } from '../../lib/paths.ts'
import { site } from '../../lib/site.ts'

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
      <Seo
        title={`How It Works | ${site.name}`}
        description="How the commission-free yoga directory works for students, teachers and yoga studios: browse, connect and practise, or apply, get featured or listed, and connect."
        keywords={[
          'how it works',
          'find a yoga teacher',
          'list a yoga studio',
          'become a featured yoga teacher',
        ]}
        canonicalPath={paths.about.href()}
      />

      <PageHero title="How It Works">
        <p>
          {site.name} is a curated, commission-free directory that brings yoga students together with
          certified teachers and studios.
        </p>
      </PageHero>

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

      <section aria-labelledby="start-heading" className="bg-brand-800 py-14 text-center text-white">
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <h2 id="start-heading" className="text-2xl font-bold sm:text-3xl">
            Ready to start?
          </h2>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to={paths.teachers.href()} className={buttonClasses('inverse', 'lg')}>
              Browse Teachers
            </Link>
            <Link to={paths.join.href()} className={buttonClasses('inverse-outline', 'lg')}>
              Join as a Teacher
            </Link>
            <Link to={paths.studioApply.href()} className={buttonClasses('inverse-outline', 'lg')}>
              List Your Studio
            </Link>
          </div>
        </div>
      </section>
    </>
  )
}
