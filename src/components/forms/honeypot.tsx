import type { UseFormRegisterReturn } from 'react-hook-form'

/** The honeypot's form name: people never see it, so only bots fill it in. */
export const HONEYPOT_FIELD = 'faxNumber'

/**
 * A field hidden from people (off screen, out of the tab order, hidden from assistive
 * technology); a bot that fills every input gives itself away, and its submission is
 * quietly not stored.
 */
export function Honeypot({ registration }: { registration: UseFormRegisterReturn }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" tabIndex={-1} autoComplete="off" {...registration} />
      </label>
    </div>
  )
}

/** True when a bot filled the honeypot. */
export function isHoneypotFilled(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== ''
}
