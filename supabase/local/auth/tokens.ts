import { errors as joseErrors, jwtVerify, type JWTPayload } from 'jose'
import { signJwt } from '../keys.ts'
import { forbidden } from './errors.ts'
import type { UserRow } from './user-json.ts'

/** GoTrue's GOTRUE_JWT_EXP default: access tokens live one hour. */
export const ACCESS_TOKEN_TTL_SECONDS = 3600

export interface SessionRef {
  id: string
  created_at: Date
}

/** How the session began, GoTrue's amr method: a password, or a mailed link (models.OTP). */
export type SignInMethod = 'password' | 'otp'

/** Signs an access token with the claims GoTrue puts in it (generateAccessToken). */
export async function signAccessToken(
  secret: string,
  issuer: string,
  user: UserRow,
  session: SessionRef,
  method: SignInMethod = 'password',
): Promise<{ token: string; expiresAt: number }> {
  const issuedAt = Math.floor(Date.now() / 1000)
  const expiresAt = issuedAt + ACCESS_TOKEN_TTL_SECONDS
  const token = await signJwt(secret, {
    iss: issuer,
    sub: user.id,
    aud: user.aud ?? 'authenticated',
    exp: expiresAt,
    iat: issuedAt,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    role: user.role || 'authenticated',
    aal: 'aal1',
    amr: [{ method, timestamp: Math.floor(session.created_at.getTime() / 1000) }],
    session_id: session.id,
    is_anonymous: user.is_anonymous,
  })
  return { token, expiresAt }
}

/** golang-jwt's wording for why a token was refused, which GoTrue puts in its message. */
function parseProblem(error: unknown, token: string): string {
  if (error instanceof joseErrors.JWTExpired) return 'token has invalid claims: token is expired'
  if (error instanceof joseErrors.JWTClaimValidationFailed) {
    if (error.claim === 'nbf') return 'token has invalid claims: token is not valid yet'
    if (error.claim === 'iat') return 'token has invalid claims: token used before issued'
    return 'token is malformed: could not JSON decode claim'
  }
  if (error instanceof joseErrors.JWSSignatureVerificationFailed) {
    return 'token signature is invalid: signature is invalid'
  }
  if (error instanceof joseErrors.JOSEAlgNotAllowed) {
    return 'token is unverifiable: error while executing keyfunc: missing kid'
  }
  if (token.split('.').length !== 3) return 'token is malformed: token contains an invalid number of segments'
  return 'token is malformed: could not base64 decode token'
}

/** Verifies a bearer token as GoTrue's parseJWTClaims does; refusals are 403 bad_jwt. */
export async function verifyBearer(secret: string, token: string): Promise<JWTPayload> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), { algorithms: ['HS256'] })
    return payload
  } catch (error) {
    throw forbidden(
      'bad_jwt',
      `invalid JWT: unable to parse or verify signature, ${parseProblem(error, token)}`,
    )
  }
}
