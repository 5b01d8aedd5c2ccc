import { ContactForm } from '../../features/submissions/components/contact-form.tsx'
import { paths } from '../../lib/paths.ts'
import { site } from '../../lib/site.ts'
import { PageIntro } from '../layout/page-intro.tsx'

const phoneHref = `tel:${site.phone.replace(/[^+\d]/g, '')}`

export default function ContactRoute() {
  return (
    <>
      <PageIntro
        title="Contact Us"
        description="Questions about finding a yoga teacher or listing your practice? Send us a message; we reply within 24 hours."
        keywords={['contact', 'yoga directory support', 'yoga teacher questions']}
        path={paths.contact.href()}
      >
        <p>Questions, ideas or feedback? We'd love to hear from you.</p>
      </PageIntro>
      <div className="mx-auto grid max-w-5xl gap-10 px-4 pb-16 sm:px-6 lg:grid-cols-[1fr_2fr]">
        <section aria-labelledby="contact-details" className="space-y-4 text-gray-700">
          <h2 id="contact-details" className="text-xl font-semibold text-gray-900">
            Get in Touch
          </h2>
          <dl className="space-y-3">
            <div>
              <dt className="font-semibold text-gray-900">Location</dt>
              <dd>{site.location}</dd>
            </div>
            <div>
              <dt className="font-semibold text-gray-900">Email</dt>
              <dd>
                <a className="text-brand-800 underline" href={`mailto:${site.email}`}>
                  {site.email}
                </a>
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-gray-900">Phone</dt>
              <dd>
                <a className="text-brand-800 underline" href={phoneHref}>
                  {site.phone}
                </a>
              </dd>
            </div>
          </dl>
          <p>We respond to every message within 24 hours.</p>
        </section>
        <section aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading" className="mb-6 text-xl font-semibold text-gray-900">
            Send Us a Message
          </h2>
          <ContactForm />
        </section>
      </div>
    </>
  )
}
