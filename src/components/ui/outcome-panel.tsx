import type { ReactNode } from 'react'
import { buttonClasses } from './button-styles.ts'

/**
 * The panel that shows what a one-use link did: `done` when it did what it was for, `refused`
 * when it could not (expired, unknown, already used for something else).
 */
export function OutcomePanel({ tone, children }: { tone: 'done' | 'refused'; children: ReactNode }) {
  return (
    <div
      className={`rounded-2xl border p-6 shadow-sm ${
        tone === 'done' ? 'border-brand-200 bg-brand-50' : 'border-gray-200 bg-white'
      }`}
    >
      {children}
    </div>
  )
}

/** The class of the link that leads on from an outcome panel. */
export const outcomeLinkClass = `${buttonClasses('primary')} mt-5`
