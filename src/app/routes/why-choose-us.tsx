import { paths } from '../../lib/paths.ts'
import { site } from '../../lib/site.ts'
import { ClosingCallToAction } from '../layout/closing-call-to-action.tsx'
import { PageIntro } from '../layout/page-intro.tsx'

const philosophy = [
  {
    title: 'Personal Connection',
    text: 'Yoga is personal. We help you find a teacher you connect with, then step aside so you can talk to each other directly.',
  },
  {
    title: 'Hand-Picked Profiles',
    text: 'Every teacher and studio is reviewed by a person before being listed, so you browse quality rather than quantity.',
  },
  {
    title: 'Authentic Community',
    text: 'We are a community of students and teachers, not a marketplace that profits from every class you take.',
  },
] as const

const forStudents = [
  {
    title: 'Curated profiles with bios and photos',
    text: 'Get to know a teacher’s story, training and style before you reach out.',
  },
  { title: 'Direct connection', text: 'Contact teachers and studios yourself, with no platform in between.' },
  {
    title: 'Online and in-person options',
    text: 'Practise from home or on the mat next to your teacher: filter by what suits you.',
  },
  {
    title: 'Teacher-set pricing',
    text: 'Teachers set their own fair prices, with no commission added on top.',
  },
] as const

const forTeachers = [
  {
    title: 'A profile created for you',
    text: 'Send us your details and we build a professional profile on your behalf.',
  },
  {
    title: 'No tech hassle',
    text: 'No website to build, no booking system to learn: we take care of your listing.',
  },
  { title: 'Keep 100% of your earnings', text: 'We never take a commission from your classes or sessions.' },
  { title: 'Quality leads', text: 'Students who contact you have already read your profile and chosen you.' },
  {
    title: 'Community network',
    text: 'Join a growing network of teachers and studios who share your values.',
  },
] as const

/** Who gains what, side by side. */
const audiences = [
  { id: 'students-heading', title: 'For Students', points: forStudents },
  { id: 'teachers-heading', title: 'For Teachers', points: forTeachers },
] as const

const comparison = [
  { feature: 'Commissions', ours: '0% always', theirs: 'up to 30%' },
  { feature: 'Profile Curation', ours: 'Hand-picked', theirs: 'Automated' },
  { feature: 'Student Connection', ours: 'Direct', theirs: 'Via platform' },
] as const

function CheckList({ items }: { items: readonly { title: string; text: string }[] }) {
  return (
    <ul className="mt-6 space-y-5">
      {items.map((item) => (
        <li key={item.title} className="flex gap-3">
          <span aria-hidden="true" className="mt-0.5 font-bold text-brand-700">
            ✓
          </span>
          <div>
            <p className="font-semibold text-gray-900">{item.title}</p>
            <p className="mt-1 text-sm leading-6 text-gray-600">{item.text}</p>
          </div>
        </li>
      ))}
    </ul>
  )
}

export default function WhyChooseUsRoute() {
  return (
    <>
      <PageIntro
        title="Why Choose Us"
        description="A curated, commission-free yoga directory: hand-picked teachers and studios, direct connection with students, and 0% commission, always."
        keywords={[
          'commission-free yoga',
          'yoga teacher directory',
          'hand-picked yoga teachers',
          'yoga studios',
        ]}
        path={paths.whyChooseUs.href()}
      >
        <p>
          A curated, commission-free yoga directory built on personal connection. Teachers and studios keep
          100% of earnings.
        </p>
      </PageIntro>

      <section aria-labelledby="philosophy-heading" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
        <h2 id="philosophy-heading" className="text-center text-3xl font-bold tracking-tight text-gray-900">
          Our Philosophy
        </h2>
        <div className="mt-10 grid gap-6 md:grid-cols-3">
          {philosophy.map((point) => (
            <div key={point.title} className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-brand-800">{point.title}</h3>
              <p className="mt-2 leading-7 text-gray-600">{point.text}</p>
            </div>
          ))}
        </div>
      </section>

      <div className="bg-gray-50 py-16">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 sm:px-6 md:grid-cols-2 lg:px-8">
          {audiences.map((audience) => (
            <section
              key={audience.id}
              aria-labelledby={audience.id}
              className="rounded-2xl bg-white p-6 shadow-sm sm:p-8"
            >
              <h2 id={audience.id} className="text-2xl font-bold text-gray-900">
                {audience.title}
              </h2>
              <CheckList items={audience.points} />
            </section>
          ))}
        </div>
      </div>

      <section aria-labelledby="compare-heading" className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
        <h2 id="compare-heading" className="text-center text-3xl font-bold tracking-tight text-gray-900">
          How We Compare
        </h2>
        <div className="mt-8 overflow-x-auto rounded-2xl border border-gray-200 bg-white shadow-sm">
          <table className="w-full text-left text-sm sm:text-base">
            <caption className="px-4 pt-4 pb-2 text-left text-sm text-gray-600">
              {site.name} compared with typical yoga platforms
            </caption>
            <thead className="bg-gray-50 text-gray-900">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Feature
                </th>
                <th scope="col" className="px-4 py-3 font-semibold text-brand-800">
                  {site.name}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Other platforms
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-200">
              {comparison.map((row) => (
                <tr key={row.feature}>
                  <th scope="row" className="px-4 py-3 font-medium text-gray-900">
                    {row.feature}
                  </th>
                  <td className="px-4 py-3 font-semibold text-brand-800">{row.ours}</td>
                  <td className="px-4 py-3 text-gray-700">{row.theirs}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="gratitude-heading" className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
        <div className="rounded-2xl border border-brand-200 bg-brand-50 p-6 sm:p-8">
          <h2 id="gratitude-heading" className="text-xl font-semibold text-brand-900">
            No Mandatory Fees
          </h2>
          <p className="mt-3 leading-7 text-gray-800">
            There is no mandatory fee. A voluntary token of gratitude to the admin is optional.
          </p>
          <p className="mt-2 leading-7 text-gray-800">
            Listing is free, and teachers and studios keep 100% of earnings, whether or not they choose to say
            thank you.
          </p>
        </div>
      </section>

      <ClosingCallToAction
        id="cta-heading"
        title="Find your teacher, or become one of ours"
        offers={['browseTeachers', 'joinAsTeacher']}
      />
    </>
  )
}
