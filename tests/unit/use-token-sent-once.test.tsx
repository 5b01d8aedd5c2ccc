import { fireEvent, render, screen } from '@testing-library/react'
import { StrictMode } from 'react'
import { createMemoryRouter, RouterProvider, type ActionFunctionArgs } from 'react-router'
import { describe, expect, it } from 'vitest'
import { postedToken, useTokenSentOnce } from '../../src/lib/use-token-sent-once.ts'

/** A page that posts its token with the hook to an action that records every token it receives. */
function renderPage(token: string | null) {
  const received: unknown[] = []
  async function action({ request }: ActionFunctionArgs) {
    const sent = await postedToken(request)
    received.push(sent)
    return { answer: `used ${String(sent)}` }
  }
  function Page() {
    const { answer, send } = useTokenSentOnce<typeof action>(token, '/confirm')
    return (
      <>
        <p role="status">{answer ? answer.answer : 'sending'}</p>
        <button type="button" onClick={send}>
          Try again
        </button>
      </>
    )
  }
  const router = createMemoryRouter([{ path: '/confirm', Component: Page, action }], {
    initialEntries: ['/confirm'],
  })
  // As src/app/entry.client.tsx renders the app: StrictMode runs the effect twice.
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  )
  return received
}

describe('useTokenSentOnce', () => {
  it('posts the token once when the page opens, even when StrictMode runs the effect twice', async () => {
    const received = renderPage('abc')
    expect(await screen.findByText('used abc')).toBeInTheDocument()
    expect(received).toEqual(['abc'])
  })

  it("posts it again on 'Try again'", async () => {
    const received = renderPage('abc')
    await screen.findByText('used abc')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await screen.findByText('sending')
    await screen.findByText('used abc')
    expect(received).toEqual(['abc', 'abc'])
  })
})
