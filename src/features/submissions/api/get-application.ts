import type { Tables } from '../../../types/database.types.ts'

export type TeacherApplication = Tables<'teacherapplications'>
export type StudioApplication = Tables<'studioapplications'>

/** One teacher application (admins only, by RLS); null when it no longer exists. */
export async function getTeacherApplication(id: number): Promise<TeacherApplication | null> {
  const { supabase } = await import('../../../lib/supabase.ts')
  const { data, error } = await supabase.from('teacherapplications').select('*').eq('id', id).maybeSingle()
  if (error) throw new Error(error.message, { cause: error })
  return data
}

/** One studio application (admins only, by RLS); null when it no longer exists. */
export async function getStudioApplication(id: number): Promise<StudioApplication | null> {
  const { supabase } = await import('../../../lib/supabase.ts')
  const { data, error } = await supabase.from('studioapplications').select('*').eq('id', id).maybeSingle()
  if (error) throw new Error(error.message, { cause: error })
  return data
}
