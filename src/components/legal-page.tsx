import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { paths } from '../lib/paths.ts'
import { site } from '../lib/site.ts'

/** The policies' effective date (docs/product.md §9). */
export const POLICY_EFFECTIVE_DATE = 'October 27, 2025'

export interface LegalSection {
  heading: string
  body: ReactNode
}

/** A policy page: title, effective date, numbered sections and the operator's contact details. */
export function LegalPage({
  title,
  intro,
  sections,
}: {
  title: string
  intro: ReactNode
  sections: readonly LegalSection[]
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">{title}</h1>
      <p className="mt-3 text-sm font-medium text-gray-600">Effective date: {POLICY_EFFECTIVE_DATE}</p>
      <div className="mt-6 space-y-4 leading-7 text-gray-700">{intro}</div>
      {sections.map((section, index) => (
        <section key={section.heading} className="mt-10">
          <h2 className="text-xl font-semibold text-gray-900">
            {index + 1}. {section.heading}
          </h2>
          <div className="mt-3 space-y-4 leading-7 text-gray-700 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6">
            {section.body}
          </div>
        </section>
      ))}
      <section className="mt-10 rounded-xl border border-gray-200 bg-white p-6">
        <h2 className="text-xl font-semibold text-gray-900">Contact us</h2>
        <p className="mt-3 leading-7 text-gray-700">
          {site.name}, {site.location}
          <br />
          Email:{' '}
          <a
            href={`mailto:${site.email}`}
            className="font-medium text-brand-700 underline hover:text-brand-800"
          >
            {site.email}
          </a>
          <br />
          Or write to us through our{' '}
          <Link
            to={paths.contact.href()}
            className="font-medium text-brand-700 underline hover:text-brand-800"
          >
            contact form
          </Link>
          .
        </p>
      </section>
    </article>
  )
}
