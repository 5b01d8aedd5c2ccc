import {
  Controller,
  type Control,
  type FieldError,
  type FieldErrors,
  type FieldPathByValue,
  type FieldValues,
  type Path,
  type UseFormRegister,
} from 'react-hook-form'
import { LIMITS } from '../../lib/field-rules.ts'
import { Field, inputClass } from '../forms/field.tsx'
import { MultiSelect } from '../forms/multi-select.tsx'
import { firstItemError } from './form-errors.ts'

/**
 * A list of choices with free additions (styles, amenities) bound to a form field. The error is
 * the list's own or, when the list is fine, that of its first invalid item.
 */
export function ListField<T extends FieldValues, V extends FieldValues>({
  control,
  name,
  legend,
  options,
  maxItems,
}: {
  control: Control<T, unknown, V>
  name: FieldPathByValue<T, string[]>
  legend: string
  options: readonly string[]
  maxItems: number
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <MultiSelect
          legend={legend}
          options={options}
          value={field.value as string[]}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error?.message ?? firstItemError(fieldState.error)}
          maxItems={maxItems}
          maxLength={LIMITS.listItem}
        />
      )}
    />
  )
}

export interface UrlFieldSpec<T extends FieldValues> {
  name: Path<T>
  label: string
  hint: string
}

/** The optional web addresses of a listing (website, social pages), side by side on wide screens. */
export function UrlFields<T extends FieldValues>({
  fields,
  register,
  errors,
  className,
}: {
  fields: readonly UrlFieldSpec<T>[]
  register: UseFormRegister<T>
  errors: FieldErrors<T>
  /** The grid of the fields. */
  className: string
}) {
  return (
    <div className={className}>
      {fields.map((link) => (
        <Field
          key={link.name}
          label={link.label}
          hint={link.hint}
          error={(errors[link.name] as FieldError | undefined)?.message}
        >
          {(props) => (
            <input
              {...props}
              {...register(link.name)}
              type="url"
              autoComplete="off"
              maxLength={LIMITS.url}
              className={inputClass}
            />
          )}
        </Field>
      ))}
    </div>
  )
}
