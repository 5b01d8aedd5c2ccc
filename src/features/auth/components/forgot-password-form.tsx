import { useState } from 'react'
import { AppFormElement, TextField, useAppForm } from '../../../components/forms/form-kit.tsx'
import { SubmitButton } from '../../../components/forms/submit-button.tsx'
import { requestPasswordReset } from '../api/request-password-reset.ts'
import { passwordResetRequestSchema, RESET_REQUESTED } from '../password-rules.ts'

type Values = { email: string }

const NOT_SENT = 'The link could not be sent just now. Please try again in a few minutes.'

/**
 * 'Forgot your password?': mails a reset link. It says the same whether or not the address has
 * an account, so the form tells nobody which addresses are admins'.
 */
export function ForgotPasswordForm({ label = 'Reset password' }: { label?: string }) {
  const [outcome, setOutcome] = useState<'sent' | 'failed' | null>(null)
  const kit = useAppForm<Values>(passwordResetRequestSchema, {
    defaultValues: { email: '' },
    validate: 'onSubmit',
  })

  const send = kit.onSubmit(async ({ email }) => {
    setOutcome(null)
    try {
      await requestPasswordReset(email.trim())
      setOutcome('sent')
    } catch (error) {
      console.warn('Could not ask for a password reset link:', error)
      setOutcome('failed')
    }
  })

  return (
    <AppFormElement kit={kit} onSubmit={send} className="space-y-4" aria-label={label}>
      <TextField name="email" label="Email" required type="email" autoComplete="username" />
      <SubmitButton
        sending={kit.form.formState.isSubmitting}
        label="Send reset link"
        sendingLabel="Sending..."
      />
      {/* Always in the page, so that screen readers announce what appears in it. */}
      <div role="status" className="text-sm text-gray-800">
        {outcome === 'sent' && <p>{RESET_REQUESTED}</p>}
      </div>
      {outcome === 'failed' && (
        <p role="alert" className="text-sm text-red-800">
          {NOT_SENT}
        </p>
      )}
    </AppFormElement>
  )
}
