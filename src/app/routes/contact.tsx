import { useEffect } from 'react'
import { useFetcher } from 'react-router'
import { getContactQuestion } from '../../features/submissions/api/get-contact-question.ts'
import { TooManySubmissionsError } from '../../features/submissions/api/submission-error.ts'
import { ContactForm, type QuestionLookup } from '../../features/submissions/components/contact-form.tsx'
import { CAPTCHA_UNAVAILABLE } from '../../features/submissions/math-captcha.ts'
import { paths } from '../../lib/paths.ts'
import { site } from '../../lib/site.ts'
import { PageIntro } from '../layout/page-intro.tsx'
import type { Route } from './+types/contact.ts'

const phoneHref = `tel:${site.phone.replace(/[^+\d]/g, '')}`

/** How the form's fetcher asks the clientLoader below for a question. */
const QUESTION_PARAM = 'question'
const questionHref = `${paths.contact.href()}?${QUESTION_PARAM}`

/**
 * At build time: the page is prerendered without a question; the form asks for one once the page
 * is live. Having a loader also keeps the clientLoader from running while the page hydrates.
 */
export function loader() {
  return null
}

/**
 * In the browser: a new question from the database (public.contact_question) when the form's
 * fetcher asks for one, and nothing on a navigation to the page. A failed request is 'failed'
 * with the message to show beside the field.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<QuestionLookup | null> {
  if (!new URL(request.url).searchParams.has(QUESTION_PARAM)) return null
  try {
    return { state: 'ready', question: await getContactQuestion(request.signal) }
  } catch (error) {
    if (request.signal.aborted) throw error
    const message = error instanceof TooManySubmissionsError ? error.message : CAPTCHA_UNAVAILABLE
    return { state: 'failed', message }
  }
}

/** Only the form asks for a question: a revalidation never replaces the one being answered. */
export function shouldRevalidate() {
  return false
}

export default function ContactRoute() {
  const question = useFetcher<typeof clientLoader>()
  const { load } = question
  useEffect(() => {
    void load(questionHref)
  }, [load])
  const lookup: QuestionLookup =
    question.state === 'idle' && question.data ? question.data : { state: 'loading' }

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
          <ContactForm question={lookup} askNew={() => void load(questionHref)} />
        </section>
      </div>
    </>
  )
}
