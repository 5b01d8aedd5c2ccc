/** The message of the first invalid value of a list, when the list itself is fine. */
export function firstItemError(errors: unknown): string | undefined {
  if (!Array.isArray(errors)) return undefined
  for (const error of errors as ({ message?: string } | undefined)[]) if (error?.message) return error.message
  return undefined
}
