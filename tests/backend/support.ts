import { randomUUID } from 'node:crypto'
import { inject } from 'vitest'
import { createNodeClient, type NodeClient } from '../../supabase/local/node-client.ts'
import { fetchFrom } from '../client-address.ts'

export type Client = NodeClient

export function backend() {
  return inject('backend')
}

function makeClient(key: string, options: { fetch?: typeof fetch } = {}): Client {
  return createNodeClient(backend().url, key, options)
}

/**
 * A visitor: the anon key, no session. With `from`, its connections leave from that loopback
 * address (tests/client-address.ts), so its sends count as another client's.
 */
export function anonClient({ from }: { from?: string } = {}): Client {
  return makeClient(backend().anonKey, from ? { fetch: fetchFrom(from) } : {})
}

/** The operator: the service_role key, bypasses RLS. */
export function serviceClient(): Client {
  return makeClient(backend().serviceRoleKey)
}

export interface TestUser {
  id: string
  email: string
  password: string
}

/** Creates a confirmed user through the auth admin API; admin rights through public.grant_admin. */
export async function createTestUser(options: { admin: boolean }): Promise<TestUser> {
  const service = serviceClient()
  const email = `${options.admin ? 'admin' : 'member'}-${randomUUID()}@example.com`
  const password = 'test-password-123'
  const { data, error } = await service.auth.admin.createUser({ email, password, email_confirm: true })
  if (error || !data.user) throw new Error(`createUser failed: ${error?.message}`)
  if (options.admin) {
    const { error: grantError } = await service.rpc('grant_admin', { target_email: email })
    if (grantError) throw new Error(`grant_admin failed: ${grantError.message}`)
  }
  return { id: data.user.id, email, password }
}

/** A client signed in as the given user. */
export async function signedInClient(user: Pick<TestUser, 'email' | 'password'>): Promise<Client> {
  const client = makeClient(backend().anonKey)
  const { error } = await client.auth.signInWithPassword({ email: user.email, password: user.password })
  if (error) throw new Error(`sign-in failed for ${user.email}: ${error.message}`)
  return client
}

/** Raw HTTP against the backend, for cases supabase-js would not send. */
export async function rawFetch(pathAndQuery: string, init: RequestInit & { key?: string | null } = {}) {
  const { key = backend().anonKey, headers, ...rest } = init
  const allHeaders = new Headers(headers)
  if (key !== null && !allHeaders.has('apikey')) allHeaders.set('apikey', key)
  const response = await fetch(`${backend().url}${pathAndQuery}`, { ...rest, headers: allHeaders })
  const text = await response.text()
  let json: unknown
  try {
    json = text ? JSON.parse(text) : null
  } catch {
    json = null
  }
  return { status: response.status, headers: response.headers, text, json }
}

export type SubmissionTable = 'teacherapplications' | 'studioapplications' | 'contactsubmissions'

/** The answer of one send through a submission function: supabase-js's error and HTTP status. */
export interface SendAnswer {
  error: { code?: string; message: string; hint?: string | null } | null
  status: number
  /** send_contact_message's word when it did not send ('unanswered', 'wrong', 'expired'). */
  outcome?: string
}

/**
 * Sends one submission as the forms do: through the table's database function (direct inserts
 * are revoked). `row` is in the table's column names, which are also the functions' argument
 * names. A contact message first asks for a question and answers it correctly, unless `answer`
 * says otherwise.
 */
export async function send(
  client: Client,
  table: SubmissionTable,
  row: Record<string, unknown>,
  { answer }: { answer?: (sum: number) => string } = {},
): Promise<SendAnswer> {
  if (table === 'teacherapplications') {
    const { error, status } = await client.rpc('submit_teacher_application', row as never)
    return { error, status }
  }
  if (table === 'studioapplications') {
    const { error, status } = await client.rpc('submit_studio_application', row as never)
    return { error, status }
  }
  const question = await client.rpc('contact_question')
  const issued = question.data?.[0]
  if (question.error || !issued) return { error: question.error, status: question.status }
  const sum = issued.first_number + issued.second_number
  const { data, error, status } = await client.rpc('send_contact_message', {
    ...(row as { name: string; email: string; subject: string; message: string }),
    question_id: issued.id,
    answer: answer ? answer(sum) : String(sum),
  })
  return { error, status, ...(typeof data === 'string' && data !== 'sent' && { outcome: data }) }
}
