/**
 * Malformed requests to the local backend, drawn from a seeded generator so a run can be
 * repeated: what someone holding only the public anon key might send to /rest/v1, /auth/v1 and
 * /storage/v1. Shared by the fuzz test (tests/backend/fuzz.test.ts) and the figure script
 * (`npm run figures:fuzz`, scripts/fuzz-backend.ts).
 *
 * Nothing generated can succeed at a write that counts against the submission limits: calls of
 * the submission functions always carry an argument of the wrong type or name, or a broken body,
 * so the shared test backend's limits are left as they were.
 */

export type Area = 'rest' | 'rpc' | 'auth' | 'storage'

export interface HostileRequest {
  area: Area
  method: string
  /** Path and query, already percent-encoded where the generator meant it. */
  path: string
  headers: Record<string, string>
  body?: string
}

export interface Keys {
  anonKey: string
}

/** mulberry32: a small, well-mixed 32-bit PRNG; the same seed gives the same requests. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

type Random = () => number

function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!
}

function chance(random: Random, p: number): boolean {
  return random() < p
}

function int(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1))
}

const TABLES = [
  'teachers',
  'studios',
  'teacherapplications',
  'studioapplications',
  'contactsubmissions',
  'submission_limits',
  'admins',
  'no_such_table',
  'teachers%00',
  '..%2F..%2Fetc',
  'Teachers',
  'x'.repeat(300),
]

const COLUMNS = [
  'id',
  'name',
  'slug',
  'country',
  'city',
  'experience',
  'specialties',
  'languages',
  'teachingoptions',
  'verified_on',
  'verification_expires_on',
  'consent',
  'email',
  'created_at',
  'status',
  'bio',
  'yogastyles',
  'amenities',
  'nope',
  'na%00me',
  '"name"',
  'name->x',
  'name::text',
  '',
  '*',
  'a'.repeat(200),
]

const OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'in',
  'is',
  'cs',
  'cd',
  'ov',
  'fts',
  'match',
  'not.eq',
  'isdistinct',
  'sl',
  '',
  'EQ',
  'eq.eq',
]

const FUNCTIONS = [
  'is_admin',
  'application_status',
  'admin_counts',
  'contact_question',
  'logo_upload_permit',
  'submit_teacher_application',
  'submit_studio_application',
  'send_contact_message',
  'send_listing_message',
  'confirm_listing_message',
  'listing_message_counts',
  'message_totals',
  'purge_listing_messages',
  'grant_admin',
  'unreferenced_storage_objects',
  'no_such_function',
  'pg_sleep',
]

function nested(random: Random, maxDepth: number): string {
  const depth = int(random, 1, maxDepth)
  const [open, close] = pick(random, [
    ['[', ']'],
    ['{', '}'],
    ['(', ')'],
    ['{"a":', '}'],
  ] as const)
  return open.repeat(depth) + pick(random, ['', '1', 'a', '"x"']) + close.repeat(depth)
}

/** A filter or argument value, percent-encoded for a query string (sometimes wrongly on purpose). */
function queryValue(random: Random): string {
  const kind = int(random, 0, 14)
  switch (kind) {
    case 0:
      return encodeURIComponent(nested(random, 7500)).slice(0, 15_000)
    case 1:
      return 'x'.repeat(int(random, 4000, 12_000))
    case 2:
      return `a%00b`
    case 3:
      return pick(random, ['%zz', '%', '%c3%28', '%ed%a0%80', '%ff%fe', '%e2%82'])
    case 4:
      return encodeURIComponent(pick(random, ["x'); drop table teachers;--", '" or 1=1 --', '\\', '"', "'"]))
    case 5:
      return pick(random, ['maybe', 'NaN', 'Infinity', '-1', '1e999', '99999999999999999999', '1.5', ''])
    case 6:
      return pick(random, ['2025-13-45', 'today', '00000000-0000-0000-0000-00000000000', 'null', 'true'])
    case 7:
      return encodeURIComponent(pick(random, ['{}', '[]', '{a,b}', '{{a}', '{"a":true}', '(a,b)', '()']))
    case 8:
      return encodeURIComponent('%_*'.repeat(int(random, 1, 1000)))
    case 9:
      return encodeURIComponent(pick(random, ['ünïcödé', '🧘‍♀️', '\u202e', '\ufeff', 'ア']))
    case 10:
      return encodeURIComponent(
        `(${Array.from({ length: int(random, 1, 800) }, (_, i) => `"${i}"`).join(',')})`,
      )
    default:
      return encodeURIComponent(
        String.fromCharCode(...Array.from({ length: int(random, 0, 40) }, () => int(random, 1, 0x7e))),
      )
  }
}

