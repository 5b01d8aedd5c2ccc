import { loadAuth } from './session.ts'

/** Sets the signed-in user's password; the server's refusal (too short, unchanged) is thrown. */
export async function updatePassword(password: string): Promise<void> {
  const auth = await loadAuth()
  const { error } = await auth.updateUser({ password })
  if (error) throw Object.assign(new Error(error.message, { cause: error }), { code: error.code })
}
