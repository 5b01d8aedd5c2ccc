import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from '../types/database.types.ts'
import { answerOf } from './postgrest-query.ts'

/**
 * PostgREST answers a delete that row-level security filtered out (or whose row is already
 * gone) with success and no rows, so deletes ask for the deleted id back and say so.
 */
export const NOTHING_DELETED =
  'Nothing was deleted: it may have been removed already, or this account is not allowed to delete it.'

type DeletableTable =
  'teachers' | 'studios' | 'teacherapplications' | 'studioapplications' | 'contactsubmissions'

/**
 * Deletes one row by id (admins only, by RLS) through the caller's client (a feature's api/).
 * Throws the backend's message, or NOTHING_DELETED.
 */
export async function deleteById(
  client: SupabaseClient<Database>,
  table: DeletableTable,
  id: string | number,
): Promise<void> {
  const { data } = await answerOf(client.from(table).delete().eq('id', id).select('id'))
  if (data.length === 0) throw new Error(NOTHING_DELETED)
}
