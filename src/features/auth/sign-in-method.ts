/**
 * Whether a session began with a mailed link, from its access token's `amr` claim (the auth
 * server's record of how the user signed in). Owners only ever sign in that way; admins sign in
 * with a password. The header uses it to offer the owner's page rather than the admin area without
 * asking the database on every page; what anyone may do is still the database's decision alone. A
 * token that says nothing readable counts as a password sign-in, as the header always assumed.
 */
export function signedInWithMailedLink(accessToken: string): boolean {
  const payload = accessToken.split('.')[1]
  if (!payload) return false
  let claims: { amr?: unknown }
  try {
    claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { amr?: unknown }
  } catch {
    return false
  }
  const methods = Array.isArray(claims.amr)
    ? claims.amr.map((entry: unknown) =>
        typeof entry === 'object' && entry !== null ? (entry as { method?: unknown }).method : undefined,
      )
    : []
  return methods.length > 0 && methods.every((method) => method === 'otp' || method === 'magiclink')
}
