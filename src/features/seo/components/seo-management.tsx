import { useState } from 'react'
import { AdminTable, nameRowHeader, type AdminTableColumn } from '../../../components/admin/admin-table.tsx'
import { buttonClasses } from '../../../components/ui/button-styles.ts'
import type { ListingKind, SeoListing } from '../seo-suggestions.ts'
import { SeoDialog } from './seo-dialog.tsx'

export const SEO_TABS: readonly { kind: ListingKind; label: string; plural: string }[] = [
  { kind: 'teacher', label: 'Teachers', plural: 'teachers' },
  { kind: 'studio', label: 'Studios', plural: 'studios' },
]

const locationColumn: AdminTableColumn<SeoListing>[] = [
  { header: 'Location', cell: (listing) => listing.place },
]

/**
 * SEO Management's table (docs/product.md §2): Name, Location and an Edit SEO action per listing that
 * opens the SEO editor. The tabs, the name search and the paging are the dashboard's.
 */
export function SeoListingsTable({ kind, listings }: { kind: ListingKind; listings: SeoListing[] }) {
  const [editing, setEditing] = useState<SeoListing | null>(null)
  const label = kind === 'teacher' ? 'Teachers' : 'Studios'
  return (
    <>
      <AdminTable
        rows={listings}
        caption={`${label}: SEO text`}
        rowHeader={nameRowHeader}
        columns={locationColumn}
        actions={(listing) => (
          <button
            type="button"
            className={`${buttonClasses('outline', 'sm')} whitespace-nowrap`}
            onClick={() => setEditing(listing)}
          >
            Edit SEO<span className="sr-only"> for {listing.name}</span>
          </button>
        )}
      />
      {editing && (
        <SeoDialog
          key={`${kind}-${editing.id}`}
          kind={kind}
          listing={editing}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  )
}
