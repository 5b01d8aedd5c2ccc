import { markApplicationListed } from '../../../features/submissions/api/set-submission-status.ts'
import { StudioForm, studioListing } from '../../../features/studios/components/studio-form.tsx'
import { applicationToFormValues, emptyStudioForm } from '../../../features/studios/studio-form-values.ts'
import { getStudioApplication } from '../../../features/submissions/api/get-application.ts'
import type { StudioFormInput, StudioFormValues } from '../../../features/studios/studio-form-schema.ts'
import { ListingFormRoute, type ListingFormRouteProps } from './listing-form-route.tsx'

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
export default function StudioFormRoute() {
  return <ListingFormRoute {...studioRoute} />
}
