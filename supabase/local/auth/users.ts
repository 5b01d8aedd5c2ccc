import { randomUUID } from 'node:crypto'
import bcrypt from 'bcryptjs'
import type { Queryable } from '../db.ts'
import type { JsonObject } from './request.ts'
import { USER_COLUMNS, type IdentityRow, type UserRow, type UserWithIdentities } from './user-json.ts'

/** GoTrue's default bcrypt cost. */
const BCRYPT_COST = 10

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST)
}

let dummyHash: Promise<string> | undefined

/**
 * The hash of a random password at the cost of real ones, compared when there is no real hash
 * to compare with. Made once, on first use; authRoutes asks for it at start-up.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomUUID())
  return dummyHash
}

/**
 * Whether `password` is the user's. Without a user, or a user without a password, it still runs
 * one bcrypt comparison, against dummyPasswordHash, so a wrong password takes as long for an
 * e-mail with no account as for one with an account: the answer's timing does not tell which
 * e-mails have accounts. (GoTrue answers an unknown e-mail at once, without a comparison.)
 */
export async function passwordMatches(user: UserRow | null, password: string): Promise<boolean> {
  // bcrypt ignores bytes after the 72nd; such passwords are never stored, so they never match.
  if (!password || Buffer.byteLength(password, 'utf8') > 72) return false
  const hash = user?.encrypted_password
  if (!hash) {
    await bcrypt.compare(password, await dummyPasswordHash())
    return false
  }
  return bcrypt.compare(password, hash)
}

/** Runs fn in a transaction, or directly when q already is one. */
export async function inTransaction<T>(q: Queryable, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return 'transaction' in q ? q.transaction(fn) : fn(q)
}

async function withIdentities(q: Queryable, user: UserRow | undefined): Promise<UserWithIdentities | null> {
  if (!user) return null
  const { rows } = await q.query<IdentityRow>(
    `select id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at, email
       from auth.identities where user_id = $1 order by created_at, id`,
    [user.id],
  )
  return { ...user, identities: rows }
}

export async function findUserById(q: Queryable, id: string): Promise<UserWithIdentities | null> {
  const { rows } = await q.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1`, [id])
  return withIdentities(q, rows[0])
}

/**
 * The user row alone, one query whether or not the e-mail has an account: what password sign-in
 * needs, and no more, so that its timing does not depend on the answer.
 */
export async function findUserRowByEmail(q: Queryable, email: string): Promise<UserRow | null> {
  const { rows } = await q.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where lower(email) = lower($1)`,
    [email],
  )
  return rows[0] ?? null
}

export async function findUserByEmail(q: Queryable, email: string): Promise<UserWithIdentities | null> {
  return withIdentities(q, (await findUserRowByEmail(q, email)) ?? undefined)
}

export interface CreateUserInput {
  email: string
  /** A bcrypt hash, or null for a user who cannot sign in with a password. */
  passwordHash: string | null
  confirmed: boolean
  /** Set when a confirmation e-mail would have been sent (sign-up with confirmations on). */
  confirmationSent?: boolean
  userMetadata?: JsonObject
  appMetadata?: JsonObject
  /**
   * 'signup' overlays the identity's claims on user_metadata, as sign-up does;
   * 'admin' only adds email_verified for a confirmed user, as the admin API does.
   */
  origin?: 'signup' | 'admin'
}

/**
 * Creates an e-mail user and its identity, as GoTrue does; app_metadata names
 * the e-mail provider. Returns the new user's id.
 */
export async function insertUser(q: Queryable, input: CreateUserInput): Promise<string> {
  const id = randomUUID()
  const email = input.email.toLowerCase()
  const identityData = { email, email_verified: input.confirmed, phone_verified: false, sub: id }
  const userMetadata =
    input.origin === 'admin'
      ? { ...input.userMetadata, ...(input.confirmed ? { email_verified: true } : {}) }
      : { ...input.userMetadata, ...identityData }
  const appMetadata = { provider: 'email', providers: ['email'], ...input.appMetadata }
  // auth.users has no defaults for ids and timestamps: GoTrue writes them, and so does this.
  await q.query(
    `insert into auth.users (id, instance_id, aud, role, email, encrypted_password, email_confirmed_at,
       confirmation_sent_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     values ($1, '00000000-0000-0000-0000-000000000000', 'authenticated', 'authenticated', $2, $3,
       case when $4::boolean then now() end, case when $5::boolean then now() end, $6::jsonb, $7::jsonb,
       now(), now())`,
    [
      id,
      email,
      input.passwordHash,
      input.confirmed,
      input.confirmationSent ?? false,
      JSON.stringify(appMetadata),
      JSON.stringify(userMetadata),
    ],
  )
  await q.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
     values ($1::text, $1::uuid, $2::jsonb, 'email', now(), now())`,
    [id, JSON.stringify(identityData)],
  )
  return id
}

/** Stamps a successful sign-in on the user and its e-mail identity. */
export async function recordSignIn(q: Queryable, userId: string): Promise<void> {
  await q.query(`update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1`, [userId])
  await q.query(
    `update auth.identities set last_sign_in_at = now() where user_id = $1 and provider = 'email'`,
    [userId],
  )
}

export interface NewUser {
  email: string
  password: string
  /** Grant admin rights (a row in private.admins, through public.grant_admin). */
  admin?: boolean
  userMetadata?: Record<string, unknown>
}

/**
 * Creates a confirmed user unless one with this e-mail exists (an existing
 * user keeps its password), and grants admin rights when asked. Runs with the
 * privileges of the given handle: the backend's superuser connection.
 */
export async function ensureUser(db: Queryable, user: NewUser): Promise<{ id: string; created: boolean }> {
  const email = user.email.trim().toLowerCase()
  const passwordHash = await hashPassword(user.password)
  return inTransaction(db, async (tx) => {
    const existing = await findUserByEmail(tx, email)
    const id =
      existing?.id ??
      (await insertUser(tx, { email, passwordHash, confirmed: true, userMetadata: user.userMetadata }))
    if (user.admin) await tx.query(`select public.grant_admin($1)`, [email])
    return { id, created: !existing }
  })
}
