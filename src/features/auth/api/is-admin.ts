/**
 * Whether the signed-in user is an administrator, asked of the same database function the
 * row-level security policies use (public.is_admin()), never of the user's own metadata.
 */
export async function fetchIsAdmin(): Promise<boolean> {
  const { supabase } = await import('../../../lib/supabase.ts')
  const { data, error } = await supabase.rpc('is_admin')
  if (error) throw new Error(error.message, { cause: error })
  return data === true
}
