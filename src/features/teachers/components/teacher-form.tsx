import { ListingFormShell } from '../../listings/components/listing-form-shell.tsx'
import {
  useListingForm,
  type ListingFormKind,
  type ListingFormProps,
} from '../../listings/use-listing-form.ts'
import { paths } from '../../../lib/paths.ts'
import { saveInquiryAddress } from '../../listings/api/save-inquiry-address.ts'
import { confirmTeacher } from '../api/confirm-teacher.ts'
import { getTeacherForEdit } from '../api/get-teacher-for-edit.ts'
import { saveTeacher } from '../api/save-teacher.ts'
import { teacherFormSchema, type TeacherFormInput, type TeacherFormValues } from '../teacher-form-schema.ts'
import { teacherFullName, teacherRowToFormValues } from '../teacher-form-values.ts'
import {
  TeacherImagesSection,
  TeacherLinksSection,
  TeacherMessagesSection,
  TeacherPersonSection,
  TeacherVerificationSection,
} from './teacher-form-sections.tsx'

/** What the listing workflow needs to know of teachers (docs/product.md §3 Teacher, §8 notices). */
export const teacherListing: ListingFormKind<TeacherFormInput, TeacherFormValues, 'teachers'> = {
  kind: 'teacher',
  schema: teacherFormSchema,
  nameFields: ['firstname', 'lastname'],
  nameOf: ([firstname = '', lastname = '']) => teacherFullName(firstname, lastname),
  rowToValues: teacherRowToFormValues,
  load: getTeacherForEdit,
  save: saveTeacher,
  confirm: confirmTeacher,
  savedNotice: (values, slug, editing) => ({
    title: editing ? 'Teacher Updated' : 'Teacher Added',
    description: `${teacherFullName(values.firstname, values.lastname)} is listed at ${paths.teacher.href(slug)}.`,
    variant: 'success',
  }),
  inquiry: {
    emailOf: (values) => values.inquiryEmail,
    save: (id, email) => saveInquiryAddress('teachers', id, email),
    fromApplication: true,
  },
}

/**
 * The admin teacher form, shared by add and edit (docs/product.md §2, §5 "Admin teacher form", §7).
 * An edit only applies to the version it was opened from; if someone else saved the teacher
 * meanwhile nothing is overwritten and what was typed stays on screen.
 */
export function TeacherForm(props: ListingFormProps<TeacherFormInput>) {
  const listing = useListingForm(teacherListing, props)
  return (
    <ListingFormShell
      listing={listing}
      label={listing.editing ? 'Edit Teacher' : 'Add Teacher'}
      saveLabel="Save Teacher"
      className="space-y-8"
    >
      <TeacherPersonSection slugPreview={listing.slugPreview} />
      <TeacherLinksSection />
      <TeacherMessagesSection deliveryFailure={listing.deliveryFailure} />
      <TeacherVerificationSection />
      <TeacherImagesSection listing={listing} />
    </ListingFormShell>
  )
}
