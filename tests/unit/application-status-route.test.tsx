import { act, fireEvent, screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { expectConsole } from './console-guard.ts'
import { deferred, postgrestError, restUrl } from './directory-test-utils.tsx'
import { server } from './msw-server.ts'
import { renderRoute } from './render-route.tsx'

const token = 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8'
const otherToken = '__z59vPw7ern5OHe29jV0s_MycbDwL26t7SxrquopaI'

const notFound = 'We could not find an application for this link. Check that you copied the whole link.'
const failed = 'We could not load the status of your application. Check your connection and try again.'
const receivedDetails = "We'll review your application and get back to you within 3-5 business days."

interface Row {
  kind: 'teacher' | 'studio'
  status: string
  listing_slug: string | null
  note: string | null
}

/** Answers public.application_status with `answer`, recording the token of each call. */
function serveStatus(answer: (token: unknown) => Response | Promise<Response>) {
  const tokens: unknown[] = []
  server.use(
    http.post(`${restUrl}/rpc/application_status`, async ({ request }) => {
      const { token: sent } = (await request.json()) as { token: unknown }
      tokens.push(sent)
      return answer(sent)
    }),
  )
  return tokens
}

const rows = (...answer: Row[]) => HttpResponse.json(answer)

async function openStatusPage(hash: string) {
  const view = renderRoute(`/application-status${hash}`)
  expect(await screen.findByRole('heading', { level: 1, name: 'Your application' })).toBeInTheDocument()
  return view
}

function meta(name: string): string | null | undefined {
  return document.head.querySelector(`meta[name="${name}"]`)?.getAttribute('content')
}

describe('/application-status', () => {
  it("shows 'Loading...', then a new application as Received", async () => {
    const held = deferred()
    const tokens = serveStatus(async () => {
      await held.promise
      return rows({ kind: 'teacher', status: 'new', listing_slug: null, note: null })
    })
    await openStatusPage(`#${token}`)
    expect(screen.getByRole('status')).toHaveTextContent('Loading...')
    held.release()

    expect(await screen.findByText('Received')).toBeInTheDocument()
    expect(screen.getByText('Teacher application')).toBeInTheDocument()
    expect(screen.getByText(receivedDetails)).toBeInTheDocument()
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument()
    // The token from the fragment, exactly, once.
    expect(tokens).toEqual([token])
  })

  it("is a page search engines leave out, whose address no link's Referer carries", async () => {
    serveStatus(() => rows({ kind: 'teacher', status: 'new', listing_slug: null, note: null }))
    await openStatusPage(`#${token}`)
    await screen.findByText('Received')
    expect(document.title).toBe('Your application | Yoga Directory')
    expect(meta('robots')).toBe('noindex')
    expect(meta('referrer')).toBe('no-referrer')
    // The canonical address has no token.
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(
      /\/application-status$/,
    )
  })

  it('shows a Listed teacher application with a link to the profile', async () => {
    serveStatus(() => rows({ kind: 'teacher', status: 'listed', listing_slug: 'maya-santos', note: null }))
    await openStatusPage(`#${token}`)
    expect(await screen.findByText('Listed')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'View your profile' })).toHaveAttribute(
      'href',
      '/teacher/maya-santos',
    )
  })

  it("shows a Listed studio application with a link to the studio's page", async () => {
    serveStatus(() => rows({ kind: 'studio', status: 'listed', listing_slug: 'lotus-flow', note: null }))
    await openStatusPage(`#${token}`)
    expect(await screen.findByText('Listed')).toBeInTheDocument()
    expect(screen.getByText('Studio application')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: "View your studio's page" })).toHaveAttribute(
      'href',
      '/studio/lotus-flow',
    )
  })

  it('shows Listed without a link once the listing has been removed', async () => {
    serveStatus(() => rows({ kind: 'teacher', status: 'listed', listing_slug: null, note: null }))
    await openStatusPage(`#${token}`)
    expect(await screen.findByText('Listed')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /View your/ })).not.toBeInTheDocument()
  })

  it('shows a declined application as Not accepted with the note as plain text', async () => {
    const note = 'Please add your <b>RYT-200</b> certificate.\nThen apply again.'
    serveStatus(() => rows({ kind: 'teacher', status: 'declined', listing_slug: null, note }))
    const { container } = await openStatusPage(`#${token}`)
    expect(await screen.findByText('Not accepted')).toBeInTheDocument()
    const noteRegion = screen.getByRole('region', { name: 'A note from our team' })
    expect(within(noteRegion).getByText(/Please add your/)).toHaveTextContent(
      'Please add your <b>RYT-200</b> certificate. Then apply again.',
    )
    expect(container.querySelector('b')).toBeNull()
  })

  it('shows Not accepted without a note section when there is no note', async () => {
    serveStatus(() => rows({ kind: 'studio', status: 'declined', listing_slug: null, note: null }))
    await openStatusPage(`#${token}`)
    expect(await screen.findByText('Not accepted')).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'A note from our team' })).not.toBeInTheDocument()
  })

  it('says the same for a token that matches nothing, a malformed one and none at all', async () => {
    const tokens = serveStatus(() => rows())
    const first = await openStatusPage(`#${token}`)
    expect(await screen.findByText(notFound)).toBeInTheDocument()
    expect(tokens).toEqual([token])
    first.unmount()

    // Not a token (cut short, too long, a character base64url has not): no request is made.
    for (const hash of ['', '#', `#${token.slice(0, 42)}`, `#${token}A`, `#${token.slice(0, 42)}+`]) {
      const view = await openStatusPage(hash)
      expect(screen.getByText(notFound)).toBeInTheDocument()
      view.unmount()
    }
    expect(tokens).toEqual([token])
  })

  it("shows an error with 'Try again' when the request fails, and tries again", async () => {
    expectConsole('warn', /^Could not load the application status: .*Database connection failed/)
    let calls = 0
    serveStatus(() => {
      calls += 1
      return calls === 1
        ? postgrestError(503, 'PGRST000', 'Database connection failed')
        : rows({ kind: 'studio', status: 'new', listing_slug: null, note: null })
    })
    await openStatusPage(`#${token}`)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(failed)
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))

    expect(await screen.findByText('Received')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(calls).toBe(2)
  })

  it('shows an answer of an unknown shape as a failure, not as a status', async () => {
    expectConsole('warn', /^Could not load the application status: .*unknown kind or status/)
    serveStatus(() => rows({ kind: 'teacher', status: 'approved', listing_slug: null, note: null }))
    await openStatusPage(`#${token}`)
    expect(await screen.findByRole('alert')).toHaveTextContent(failed)
  })

  it('follows the fragment when it changes to another token', async () => {
    serveStatus((sent) =>
      sent === token
        ? rows({ kind: 'teacher', status: 'new', listing_slug: null, note: null })
        : rows({ kind: 'studio', status: 'declined', listing_slug: null, note: null }),
    )
    const { router } = await openStatusPage(`#${token}`)
    expect(await screen.findByText('Received')).toBeInTheDocument()
    await act(() => router.navigate(`/application-status#${otherToken}`))
    expect(await screen.findByText('Not accepted')).toBeInTheDocument()
    expect(screen.queryByText('Received')).not.toBeInTheDocument()
  })
})
