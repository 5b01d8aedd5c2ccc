import type { UrlFieldSpec } from '../listings/components/listing-fields.tsx'

/**
 * A teacher's website and social pages, the same in the admin's form and the owner's; each form
 * adds the contact form link in its own words (the admin's about the teacher, the owner's about
 * "your" profile).
 */
export const TEACHER_SOCIAL_LINK_FIELDS: readonly UrlFieldSpec[] = [
  { name: 'website', label: 'Website', hint: 'Optional, e.g. https://example.com' },
  { name: 'instagram', label: 'Instagram', hint: 'Optional, e.g. https://instagram.com/yourhandle' },
  { name: 'facebook', label: 'Facebook', hint: 'Optional, e.g. https://facebook.com/yourpage' },
]
