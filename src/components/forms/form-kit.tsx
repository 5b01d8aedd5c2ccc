import type { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useId, useRef, useState, type ComponentPropsWithoutRef, type ReactNode } from 'react'
import {
  Controller,
  FormProvider,
  get,
  set,
  useForm,
  useFormContext,
  useFormState,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form'
import { LIMITS } from '../../lib/field-limits.ts'
import { COMMON_LANGUAGES, languageName } from '../../lib/languages.ts'
import { Checkbox } from './checkbox.tsx'
import { Field, inputClass } from './field.tsx'
import { useHydrated } from '../../lib/use-hydrated.ts'
import { changedControls, type ChangedControl } from './changed-controls.ts'
import { readDraft, useFormDraft } from './form-draft.ts'
import { parseLanguage } from './language-input.ts'
import { MultiSelect, type MultiSelectProps } from './multi-select.tsx'
import { useFocusFirstError } from './use-focus-first-error.ts'

/** The schema types zodResolver accepts (zod/mini schemas, as the forms use). */
export type FormSchema = Parameters<typeof zodResolver>[0]

/** A form's schema, or how to load it (a dynamic import of its module). */
export type SchemaSource = FormSchema | (() => Promise<FormSchema>)

/**
 * The zod resolver of `source`, loaded with the schema on the first check: a form is shown and
 * filled in without zod, which it needs only once a field is checked or the form is sent.
 */
function zodResolverOnFirstCheck<TInput extends FieldValues, TOutput>(
  source: SchemaSource,
): Resolver<TInput, unknown, TOutput> {
  let loading: Promise<Resolver<TInput, unknown, TOutput>> | undefined
  return async (values, context, options) => {
    loading ??= Promise.all([
      import('@hookform/resolvers/zod'),
      typeof source === 'function' ? source() : source,
    ]).then(
      // zodResolver's overloads type the output from the schema; the caller names it as TOutput.
      ([{ zodResolver }, schema]) => zodResolver(schema) as unknown as Resolver<TInput, unknown, TOutput>,
    )
    return (await loading)(values, context, options)
  }
}

export interface AppFormOptions<TInput extends FieldValues> {
  defaultValues: TInput
  /** Keep a draft in session storage under this key (docs/architecture.md "Nothing typed is lost"). */
  draftKey?: string
  /** Fields the draft leaves out (a file, a captcha answer, the honeypot). */
  exclude?: readonly string[]
  /**
   * When messages first show: on leaving a field (the default, for long forms) or only on send
   * (short forms such as sign-in, where a message on the way out of a field only gets in the way).
   */
  validate?: 'onTouched' | 'onSubmit'
}

export interface AppForm<TInput extends FieldValues, TOutput> {
  form: UseFormReturn<TInput, unknown, TOutput>
  /** The <form> element's id, by which the form finds its prerendered HTML while it hydrates. */
  formId: string
  /** The <form> element: the first invalid control in page order gets focus after a failed send. */
  formRef: React.RefObject<HTMLFormElement | null>
  /**
   * The form's onSubmit: validates, then runs `send` with the parsed values, one send at a time:
   * a second click while a send is pending does nothing.
   */
  onSubmit: (send: (values: TOutput) => Promise<void>) => (event?: React.BaseSyntheticEvent) => Promise<void>
}

/** The defaults, with the stored draft over them; fields the draft excludes always start empty. */
function startingValues<TInput extends FieldValues>(
  defaults: TInput,
  draftKey: string | undefined,
  exclude: readonly string[],
): TInput {
  if (!draftKey) return defaults
  const values: Record<string, unknown> = { ...readDraft(draftKey, defaults) }
  for (const name of exclude) if (name in defaults) values[name] = defaults[name]
  return values as TInput
}

/**
 * Every form's setup in one place: the zod resolver, when to validate (on leaving a field, then
 * on every change), the session-storage draft, focus on the first error after a failed send, and
 * single-flight sending.
 */
export function useAppForm<TInput extends FieldValues, TOutput = TInput>(
  schema: SchemaSource,
  { defaultValues, draftKey, exclude = [], validate = 'onTouched' }: AppFormOptions<TInput>,
): AppForm<TInput, TOutput> {
  const formId = useId()
  const hydrated = useHydrated()
  // Read once, in the render that hydrates the prerendered form (none on the server or after a
  // client-side navigation): what the visitor typed into it while the page loaded.
  const [typedBeforeHydration] = useState<ChangedControl[] | null>(() =>
    !hydrated && typeof document !== 'undefined' ? changedControls(document.getElementById(formId)) : null,
  )
  const [resolver] = useState(() => zodResolverOnFirstCheck<TInput, TOutput>(schema))
  const form = useForm<TInput, unknown, TOutput>({
    resolver,
    // Hydration must meet the HTML it was given, which holds the defaults; a stored draft and
    // what was typed meanwhile come in the effect below.
    defaultValues: (typedBeforeHydration
      ? defaultValues
      : startingValues(defaultValues, draftKey, exclude)) as DefaultValues<TInput>,
    mode: validate,
    reValidateMode: 'onChange',
    // useFocusFirstError focuses in page order, which custom controls don't share with registration.
    shouldFocusError: false,
  })
  useFormDraft(draftKey, form.watch, exclude)
  useEffect(() => {
    if (!typedBeforeHydration) return
    const values: Record<string, unknown> = startingValues(defaultValues, draftKey, exclude)
    for (const [name, value] of typedBeforeHydration) set(values, name, value)
    // After react-hook-form's own mount effect (above, in useForm), so the values are watched
    // and kept in the draft as if typed now; the empty form stays the one a reset goes back to.
    form.reset(values as TInput, { keepDefaultValues: true })
    // Once, when the hydrated form is first committed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const formRef = useRef<HTMLFormElement>(null)
  const { errors, submitCount } = form.formState
  useFocusFirstError(formRef, submitCount, Object.keys(errors).length > 0)
  const sending = useRef(false)
  const onSubmit: AppForm<TInput, TOutput>['onSubmit'] = (send) =>
    form.handleSubmit(async (values) => {
      if (sending.current) return
      sending.current = true
      try {
        await send(values)
      } finally {
        sending.current = false
      }
    })
  return { form, formId, formRef, onSubmit }
}

/** The <form> of a kit form: its fields find the form through context. */
export function AppFormElement<TInput extends FieldValues, TOutput>({
  kit: { form, formId, formRef },
  onSubmit,
  children,
  ...props
}: {
  kit: AppForm<TInput, TOutput>
  onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>
  children: ReactNode
} & Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit' | 'noValidate'>) {
  return (
    <FormProvider {...form}>
      <form ref={formRef} id={formId} noValidate onSubmit={(event) => void onSubmit(event)} {...props}>
        {children}
      </form>
    </FormProvider>
  )
}

/** The validation message of one field, from the form's state. */
export function useFieldError(name: string): string | undefined {
  const { errors } = useFormState({ name })
  const error: unknown = get(errors, name)
  return typeof error === 'object' &&
    error !== null &&
    'message' in error &&
    typeof error.message === 'string'
    ? error.message
    : undefined
}

interface BoundFieldProps {
  name: string
  label: ReactNode
  hint?: ReactNode
  required?: boolean
  className?: string
}

type InputAttributes = Omit<ComponentPropsWithoutRef<'input'>, 'name' | 'id' | 'className' | 'required'>

/** A labelled text input (or email, tel, url, number...) bound to the form field `name`. */
export function TextField({
  name,
  label,
  hint,
  required,
  className,
  inputClassName,
  ...input
}: BoundFieldProps & InputAttributes & { inputClassName?: string }) {
  const { register } = useFormContext<Record<string, unknown>>()
  const error = useFieldError(name)
  return (
    <Field label={label} hint={hint} required={required} error={error} className={className}>
      {(control) => (
        <input
          type="text"
          {...input}
          {...control}
          {...register(name)}
          className={inputClassName ? `${inputClass} ${inputClassName}` : inputClass}
        />
      )}
    </Field>
  )
}

type TextAreaAttributes = Omit<ComponentPropsWithoutRef<'textarea'>, 'name' | 'id' | 'className' | 'required'>

/** A labelled textarea bound to the form field `name`. */
export function TextAreaField({
  name,
  label,
  hint,
  required,
  className,
  ...textarea
}: BoundFieldProps & TextAreaAttributes) {
  const { register } = useFormContext<Record<string, unknown>>()
  const error = useFieldError(name)
  return (
    <Field label={label} hint={hint} required={required} error={error} className={className}>
      {(control) => <textarea {...textarea} {...control} {...register(name)} className={inputClass} />}
    </Field>
  )
}

/** A labelled select of `options` bound to the form field `name`; `placeholder` is the empty choice. */
export function SelectField({
  name,
  label,
  hint,
  required,
  className,
  options,
  placeholder,
  ...select
}: BoundFieldProps & {
  options: readonly string[]
  placeholder: string
} & Omit<ComponentPropsWithoutRef<'select'>, 'name' | 'id' | 'className' | 'required' | 'children'>) {
  const { register } = useFormContext<Record<string, unknown>>()
  const error = useFieldError(name)
  return (
    <Field label={label} hint={hint} required={required} error={error} className={className}>
      {(control) => (
        <select {...select} {...control} {...register(name)} className={inputClass}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}

/** A checkbox with its label bound to the boolean form field `name`. */
export function CheckboxField({
  name,
  label,
  className,
}: {
  name: string
  label: ReactNode
  className?: string
}) {
  const { register } = useFormContext<Record<string, unknown>>()
  const error = useFieldError(name)
  return <Checkbox label={label} error={error} className={className} {...register(name)} />
}

/** A group of checkboxes under one legend, bound to the boolean fields `name.<key>`. */
export function CheckboxGroupField({
  name,
  legend,
  options,
}: {
  name: string
  legend: string
  options: readonly { key: string; label: string }[]
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-gray-900">{legend}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <CheckboxField key={option.key} name={`${name}.${option.key}`} label={option.label} />
        ))}
      </div>
    </fieldset>
  )
}

/** The message of the first invalid value of a list, when the list itself is fine. */
export function firstItemError(errors: unknown): string | undefined {
  if (!Array.isArray(errors)) return undefined
  for (const error of errors as ({ message?: string } | undefined)[]) if (error?.message) return error.message
  return undefined
}

/** Pick any of `options` or add custom values, bound to the string-list form field `name`. */
export function MultiSelectField({
  name,
  legend,
  options,
  maxItems = LIMITS.listItems,
  maxLength = LIMITS.listItem,
  ...shown
}: {
  name: string
  legend: string
  options: readonly string[]
  /** The database's caps on the list and on each item (src/lib/field-rules.ts) unless a column differs. */
  maxItems?: number
  maxLength?: number
} & Pick<MultiSelectProps, 'labelOf' | 'parse' | 'placeholder' | 'customLabel'>) {
  const { control } = useFormContext<Record<string, string[]>>()
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState, formState }) => (
        <MultiSelect
          legend={legend}
          options={options}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error?.message ?? firstItemError(get(formState.errors, name))}
          maxItems={maxItems}
          maxLength={maxLength}
          {...shown}
        />
      )}
    />
  )
}

