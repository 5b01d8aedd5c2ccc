/**
 * The HTTP side of the function: only a request carrying the service role key may start a run,
 * so the public cannot make it send (the schedule and the local backend send that key).
 */
import type { RunResult } from './send-loop.ts'

function sameText(a: string, b: string): boolean {
  const left = new TextEncoder().encode(a)
  const right = new TextEncoder().encode(b)
  // Compares every byte whatever the first difference, so the time taken tells nothing of the key.
  let difference = left.length ^ right.length
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    difference |= (left[i] ?? 0) ^ (right[i] ?? 0)
  }
  return difference === 0
}

export function createSendMailHandler(options: {
  serviceRoleKey: string
  run: () => Promise<RunResult>
}): (request: Request) => Promise<Response> {
  const expected = `Bearer ${options.serviceRoleKey}`
  return async (request) => {
    if (request.method !== 'POST') {
      return Response.json({ message: 'Use POST' }, { status: 405, headers: { Allow: 'POST' } })
    }
    if (!sameText(request.headers.get('authorization') ?? '', expected)) {
      return Response.json({ message: 'Only the service role may run the sender' }, { status: 401 })
    }
    try {
      return Response.json(await options.run())
    } catch (error) {
      // The outbox could not be read or written: nothing was lost, the next run picks it up.
      console.error('send-mail run failed', error)
      return Response.json({ message: 'The run failed; due mail stays queued' }, { status: 500 })
    }
  }
}
