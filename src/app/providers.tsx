import type { ReactNode } from 'react'
import { ToastProvider } from '../components/toast/toast-provider.tsx'
import { SessionProvider } from '../features/auth/session-provider.tsx'

/** App-wide providers inside the router: notices first, since the session reports through them. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ToastProvider>
      <SessionProvider>{children}</SessionProvider>
    </ToastProvider>
  )
}
