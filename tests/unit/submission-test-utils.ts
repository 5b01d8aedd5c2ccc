import { fireEvent, screen, within } from '@testing-library/react'
import { expect } from 'vitest'
import { http, HttpResponse } from 'msw'
import type { Database } from '../../src/types/database.types.ts'
import { server } from './msw-server.ts'
import { deferred, restUrl } from './directory-test-utils.tsx'

type Functions = Database['public']['Functions']
export type FunctionName = keyof Functions

/** Where supabase-js calls a database function (PostgREST's rpc endpoint). */
export const rpcUrl = (fn: FunctionName) => `${restUrl}/rpc/${fn}`

/** PostgREST's answer for a function that returns nothing (void): 204, no body. */
export const noContent = () => new HttpResponse(null, { status: 204 })

/**
 * The database's answer over a submission limit, as PostgREST sends a `RAISE ... USING ERRCODE =
 * 'PT429'`: HTTP 429 with the function's message and the minutes to wait in the hint
 * (supabase/migrations/20251124000400_submissions_through_functions.sql).
 */
export function tooManySubmissions(minutes: number): Response {
  return HttpResponse.json(
    {
      code: 'PT429',
      message: `Too many submissions from your connection. Please try again in ${minutes} minutes.`,
      hint: String(minutes),
      details: null,
    },
    { status: 429 },
  )
}

/**
 * Records the arguments of every call of the database function `fn` (the request body: its named
 * arguments) and answers as PostgREST does: 204 for the void submission functions, or `answer`.
 */
export function serveRpc<F extends FunctionName>(
  fn: F,
  answer: (call: number) => Response | Promise<Response> = noContent,
) {
  const bodies: Functions[F]['Args'][] = []
  server.use(
    http.post(rpcUrl(fn), async ({ request }) => {
      bodies.push((await request.json()) as Functions[F]['Args'])
      return answer(bodies.length)
    }),
  )
  return bodies
}

/** Like serveRpc, but every call waits for `release()` before it is answered with 204. */
export function serveHeldRpc(fn: FunctionName) {
  const held = deferred()
  const bodies = serveRpc(fn, async () => {
    await held.promise
    return noContent()
  })
  return { bodies, release: held.release }
}

export function type(label: string | RegExp, value: string) {
  const field = screen.getByLabelText(label)
  fireEvent.change(field, { target: { value } })
  fireEvent.blur(field)
}

// --- The contact form's question --------------------------------------------------------------

type ContactMessageArgs = Functions['send_contact_message']['Args']
type Verdict = 'sent' | 'unanswered' | 'wrong' | 'expired'

interface IssuedQuestion {
  id: string
  a: number
  b: number
  /** Answered (right or wrong) or timed out: any later answer is 'expired'. */
  used: boolean
}

/**
 * The contact form's two database functions, kept as the database keeps them
 * (supabase/migrations/20251124000400_submissions_through_functions.sql):
 * - contact_question issues `questions` in turn (the last one again once they run out), each with
 *   a new id;
 * - send_contact_message answers by the question issued under `question_id`: 'unanswered' for a
 *   blank answer (the question stays open), 'expired' for an unknown or used-up one, otherwise it
 *   uses the question up and answers 'wrong' or 'sent'. Only a 'sent' message is stored.
 *
 * `answer` may replace the database's answer (a failure, a limit, a held reply); when its
 * response is not ok the call changed nothing, as a failed transaction rolls back. `question` may
 * replace contact_question's answer (a failure). `expireAll()` ages every question out.
 */
export function serveContactDatabase({
  questions = [[2, 2]],
  question,
  answer = (verdict) => HttpResponse.json(verdict),
}: {
  questions?: readonly (readonly [number, number])[]
  question?: (call: number) => Response | undefined | Promise<Response | undefined>
  answer?: (verdict: Verdict, call: number) => Response | Promise<Response>
} = {}) {
  const issued: IssuedQuestion[] = []
  const calls: ContactMessageArgs[] = []
  const stored: ContactMessageArgs[] = []
  let questionCalls = 0
  server.use(
    http.post(rpcUrl('contact_question'), async () => {
      questionCalls += 1
      const replaced = await question?.(questionCalls)
      if (replaced) return replaced
      const [a, b] = questions[Math.min(issued.length, questions.length - 1)]!
      const next = { id: crypto.randomUUID(), a, b, used: false }
      issued.push(next)
      return HttpResponse.json([{ id: next.id, first_number: a, second_number: b }])
    }),
    http.post(rpcUrl('send_contact_message'), async ({ request }) => {
      const args = (await request.json()) as ContactMessageArgs
      calls.push(args)
      const asked = issued.find((candidate) => candidate.id === args.question_id)
      const given = args.answer.trim()
      let verdict: Verdict
      if (given === '') verdict = 'unanswered'
      else if (!asked || asked.used) verdict = 'expired'
      else verdict = Number(given) === asked.a + asked.b && /^\d{1,3}$/.test(given) ? 'sent' : 'wrong'
      const response = await answer(verdict, calls.length)
      if (response.ok) {
        if (asked && (verdict === 'wrong' || verdict === 'sent')) asked.used = true
        if (verdict === 'sent' && !args.honeypot?.trim()) stored.push(args)
      }
      return response
    }),
  )
  return {
    /** Every question issued, in order. */
    issued,
    /** The arguments of every send_contact_message call. */
    calls,
    /** The messages the database stored. */
    stored,
    /** How many times the form asked for a question (including refused requests). */
    questionCalls: () => questionCalls,
    expireAll: () => issued.forEach((asked) => (asked.used = true)),
  }
}

// --- The studio application's logo ------------------------------------------------------------

export const STORAGE_URL = 'http://127.0.0.1:54321/storage/v1/object'

/**
 * public.logo_upload_permit and the bucket: each permit is a new path under applications/, and
 * an upload is accepted only at a permitted path (as the storage policies do). `permit` may
 * replace the permit's answer (a limit).
 */
export function serveLogoUpload({ permit }: { permit?: (call: number) => Response | undefined } = {}) {
  const permits: string[] = []
  const uploads: string[] = []
  let permitCalls = 0
  server.use(
    http.post(rpcUrl('logo_upload_permit'), () => {
      permitCalls += 1
      const replaced = permit?.(permitCalls)
      if (replaced) return replaced
      const path = `applications/${crypto.randomUUID()}-logo.jpg`
      permits.push(path)
      return HttpResponse.json(path)
    }),
    http.post(`${STORAGE_URL}/studio-assets/*`, ({ request }) => {
      const path = decodeURIComponent(
        new URL(request.url).pathname.replace('/storage/v1/object/studio-assets/', ''),
      )
      if (!permits.includes(path)) {
        return HttpResponse.json(
          { statusCode: '403', error: 'Unauthorized', message: 'new row violates row-level security policy' },
          { status: 403 },
        )
      }
      uploads.push(path)
      return HttpResponse.json({ Key: `studio-assets/${path}`, Id: crypto.randomUUID() })
    }),
  )
  return { permits, uploads, permitCalls: () => permitCalls }
}

// --- The thank-you page -----------------------------------------------------------------------

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
