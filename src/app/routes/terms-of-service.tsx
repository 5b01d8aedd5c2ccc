import { Link } from 'react-router'
import { LegalPage, type LegalSection } from '../../components/legal-page.tsx'
import { Seo } from '../../features/seo/seo.tsx'
import { paths } from '../../lib/paths.ts'
import { site } from '../../lib/site.ts'

const linkClass = 'font-medium text-brand-700 underline hover:text-brand-800'

const sections: readonly LegalSection[] = [
  {
    heading: 'Acceptance of these terms',
    body: (
      <p>
        By using {site.name}, browsing its listings or submitting an application or message, you agree to
        these Terms of Service and to our{' '}
        <Link to={paths.privacyPolicy.href()} className={linkClass}>
          Privacy Policy
        </Link>
        . If you do not agree, please do not use the service.
      </p>
    ),
  },
  {
    heading: 'Eligibility',
    body: (
      <p>You must be at least 16 years old to use {site.name} or to submit any application or message.</p>
    ),
  },
  {
    heading: 'What we provide',
    body: (
      <p>
        {site.name} is a directory that helps students find yoga teachers and studios and contact them
        directly. We are not a party to any agreement between students and teachers or studios: classes,
        prices, bookings, payments and cancellations are arranged directly between them. Teachers set their
        own prices.
      </p>
    ),
  },
  {
    heading: 'Listings and submitted content',
    body: (
      <>
        <p>
          If you apply to be listed, you confirm that the information you submit is accurate, that you hold
          the qualifications you describe, and that you have the right to share any photos, logos and text you
          send us. You allow us to display, format and publish this content in the directory.
        </p>
        <p>
          Listings are curated. We may edit, refuse or remove any listing at our discretion, for example to
          correct errors, keep the directory consistent, or when a listing is inaccurate, inappropriate or no
          longer active. You can ask us to update or remove your listing at any time.
        </p>
      </>
    ),
  },
  {
    heading: 'No commissions or mandatory fees',
    body: (
      <p>
        Listing is free and we take no commission: teachers and studios keep 100% of earnings. There is no
        mandatory fee. A voluntary token of gratitude to the admin is optional and has no effect on whether or
        how a listing is shown.
      </p>
    ),
  },
  {
    heading: 'Acceptable use',
    body: (
      <ul>
        <li>
          Do not submit false, misleading, offensive or unlawful content, or content that infringes others'
          rights.
        </li>
        <li>
          Do not use the directory to send spam or unsolicited advertising to teachers, studios or students.
        </li>
        <li>
          Do not attempt to access administrative areas, disrupt the service or collect data from it
          automatically.
        </li>
      </ul>
    ),
  },
  {
    heading: 'Health and safety',
    body: (
      <p>
        Yoga is a physical activity. Consult a qualified health professional before starting a new practice,
        especially if you are pregnant, injured or have a medical condition. We review listings with care but
        do not supervise classes and cannot guarantee the services of any teacher or studio.
      </p>
    ),
  },
  {
    heading: 'Third-party websites',
    body: (
      <p>
        Listings may link to websites, social media profiles and contact forms run by others. We are not
        responsible for their content or practices.
      </p>
    ),
  },
  {
    heading: 'Disclaimer and limitation of liability',
    body: (
      <p>
        The service is provided "as is" and "as available". To the fullest extent permitted by law, we are not
        liable for any indirect or consequential loss, or for any dispute, injury or loss arising from
        arrangements between students and teachers or studios.
      </p>
    ),
  },
  {
    heading: 'Changes to these terms',
    body: (
      <p>
        We may update these terms from time to time. The effective date above shows when they last changed;
        continuing to use {site.name} after a change means you accept the updated terms.
      </p>
    ),
  },
  {
    heading: 'Governing law',
    body: (
      <p>
        These terms are governed by the laws of the Republic of the Philippines. Any dispute shall be brought
        before the competent courts of Cebu City, Philippines.
      </p>
    ),
  },
]

export default function TermsOfServiceRoute() {
  return (
    <>
      <Seo
        title={`Terms of Service | ${site.name}`}
        description={`The terms for using ${site.name}: eligibility, listings, our commission-free model and your responsibilities.`}
        keywords={['terms of service', 'terms and conditions', site.name]}
        canonicalPath={paths.termsOfService.href()}
      />
      <LegalPage
        title="Terms of Service"
        intro={
          <p>
            These terms govern your use of {site.name}, the commission-free directory of yoga teachers and
            studios.
          </p>
        }
        sections={sections}
      />
    </>
  )
}