function filterParam(random: Random): string {
  if (chance(random, 0.15)) {
    const depth = int(random, 1, 3000)
    const tree = `${'(name.eq.a,or'.repeat(depth)}(name.eq.b${')'.repeat(depth + 1)}`
    return `or=${encodeURIComponent(tree).slice(0, 15_000)}`
  }
  if (chance(random, 0.1))
    return `or=${pick(random, ['()', '(', 'name.eq.a', '(name.eq.a,)', '(,)', `(${queryValue(random)})`])}`
  const operator = pick(random, OPERATORS)
  const value = operator === 'in' && chance(random, 0.5) ? `(${queryValue(random)})` : queryValue(random)
  return `${pick(random, COLUMNS)}=${operator}${operator ? '.' : ''}${value}`
}

function shapeParam(random: Random): string {
  const list = () => Array.from({ length: int(random, 1, 2000) }, () => pick(random, COLUMNS)).join(',')
  switch (int(random, 0, 5)) {
    case 0:
      return `select=${chance(random, 0.5) ? list() : queryValue(random)}`
    case 1:
      return `order=${chance(random, 0.5) ? `${list()}.${pick(random, ['asc', 'desc', 'sideways', 'nullsfirst', ''])}` : queryValue(random)}`
    case 2:
      return `limit=${pick(random, ['-1', '0', '1e9', '99999999999', 'ten', '', queryValue(random)])}`
    case 3:
      return `offset=${pick(random, ['-1', '0', '999999999', 'x', queryValue(random)])}`
    case 4:
      return `columns=${list()}`
    default:
      return `apikey=${queryValue(random)}`
  }
}

function queryString(random: Random): string {
  const params = Array.from({ length: int(random, 0, 4) }, () =>
    chance(random, 0.6) ? filterParam(random) : shapeParam(random),
  )
  if (chance(random, 0.03)) params.push(...Array.from({ length: 1500 }, (_, i) => `name=eq.${i}`))
  return params.length > 0 ? `?${params.join('&')}` : ''
}

/** JSON that is broken, too deep, too large, or of the wrong shape. */
function body(random: Random): string {
  switch (int(random, 0, 11)) {
    case 0:
      return '['.repeat(int(random, 100, 20_000)) + ']'.repeat(int(random, 0, 20_000))
    case 1:
      return `{"name":${'{"a":'.repeat(int(random, 65, 10_000))}1${'}'.repeat(int(random, 0, 10_000))}}`
    case 2:
      return pick(random, [
        '',
        ' ',
        '{',
        '{"a":',
        '[1,',
        'nul',
        'NaN',
        '{"a":1,}',
        '\u0000',
        '{"a":"\\ud800"}',
      ])
    case 3:
      return pick(random, ['"string"', '1', 'true', 'null', '[]', '[1,2]', '[{"a":1},{"b":2}]', '{}'])
    case 4:
      return JSON.stringify({ name: 'a\u0000b', email: 'x' })
    case 5:
      return JSON.stringify({ ['na\u0000me']: 1 })
    case 6:
      return JSON.stringify({ name: 'x'.repeat(int(random, 10_000, 900_000)) })
    case 7:
      return `{"experience":1e999,"consent":"maybe","id":"not-a-uuid","created_at":"yesterday"}`
    case 8:
      return JSON.stringify(Array.from({ length: int(random, 1, 3000) }, () => ({ name: 'a', email: 'b' })))
    case 9:
      return 'x'.repeat(int(random, 1_048_577, 1_200_000))
    case 10:
      return JSON.stringify({ [queryValue(random)]: queryValue(random) })
    default:
      return String.fromCharCode(...Array.from({ length: int(random, 1, 200) }, () => int(random, 0, 255)))
  }
}

