import { useState } from 'react'
import * as z from 'zod/mini'
import { AppFormElement, TextField, useAppForm } from '../../../components/forms/form-kit.tsx'
import { SubmitButton } from '../../../components/forms/submit-button.tsx'
import { useSession } from '../use-session.ts'

/** docs/product.md §5 "Admin login": email and password both required. */
export const loginSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1, 'Email is required')),
  password: z.string().check(z.minLength(1, 'Password is required')),
})
type LoginValues = z.input<typeof loginSchema>

const WRONG_CREDENTIALS = 'The email or password is incorrect. Check them and try again.'

/** What to say on the page about a failed sign-in (the notice says it too, in the backend's words). */
function inlineMessageOf(error: unknown): string {
  const message = error instanceof Error ? error.message : ''
  if (/invalid login credentials/i.test(message)) return WRONG_CREDENTIALS
  if (message.includes('Email not confirmed'))
    return 'This account is not confirmed yet. Check your inbox for the link.'
  return message.trim() !== '' ? `Could not sign in: ${message}` : 'Could not sign in. Please try again.'
}

/** Email and password; on success the session changes and the login page moves on. */
export function LoginForm() {
  const { signIn } = useSession()
  const [failure, setFailure] = useState<string | null>(null)
  const kit = useAppForm<LoginValues>(loginSchema, {
    defaultValues: { email: '', password: '' },
    validate: 'onSubmit',
  })

  const send = kit.onSubmit(async ({ email, password }) => {
    setFailure(null)
    const result = await signIn(email.trim(), password)
    if (!result.ok) setFailure(inlineMessageOf(result.error))
  })

  return (
    <AppFormElement kit={kit} onSubmit={send} className="space-y-5" aria-label="Admin login">
      {failure && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {failure}
        </p>
      )}
      <TextField name="email" label="Email" required type="email" autoComplete="username" />
      <TextField name="password" label="Password" required type="password" autoComplete="current-password" />
      <SubmitButton sending={kit.form.formState.isSubmitting} label="Sign in" sendingLabel="Signing in..." />
    </AppFormElement>
  )
}
