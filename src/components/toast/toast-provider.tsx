import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react'
import type { ActiveToast } from './toast-view.tsx'
import { ToastContext, type ToastApi, type ToastOptions } from './use-toast.ts'

// Radix is fetched with the first notice, not with every page.
const ToastView = lazy(() => import('./toast-view.tsx'))

let nextToastId = 0

/**
 * The app's one notice area (docs/product.md §9: one notice at a time, 5000 ms). A new notice
 * replaces the current one.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [active, setActive] = useState<ActiveToast | null>(null)

  const toast = useCallback((options: ToastOptions) => {
    nextToastId += 1
    setActive({ ...options, id: nextToastId, variant: options.variant ?? 'default' })
  }, [])
  const dismiss = useCallback(() => setActive(null), [])
  const onClosed = useCallback((id: number) => {
    setActive((current) => (current?.id === id ? null : current))
  }, [])
  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss])

  return (
    <ToastContext value={api}>
      {children}
      {active && (
        <Suspense fallback={null}>
          <ToastView toast={active} onClosed={onClosed} />
        </Suspense>
      )}
    </ToastContext>
  )
}
