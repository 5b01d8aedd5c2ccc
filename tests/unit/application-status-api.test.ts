import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import {
  applicationStatusFrom,
  getApplicationStatus,
} from '../../src/features/submissions/api/get-application-status.ts'
import { postgrestError, restUrl } from './directory-test-utils.tsx'
import { server } from './msw-server.ts'

const token = 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8'

describe('applicationStatusFrom', () => {
  it('is null for no row: a wrong, malformed or unknown token', () => {
    expect(applicationStatusFrom([])).toBeNull()
  })

  it('maps each status with its slug and note', () => {
    expect(
      applicationStatusFrom([{ kind: 'teacher', status: 'new', listing_slug: null, note: null }]),
    ).toEqual({ kind: 'teacher', status: 'new', listingSlug: null, note: null })
    expect(
      applicationStatusFrom([{ kind: 'studio', status: 'listed', listing_slug: 'lotus-flow', note: null }]),
    ).toEqual({ kind: 'studio', status: 'listed', listingSlug: 'lotus-flow', note: null })
    expect(
      applicationStatusFrom([
        { kind: 'teacher', status: 'declined', listing_slug: null, note: 'Please add a certificate.' },
      ]),
    ).toEqual({ kind: 'teacher', status: 'declined', listingSlug: null, note: 'Please add a certificate.' })
  })

  it('treats a blank note or slug as none', () => {
    expect(
      applicationStatusFrom([{ kind: 'teacher', status: 'declined', listing_slug: '', note: '  \n ' }]),
    ).toEqual({ kind: 'teacher', status: 'declined', listingSlug: null, note: null })
  })

  it('refuses an answer of another shape instead of guessing', () => {
    expect(() => applicationStatusFrom(null)).toThrow(/list of rows/)
    expect(() => applicationStatusFrom([{ kind: 'teacher', status: 'approved' }])).toThrow(/unknown/)
    expect(() => applicationStatusFrom([{ kind: 'school', status: 'new' }])).toThrow(/unknown/)
    expect(() => applicationStatusFrom(['new'])).toThrow(/unknown/)
  })
})

describe('getApplicationStatus', () => {
  it('posts the token to public.application_status, in the body, not the URL', async () => {
    const requests: { url: string; body: unknown }[] = []
    server.use(
      http.post(`${restUrl}/rpc/application_status`, async ({ request }) => {
        requests.push({ url: request.url, body: await request.json() })
        return HttpResponse.json([{ kind: 'studio', status: 'new', listing_slug: null, note: null }])
      }),
    )
    expect(await getApplicationStatus(token)).toEqual({
      kind: 'studio',
      status: 'new',
      listingSlug: null,
      note: null,
    })
    expect(requests).toEqual([{ url: `${restUrl}/rpc/application_status`, body: { token } }])
  })

  it('throws with the backend message when the request fails', async () => {
    server.use(
      http.post(`${restUrl}/rpc/application_status`, () =>
        postgrestError(503, 'PGRST000', 'Database connection failed'),
      ),
    )
    await expect(getApplicationStatus(token)).rejects.toThrow('Database connection failed')
  })
})
