import { createContext, useContext } from 'react'

export type ToastVariant = 'default' | 'destructive' | 'neutral' | 'success'

export interface ToastOptions {
  title: string
  description?: string
  variant?: ToastVariant
}

export interface ToastApi {
  /** Shows a notice, replacing the one on screen (only one is visible at a time). */
  toast: (options: ToastOptions) => void
  /** Closes the notice on screen, if any. */
  dismiss: () => void
}

export const ToastContext = createContext<ToastApi | null>(null)

export function useToast(): ToastApi {
  const api = useContext(ToastContext)
  if (!api) throw new Error('useToast must be used inside <ToastProvider>')
  return api
}
