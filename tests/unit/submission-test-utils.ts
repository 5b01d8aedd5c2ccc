import { fireEvent, screen } from '@testing-library/react'
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
