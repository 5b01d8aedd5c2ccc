import type { ReactNode } from 'react'
import { LIMITS } from '../../../lib/field-limits.ts'
import { TextField } from '../../../components/forms/form-kit.tsx'

export interface UrlFieldSpec {
  name: string
  label: string
  hint: string
}

/** The optional web addresses of a listing (website, social pages), side by side on wide screens. */
export function UrlFields({
  fields,
  className,
}: {
  fields: readonly UrlFieldSpec[]
  /** The grid of the fields. */
  className: string
}) {
  return (
    <div className={className}>
      {fields.map((link) => (
        <TextField key={link.name} {...link} type="url" autoComplete="off" maxLength={LIMITS.url} />
      ))}
    </div>
  )
}

/** A section of a listing's form (the admin's or an owner's) with its heading. */
export function FormSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="space-y-6" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold text-gray-900">
        {title}
      </h2>
      {children}
    </section>
  )
}
