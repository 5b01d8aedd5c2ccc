import { TextField } from '../../../components/forms/form-kit.tsx'
import { LIMITS } from '../../../lib/field-limits.ts'

/** The optional website both applications ask for (docs/product.md §5). */
export function WebsiteField() {
  return (
    <TextField
      name="website"
      label="Website"
      hint="Optional, e.g. https://example.com"
      type="url"
      autoComplete="url"
      maxLength={LIMITS.url}
    />
  )
}
