import { useCallback, useRef } from 'react'
import { useToast } from '../../../components/toast/use-toast.ts'

/**
 * Runs one submission at a time (a double click sends once) and turns a backend
 * failure into the spec's notice ('Supabase error' with the backend's message,
 * SPEC.md §8). The form keeps its values, so the visitor can send again.
 */
export function useSubmitOnce() {
  const inFlight = useRef(false)
  const { toast } = useToast()
  return useCallback(
    async (send: () => Promise<void>) => {
      if (inFlight.current) return
      inFlight.current = true
      try {
        await send()
      } catch (error) {
        toast({
          title: 'Supabase error',
          description: error instanceof Error ? error.message : 'Something went wrong',
          variant: 'destructive',
        })
      } finally {
        inFlight.current = false
      }
    },
    [toast],
  )
}

/**
 * Turns a failure of `send` into the spec's notice ('Supabase error' with the backend's message,
 * SPEC.md §8), for kit forms, which already send one at a time (src/components/forms/form-kit.tsx).
 */
export function useSendFailureNotice() {
  const { toast } = useToast()
  return useCallback(
    async (send: () => Promise<void>) => {
      try {
        await send()
      } catch (error) {
        toast({
          title: 'Supabase error',
          description: error instanceof Error ? error.message : 'Something went wrong',
          variant: 'destructive',
        })
      }
    },
    [toast],
  )
}
