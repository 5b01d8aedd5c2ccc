import { markApplicationListed } from '../../../features/submissions/api/set-submission-status.ts'
import { StudioForm, studioListing } from '../../../features/studios/components/studio-form.tsx'
import { applicationToFormValues, emptyStudioForm } from '../../../features/studios/studio-form-values.ts'
import { getStudioApplication } from '../../../features/submissions/api/get-application.ts'
import type { StudioFormInput, StudioFormValues } from '../../../features/studios/studio-form-schema.ts'
import { ListingFormRoute, loadListingFormStart, type ListingFormRouteProps } from './listing-form-route.tsx'
import { revertChangeAction } from '../../../features/listings/listing-changes.ts'
import type { Route } from './+types/studio-form.ts'

const studioRoute: ListingFormRouteProps<StudioFormInput, StudioFormValues, 'studios'> = {
  listing: studioListing,
  Form: StudioForm,
  empty: emptyStudioForm,
  fromApplication: async (id) => {
    const application = await getStudioApplication(id)
    if (!application) return null
    const values = applicationToFormValues(application)
    return { values, applicant: application.name, sentAt: application.created_at }
  },
  markListed: (id, listingId) => markApplicationListed('studio', id, listingId),
}

/** /admin/studio/new (optionally ?application=<id>) and /admin/studio/edit/{slug} (docs/product.md §2). */
export function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  return loadListingFormStart(studioRoute, request, 'slug' in params ? params.slug : undefined)
}

/** Revert of an owner's change from the edit screen's change log. */
export function clientAction({ request }: Route.ClientActionArgs) {
  return revertChangeAction(request)
}

export default function StudioFormRoute({ loaderData }: Route.ComponentProps) {
  return <ListingFormRoute {...studioRoute} start={loaderData} />
}
