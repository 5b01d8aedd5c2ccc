/** What a failure says to the admin who caused it: the error's own message, or a generic one. */
export function messageOf(error: unknown): string {
  return error instanceof Error && error.message.trim() !== '' ? error.message : 'Something went wrong'
}
