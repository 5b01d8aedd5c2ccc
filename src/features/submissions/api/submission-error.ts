/** A submission the backend (or the network) refused; `message` is the backend's own text. */
export class SubmissionError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options)
    this.name = 'SubmissionError'
  }
}

/**
 * The sender (or everyone together) reached a form's limit (HTTP 429 from the database's
 * submission functions). `message` is the database's sentence with the minutes to wait:
 * 'Too many submissions from your connection. Please try again in N minutes.'
 */
export class TooManySubmissionsError extends SubmissionError {
  constructor(
    message: string,
    readonly retryAfterMinutes: number | null,
    options?: ErrorOptions,
  ) {
    super(message, options)
    this.name = 'TooManySubmissionsError'
  }
}

/** The backend's message for a failed write, or a plain one for a network failure. */
export function submissionErrorFrom(
  error: { message?: string; hint?: string | null } | null | undefined,
  status?: number,
): SubmissionError {
  const message =
    error?.message?.trim() || (status ? `Request failed with status ${status}.` : 'The request failed.')
  if (status === 429) {
    const minutes = Number(error?.hint)
    return new TooManySubmissionsError(message, Number.isInteger(minutes) && minutes > 0 ? minutes : null, {
      cause: error,
    })
  }
  return new SubmissionError(message, { cause: error })
}

/** The logo could not be compressed or uploaded; nothing was submitted (docs/product.md §4). */
export class LogoUploadError extends Error {
  constructor(options?: ErrorOptions) {
    super('There was an issue uploading the studio logo.', options)
    this.name = 'LogoUploadError'
  }
}

/** The database's answer about the question when it did not send: see public.send_contact_message. */
export type QuestionRefusal = 'unanswered' | 'wrong' | 'expired'

/** The question was not answered, answered wrongly, or is used up; nothing was sent. */
export class QuestionRefusedError extends SubmissionError {
  constructor(readonly refusal: QuestionRefusal) {
    super(`The question was refused: ${refusal}.`)
    this.name = 'QuestionRefusedError'
  }
}
