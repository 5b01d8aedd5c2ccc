import type { UrlFieldSpec } from '../listings/components/listing-fields.tsx'

/** A studio's web addresses, the same in the admin's form and the owner's. */
export const STUDIO_LINK_FIELDS: readonly UrlFieldSpec[] = [
  { name: 'website', label: 'Website', hint: 'Optional, e.g. https://example.com' },
  { name: 'instagram', label: 'Instagram', hint: 'Optional, e.g. https://instagram.com/studio' },
  { name: 'facebook', label: 'Facebook', hint: 'Optional, e.g. https://facebook.com/studio' },
]
