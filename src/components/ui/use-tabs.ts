import { useId, useRef, type KeyboardEvent } from 'react'

/** The tab an arrow, Home or End key moves to (the WAI-ARIA tabs pattern); null for any other key. */
export function tabAfterKey(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count
    case 'ArrowLeft':
      return (index - 1 + count) % count
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return null
  }
}

/**
 * A tab list over `kinds` (the WAI-ARIA tabs pattern) whose selection the caller keeps (in the
 * URL): the props that make a button one of the tabs and an element the selected tab's panel. A
 * click selects a tab; arrows, Home and End move between tabs and select them. Only the selected
 * tab's panel is rendered, so the other tabs point at no panel.
 */
export function useTabs<K extends string>(
  kinds: readonly K[],
  { selected: active, onSelect }: { selected: K; onSelect: (kind: K) => void },
) {
  const baseId = useId()
  const setActive = (kind: K) => {
    if (kind !== active) onSelect(kind)
  }
  const buttons = useRef(new Map<K, HTMLButtonElement>())
  const tabId = (kind: K) => `${baseId}-tab-${kind}`
  const panelId = (kind: K) => `${baseId}-panel-${kind}`

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const next = tabAfterKey(event.key, kinds.indexOf(active), kinds.length)
    const kind = next === null ? undefined : kinds[next]
    if (!kind) return
    event.preventDefault()
    setActive(kind)
    buttons.current.get(kind)?.focus()
  }

  const tabProps = (kind: K) => {
    const selected = kind === active
    return {
      ref: (element: HTMLButtonElement | null) => {
        if (element) buttons.current.set(kind, element)
        else buttons.current.delete(kind)
      },
      type: 'button',
      role: 'tab',
      id: tabId(kind),
      'aria-selected': selected,
      'aria-controls': selected ? panelId(kind) : undefined,
      tabIndex: selected ? 0 : -1,
      onClick: () => setActive(kind),
      onKeyDown,
    } as const
  }

  const panelProps = (kind: K) =>
    ({ role: 'tabpanel', id: panelId(kind), 'aria-labelledby': tabId(kind) }) as const

  return { tabProps, panelProps }
}

/** A tab of a tab list: underlined in the brand colour when selected. */
export function tabClasses(selected: boolean): string {
  const state = selected
    ? 'border-brand-700 text-brand-800'
    : 'border-transparent text-gray-700 hover:border-gray-300 hover:text-gray-900'
  return `-mb-px border-b-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${state}`
}
