import { markApplicationListed } from '../../../features/submissions/api/set-submission-status.ts'
import { getTeacherApplication } from '../../../features/submissions/api/get-application.ts'
import { TeacherForm, teacherListing } from '../../../features/teachers/components/teacher-form.tsx'
import {
  emptyTeacherForm,
  teacherApplicationToFormValues,
} from '../../../features/teachers/teacher-form-values.ts'
import type { TeacherFormInput, TeacherFormValues } from '../../../features/teachers/teacher-form-schema.ts'
import { ListingFormRoute, loadListingFormStart, type ListingFormRouteProps } from './listing-form-route.tsx'
import { revertChangeAction } from '../../../features/listings/listing-changes.ts'
import type { Route } from './+types/teacher-form.ts'

const teacherRoute: ListingFormRouteProps<TeacherFormInput, TeacherFormValues, 'teachers'> = {
  listing: teacherListing,
  Form: TeacherForm,
  empty: emptyTeacherForm,
  fromApplication: async (id) => {
    const application = await getTeacherApplication(id)
    if (!application) return null
    const { values, notCopied } = teacherApplicationToFormValues(application)
    const applicant = `${application.firstname.trim()} ${application.lastname.trim()}`
    return { values, notCopied, applicant, sentAt: application.created_at }
  },
  markListed: (id, listingId) => markApplicationListed('teacher', id, listingId),
}

/** /admin/teacher/new (optionally ?application=<id>) and /admin/teacher/edit/:slug (docs/product.md §2). */
export function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  return loadListingFormStart(teacherRoute, request, 'slug' in params ? params.slug : undefined)
}

/** Revert of an owner's change from the edit screen's change log. */
export function clientAction({ request }: Route.ClientActionArgs) {
  return revertChangeAction(request)
}

export default function TeacherFormRoute({ loaderData }: Route.ComponentProps) {
  return <ListingFormRoute {...teacherRoute} start={loaderData} />
}
