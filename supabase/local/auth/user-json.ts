import type { JsonObject } from './request.ts'

/** A row of auth.users as the auth module reads it. */
export interface UserRow {
  id: string
  aud: string | null
  role: string | null
  email: string | null
  encrypted_password: string | null
  email_confirmed_at: Date | null
  confirmation_sent_at: Date | null
  confirmed_at: Date | null
  recovery_sent_at: Date | null
  last_sign_in_at: Date | null
  raw_app_meta_data: JsonObject
  raw_user_meta_data: JsonObject
  phone: string | null
  banned_until: Date | null
  is_anonymous: boolean
  created_at: Date
  updated_at: Date
}

export const USER_COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, confirmation_sent_at,
  confirmed_at, recovery_sent_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data, phone, banned_until,
  is_anonymous, created_at, updated_at`

/** A row of auth.identities. */
export interface IdentityRow {
  id: string
  provider_id: string
  user_id: string
  identity_data: JsonObject
  provider: string
  last_sign_in_at: Date | null
  created_at: Date
  updated_at: Date
  email: string | null
}

export interface UserWithIdentities extends UserRow {
  identities: IdentityRow[]
}

function time(value: Date | null | undefined): string | undefined {
  return value ? value.toISOString() : undefined
}

/** Drops undefined values, as Go's `omitempty` does for nil pointers. */
function compact(object: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined))
}

/** An identity as GoTrue serialises models.Identity. */
export function identityJson(identity: IdentityRow): Record<string, unknown> {
  return compact({
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    identity_data: identity.identity_data,
    provider: identity.provider,
    last_sign_in_at: time(identity.last_sign_in_at),
    created_at: time(identity.created_at),
    updated_at: time(identity.updated_at),
    email: identity.email ?? undefined,
  })
}

/** A user as GoTrue serialises models.User (field order and omitted empty timestamps included). */
export function userJson(user: UserWithIdentities): Record<string, unknown> {
  return compact({
    id: user.id,
    aud: user.aud ?? '',
    role: user.role ?? '',
    email: user.email ?? '',
    email_confirmed_at: time(user.email_confirmed_at),
    phone: user.phone ?? '',
    confirmation_sent_at: time(user.confirmation_sent_at),
    confirmed_at: time(user.confirmed_at),
    recovery_sent_at: time(user.recovery_sent_at),
    last_sign_in_at: time(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    identities: user.identities.map(identityJson),
    created_at: time(user.created_at),
    updated_at: time(user.updated_at),
    banned_until: time(user.banned_until),
    is_anonymous: user.is_anonymous,
  })
}

/**
 * What sign-up answers for an e-mail that is already registered while
 * confirmations are on (GoTrue's sanitizeUser): a made-up user with no
 * identities, so the response does not reveal whether the address exists.
 */
export function obfuscatedUserJson(email: string, data: JsonObject, id: string): Record<string, unknown> {
  const now = new Date().toISOString()
  return {
    id,
    aud: 'authenticated',
    role: '',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  }
}
