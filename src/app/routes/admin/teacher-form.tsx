import { markApplicationListed } from '../../../features/submissions/api/set-submission-status.ts'
import { getTeacherApplication } from '../../../features/submissions/api/get-application.ts'
import { TeacherForm, teacherListing } from '../../../features/teachers/components/teacher-form.tsx'
import {
  emptyTeacherForm,
  teacherApplicationToFormValues,
} from '../../../features/teachers/teacher-form-values.ts'
import type { TeacherFormInput, TeacherFormValues } from '../../../features/teachers/teacher-form-schema.ts'
import { ListingFormRoute, type ListingFormRouteProps } from './listing-form-route.tsx'

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
export default function TeacherFormRoute() {
  return <ListingFormRoute {...teacherRoute} />
}
