import { useEffect, useId, useRef, useState } from 'react'
import { Navigate, useLocation, type Location } from 'react-router'
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form.tsx'
import { LoginForm } from '../../features/auth/components/login-form.tsx'
import { useSession } from '../../features/auth/use-session.ts'
import { paths } from '../../lib/paths.ts'
import { AdminPage } from '../layout/admin-page.tsx'

/** Where the guard sent the visitor from (docs/product.md §2), or /admin. */
function destinationOf(state: unknown): string {
  const from = (state as { from?: Partial<Location> } | null)?.from
  if (!from?.pathname || from.pathname === paths.login.href()) return paths.admin.href()
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`
}

export default function LoginRoute() {
  const session = useSession()
  const location = useLocation()

  if (session.status === 'signed-in') return <Navigate replace to={destinationOf(location.state)} />

  return (
    <AdminPage title="Admin Login">
      <div className="mx-auto max-w-md py-8">
        <h1 className="text-3xl font-bold text-gray-900">Admin Login</h1>
        <p className="mt-2 text-gray-700">Sign in to manage teachers, studios, submissions and SEO.</p>
        <div className="mt-8 rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
          {session.status === 'loading' ? (
            <p role="status" className="text-gray-700">
              Loading...
            </p>
          ) : (
            <>
              <LoginForm />
              <ForgotPassword />
            </>
          )}
        </div>
      </div>
    </AdminPage>
  )
}

/** 'Forgot your password?' opens a small form that mails a reset link; focus moves into it. */
function ForgotPassword() {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const panel = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (open) panel.current?.querySelector('input')?.focus()
  }, [open])
  return (
    <div className="mt-6 border-t border-gray-200 pt-4">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="text-sm font-semibold text-brand-700 underline"
      >
        Forgot your password?
      </button>
      <div id={panelId} ref={panel} hidden={!open} className="mt-4">
        {open && (
          <>
            <p className="mb-4 text-sm text-gray-700">
              Type your admin email and we will send you a link to choose a new password.
            </p>
            <ForgotPasswordForm />
          </>
        )}
      </div>
    </div>
  )
}
