import { Hono } from 'hono'
import type { BackendContext } from '../context.ts'
import { mountAdminRoutes } from './admin-routes.ts'
import { handleAuthError, notFound } from './errors.ts'
import { requireApiKey } from './guard.ts'
import { authOptions, type AuthOptions } from './options.ts'
import { AuthRateLimiter, requestCounter } from './rate-limits.ts'
import { mountRecoveryRoutes } from './recovery-routes.ts'
import { mountSignInRoutes } from './sign-in-routes.ts'
import { mountUserRoutes } from './user-routes.ts'
import { mountOpenVerifyRoute } from './verify-routes.ts'
import { dummyPasswordHash } from './users.ts'

/** The GoTrue version the local backend models its answers on. */
const GOTRUE_VERSION = 'v2.180.0-local'

/**
 * The GoTrue subset served at /auth/v1, what the app and its tools call: sign-up, the password
 * and refresh-token grants, password recovery (recover, verify, reading and updating the user),
 * logout, and the admin API's user creation (`npm run admin:create`, the e2e fixtures) and
 * one-time links (generate_link, for the product's own mail). Answers, error codes included,
 * follow supabase/auth.
 */
export function authRoutes(ctx: BackendContext, overrides: Partial<AuthOptions> = {}): Hono {
  const options = authOptions(ctx, overrides)
  // Ready before the first sign-in, which would otherwise wait for it (users.ts).
  void dummyPasswordHash()
  const app = new Hono()
  app.onError(handleAuthError)

  app.get('/health', (c) =>
    c.json({
      version: GOTRUE_VERSION,
      name: 'GoTrue',
      description: 'GoTrue is a user registration and authentication API',
    }),
  )

  const limits = ctx.config.authRateLimits
  const limiter = limits ? new AuthRateLimiter(limits) : null
  const count = requestCounter(limiter)
  mountOpenVerifyRoute(app, ctx, options, count)

  app.use('*', requireApiKey(ctx))
  mountSignInRoutes(app, ctx, options, limiter)
  mountRecoveryRoutes(app, ctx, options, count)
  mountUserRoutes(app, ctx, options)
  mountAdminRoutes(app, ctx, options)
  app.all('*', () => {
    throw notFound('not_found', 'Not Found')
  })
  return app
}
