import { Hono } from 'hono'
import type { BackendContext } from '../context.ts'
import { mountAdminRoutes } from './admin-routes.ts'
import { handleAuthError, notFound } from './errors.ts'
import { requireApiKey } from './guard.ts'
import { mountMailRoutes, mountOpenMailRoutes } from './mail-routes.ts'
import { authOptions, type AuthOptions } from './options.ts'
import { mountSignInRoutes } from './sign-in-routes.ts'
import { mountUserRoutes } from './user-routes.ts'

/** The GoTrue version the local backend models its answers on. */
const GOTRUE_VERSION = 'v2.180.0-local'

// Every external provider GoTrue's /settings lists; only e-mail is available locally.
const EXTERNAL_PROVIDERS = [
  'anonymous_users',
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'figma',
  'fly',
  'github',
  'gitlab',
  'google',
  'keycloak',
  'kakao',
  'linkedin',
  'linkedin_oidc',
  'notion',
  'spotify',
  'slack',
  'slack_oidc',
  'workos',
  'twitch',
  'twitter',
  'email',
  'phone',
  'zoom',
]

function settings(options: AuthOptions) {
  return {
    external: Object.fromEntries(EXTERNAL_PROVIDERS.map((name) => [name, name === 'email'])),
    disable_signup: options.signupDisabled,
    mailer_autoconfirm: options.mailerAutoconfirm,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  }
}

/**
 * The GoTrue subset served at /auth/v1: sign-up, password and refresh-token
 * grants, logout, the current user, the mail routes (no mail is sent locally)
 * and the admin user API. Answers, error codes included, follow supabase/auth.
 */
export function authRoutes(ctx: BackendContext, overrides: Partial<AuthOptions> = {}): Hono {
  const options = authOptions(ctx, overrides)
  const app = new Hono()
  app.onError(handleAuthError)

  app.get('/health', (c) =>
    c.json({
      version: GOTRUE_VERSION,
      name: 'GoTrue',
      description: 'GoTrue is a user registration and authentication API',
    }),
  )
  mountOpenMailRoutes(app, ctx)

  app.use('*', requireApiKey(ctx))
  app.get('/settings', (c) => c.json(settings(options)))
  mountSignInRoutes(app, ctx, options)
  mountUserRoutes(app, ctx, options)
  mountMailRoutes(app, ctx, options)
  mountAdminRoutes(app, ctx)
  app.all('*', () => {
    throw notFound('not_found', 'Not Found')
  })
  return app
}
