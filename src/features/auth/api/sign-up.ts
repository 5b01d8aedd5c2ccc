import { loadAuth } from './session.ts'

export type SignUpOutcome = 'signed-in' | 'confirmation-sent' | 'already-registered'

/**
 * Creates an account. docs/product.md §7 sends is_admin: true in the user data; it grants nothing,
 * since admin rights live in the database. An already registered email comes back as a
 * user with no identities (§4).
 */
export async function signUp(email: string, password: string): Promise<SignUpOutcome> {
  const auth = await loadAuth()
  const { data, error } = await auth.signUp({ email, password, options: { data: { is_admin: true } } })
  if (error) throw new Error(error.message, { cause: error })
  if (data.user && (data.user.identities?.length ?? 0) === 0) return 'already-registered'
  return data.session ? 'signed-in' : 'confirmation-sent'
}
