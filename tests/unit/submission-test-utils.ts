import { fireEvent, screen, within } from '@testing-library/react'
import { expect } from 'vitest'
import { http, HttpResponse } from 'msw'
import { server } from './msw-server.ts'
import { deferred, restUrl } from './directory-test-utils.tsx'

/** Records every insert into `table` and answers as PostgREST does (201, or the given failure). */
export function serveInsert(
  table: string,
  answer: () => Response | Promise<Response> = () => new HttpResponse(null, { status: 201 }),
) {
  const bodies: unknown[] = []
  server.use(
    http.post(`${restUrl}/${table}`, async ({ request }) => {
      bodies.push(await request.json())
      return answer()
    }),
  )
  return bodies
}

export function type(label: string | RegExp, value: string) {
  const field = screen.getByLabelText(label)
  fireEvent.change(field, { target: { value } })
  fireEvent.blur(field)
}

/** Like serveInsert, but every insert waits for `release()` before it is answered with 201. */
export function serveHeldInsert(table: string) {
  const held = deferred()
  const bodies = serveInsert(table, async () => {
    await held.promise
    return new HttpResponse(null, { status: 201 })
  })
  return { bodies, release: held.release }
}

export const STATUS_LINK_REGION = 'Your private status link'

/**
 * The private status link the thank-you page shows: its token, and the SHA-256 (lower-case hex)
 * of the token's UTF-8, computed here with Web Crypto rather than by the app's own code.
 */
export async function statusLinkShown(): Promise<{ token: string; hash: string }> {
  const region = await screen.findByRole('region', { name: STATUS_LINK_REGION })
  const link = within(region).getByRole('link')
  const [, token] = /^\/application-status#([A-Za-z0-9_-]{43})$/.exec(link.getAttribute('href') ?? '') ?? []
  if (!token) throw new Error(`not a status link: ${link.getAttribute('href')}`)
  expect(link).toHaveTextContent(`${window.location.origin}/application-status#${token}`)
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token))
  const hash = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')
  return { token, hash }
}
