/** A submission the backend (or the network) refused; `message` is the backend's own text. */
export class SubmissionError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options)
    this.name = 'SubmissionError'
  }
}

/** The backend's message for a failed write, or a plain one for a network failure. */
export function submissionErrorFrom(
  error: { message?: string } | null | undefined,
  status?: number,
): SubmissionError {
  const message =
    error?.message?.trim() || (status ? `Request failed with status ${status}.` : 'The request failed.')
  return new SubmissionError(message, { cause: error })
}
