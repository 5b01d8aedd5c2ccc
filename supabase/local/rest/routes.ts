import { Hono, type Context } from 'hono'
import { gatewayError, resolveCaller } from '../caller.ts'
import type { BackendContext } from '../context.ts'
import { asCaller, type Db, type RequestAuth, type Tx } from '../db.ts'
import { RestError, tableNotFound, toRestError } from './errors.ts'
import { parsePrefer, parseQuery, parseRangeHeader } from './parse.ts'
import { checkJsonStrings, checkJsonText } from './bounds.ts'
import { argumentsFromQuery, functionsNamed, prepareRpc, runRpc, type RpcCall } from './rpc.ts'
import { loadSchemaCache, type SchemaCache, type TableInfo } from './schema.ts'
import { runDelete, runInsert, runRead, runUpdate, type ReadOptions } from './statements.ts'
import type { SqlParams } from './sql.ts'

const JSON_TYPE = 'application/json; charset=utf-8'
const OBJECT_TYPE = 'application/vnd.pgrst.object+json'

type Responder = (c: Context, rest: RestRequest) => Promise<Response>

export interface RestRequest {
  db: Db
  auth: RequestAuth
  table: TableInfo
  url: URL
  singleObject: boolean
  maxRows: number
}

/** Which representation the client accepts: an array, a single object, or nothing we can produce. */
function negotiate(accept: string | undefined): 'array' | 'object' {
  const value = (accept ?? '').toLowerCase()
  if (value.includes(OBJECT_TYPE)) return 'object'
  if (value === '' || value.includes('application/json') || value.includes('*/*')) return 'array'
  throw new RestError(406, 'PGRST107', `None of these media types are available: ${accept}`)
}

function checkProfile(c: Context): void {
  const profile = c.req.header('accept-profile') ?? c.req.header('content-profile')
  if (profile !== undefined && profile !== 'public') {
    throw new RestError(
      406,
      'PGRST106',
      `Invalid schema: ${profile}`,
      null,
      'Only the following schemas are exposed: public',
    )
  }
}

export function errorResponse(c: Context, error: RestError): Response {
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value)
  return c.body(JSON.stringify(error.toJSON()), error.status as 400, { 'Content-Type': JSON_TYPE })
}

async function callerOrError(c: Context, ctx: BackendContext): Promise<RequestAuth | Response> {
  const caller = await resolveCaller(c, ctx)
  if (caller.ok) return caller.auth
  const { problem } = caller
  if (problem.kind === 'no-api-key' || problem.kind === 'bad-api-key') return gatewayError(c, problem)
  if (problem.kind === 'jwt') {
    const expired = problem.problem === 'expired'
    return errorResponse(
      c,
      new RestError(401, expired ? 'PGRST303' : 'PGRST301', problem.message, null, null, {
        'WWW-Authenticate': `Bearer error="invalid_token", error_description="${problem.message}"`,
      }),
    )
  }
  return errorResponse(c, new RestError(401, 'PGRST301', `role "${problem.role}" does not exist`))
}

async function readJsonBody(c: Context): Promise<unknown> {
  const contentType = (c.req.header('content-type') ?? 'application/json').toLowerCase()
  if (!contentType.includes('json')) {
    throw new RestError(415, 'PGRST107', `None of these media types are available: ${contentType}`)
  }
  const text = await c.req.text()
  checkJsonText(text)
  let body: unknown
  try {
    body = JSON.parse(text) as unknown
  } catch {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json')
  }
  checkJsonStrings(body)
  return body
}

/** The rows asked for, never more than `maxRows` (PostgREST's db-max-rows caps every read). */
function readOptions(c: Context, params: URLSearchParams, maxRows: number): ReadOptions {
  const query = parseQuery(params)
  const range = parseRangeHeader(c.req.header('range'))
  const offset = query.offset ?? range?.offset ?? 0
  const limits = [query.limit, range?.limit].filter((n): n is number => n !== null && n !== undefined)
  return { query, offset, limit: Math.min(maxRows, ...limits), maxRows }
}

function writeHeaders(singleObject: boolean): Record<string, string> {
  return { 'Content-Type': singleObject ? `${OBJECT_TYPE}; charset=utf-8` : JSON_TYPE }
}

const handleRead: Responder = (c, { db, auth, table, url, singleObject, maxRows }) =>
  respondWithRows(c, { db, auth, table, params: url.searchParams, singleObject, maxRows, readOnly: true })

/**
 * A read of a table's rows, from the table or (`source`) from a function that returns them:
 * filtered, ordered, paged and counted as the query string and headers ask.
 */
async function respondWithRows(
  c: Context,
  options: {
    db: Db
    auth: RequestAuth
    table: TableInfo
    params: URLSearchParams
    singleObject: boolean
    maxRows: number
    readOnly: boolean
    source?: (params: SqlParams) => string
  },
): Promise<Response> {
  const { db, auth, table, singleObject, source } = options
  const read = readOptions(c, options.params, options.maxRows)
  const prefer = parsePrefer(c.req.header('prefer'))
  const result = await asCaller(
    db,
    auth,
    (tx: Tx) => runRead(tx, table, read, prefer, singleObject, source),
    {},
    { readOnly: options.readOnly },
  )
  const { rows, total } = result
  const start = read.offset
  const range = rows === 0 ? `*/${total ?? '*'}` : `${start}-${start + rows - 1}/${total ?? '*'}`
  const partial = total !== null && rows < total
  const headers = { ...writeHeaders(singleObject), 'Content-Range': range }
  if (c.req.method === 'HEAD') return c.body(null, partial ? 206 : 200, headers)
  return c.body(result.body, partial && !singleObject ? 206 : 200, headers)
}

