import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router-dom'
import { useToast } from '../../../components/toast/use-toast.ts'
import { buttonClasses } from '../../../components/ui/button-styles.ts'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx'
import { placeText } from '../../../components/admin/place-text.ts'
import { paths } from '../../../lib/paths.ts'
import { deleteTeacher } from '../api/delete-teacher.ts'
import type { AdminTeacher } from '../api/list-teachers-for-admin.ts'

const cellClass = 'px-4 py-3 text-left align-middle'
// Red outline, written out so no brand colour class competes with it.
const deleteButtonClass =
  'inline-flex items-center justify-center rounded-md border border-red-700 bg-white px-3 py-1.5 text-sm font-medium whitespace-nowrap text-red-700 transition-colors hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700'

export interface AdminTeachersTableProps {
  teachers: AdminTeacher[]
  /** The teacher was deleted; drop it from every list that shows it. */
  onDeleted: (id: string) => void
}

function years(experience: number): string {
  return experience === 1 ? '1 year' : `${experience} years`
}

/**
 * The admin's teachers (SPEC.md §2): each row links to its public profile and its edit form,
 * and can be deleted after a confirmation.
 */
export function AdminTeachersTable({ teachers, onDeleted }: AdminTeachersTableProps) {
  const { toast } = useToast()
  const [deleting, setDeleting] = useState<AdminTeacher | null>(null)
  const [refocus, setRefocus] = useState(false)
  const list = useRef<HTMLDivElement>(null)

  // The deleted row's button held the focus; once the dialog has closed (and tried to give it
  // back to that vanished button), the list takes it, so keyboard users keep their place.
  useEffect(() => {
    if (deleting || !refocus) return
    const timer = window.setTimeout(() => {
      list.current?.focus()
      setRefocus(false)
    }, 0)
    return () => window.clearTimeout(timer)
  }, [deleting, refocus])

  async function confirmDelete(teacher: AdminTeacher) {
    try {
      await deleteTeacher(teacher.id)
      onDeleted(teacher.id)
      setRefocus(true)
      toast({
        title: 'Profile Deleted',
        description: `${teacher.name}'s profile has been deleted.`,
        variant: 'success',
      })
    } catch (error) {
      console.warn('Deleting the teacher failed:', error)
      toast({
        title: 'Supabase error',
        description: error instanceof Error ? error.message : String(error),
        variant: 'destructive',
      })
    }
  }

  return (
    <div ref={list} tabIndex={-1} className="focus:outline-none">
      {teachers.length === 0 ? (
        <p className="py-6 text-gray-700">No teachers yet.</p>
      ) : (
        <div className="relative overflow-x-auto rounded-lg border border-gray-200">
          {/* relative: the rows' sr-only labels are absolutely positioned and would otherwise
              escape this scroll box and widen the page on narrow screens. */}
          <table className="min-w-full divide-y divide-gray-200 text-sm">
            <caption className="sr-only">Teachers</caption>
            <thead className="bg-gray-50 text-gray-900">
              <tr>
                <th scope="col" className={`${cellClass} font-semibold`}>
                  Name
                </th>
                <th scope="col" className={`${cellClass} font-semibold`}>
                  Location
                </th>
                <th scope="col" className={`${cellClass} font-semibold`}>
                  Experience
                </th>
                <th scope="col" className={`${cellClass} text-right font-semibold`}>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-200 bg-white text-gray-700">
              {teachers.map((teacher) => (
                <tr key={teacher.id}>
                  <th scope="row" className={`${cellClass} font-medium whitespace-nowrap text-gray-900`}>
                    {teacher.name}
                  </th>
                  <td className={`${cellClass} whitespace-nowrap`}>
                    {placeText(teacher.location, teacher.country)}
                  </td>
                  <td className={`${cellClass} whitespace-nowrap`}>{years(teacher.experience)}</td>
                  <td className={cellClass}>
                    <div className="flex justify-end gap-2">
                      <Link
                        to={paths.teacher.href(teacher.slug)}
                        className={`${buttonClasses('ghost', 'sm')} whitespace-nowrap`}
                      >
                        View<span className="sr-only"> {teacher.name}&apos;s public profile</span>
                      </Link>
                      <Link
                        to={paths.adminTeacherEdit.href(teacher.slug)}
                        className={`${buttonClasses('outline', 'sm')} whitespace-nowrap`}
                      >
                        Edit<span className="sr-only"> {teacher.name}</span>
                      </Link>
                      <button
                        type="button"
                        className={deleteButtonClass}
                        onClick={() => setDeleting(teacher)}
                      >
                        Delete<span className="sr-only"> {teacher.name}</span>
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null)
        }}
        title="Delete teacher"
        message={deleting ? `Are you sure you want to delete ${deleting.name}'s profile?` : ''}
        onConfirm={() => (deleting ? confirmDelete(deleting) : undefined)}
      />
    </div>
  )
}
