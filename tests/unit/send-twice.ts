import { fireEvent, waitFor } from '@testing-library/react'
import { expect } from 'vitest'

/**
 * Sends `form` twice before the first send has an answer (a double Enter, a double tap before
 * the button shows it is busy), waits for the one request, sends once more, then lets the
 * backend answer. The form's own guard, not the disabled button, must stop the extra sends.
 */
export async function sendTwiceWhilePending(form: HTMLElement, sent: readonly unknown[], answer: () => void) {
  fireEvent.submit(form)
  fireEvent.submit(form)
  await waitFor(() => expect(sent).toHaveLength(1))
  fireEvent.submit(form)
  answer()
}
