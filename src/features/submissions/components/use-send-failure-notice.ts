import { useCallback } from 'react'
import { useToast } from '../../../components/toast/use-toast.ts'

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
