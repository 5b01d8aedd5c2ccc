import { useState, type ReactNode } from 'react'
import { buttonClasses } from './button-styles.ts'

/**
 * A small outline button whose press runs an async action: disabled and marked busy until the
 * action ends, whether it answered or threw, so that a second press cannot send it again.
 */
export function ActionButton({
  onPress,
  label,
  children,
}: {
  onPress: () => Promise<void>
  /** The accessible name, when the visible text needs more words to say what it acts on. */
  label?: string
  children: ReactNode
}) {
  const [busy, setBusy] = useState(false)
  async function run() {
    setBusy(true)
    try {
      await onPress()
    } finally {
      setBusy(false)
    }
  }
  return (
    <button
      type="button"
      className={buttonClasses('outline', 'sm')}
      onClick={() => void run()}
      disabled={busy}
      aria-busy={busy}
      aria-label={label}
    >
      {children}
    </button>
  )
}
