import { useCallback, useEffect, useState } from 'react'
import { getContactQuestion, type IssuedQuestion } from '../api/get-contact-question.ts'
import { TooManySubmissionsError } from '../api/submission-error.ts'
import { CAPTCHA_UNAVAILABLE } from '../contact-message-schema.ts'

type QuestionLookup =
  { state: 'loading' } | { state: 'ready'; question: IssuedQuestion } | { state: 'failed'; message: string }

const loading: QuestionLookup = { state: 'loading' }

/**
 * The contact form's current question from the database, and `askNew` for the next one (after a
 * wrong or used-up answer, or a failed request). While a question loads the lookup is 'loading';
 * a failed request is 'failed' with the message to show beside the field.
 */
export function useContactQuestion(): { lookup: QuestionLookup; askNew: () => void } {
  const [attempt, setAttempt] = useState(0)
  const [settled, setSettled] = useState<{ attempt: number; lookup: QuestionLookup } | null>(null)

  useEffect(() => {
    const controller = new AbortController()
    getContactQuestion(controller.signal).then(
      (question) => {
        if (!controller.signal.aborted) setSettled({ attempt, lookup: { state: 'ready', question } })
      },
      (error: unknown) => {
        if (controller.signal.aborted) return
        const message = error instanceof TooManySubmissionsError ? error.message : CAPTCHA_UNAVAILABLE
        setSettled({ attempt, lookup: { state: 'failed', message } })
      },
    )
    return () => controller.abort()
  }, [attempt])

  const askNew = useCallback(() => setAttempt((count) => count + 1), [])
  return { lookup: settled?.attempt === attempt ? settled.lookup : loading, askNew }
}
