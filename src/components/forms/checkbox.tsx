import { useId, type ComponentPropsWithRef, type ReactNode } from 'react'
import { FieldError } from './field.tsx'

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'id'> {
  label: ReactNode
  error?: string
}

/** A checkbox with its label and, below, its validation message. */
export function Checkbox({ label, error, className, ...input }: CheckboxProps) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className={className}>
      <div className="flex items-start gap-2.5">
        <input
          {...input}
          id={id}
          type="checkbox"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 size-4 shrink-0 rounded border-gray-300 accent-brand-700"
        />
        <label htmlFor={id} className="text-sm text-gray-800">
          {label}
        </label>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  )
}
