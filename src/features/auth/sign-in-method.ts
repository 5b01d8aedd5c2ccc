/**
 * Whether a session began with a mailed link, from its access token's `amr` claim (the auth
 * server's record of how the user signed in). Owners only ever sign in that way; admins sign in
 * with a password. The header uses it to offer the owner's page rather than the admin area without
 * asking the database on every page; what anyone may do is still the database's decision alone. A
 * token that says nothing readable counts as a password sign-in, as the header always assumed.
 */
export function signedInWithMailedLink(accessToken: string): boolean {
  let claims: string
  try {
    claims = atob((accessToken.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/'))
  } catch {
    return false
  }
  return /"method":"(otp|magiclink)"/.test(claims) && !/"method":"password"/.test(claims)
}
