import { useState, type ReactNode } from 'react'
import { AdminTable, type AdminTableColumn } from '../../../components/admin/admin-table.tsx'
import { inputClass } from '../../../components/forms/field.tsx'
import { buttonClasses } from '../../../components/ui/button-styles.ts'
import { tabClasses, useTabs } from '../../../components/ui/use-tabs.ts'
import type { SavedListingSeo } from '../api/save-listing-seo.ts'
import { nameMatches, type ListingKind, type SeoListing } from '../seo-suggestions.ts'
import { SeoDialog } from './seo-dialog.tsx'

const TAB_ORDER: readonly ListingKind[] = ['teacher', 'studio']
const TABS: Record<ListingKind, { label: string; plural: string }> = {
  teacher: { label: 'Teachers', plural: 'teachers' },
  studio: { label: 'Studios', plural: 'studios' },
}

export interface SeoManagementProps {
  /** Null until the list is loaded. */
  teachers: SeoListing[] | null
  studios: SeoListing[] | null
  /** What a tab shows while its list is not loaded (loading, or failed with a way to retry). */
  pending: (kind: ListingKind) => ReactNode
  /** A listing's SEO text was saved; show it wherever the listing appears. */
  onSaved: (kind: ListingKind, saved: SavedListingSeo) => void
}

/**
 * SEO Management (SPEC.md §2): Teachers and Studios tabs, a name search, and an Edit SEO
 * action per listing that opens the SEO editor.
 */
export function SeoManagement({ teachers, studios, pending, onSaved }: SeoManagementProps) {
  const tabs = useTabs(TAB_ORDER, { first: 'teacher', panels: 'selected' })
  const active = tabs.active
  const [query, setQuery] = useState('')
  const [editing, setEditing] = useState<{ kind: ListingKind; listing: SeoListing } | null>(null)
  const searchId = `${tabs.baseId}-search`
  const activeTab = TABS[active]
  const listings = active === 'teacher' ? teachers : studios

  return (
    <div>
      <div role="tablist" aria-label="Listings" className="flex gap-1 border-b border-gray-200">
        {TAB_ORDER.map((kind) => {
          const selected = kind === active
          return (
            <button
              key={kind}
              {...tabs.tabProps(kind)}
              className={`${tabClasses(selected)} px-4 py-2 text-sm font-semibold`}
            >
              {TABS[kind].label}
            </button>
          )
        })}
      </div>

      {/* One panel is rendered, the selected tab's (the search box is shared). */}
      <div {...tabs.panelProps(active)} className="pt-4">
        <div className="max-w-sm">
          <label htmlFor={searchId} className="text-sm font-semibold text-gray-900">
            Search by name
          </label>
          <input
            id={searchId}
            type="search"
            className={inputClass}
            value={query}
            placeholder={`Search ${activeTab.plural} by name...`}
            autoComplete="off"
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <div className="mt-4">
          {listings === null ? (
            pending(active)
          ) : (
            <SeoTable
              listings={listings}
              query={query}
              label={activeTab.label}
              plural={activeTab.plural}
              onEdit={(listing) => setEditing({ kind: active, listing })}
            />
          )}
        </div>
      </div>

      {editing && (
        <SeoDialog
          key={`${editing.kind}-${editing.listing.id}`}
          kind={editing.kind}
          listing={editing.listing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => onSaved(editing.kind, saved)}
        />
      )}
    </div>
  )
}

const locationColumn: AdminTableColumn<SeoListing>[] = [
  { header: 'Location', cell: (listing) => listing.place },
]

function SeoTable({
  listings,
  query,
  label,
  plural,
  onEdit,
}: {
  listings: SeoListing[]
  query: string
  label: string
  plural: string
  onEdit: (listing: SeoListing) => void
}) {
  if (listings.length === 0) return <p className="py-6 text-gray-700">No {plural} yet.</p>
  const shown = listings.filter((listing) => nameMatches(listing.name, query))
  return (
    <>
      <p aria-live="polite" className="mb-2 text-sm text-gray-600">
        {shown.length === listings.length
          ? `${listings.length} ${plural}`
          : `${shown.length} of ${listings.length} ${plural} match "${query.trim()}"`}
      </p>
      {shown.length > 0 && (
        <AdminTable
          rows={shown}
          caption={`${label}: SEO text`}
          columns={locationColumn}
          actions={(listing) => (
            <button
              type="button"
              className={`${buttonClasses('outline', 'sm')} whitespace-nowrap`}
              onClick={() => onEdit(listing)}
            >
              Edit SEO<span className="sr-only"> for {listing.name}</span>
            </button>
          )}
        />
      )}
    </>
  )
}
