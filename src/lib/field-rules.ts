import * as z from 'zod/mini'
import { LIMITS } from './field-limits.ts'
import { LANGUAGE_CODE } from './languages.ts'
import { safeHttpUrl } from './safe-url.ts'

// Field rules shared by the public forms and the admin forms, within the database's caps
// (LIMITS, src/lib/field-limits.ts).

// The database's own test (private.is_email).
const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/

export const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters.`
export const INVALID_EMAIL = 'Please enter a valid email address.'
export const INVALID_URL = 'Please enter a full web address starting with http:// or https://.'
export const DUPLICATE_VALUE = 'Each value can be added only once.'

/** Trimmed text that must not be empty. */
export function requiredText(message: string, label: string, max: number) {
  return z
    .string()
    .check(z.trim(), z.minLength(1, { error: message, abort: true }), z.maxLength(max, tooLong(label, max)))
}

/** Trimmed text that may be empty. */
export function optionalText(label: string, max: number) {
  return z.string().check(z.trim(), z.maxLength(max, tooLong(label, max)))
}

export function emailField(requiredMessage: string) {
  return z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: requiredMessage, abort: true }),
      z.maxLength(LIMITS.email, tooLong('Email', LIMITS.email)),
      z.regex(EMAIL_PATTERN, INVALID_EMAIL),
    )
}

/** An optional email address ('' when left blank), checked as the database checks it. */
export function optionalEmail(label: string) {
  return z.string().check(
    z.trim(),
    z.maxLength(LIMITS.email, tooLong(label, LIMITS.email)),
    z.refine((value) => value === '' || EMAIL_PATTERN.test(value), INVALID_EMAIL),
  )
}

/** An optional absolute http(s) URL ('' when left blank). */
export function optionalUrl(label: string) {
  return z.string().check(
    z.trim(),
    z.maxLength(LIMITS.url, tooLong(label, LIMITS.url)),
    z.refine((value) => value === '' || safeHttpUrl(value) !== null, INVALID_URL),
  )
}

/** A list of short trimmed values, at most `listItems`, no duplicates ignoring case. */
export function shortTextList(label: string) {
  return z
    .array(
      z
        .string()
        .check(
          z.trim(),
          z.minLength(1),
          z.maxLength(LIMITS.listItem, tooLong(`Each ${label.toLowerCase()} value`, LIMITS.listItem)),
        ),
    )
    .check(
      z.maxLength(LIMITS.listItems, `Choose at most ${LIMITS.listItems} ${label.toLowerCase()}.`),
      z.refine(
        (values) => new Set(values.map((value) => value.toLocaleLowerCase())).size === values.length,
        DUPLICATE_VALUE,
      ),
    )
}

/** A checkbox that must be ticked. */
export function mustAgree(message: string) {
  return z.boolean().check(z.refine((value) => value, message))
}

/** '' → left out, for a database function's optional arguments. */
export const orOmitted = (value: string): string | undefined => (value === '' ? undefined : value)

/** '' → null, for optional columns. */
export const orNull = (value: string): string | null => (value === '' ? null : value)

export const LANGUAGE_CODE_INVALID =
  'Languages must be ISO 639 codes of two or three lower-case letters, e.g. en or tl.'

/**
 * Languages as ISO 639 codes (the database's private.are_language_codes), kept in the order
 * chosen, no repeats, at most `listItems`.
 */
export function languageCodes() {
  return z.array(z.string().check(z.regex(LANGUAGE_CODE, LANGUAGE_CODE_INVALID))).check(
    z.maxLength(LIMITS.listItems, `Choose at most ${LIMITS.listItems} languages.`),
    z.refine((values) => new Set(values).size === values.length, DUPLICATE_VALUE),
  )
}