/** Arguments for a function call that cannot succeed: a wrong type, an unknown name, or both. */
function doomedArguments(random: Random, fn: string): Record<string, unknown> {
  const wrongTyped: Record<string, Record<string, unknown>> = {
    submit_teacher_application: {
      firstname: 'A',
      lastname: 'B',
      email: 'a@example.com',
      phone: '1',
      location: 'x',
      specialties: 'x',
      certifications: 'x',
      bio: 'x',
      experience: pick(random, ['lots', '1.5', 'Infinity', {}, [1]]),
      teachingoptions: { online: true },
    },
    submit_studio_application: {
      name: 'A',
      email: 'a@example.com',
      country: 'x',
      city: 'x',
      description: 'x',
      consent: pick(random, ['maybe', 2, 'yes please', {}]),
    },
    send_listing_message: {
      listing_kind: pick(random, ['teacher', 'studio', 'school', 7]),
      listing_slug: 'ana-reyes',
      name: 'A',
      email: 'a@example.com',
      message: 'x'.repeat(30),
      practices: pick(random, ['{', 'online1on1', 12, { a: 1 }, [[1]]]),
    },
    confirm_listing_message: {
      token: pick(random, [42, {}, [1], null]),
      fuzz_extra: 'x',
    },
    send_contact_message: {
      name: 'A',
      email: 'a@example.com',
      subject: 'x',
      message: 'x',
      question_id: pick(random, ['not-a-uuid', 1, '']),
      answer: '2',
    },
  }
  const args = { ...(wrongTyped[fn] ?? {}) }
  if (!(fn in wrongTyped) || chance(random, 0.3)) args[`fuzz_${int(random, 0, 9)}`] = queryValue(random)
  return args
}

function authorization(random: Random, keys: Keys): Record<string, string> {
  const headers: Record<string, string> = {}
  const apikey = int(random, 0, 9)
  if (apikey <= 6) headers.apikey = keys.anonKey
  else if (apikey === 7) headers.apikey = 'not-a-key'
  else if (apikey === 8) headers.apikey = `${keys.anonKey.slice(0, -3)}abc`
  if (chance(random, 0.2)) {
    headers.authorization = pick(random, [
      'Bearer',
      'Bearer ',
      'Bearer x.y.z',
      'Basic YTpi',
      `Bearer ${keys.anonKey}x`,
      'Bearer eyJhbGciOiJub25lIn0.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.',
      `Bearer ${'a'.repeat(8000)}`,
    ])
  }
  return headers
}

function restHeaders(random: Random): Record<string, string> {
  const headers: Record<string, string> = {}
  if (chance(random, 0.3)) {
    headers.prefer = pick(random, [
      'return=representation',
      'count=exact',
      'count=planned',
      'count=estimated',
      'return=minimal,count=exact',
      'resolution=merge-duplicates',
      'tx=rollback',
      'missing=default',
      '=',
      ',,,,',
      'return=representation;count=exact',
      'x'.repeat(6000),
    ])
  }
  if (chance(random, 0.3)) {
    headers.range = pick(random, [
      '0-',
      '5-2',
      'items=0-10',
      '99999999999-',
      '-5',
      'bytes=0-1',
      'a-b',
      '0-0',
      '',
    ])
  }
  if (chance(random, 0.3)) {
    headers.accept = pick(random, [
      'text/csv',
      'application/vnd.pgrst.object+json',
      'application/vnd.pgrst.object+json;nulls=stripped',
      '*/*;q=0',
      'application/geo+json',
      'application/openapi+json',
      ';;;',
      'application/json, '.repeat(200),
    ])
  }
  if (chance(random, 0.2))
    headers['content-type'] = pick(random, [
      'text/plain',
      'application/x-www-form-urlencoded',
      'json',
      'application/json; charset=latin1',
      'multipart/form-data; boundary=x',
    ])
  if (chance(random, 0.1))
    headers['accept-profile'] = pick(random, ['private', 'auth', 'public', '', 'x'.repeat(500)])
  if (chance(random, 0.05)) headers['content-profile'] = pick(random, ['storage', 'public'])
  return headers
}

