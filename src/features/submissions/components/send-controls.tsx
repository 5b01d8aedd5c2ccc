import { useFormContext, useFormState } from 'react-hook-form'
import { Honeypot, HONEYPOT_FIELD } from '../../../components/forms/honeypot.tsx'
import { SubmitButton } from '../../../components/forms/submit-button.tsx'

/** The end of a public form: the honeypot only robots fill in, and the send button. */
export function SendControls({ label, sendingLabel }: { label: string; sendingLabel: string }) {
  const { register } = useFormContext()
  const { isSubmitting } = useFormState()
  return (
    <>
      <Honeypot registration={register(HONEYPOT_FIELD)} />
      <SubmitButton sending={isSubmitting} label={label} sendingLabel={sendingLabel} />
    </>
  )
}