/**
 * Languages as ISO 639 codes, bound to the string-list field `name`: the common languages by
 * name, and any other code (or a common language's name) typed in; kept in the order chosen.
 */
export function LanguagesField({ name, legend = 'Languages' }: { name: string; legend?: string }) {
  return (
    <MultiSelectField
      name={name}
      legend={legend}
      options={COMMON_LANGUAGES}
      labelOf={languageName}
      parse={parseLanguage}
      maxLength={40}
      placeholder="Another language: ISO code, e.g. haw"
      customLabel="Add another language (ISO 639 code)"
    />
  )
}

/** A labelled file input bound to the form field `name`, which holds the chosen File or null. */
export function FileField({ name, label, hint, accept }: BoundFieldProps & { accept: string }) {
  const { control } = useFormContext<Record<string, File | null>>()
  const error = useFieldError(name)
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Field label={label} hint={hint} error={error}>
          {(controlProps) => (
            <input
              {...controlProps}
              ref={field.ref}
              name={field.name}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(event.target.files?.[0] ?? null)}
              type="file"
              accept={accept}
              className="mt-1.5 block w-full text-sm text-gray-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-brand-800"
            />
          )}
        </Field>
      )}
    />
  )
}

/** A typed field name for forms that want the compiler to check it. */
export type FieldName<TInput extends FieldValues> = FieldPath<TInput>
