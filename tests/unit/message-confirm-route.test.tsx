import { act, fireEvent, screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { expectConsole } from './console-guard.ts'
import { deferred, postgrestError, restUrl } from './directory-test-utils.tsx'
import { server } from './msw-server.ts'
import { renderRoute } from './render-route.tsx'

const token = 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8'
const otherToken = '__z59vPw7ern5OHe29jV0s_MycbDwL26t7SxrquopaI'

const notValid = /This link is not valid/
const failed = 'We could not confirm your message. Check your connection and try again.'

interface Row {
  outcome: string
  listing_kind: 'teacher' | 'studio' | null
  listing_slug: string | null
  listing_name: string | null
}

const ana = { listing_kind: 'teacher', listing_slug: 'ana-reyes', listing_name: 'Ana Reyes' } as const
const lotus = {
  listing_kind: 'studio',
  listing_slug: 'lotus-flow-studio',
  listing_name: 'Lotus Flow Studio',
} as const
const unknown: Row = { outcome: 'unknown', listing_kind: null, listing_slug: null, listing_name: null }

/** Answers public.confirm_listing_message with `answer`, recording each call's method and token. */
function serveConfirm(answer: (token: unknown) => Response | Promise<Response>) {
  const calls: { method: string; token: unknown }[] = []
  server.use(
    http.all(`${restUrl}/rpc/confirm_listing_message`, async ({ request }) => {
      const { token: sent } = (await request.json()) as { token: unknown }
      calls.push({ method: request.method, token: sent })
      return answer(sent)
    }),
  )
  return calls
}

const rows = (...answer: Row[]) => HttpResponse.json(answer)

async function openConfirmPage(hash: string) {
  const view = renderRoute(`/message/confirm${hash}`)
  expect(await screen.findByRole('heading', { level: 1, name: 'Your message' })).toBeInTheDocument()
  return view
}

function meta(name: string): string | null | undefined {
  return document.head.querySelector(`meta[name="${name}"]`)?.getAttribute('content')
}

describe('/message/confirm', () => {
  it("confirms the token once, 'Confirming your message...' until the database answers delivered", async () => {
    const held = deferred()
    const calls = serveConfirm(async () => {
      await held.promise
      return rows({ outcome: 'delivered', ...ana })
    })
    await openConfirmPage(`#${token}`)
    expect(await screen.findByRole('status')).toHaveTextContent('Confirming your message...')
    held.release()

    expect(
      await screen.findByText('Your message to Ana Reyes was delivered. We sent you a copy.'),
    ).toBeInTheDocument()
    expect(screen.queryByText('Confirming your message...')).not.toBeInTheDocument()
    // The token from the fragment, exactly, once, in a POST body.
    expect(calls).toEqual([{ method: 'POST', token }])
  })

  it("is a page search engines leave out, whose address no link's Referer carries", async () => {
    serveConfirm(() => rows({ outcome: 'delivered', ...ana }))
    await openConfirmPage(`#${token}`)
    await screen.findByText(/was delivered/)
    expect(document.title).toBe('Your message | Yoga Directory')
    expect(meta('robots')).toBe('noindex')
    expect(meta('referrer')).toBe('no-referrer')
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(
      /\/message\/confirm$/,
    )
  })

  it('says a message was already delivered when the link is used again', async () => {
    serveConfirm(() => rows({ outcome: 'already_delivered', ...lotus }))
    await openConfirmPage(`#${token}`)
    expect(
      await screen.findByText('Your message to Lotus Flow Studio was already delivered.'),
    ).toBeInTheDocument()
    expect(screen.queryByText(/We sent you a copy/)).not.toBeInTheDocument()
  })

  it("says an expired link sent nothing, with 'Write to {name} again' to the profile", async () => {
    serveConfirm((sent) => rows({ outcome: 'expired', ...(sent === token ? ana : lotus) }))
    const first = await openConfirmPage(`#${token}`)
    expect(await screen.findByText(/This link has expired: links are valid for 24 hours/)).toHaveTextContent(
      'Your message to Ana Reyes was not sent.',
    )
    expect(screen.getByRole('link', { name: 'Write to Ana Reyes again' })).toHaveAttribute(
      'href',
      '/teacher/ana-reyes',
    )
    first.unmount()

    await openConfirmPage(`#${otherToken}`)
    expect(await screen.findByRole('link', { name: 'Write to Lotus Flow Studio again' })).toHaveAttribute(
      'href',
      '/studio/lotus-flow-studio',
    )
  })

  it('says when the listing no longer takes messages', async () => {
    serveConfirm(() => rows({ outcome: 'unavailable', ...ana }))
    await openConfirmPage(`#${token}`)
    expect(
      await screen.findByText(
        'Ana Reyes is not taking messages through the directory right now, so your message was not sent.',
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'See other ways to reach Ana Reyes' })).toHaveAttribute(
      'href',
      '/teacher/ana-reyes',
    )
  })

  it('says the same for a token the database does not know, a malformed one and none at all', async () => {
    const calls = serveConfirm(() => rows(unknown))
    const first = await openConfirmPage(`#${token}`)
    expect(await screen.findByText(notValid)).toBeInTheDocument()
    expect(calls).toEqual([{ method: 'POST', token }])
    first.unmount()

    // Not a token (cut short, too long, a character base64url has not): no request is made.
    for (const hash of ['', '#', `#${token.slice(0, 42)}`, `#${token}A`, `#${token.slice(0, 42)}+`]) {
      const view = await openConfirmPage(hash)
      expect(screen.getByText(notValid)).toBeInTheDocument()
      view.unmount()
    }
    expect(calls).toHaveLength(1)
  })

  it("shows an error with 'Try again' when the request fails, and confirms on the retry", async () => {
    expectConsole('warn', /^Could not confirm the message: .*Database connection failed/)
    const calls = serveConfirm(() =>
      calls.length === 1
        ? postgrestError(503, 'PGRST000', 'Database connection failed')
        : rows({ outcome: 'delivered', ...ana }),
    )
    await openConfirmPage(`#${token}`)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(failed)
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))

    expect(await screen.findByText(/was delivered/)).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(calls).toEqual([
      { method: 'POST', token },
      { method: 'POST', token },
    ])
  })

  it("over the limit of attempts, shows the database's message with the wait", async () => {
    const wait = 'Too many confirmations from your connection. Please try again in 7 minutes.'
    serveConfirm(() =>
      HttpResponse.json({ code: 'PT429', message: wait, hint: '7', details: null }, { status: 429 }),
    )
    await openConfirmPage(`#${token}`)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(wait)
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })

  it('shows an answer of an unknown shape as a failure, not as an outcome', async () => {
    expectConsole('warn', /^Could not confirm the message: .*unknown outcome/)
    serveConfirm(() => rows({ outcome: 'sent', ...ana }))
    await openConfirmPage(`#${token}`)
    expect(await screen.findByRole('alert')).toHaveTextContent(failed)
  })

  it('confirms a new token when the fragment changes to it', async () => {
    const calls = serveConfirm((sent) => rows({ outcome: sent === token ? 'delivered' : 'expired', ...ana }))
    const { router } = await openConfirmPage(`#${token}`)
    expect(await screen.findByText(/was delivered/)).toBeInTheDocument()
    await act(() => router.navigate(`/message/confirm#${otherToken}`))
    expect(await screen.findByText(/This link has expired/)).toBeInTheDocument()
    expect(screen.queryByText(/was delivered/)).not.toBeInTheDocument()
    expect(calls.map((call) => call.token)).toEqual([token, otherToken])
  })
})
