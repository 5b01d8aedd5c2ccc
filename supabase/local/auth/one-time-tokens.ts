import { createHash, randomInt } from 'node:crypto'
import type { Queryable } from '../db.ts'

/*
 * The one-time tokens of GoTrue's mailed links (internal/crypto, internal/models/one_time_token.go):
 * a link carries the hash of the e-mail and a random code; the database keeps that hash on the user
 * and in auth.one_time_tokens, where /verify finds it; the code itself is never stored.
 */

/**
 * GoTrue's GenerateOtp: a random number of `length` digits (GOTRUE_MAILER_OTP_LENGTH,
 * `[auth.email] otp_length`, 6 to 10; 10^10 is within randomInt's range).
 */
export function generateOtp(length: number): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0')
}

/** GoTrue's GenerateTokenHash: what the link carries and the database keeps. */
export function tokenHash(email: string, otp: string): string {
  return createHash('sha224')
    .update(email + otp)
    .digest('hex')
}

/** GoTrue's models.OneTimeTokenType for the links the local backend makes. */
export type OneTimeTokenType = 'recovery_token' | 'confirmation_token'

/** The auth.users columns that hold a kind of token and when it was sent. */
const USER_COLUMNS: Record<OneTimeTokenType, { token: string; sentAt: string }> = {
  recovery_token: { token: 'recovery_token', sentAt: 'recovery_sent_at' },
  confirmation_token: { token: 'confirmation_token', sentAt: 'confirmation_sent_at' },
}

/**
 * Keeps a newly issued token as GoTrue does: on the user with the time it was sent, and as the
 * user's one token of its type in auth.one_time_tokens (models.CreateOneTimeToken).
 */
export async function storeOneTimeToken(
  tx: Queryable,
  type: OneTimeTokenType,
  user: { id: string; email: string },
  hash: string,
): Promise<void> {
  const columns = USER_COLUMNS[type]
  await tx.query(`update auth.users set ${columns.token} = $2, ${columns.sentAt} = now() where id = $1`, [
    user.id,
    hash,
  ])
  await tx.query(
    `insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to)
     values (gen_random_uuid(), $1, $2, $3, $4)
     on conflict (user_id, token_type) do update
       set token_hash = excluded.token_hash, relates_to = excluded.relates_to, updated_at = now()`,
    [user.id, type, hash, user.email],
  )
}

/**
 * Go's url.QueryEscape: like encodeURIComponent, but also escaping !'()* and writing a space as
 * `+`.
 */
function goQueryEscape(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+')
}

/**
 * GoTrue's GetEmailActionLink (internal/mailer/templatemailer): `/verify` with the token, the
 * link's type and where it leads; a redirect address is escaped only when it holds `&`, `=` or
 * `#`, which it could not carry as it is (encodeRedirectURL).
 */
export function verifyLink(authUrl: string, token: string, type: string, redirectTo: string): string {
  const redirect = /[&=#]/.test(redirectTo) ? goQueryEscape(redirectTo) : redirectTo
  return `${authUrl}/verify?token=${goQueryEscape(token)}&type=${goQueryEscape(type)}&redirect_to=${redirect}`
}
