import type { ReactNode } from 'react'
import { COUNTRIES } from '../../lib/countries.ts'
import { LIMITS } from '../../lib/field-limits.ts'
import { SelectField, TextAreaField, TextField } from './form-kit.tsx'

/**
 * Who and where a studio is: name, email, country, city, address and description, as the studio
 * application and the admin studio form both ask for them (docs/product.md §5), bound to kit fields of
 * those names.
 */
export function StudioBasicsFields({
  emailLabel,
  nameHint,
  countries = COUNTRIES,
  autoFill,
}: {
  emailLabel: string
  nameHint?: ReactNode
  countries?: readonly string[]
  /** The studio's own details may come from the browser's autofill; an admin's typing never should. */
  autoFill: boolean
}) {
  const auto = (token: string) => (autoFill ? token : 'off')
  return (
    <>
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          name="name"
          label="Studio Name"
          required
          hint={nameHint}
          autoComplete={auto('organization')}
          maxLength={LIMITS.name}
        />
        <TextField
          name="email"
          label={emailLabel}
          required
          type="email"
          autoComplete={auto('email')}
          maxLength={LIMITS.email}
        />
        <SelectField
          name="country"
          label="Country"
          required
          autoComplete={auto('country-name')}
          options={countries}
          placeholder="Select a country"
        />
        <TextField
          name="city"
          label="City"
          required
          autoComplete={auto('address-level2')}
          maxLength={LIMITS.location}
        />
      </div>
      <TextField
        name="address"
        label="Address"
        autoComplete={auto('address-line1')}
        maxLength={LIMITS.address}
      />
      <TextAreaField name="description" label="Description" required rows={6} maxLength={LIMITS.longText} />
    </>
  )
}
