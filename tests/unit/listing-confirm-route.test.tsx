import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { restUrl } from './directory-test-utils.tsx'
import { server } from './msw-server.ts'
import { renderRoute } from './render-route.tsx'
import { tooManySubmissions } from './submission-test-utils.ts'

const token = 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8'
const ana = { listing_kind: 'teacher', listing_slug: 'ana-reyes', listing_name: 'Ana Reyes' }

/** Answers public.confirm_listing_link with `answer`, recording each token sent. */
function serveConfirm(answer: () => Response) {
  const tokens: unknown[] = []
  server.use(
    http.post(`${restUrl}/rpc/confirm_listing_link`, async ({ request }) => {
      tokens.push(((await request.json()) as { token: unknown }).token)
      return answer()
    }),
  )
  return tokens
}

async function openConfirmPage(hash: string) {
  renderRoute(`/listing/confirm${hash}`)
  expect(await screen.findByRole('heading', { level: 1, name: 'Your listing' })).toBeInTheDocument()
}

describe('/listing/confirm', () => {
  it("sends the reminder's token once and says the details are confirmed, with the profile", async () => {
    const tokens = serveConfirm(() =>
      HttpResponse.json([{ outcome: 'confirmed', ...ana, confirmed_at: '2026-11-26T10:00:00+00:00' }]),
    )
    await openConfirmPage(`#${token}`)
    expect(
      await screen.findByText('Thank you — your details are confirmed as of 26 November 2026.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: "See Ana Reyes's page" })).toHaveAttribute(
      'href',
      '/teacher/ana-reyes',
    )
    expect(tokens).toEqual([token])
  })

  it('says a new address is confirmed', async () => {
    serveConfirm(() => HttpResponse.json([{ outcome: 'address_confirmed', ...ana, confirmed_at: null }]))
    await openConfirmPage(`#${token}`)
    expect(
      await screen.findByText('The new address is confirmed. Messages now go to it.'),
    ).toBeInTheDocument()
  })

  it('says an expired link changed nothing and where to get a new one', async () => {
    serveConfirm(() => HttpResponse.json([{ outcome: 'expired', ...ana, confirmed_at: null }]))
    await openConfirmPage(`#${token}`)
    expect(await screen.findByText('This link has expired, so nothing was changed.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: "your listing's page" })).toHaveAttribute('href', '/account')
  })

  it('answers a link without a token at once, without asking the database', async () => {
    const tokens = serveConfirm(() => HttpResponse.json([]))
    await openConfirmPage('#not-a-token')
    expect(await screen.findByText(/^This link is not valid\./)).toBeInTheDocument()
    expect(tokens).toEqual([])
  })

  it('over the limit, shows how long to wait with Try again', async () => {
    serveConfirm(() => tooManySubmissions(5))
    await openConfirmPage(`#${token}`)
    expect(await screen.findByText(/Please try again in 5 minutes\./)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })
})
