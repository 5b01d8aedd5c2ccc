import { useState } from 'react'
import { AppFormElement, TextField, useAppForm } from '../../../components/forms/form-kit.tsx'
import { SubmitButton } from '../../../components/forms/submit-button.tsx'
import { updatePassword } from '../api/update-password.ts'
import { MIN_PASSWORD_LENGTH, newPasswordSchema } from '../password-rules.ts'

type Values = { password: string; confirm: string }

/** What to say on the page when the server refused the new password. */
function refusalOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code
  if (code === 'same_password') return 'That is your current password. Choose a new one.'
  if (code === 'weak_password') return `Use at least ${MIN_PASSWORD_LENGTH} characters.`
  const message = error instanceof Error ? error.message.trim() : ''
  return message ? `Could not set the password: ${message}` : 'Could not set the password. Please try again.'
}

/** The new password, typed twice; `onDone` runs once the server has it. */
export function NewPasswordForm({ onDone }: { onDone: () => void }) {
  const [failure, setFailure] = useState<string | null>(null)
  const kit = useAppForm<Values>(newPasswordSchema, {
    defaultValues: { password: '', confirm: '' },
    validate: 'onSubmit',
  })

  const send = kit.onSubmit(async ({ password }) => {
    setFailure(null)
    try {
      await updatePassword(password)
    } catch (error) {
      setFailure(refusalOf(error))
      return
    }
    onDone()
  })

  return (
    <AppFormElement kit={kit} onSubmit={send} className="space-y-5" aria-label="Choose a new password">
      {failure && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {failure}
        </p>
      )}
      <TextField
        name="password"
        label="New password"
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        required
        type="password"
        autoComplete="new-password"
      />
      <TextField
        name="confirm"
        label="Confirm new password"
        required
        type="password"
        autoComplete="new-password"
      />
      <SubmitButton
        sending={kit.form.formState.isSubmitting}
        label="Set new password"
        sendingLabel="Saving..."
      />
    </AppFormElement>
  )
}
