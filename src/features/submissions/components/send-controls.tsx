import { useFormContext, useFormState } from 'react-hook-form'
import { useFieldError } from '../../../components/forms/form-kit.tsx'
import { Honeypot, HONEYPOT_FIELD } from '../../../components/forms/honeypot.tsx'
import { SubmitButton } from '../../../components/forms/submit-button.tsx'
import { SEND_LIMIT_ERROR } from './use-public-form.ts'

/**
 * The end of a public form: the honeypot only robots fill in, the send button, and above it the
 * database's answer when the sender reached the submission limits (kept until the next send).
 */
export function SendControls({ label, sendingLabel }: { label: string; sendingLabel: string }) {
  const { register } = useFormContext()
  const { isSubmitting } = useFormState()
  const limitMessage = useFieldError(SEND_LIMIT_ERROR)
  return (
    <>
      <Honeypot registration={register(HONEYPOT_FIELD)} />
      {limitMessage && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {limitMessage}
        </p>
      )}
      <SubmitButton sending={isSubmitting} label={label} sendingLabel={sendingLabel} />
    </>
  )
}
