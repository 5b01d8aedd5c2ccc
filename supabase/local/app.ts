import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { cors } from 'hono/cors'
import { authRoutes } from './auth/routes.ts'
import type { BackendContext } from './context.ts'
import { restRoutes } from './rest/routes.ts'
import { storageRoutes } from './storage/routes.ts'
import { discardBody } from './body.ts'
import { functionRoutes, type FunctionAddresses } from './functions/routes.ts'
import { DatabaseUnavailableError } from './db.ts'

const ALLOWED_HEADERS = [
  'authorization',
  'apikey',
  'content-type',
  'accept',
  'accept-profile',
  'content-profile',
  'prefer',
  'x-client-info',
  'x-upsert',
  'x-supabase-api-version',
  'cache-control',
]
const EXPOSED_HEADERS = [
  'content-range',
  'content-location',
  'x-supabase-api-version',
  'x-sb-error-code',
  'location',
]

function isLocalOrigin(origin: string): boolean {
  try {
    const { hostname, protocol } = new URL(origin)
    return (
      (protocol === 'http:' || protocol === 'https:') &&
      ['localhost', '127.0.0.1', '[::1]'].includes(hostname)
    )
  } catch {
    return false
  }
}

export function createApp(ctx: BackendContext, functions: FunctionAddresses = new Map()): Hono {
  const app = new Hono()
  const { corsOrigins } = ctx.config

  // An answer sent before the request's body was read (a wrong key, an unknown route, a refused
  // method) leaves the body to the HTTP server, whose drain can cut the next request on the same
  // keep-alive connection ("other side closed"). Reading and dropping it first keeps the
  // connection usable.
  app.use('*', async (c, next) => {
    await next()
    await discardBody(c.req.raw)
  })

  app.use(
    '*',
    cors({
      origin: (origin) => {
        if (corsOrigins.includes(origin)) return origin
        if (corsOrigins.includes('*') && isLocalOrigin(origin)) return origin
        return null
      },
      allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowHeaders: ALLOWED_HEADERS,
      exposeHeaders: EXPOSED_HEADERS,
      maxAge: 600,
    }),
  )

  if (ctx.config.logRequests) {
    app.use('*', async (c, next) => {
      const started = performance.now()
      await next()
      console.log(
        `${c.req.method} ${c.req.path} ${c.res.status} ${(performance.now() - started).toFixed(1)}ms`,
      )
    })
  }

  const jsonLimit = bodyLimit({
    maxSize: ctx.config.maxJsonBodyBytes,
    onError: async (c) => {
      await discardBody(c.req.raw)
      return c.json(
        {
          code: 'PGRST413',
          details: `The request body is larger than ${ctx.config.maxJsonBodyBytes} bytes.`,
          hint: null,
          message: 'Payload Too Large',
        },
        413,
        // Close rather than reuse a connection that carried a refused body.
        { Connection: 'close' },
      )
    },
  })
  app.use('/rest/v1/*', jsonLimit)
  app.use('/auth/v1/*', jsonLimit)
  app.use('/functions/v1/*', jsonLimit)
  app.use(
    '/storage/v1/*',
    bodyLimit({
      maxSize: ctx.config.maxUploadBytes,
      onError: async (c) => {
        await discardBody(c.req.raw)
        return c.json(
          {
            statusCode: '413',
            code: 'EntityTooLarge',
            error: 'Payload too large',
            message: 'The object exceeded the maximum allowed size',
          },
          413,
          { Connection: 'close' },
        )
      },
    }),
  )

  app.route('/rest/v1', restRoutes(ctx))
  app.route('/auth/v1', authRoutes(ctx))
  app.route('/storage/v1', storageRoutes(ctx))
  app.route('/functions/v1', functionRoutes(functions))

  app.notFound((c) => c.json({ message: 'no Route matched with those values' }, 404))
  app.onError((error, c) => {
    if (error instanceof DatabaseUnavailableError) {
      // The database reopens by itself (supabase/local/db.ts); the client may retry at once.
      return c.json({ message: error.message, code: 'database_restarting' }, 503, { 'Retry-After': '1' })
    }
    console.error('Unexpected error', c.req.method, c.req.path, error)
    return c.json({ message: 'An unexpected error occurred', code: 'internal_error' }, 500)
  })
  return app
}
