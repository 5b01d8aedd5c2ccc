import { createClient } from '@supabase/supabase-js'
import type { Database } from '../types/database.types.ts'
import { authStorageKey } from './auth-storage.ts'
import { env } from './env.ts'

/** The app's only Supabase client; feature services (src/features/<feature>/api) use it. */
export const supabase = createClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
  auth: { storageKey: authStorageKey },
})