const handleInsert: Responder = async (c, { db, auth, table, url, singleObject }) => {
  const body = await readJsonBody(c)
  const prefer = parsePrefer(c.req.header('prefer'))
  const query = parseQuery(url.searchParams)
  const result = await asCaller(db, auth, (tx) => runInsert(tx, table, body, query, prefer, singleObject))
  if (!prefer.returnRepresentation) return c.body(null, 201, { 'Content-Range': `*/*` })
  return c.body(result.body, 201, writeHeaders(singleObject))
}

const handleUpdate: Responder = async (c, { db, auth, table, url, singleObject }) => {
  const body = await readJsonBody(c)
  const prefer = parsePrefer(c.req.header('prefer'))
  const query = parseQuery(url.searchParams)
  const result = await asCaller(db, auth, (tx) => runUpdate(tx, table, body, query, prefer, singleObject))
  if (!prefer.returnRepresentation) {
    const range = result.rows === 0 ? '*/*' : `0-${result.rows - 1}/*`
    return c.body(null, 204, { 'Content-Range': range })
  }
  return c.body(result.body, 200, writeHeaders(singleObject))
}

const handleDelete: Responder = async (c, { db, auth, table, url, singleObject }) => {
  const prefer = parsePrefer(c.req.header('prefer'))
  const query = parseQuery(url.searchParams)
  const result = await asCaller(db, auth, (tx) => runDelete(tx, table, query, prefer, singleObject))
  if (!prefer.returnRepresentation) return c.body(null, 204)
  return c.body(result.body, 200, writeHeaders(singleObject))
}

export function restRoutes(ctx: BackendContext): Hono {
  const app = new Hono()
  let schema: Promise<SchemaCache> | null = null
  const schemaCache = () => (schema ??= loadSchemaCache(ctx.db))

  const serve = (respond: Responder) => async (c: Context) => {
    const auth = await callerOrError(c, ctx)
    if (auth instanceof Response) return auth
    try {
      checkProfile(c)
      const tableName = c.req.param('table') ?? ''
      const table = (await schemaCache()).tables.get(tableName)
      if (!table) throw tableNotFound(tableName)
      const singleObject = negotiate(c.req.header('accept')) === 'object'
      const url = new URL(c.req.url)
      return await respond(c, { db: ctx.db, auth, table, url, singleObject, maxRows: ctx.config.maxRows })
    } catch (error) {
      return errorResponse(c, toRestError(error, auth.role))
    }
  }

  /**
   * POST takes the arguments from a JSON body; GET and HEAD from the query string, and run
   * read-only, as do calls of functions that are not volatile (PostgREST's access mode).
   */
  const rpc = async (c: Context) => {
    const auth = await callerOrError(c, ctx)
    if (auth instanceof Response) return auth
    try {
      checkProfile(c)
      const viaPost = c.req.method === 'POST'
      const name = c.req.param('fn') ?? ''
      // The schema first: the transaction below needs it to know the call, and holds a connection.
      const schema = await schemaCache()
      const query = new URL(c.req.url).searchParams
      const { args, result: resultParams } = viaPost
        ? { args: await readJsonBody(c), result: query }
        : argumentsFromQuery(query, functionsNamed(schema, name))
      const call = prepareRpc(schema, name, args, viaPost ? 'body' : 'query')
      const readOnly = !viaPost || !call.fn.volatile
      const rowsOf = call.fn.returnsTable === null ? undefined : schema.tables.get(call.fn.returnsTable)
      if (rowsOf) return await respondWithFunctionRows(c, call, rowsOf, resultParams, auth, readOnly)
      const result = await asCaller(ctx.db, auth, (tx) => runRpc(tx, call), {}, { readOnly })
      if (result === null) return c.body(null, 204)
      if (c.req.method === 'HEAD') return c.body(null, 200, { 'Content-Type': JSON_TYPE })
      return c.body(result, 200, { 'Content-Type': JSON_TYPE })
    } catch (error) {
      return errorResponse(c, toRestError(error, auth.role))
    }
  }

  /** A call of a function that returns a table's rows, read as that table is (PostgREST's behaviour). */
  const respondWithFunctionRows = (
    c: Context,
    call: RpcCall,
    table: TableInfo,
    params: URLSearchParams,
    auth: RequestAuth,
    readOnly: boolean,
  ) => {
    const singleObject = negotiate(c.req.header('accept')) === 'object'
    const { maxRows } = ctx.config
    return respondWithRows(c, {
      db: ctx.db,
      auth,
      table,
      params,
      singleObject,
      maxRows,
      readOnly,
      source: call.callSql,
    })
  }

  app.on(['GET', 'POST'], '/rpc/:fn', rpc)
  app.on(['PUT', 'PATCH', 'DELETE'], '/rpc/:fn', (c) =>
    errorResponse(c, new RestError(405, 'PGRST101', 'Only GET, HEAD and POST are allowed for functions')),
  )
  app.get('/:table', serve(handleRead))
  app.post('/:table', serve(handleInsert))
  app.patch('/:table', serve(handleUpdate))
  app.delete('/:table', serve(handleDelete))
  app.get('/', async (c) => {
    const auth = await callerOrError(c, ctx)
    if (auth instanceof Response) return auth
    const tables = [...(await schemaCache()).tables.keys()]
    return c.json({ swagger: '2.0', info: { title: 'local PostgREST', version: 'local' }, tables })
  })
  return app
}
