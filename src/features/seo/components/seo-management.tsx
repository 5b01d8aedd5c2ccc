import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { inputClass } from '../../../components/forms/field.tsx'
import { buttonClasses } from '../../../components/ui/button-styles.ts'
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
  const id = useId()
  const [active, setActive] = useState<ListingKind>('teacher')
  const [query, setQuery] = useState('')
  const [editing, setEditing] = useState<{ kind: ListingKind; listing: SeoListing } | null>(null)
  const tabRefs = useRef(new Map<ListingKind, HTMLButtonElement>())

  const tabId = (kind: ListingKind) => `${id}-tab-${kind}`
  const panelId = (kind: ListingKind) => `${id}-panel-${kind}`
  const activeTab = TABS[active]
  const listings = active === 'teacher' ? teachers : studios

  // The WAI-ARIA tabs pattern: arrows, Home and End move between tabs and select them.
  function onTabKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const count = TAB_ORDER.length
    const index = TAB_ORDER.indexOf(active)
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % count
        : event.key === 'ArrowLeft'
          ? (index - 1 + count) % count
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? count - 1
              : null
    const kind = next === null ? undefined : TAB_ORDER[next]
    if (!kind) return
    event.preventDefault()
    setActive(kind)
    tabRefs.current.get(kind)?.focus()
  }

  return (
    <div>
      <div role="tablist" aria-label="Listings" className="flex gap-1 border-b border-gray-200">
        {TAB_ORDER.map((kind) => {
          const selected = kind === active
          return (
            <button
              key={kind}
              ref={(element) => {
                if (element) tabRefs.current.set(kind, element)
                else tabRefs.current.delete(kind)
              }}
              type="button"
              role="tab"
              id={tabId(kind)}
              aria-selected={selected}
              // One panel is rendered, the selected tab's (the search box is shared).
              aria-controls={selected ? panelId(kind) : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => setActive(kind)}
              onKeyDown={onTabKeyDown}
              className={`-mb-px border-b-2 px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
                selected
                  ? 'border-brand-700 text-brand-800'
                  : 'border-transparent text-gray-700 hover:border-gray-300 hover:text-gray-900'
              }`}
            >
              {TABS[kind].label}
            </button>
          )
        })}
      </div>

      <div role="tabpanel" id={panelId(active)} aria-labelledby={tabId(active)} className="pt-4">
        <div className="max-w-sm">
          <label htmlFor={`${id}-search`} className="text-sm font-semibold text-gray-900">
            Search by name
          </label>
          <input
            id={`${id}-search`}
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

const cellClass = 'px-4 py-3 text-left align-middle'

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
        <div className="relative overflow-x-auto rounded-lg border border-gray-200">
          {/* relative: the rows' sr-only labels are absolutely positioned and would otherwise
              escape this scroll box and widen the page on narrow screens. */}
          <table className="min-w-full divide-y divide-gray-200 text-sm">
            <caption className="sr-only">{label}: SEO text</caption>
            <thead className="bg-gray-50 text-gray-900">
              <tr>
                <th scope="col" className={`${cellClass} font-semibold`}>
                  Name
                </th>
                <th scope="col" className={`${cellClass} font-semibold`}>
                  Location
                </th>
                <th scope="col" className={`${cellClass} text-right font-semibold`}>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-200 bg-white text-gray-700">
              {shown.map((listing) => (
                <tr key={listing.id}>
                  <th scope="row" className={`${cellClass} font-medium whitespace-nowrap text-gray-900`}>
                    {listing.name}
                  </th>
                  <td className={`${cellClass} whitespace-nowrap`}>{listing.place}</td>
                  <td className={`${cellClass} text-right`}>
                    <button
                      type="button"
                      className={`${buttonClasses('outline', 'sm')} whitespace-nowrap`}
                      onClick={() => onEdit(listing)}
                    >
                      Edit SEO<span className="sr-only"> for {listing.name}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  )
}
