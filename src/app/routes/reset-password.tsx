import { useEffect } from 'react'
import { Link, useNavigate } from 'react-router'
import { readRecoveryLink } from '../../features/auth/api/recovery-link.ts'
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form.tsx'
import { NewPasswordForm } from '../../features/auth/components/new-password-form.tsx'
import { useSession } from '../../features/auth/use-session.ts'
import { useToast } from '../../components/toast/use-toast.ts'
import { paths } from '../../lib/paths.ts'
import { AdminLoading, AdminPage } from '../layout/admin-page.tsx'
import type { Route } from './+types/reset-password.ts'

/**
 * What the password reset link brought. Read from the page's own address: the fragment that
 * carries the session or the error is not part of a loader's request.
 */
export async function clientLoader() {
  return readRecoveryLink(window.location.hash)
}

/** Only a new page load brings a new link; moving within the page asks nothing again. */
export function shouldRevalidate() {
  return false
}

export function HydrateFallback() {
  return <AdminLoading />
}

/**
 * /reset-password, where a password reset mail's link leads: a new password for the admin the
 * link signed in, then the dashboard; a used or expired link says so and offers a new one.
 */
export default function ResetPasswordRoute({ loaderData }: Route.ComponentProps) {
  const { followStoredSession } = useSession()
  const navigate = useNavigate()
  const { toast } = useToast()
  const ready = loaderData.state === 'ready'

  useEffect(() => {
    if (ready) followStoredSession()
  }, [ready, followStoredSession])

  const done = () => {
    toast({
      title: 'Password updated',
      description: 'You are signed in with your new password.',
      variant: 'success',
    })
    navigate(paths.admin.href(), { replace: true })
  }

  return (
    <AdminPage title="Reset Password">
      <div className="mx-auto max-w-md py-8">
        <h1 className="text-3xl font-bold text-gray-900">Reset Password</h1>
        {ready ? (
          <>
            <p className="mt-2 text-gray-700">Choose a new password for your admin account.</p>
            <div className="mt-8 rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
              <NewPasswordForm onDone={done} />
            </div>
          </>
        ) : (
          <>
            <p
              role="alert"
              className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
            >
              This password reset link has expired or has already been used. Links work once, within an hour.
              Ask for a new one below.
            </p>
            <div className="mt-8 rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
              <h2 className="text-lg font-semibold text-gray-900">Send a new link</h2>
              <div className="mt-4">
                <ForgotPasswordForm label="Send a new reset link" />
              </div>
            </div>
            <p className="mt-6 text-sm text-gray-700">
              Remembered it?{' '}
              <Link to={paths.login.href()} className="font-semibold text-brand-700 underline">
                Sign in
              </Link>
            </p>
          </>
        )}
      </div>
    </AdminPage>
  )
}
