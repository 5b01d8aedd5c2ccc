import { SignJWT, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose'

export interface ApiKeys {
  anonKey: string
  serviceRoleKey: string
}

/** Expiry of Supabase's local development keys, kept so the default keys match theirs. */
const DEMO_KEY_EXPIRY = 1983812996

function secretBytes(secret: string): Uint8Array {
  return new TextEncoder().encode(secret)
}

export async function signJwt(secret: string, payload: JWTPayload): Promise<string> {
  return new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(secretBytes(secret))
}

export async function makeApiKeys(secret: string): Promise<ApiKeys> {
  const [anonKey, serviceRoleKey] = await Promise.all([
    signJwt(secret, { iss: 'supabase-demo', role: 'anon', exp: DEMO_KEY_EXPIRY }),
    signJwt(secret, { iss: 'supabase-demo', role: 'service_role', exp: DEMO_KEY_EXPIRY }),
  ])
  return { anonKey, serviceRoleKey }
}

export type JwtProblem = 'expired' | 'invalid'

export class JwtError extends Error {
  constructor(
    readonly problem: JwtProblem,
    message: string,
  ) {
    super(message)
  }
}

/** Verifies an HS256 token; throws JwtError saying whether it expired or is otherwise invalid. */
export async function verifyJwt(secret: string, token: string): Promise<JWTPayload> {
  try {
    const { payload } = await jwtVerify(token, secretBytes(secret), { algorithms: ['HS256'] })
    return payload
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw new JwtError('expired', 'JWT expired')
    if (error instanceof joseErrors.JWSSignatureVerificationFailed) {
      throw new JwtError('invalid', 'JWSError JWSInvalidSignature')
    }
    throw new JwtError('invalid', 'JWSError (CompactDecodeError Invalid number of parts: Expected 3 parts)')
  }
}
