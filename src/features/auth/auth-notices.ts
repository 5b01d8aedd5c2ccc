import type { ToastOptions } from '../../components/toast/use-toast.ts'
import { signInWithPassword } from './api/sign-in.ts'
import { signUp, type SignUpOutcome } from './api/sign-up.ts'

/** The backend's message, or the spec's fallback when it gave none (docs/product.md §8). */
export function authMessageOf(error: unknown): string {
  return error instanceof Error && error.message.trim() !== '' ? error.message : 'Something went wrong'
}

/** The notice for a failed sign-in (docs/product.md §8). */
export function signInFailureNotice(error: unknown): ToastOptions {
  const message = authMessageOf(error)
  if (message.includes('Email not confirmed')) {
    return {
      title: 'Email Not Confirmed',
      description: 'Please check your email inbox for a confirmation link to activate your account.',
      variant: 'destructive',
    }
  }
  return { title: 'Sign in Failed', description: message, variant: 'destructive' }
}

export const USER_EXISTS_NOTICE: ToastOptions = {
  title: 'User already exists',
  description:
    'This email is already registered. Please check your inbox for a confirmation link or try logging in.',
  variant: 'neutral',
}

/** Signs in and reports a failure as a notice; resolves to whether it worked. */
export async function signInWithNotices(
  email: string,
  password: string,
  toast: (options: ToastOptions) => void,
): Promise<{ ok: true } | { ok: false; error: unknown }> {
  try {
    await signInWithPassword(email, password)
    return { ok: true }
  } catch (error) {
    toast(signInFailureNotice(error))
    return { ok: false, error }
  }
}

/** Signs up and reports the outcome's notices; resolves to the outcome, or null on failure. */
export async function signUpWithNotices(
  email: string,
  password: string,
  toast: (options: ToastOptions) => void,
): Promise<SignUpOutcome | null> {
  try {
    const outcome = await signUp(email, password)
    if (outcome === 'already-registered') toast(USER_EXISTS_NOTICE)
    return outcome
  } catch (error) {
    toast({ title: 'Sign up Failed', description: authMessageOf(error), variant: 'destructive' })
    return null
  }
}
