import { FormOpenedInPlace } from '../../../components/ui/form-opened-in-place.tsx'
import type { ListingKind } from '../listing.ts'

/**
 * 'Manage this listing' at the foot of a profile's contact area: low-key, for the teacher or
 * studio themselves. The press opens the sign-in form in place; its code loads on that press, not
 * with the profile, which visitors read without ever needing it.
 */
export function ManageListing({ kind, slug }: { kind: ListingKind; slug: string }) {
  return (
    <div className="mt-4 border-t border-gray-100 pt-3">
      <FormOpenedInPlace
        label="Manage this listing"
        buttonClassName="text-sm text-gray-600 underline decoration-gray-300 underline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed"
        panelClassName="mt-3"
        formName="the sign-in form"
        loadForm={() => import('./owner-link-form.tsx').then((module) => module.OwnerLinkForm)}
        formProps={{ listing: { kind, slug }, autoFocus: true }}
      />
    </div>
  )
}
