import * as RadixToast from '@radix-ui/react-toast'
import { TOAST_DURATION_MS } from '../../lib/directory-options.ts'
import { CloseIcon } from '../icons.tsx'
import type { ToastOptions, ToastVariant } from './use-toast.ts'

export interface ActiveToast extends ToastOptions {
  id: number
  variant: ToastVariant
}

const variantClasses: Record<ToastVariant, string> = {
  default: 'border-gray-200 bg-white text-gray-900',
  success: 'border-brand-200 bg-brand-50 text-brand-900',
  neutral: 'border-gray-300 bg-gray-100 text-gray-900',
  destructive: 'border-red-800 bg-red-700 text-white',
}

/**
 * The notice on screen, with Radix's accessible viewport (F8 moves focus to it). Loaded on
 * demand by ToastProvider, so Radix stays off every page's first load.
 */
export default function ToastView({
  toast,
  onClosed,
}: {
  toast: ActiveToast
  onClosed: (id: number) => void
}) {
  return (
    <RadixToast.Provider duration={TOAST_DURATION_MS} swipeDirection="right">
      <RadixToast.Root
        // A new notice remounts the toast, restarting its timer.
        key={toast.id}
        // Errors interrupt screen readers; everything else waits its turn.
        type={toast.variant === 'destructive' ? 'foreground' : 'background'}
        onOpenChange={(open) => {
          if (!open) onClosed(toast.id)
        }}
        className={`pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg ${variantClasses[toast.variant]}`}
      >
        <div className="min-w-0 flex-1">
          <RadixToast.Title className="font-semibold">{toast.title}</RadixToast.Title>
          {toast.description && (
            <RadixToast.Description className="mt-1 text-sm break-words">
              {toast.description}
            </RadixToast.Description>
          )}
        </div>
        <RadixToast.Close
          aria-label="Dismiss notification"
          className="absolute top-3 right-3 rounded p-1 opacity-80 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
        >
          <CloseIcon className="h-4 w-4" />
        </RadixToast.Close>
      </RadixToast.Root>
      <RadixToast.Viewport
        label="Notifications ({hotkey})"
        className="fixed inset-x-0 bottom-0 z-50 m-0 flex list-none flex-col gap-2 p-4 outline-none sm:inset-x-auto sm:right-0 sm:w-96"
      />
    </RadixToast.Provider>
  )
}
