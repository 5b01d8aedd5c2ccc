import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { useHydrated } from '../../lib/use-hydrated.ts'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('[hidden]'),
  )
}

/**
 * The filter panel: a static sidebar on large screens; on small screens a drawer
 * that slides in from the left, opened by a 'Filters' button. While open, an
 * overlay covers the page (a click on it closes the drawer), Tab stays inside,
 * Escape closes it and focus goes back to the button.
 *
 * The filters are rendered once and only restyled per breakpoint, so the same
 * fields (and their state) serve both layouts.
 */
export function FilterDrawer({
  title = 'Filters',
  activeCount,
  resultsLabel,
  children,
}: {
  title?: string
  /** How many filters are set, shown as a badge on the button. */
  activeCount: number
  /** The text of the drawer's bottom button, e.g. 'Show 12 teachers'. */
  resultsLabel: string
  children: ReactNode
}) {
  const [open, setOpen] = useState(false)
  const hydrated = useHydrated()
  const panelId = useId()
  const titleId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
  const wasOpen = useRef(false)

  useEffect(() => {
    if (open) {
      wasOpen.current = true
      closeRef.current?.focus()
      const { overflow } = document.body.style
      document.body.style.overflow = 'hidden'

      const onKeyDown = (event: globalThis.KeyboardEvent) => {
        if (event.key === 'Escape') {
          event.preventDefault()
          setOpen(false)
        }
      }
      // Focus that escapes the drawer (a click on the page, assistive tech) is brought back.
      const onFocusIn = (event: FocusEvent) => {
        const panel = panelRef.current
        if (panel && event.target instanceof Node && !panel.contains(event.target)) {
          closeRef.current?.focus()
        }
      }
      // Growing into the sidebar layout ends the drawer.
      const wide = typeof window.matchMedia === 'function' ? window.matchMedia('(min-width: 1024px)') : null
      const onWide = (event: MediaQueryListEvent) => {
        if (event.matches) setOpen(false)
      }
      document.addEventListener('keydown', onKeyDown)
      document.addEventListener('focusin', onFocusIn)
      wide?.addEventListener('change', onWide)
      return () => {
        document.body.style.overflow = overflow
        document.removeEventListener('keydown', onKeyDown)
        document.removeEventListener('focusin', onFocusIn)
        wide?.removeEventListener('change', onWide)
      }
    }
    if (wasOpen.current) {
      wasOpen.current = false
      buttonRef.current?.focus()
    }
    return undefined
  }, [open])

  // Tab and Shift+Tab wrap around inside the open drawer.
  const keepFocusInside = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!open || event.key !== 'Tab' || !panelRef.current) return
    const items = focusableIn(panelRef.current)
    const first = items[0]
    const last = items[items.length - 1]
    if (!first || !last) return
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(true)}
        className="inline-flex items-center gap-2 rounded-lg border border-gray-300 bg-white px-4 py-2 text-sm font-semibold text-gray-900 shadow-sm hover:bg-gray-50 lg:hidden"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-current">
          <path d="M3 5a1 1 0 0 1 1-1h12a1 1 0 1 1 0 2H4a1 1 0 0 1-1-1Zm3 5a1 1 0 0 1 1-1h6a1 1 0 1 1 0 2H7a1 1 0 0 1-1-1Zm3 5a1 1 0 0 1 1-1h0a1 1 0 1 1 0 2h0a1 1 0 0 1-1-1Z" />
        </svg>
        {title}
        {activeCount > 0 && (
          <span
            aria-hidden="true"
            className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white"
          >
            {activeCount}
          </span>
        )}
      </button>

      {open && (
        <div
          data-testid="filter-overlay"
          aria-hidden="true"
          className="fixed inset-0 z-40 bg-gray-900/50 lg:hidden"
          onClick={() => setOpen(false)}
        />
      )}

      <div
        ref={panelRef}
        id={panelId}
        role={open ? 'dialog' : 'region'}
        aria-modal={open ? true : undefined}
        aria-labelledby={titleId}
        onKeyDown={keepFocusInside}
        className={`fixed inset-y-0 left-0 z-50 flex w-80 max-w-[85vw] flex-col bg-white shadow-xl duration-200 motion-reduce:transition-none lg:visible lg:static lg:z-auto lg:w-auto lg:max-w-none lg:translate-x-0 lg:bg-transparent lg:shadow-none ${
          // Visibility changes at once on opening, so focus can move into the panel straight away.
          open
            ? 'visible translate-x-0 transition-[translate]'
            : 'invisible -translate-x-full transition-[translate,visibility]'
        }`}
      >
        <div className="flex items-center justify-between border-b border-gray-200 px-5 py-4 lg:border-0 lg:px-0 lg:pt-0 lg:pb-3">
          <h2 id={titleId} className="text-lg font-semibold text-gray-900">
            {title}
          </h2>
          <button
            ref={closeRef}
            type="button"
            aria-label="Close filters"
            onClick={() => setOpen(false)}
            className="rounded-md p-1.5 text-gray-500 hover:bg-gray-100 hover:text-gray-900 lg:hidden"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 fill-current">
              <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z" />
            </svg>
          </button>
        </div>
        {/* The filters work through the page's scripts: on the prerendered page they stay
            disabled until it has hydrated, rather than taking a tick that filters nothing. */}
        <fieldset
          disabled={!hydrated}
          className="min-w-0 flex-1 space-y-6 overflow-y-auto px-5 py-5 lg:overflow-visible lg:p-0"
        >
          {children}
        </fieldset>
        <div className="border-t border-gray-200 px-5 py-4 lg:hidden">
          <button
            type="button"
            onClick={() => setOpen(false)}
            className="w-full rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
          >
            {resultsLabel}
          </button>
        </div>
      </div>
    </>
  )
}
