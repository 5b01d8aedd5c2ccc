import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router-dom'
import { useToast } from '../../../components/toast/use-toast.ts'
import { buttonClasses } from '../../../components/ui/button-styles.ts'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx'
import { placeText } from '../../../components/admin/place-text.ts'
import { paths } from '../../../lib/paths.ts'
import { deleteStudio } from '../api/delete-studio.ts'
import type { AdminStudio } from '../api/list-studios-for-admin.ts'

const cellClass = 'px-4 py-3 text-left align-middle'
// Red outline, written out so no brand colour class competes with it.
const deleteButtonClass =
  'inline-flex items-center justify-center rounded-md border border-red-700 bg-white px-3 py-1.5 text-sm font-medium whitespace-nowrap text-red-700 transition-colors hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700'

export interface AdminStudiosTableProps {
  studios: AdminStudio[]
  /** The studio was deleted; drop it from every list that shows it. */
  onDeleted: (id: string) => void
}

/**
 * The admin's studios (SPEC.md §2): each row links to its public page and its edit form,
 * and can be deleted after a confirmation.
 */
export function AdminStudiosTable({ studios, onDeleted }: AdminStudiosTableProps) {
  const { toast } = useToast()
  const [deleting, setDeleting] = useState<AdminStudio | null>(null)
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

  async function confirmDelete(studio: AdminStudio) {
    try {
      await deleteStudio(studio.id)
      onDeleted(studio.id)
      setRefocus(true)
      toast({
        title: 'Studio Deleted',
        description: `The studio "${studio.name}" has been deleted.`,
        variant: 'success',
      })
    } catch (error) {
      console.warn('Deleting the studio failed:', error)
      toast({
        title: 'Supabase error',
        description: error instanceof Error ? error.message : String(error),
        variant: 'destructive',
      })
    }
  }

  return (
    <div ref={list} tabIndex={-1} className="focus:outline-none">
      {studios.length === 0 ? (
        <p className="py-6 text-gray-700">No studios yet.</p>
      ) : (
        <div className="relative overflow-x-auto rounded-lg border border-gray-200">
          {/* relative: the rows' sr-only labels are absolutely positioned and would otherwise
              escape this scroll box and widen the page on narrow screens. */}
          <table className="min-w-full divide-y divide-gray-200 text-sm">
            <caption className="sr-only">Studios</caption>
            <thead className="bg-gray-50 text-gray-900">
              <tr>
                <th scope="col" className={`${cellClass} font-semibold`}>
                  Name
                </th>
                <th scope="col" className={`${cellClass} font-semibold`}>
                  Location
                </th>
                <th scope="col" className={`${cellClass} font-semibold`}>
                  Type
                </th>
                <th scope="col" className={`${cellClass} text-right font-semibold`}>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-200 bg-white text-gray-700">
              {studios.map((studio) => (
                <tr key={studio.id}>
                  <th scope="row" className={`${cellClass} font-medium whitespace-nowrap text-gray-900`}>
                    {studio.name}
                  </th>
                  <td className={`${cellClass} whitespace-nowrap`}>
                    {placeText(studio.city, studio.country)}
                  </td>
                  <td className={`${cellClass} whitespace-nowrap`}>{studio.studiotype}</td>
                  <td className={cellClass}>
                    <div className="flex justify-end gap-2">
                      <Link
                        to={paths.studio.href(studio.slug)}
                        className={`${buttonClasses('ghost', 'sm')} whitespace-nowrap`}
                      >
                        View<span className="sr-only"> {studio.name}&apos;s public page</span>
                      </Link>
                      <Link
                        to={paths.adminStudioEdit.href(studio.slug)}
                        className={`${buttonClasses('outline', 'sm')} whitespace-nowrap`}
                      >
                        Edit<span className="sr-only"> {studio.name}</span>
                      </Link>
                      <button type="button" className={deleteButtonClass} onClick={() => setDeleting(studio)}>
                        Delete<span className="sr-only"> {studio.name}</span>
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
        title="Delete studio"
        message={deleting ? `Are you sure you want to delete the studio "${deleting.name}"?` : ''}
        onConfirm={() => (deleting ? confirmDelete(deleting) : undefined)}
      />
    </div>
  )
}