function restRequest(random: Random, keys: Keys): HostileRequest {
  const method = pick(random, ['GET', 'GET', 'GET', 'HEAD', 'POST', 'PATCH', 'DELETE', 'PUT', 'OPTIONS'])
  const request: HostileRequest = {
    area: 'rest',
    method,
    path: `/rest/v1/${pick(random, TABLES)}${queryString(random)}`,
    headers: { ...authorization(random, keys), ...restHeaders(random) },
  }
  if (['POST', 'PATCH', 'PUT'].includes(method)) {
    request.headers['content-type'] ??= 'application/json'
    request.body = body(random)
  }
  return request
}

function rpcRequest(random: Random, keys: Keys): HostileRequest {
  const fn = pick(random, FUNCTIONS)
  const method = pick(random, ['POST', 'POST', 'GET', 'HEAD', 'PATCH'])
  const headers = { ...authorization(random, keys), ...restHeaders(random) }
  if (method === 'GET' || method === 'HEAD') {
    const args = Object.entries(doomedArguments(random, fn)).map(
      ([key, value]) =>
        `${encodeURIComponent(key)}=${typeof value === 'string' ? value : encodeURIComponent(JSON.stringify(value))}`,
    )
    return {
      area: 'rpc',
      method,
      path: `/rest/v1/rpc/${fn}?${[...args, ...(chance(random, 0.3) ? [filterParam(random)] : [])].join('&')}`,
      headers,
    }
  }
  headers['content-type'] ??= 'application/json'
  let text = chance(random, 0.5) ? JSON.stringify(doomedArguments(random, fn)) : body(random)
  // No arguments would be a real call of contact_question or logo_upload_permit.
  if (text.trim() === '{}') text = '{"fuzz":{}}'
  return {
    area: 'rpc',
    method,
    path: `/rest/v1/rpc/${fn}${chance(random, 0.2) ? queryString(random) : ''}`,
    headers,
    body: text,
  }
}

function authRequest(random: Random, keys: Keys): HostileRequest {
  const path = pick(random, [
    '/auth/v1/signup',
    '/auth/v1/token?grant_type=password',
    '/auth/v1/token?grant_type=refresh_token',
    `/auth/v1/token?grant_type=${queryValue(random)}`,
    `/auth/v1/logout?scope=${queryValue(random)}`,
    '/auth/v1/admin/users',
    '/auth/v1/user',
    '/auth/v1/health',
    `/auth/v1/${queryValue(random)}`,
  ])
  const method = pick(random, ['POST', 'POST', 'POST', 'GET', 'PUT', 'DELETE'])
  const headers = {
    ...authorization(random, keys),
    'content-type': pick(random, ['application/json', 'text/plain', '']),
  }
  const credentials = () =>
    JSON.stringify({
      email: pick(random, ['a@example.com', '', 'x'.repeat(5000), 'a\u0000@example.com', 1, null, {}]),
      password: pick(random, ['', 'p', 'x'.repeat(100_000), 'a\u0000b', 1, []]),
      refresh_token: pick(random, ['', 'x', 'x'.repeat(10_000), 1, 'a\u0000b']),
      data: chance(random, 0.3)
        ? JSON.parse('{"a":'.repeat(60) + '1' + '}'.repeat(60))
        : { role: 'service_role' },
    })
  const request: HostileRequest = { area: 'auth', method, path, headers }
  if (method !== 'GET') request.body = chance(random, 0.5) ? credentials() : body(random)
  return request
}

function storageRequest(random: Random, keys: Keys): HostileRequest {
  const bucket = pick(random, ['studio-assets', 'no-such-bucket', '..', '%00', 'x'.repeat(300)])
  const objectPath = pick(random, [
    'logos/a.png',
    '../../etc/passwd',
    '..%2F..%2Fetc%2Fpasswd',
    'a%00b.png',
    `${'a/'.repeat(500)}x.png`,
    'x'.repeat(5000),
    '%zz',
    queryValue(random),
  ])
  const kind = int(random, 0, 2)
  const headers = authorization(random, keys)
  if (kind === 0)
    return {
      area: 'storage',
      method: pick(random, ['GET', 'HEAD']),
      path: `/storage/v1/object/public/${bucket}/${objectPath}`,
      headers,
    }
  if (kind === 1) {
    headers['content-type'] = pick(random, [
      'image/png',
      'text/html',
      'application/json',
      '',
      'x/y; boundary=z',
    ])
    if (chance(random, 0.3)) headers['x-upsert'] = pick(random, ['true', 'maybe', ''])
    if (chance(random, 0.2)) headers['cache-control'] = pick(random, ['max-age=-1', 'x'.repeat(3000)])
    return {
      area: 'storage',
      method: 'POST',
      path: `/storage/v1/object/${bucket}/${objectPath}`,
      headers,
      body: body(random),
    }
  }
  headers['content-type'] = 'application/json'
  const prefixes = pick(random, [
    '[]',
    '["a"]',
    '[1]',
    '"a"',
    '{}',
    JSON.stringify([objectPath]),
    body(random),
  ])
  return {
    area: 'storage',
    method: 'DELETE',
    path: `/storage/v1/object/${bucket}`,
    headers,
    body: chance(random, 0.7) ? `{"prefixes":${prefixes}}` : body(random),
  }
}

