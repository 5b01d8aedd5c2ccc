import { useNavigate } from 'react-router'
import type { FieldValues } from 'react-hook-form'
import { useAppForm } from '../../../components/forms/form-kit.tsx'
import { clearDraft } from '../../../components/forms/form-draft.ts'
import { HONEYPOT_FIELD } from '../../../components/forms/honeypot.tsx'
import type { ThankYouState } from '../../../components/thank-you-state.ts'
import { useToast, type ToastOptions } from '../../../components/toast/use-toast.ts'
import { paths } from '../../../lib/paths.ts'
import { TooManySubmissionsError } from '../api/submission-error.ts'

/** Where a refusal for the submission limits is kept (a root error: it never blocks the next send). */
export const SEND_LIMIT_ERROR = 'root.sendLimit'

/** What a send may tell the thank-you page: an application's private status token. */
export interface SendReceipt {
  statusToken: string | null
}

/**
 * A public form (Contact Us, Join as a Teacher, the studio application) built on the form kit:
 * its draft never keeps the honeypot (nor the fields in `notKept`), and `sendAndThank` sends,
 * then empties the form, forgets the draft and opens the thank-you page with the form's words
 * (and the status token the send returned, if any).
 * A failure is shown as the spec's notice ('Supabase error' with the backend's message,
 * docs/product.md §8) unless `noticeFor` has one of its own for it; a refusal for the submission limits
 * is shown in the form instead ('Too many submissions from your connection. Please try again in
 * N minutes.', SendControls), and a form may handle its own refusals (`handled`). Either way
 * everything typed stays.
 */
export function usePublicForm<TInput extends FieldValues, TOutput = TInput>(
  schema: Parameters<typeof useAppForm>[0],
  {
    empty,
    draftKey,
    notKept = [],
    thankYou,
    noticeFor,
  }: {
    empty: TInput
    draftKey: string
    notKept?: readonly string[]
    thankYou: ThankYouState
    noticeFor?: (error: unknown) => ToastOptions | undefined
  },
) {
  const navigate = useNavigate()
  const { toast } = useToast()
  const kit = useAppForm<TInput, TOutput>(schema, {
    defaultValues: empty,
    draftKey,
    exclude: [...notKept, HONEYPOT_FIELD],
  })

  async function sendAndThank(
    send: () => Promise<SendReceipt | void>,
    { handled }: { handled?: (error: unknown) => boolean } = {},
  ) {
    let receipt: SendReceipt | void
    try {
      receipt = await send()
    } catch (error) {
      if (handled?.(error)) return
      if (error instanceof TooManySubmissionsError) {
        kit.form.setError(SEND_LIMIT_ERROR, { type: 'limit', message: error.message })
        return
      }
      toast(
        noticeFor?.(error) ?? {
          title: 'Supabase error',
          description: error instanceof Error ? error.message : 'Something went wrong',
          variant: 'destructive',
        },
      )
      return
    }
    kit.form.reset(empty)
    clearDraft(draftKey)
    const state: ThankYouState = receipt?.statusToken
      ? { ...thankYou, statusToken: receipt.statusToken }
      : thankYou
    navigate(paths.thankYou.href(), { state })
  }

  return { kit, sendAndThank }
}