/** `count` malformed requests, the same ones for the same seed. */
export function hostileRequests(count: number, seed: number, keys: Keys): HostileRequest[] {
  const random = seededRandom(seed)
  const makers = [restRequest, restRequest, restRequest, rpcRequest, rpcRequest, authRequest, storageRequest]
  return Array.from({ length: count }, () => pick(random, makers)(random, keys))
}

export interface Outcome {
  request: HostileRequest
  /** HTTP status, or 0 when no answer came (connection refused or reset, or the client's timeout). */
  status: number
  ms: number
  error?: string
}

/** Sends one request; never throws. */
export async function send(baseUrl: string, request: HostileRequest, timeoutMs: number): Promise<Outcome> {
  const started = performance.now()
  try {
    const response = await fetch(`${baseUrl}${request.path}`, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(timeoutMs),
    })
    await response.arrayBuffer()
    return { request, status: response.status, ms: performance.now() - started }
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : ''
    const message = error instanceof Error ? `${error.name}: ${error.message}${cause}` : String(error)
    return { request, status: 0, ms: performance.now() - started, error: message }
  }
}

/** Sends all requests, `concurrency` at a time, in order. */
export async function sendAll(
  baseUrl: string,
  requests: readonly HostileRequest[],
  { concurrency, timeoutMs }: { concurrency: number; timeoutMs: number },
): Promise<Outcome[]> {
  const outcomes: Outcome[] = new Array<Outcome>(requests.length)
  let next = 0
  const worker = async () => {
    while (next < requests.length) {
      const index = next++
      outcomes[index] = await send(baseUrl, requests[index]!, timeoutMs)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return outcomes
}

/** The size of the request line and headers, as the server's HTTP parser counts it (roughly). */
export function headerBytes({ method, path, headers }: HostileRequest): number {
  const fields = Object.entries(headers).reduce(
    (sum, [name, value]) => sum + name.length + value.length + 4,
    0,
  )
  return method.length + path.length + fields + 200
}

/** A request as one line, long values shortened, for a failure message or a report. */
export function describeRequest({ method, path, body }: HostileRequest): string {
  const short = (text: string) => (text.length > 160 ? `${text.slice(0, 160)}… (${text.length} chars)` : text)
  return `${method} ${short(path)}${body === undefined ? '' : ` body ${short(JSON.stringify(body))}`}`
}

export interface AreaFigures {
  area: Area | 'all'
  requests: number
  '2xx/3xx': number
  '4xx': number
  '5xx': number
  unanswered: number
  'slowest ms': number
}

/** Requests, answers by class and the slowest answer, for each area and in all. */
export function figuresOf(outcomes: readonly Outcome[]): AreaFigures[] {
  const tally = (area: AreaFigures['area'], items: readonly Outcome[]): AreaFigures => ({
    area,
    requests: items.length,
    '2xx/3xx': items.filter((o) => o.status >= 200 && o.status < 400).length,
    '4xx': items.filter((o) => o.status >= 400 && o.status < 500).length,
    '5xx': items.filter((o) => o.status >= 500).length,
    unanswered: items.filter((o) => o.status === 0).length,
    'slowest ms': Math.round(Math.max(0, ...items.map((o) => o.ms))),
  })
  const areas: Area[] = ['rest', 'rpc', 'auth', 'storage']
  return [
    ...areas.map((area) =>
      tally(
        area,
        outcomes.filter((o) => o.request.area === area),
      ),
    ),
    tally('all', outcomes),
  ]
}
