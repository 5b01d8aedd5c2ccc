import type { BackendConfig } from './config.ts'
import type { Db } from './db.ts'
import type { ApiKeys } from './keys.ts'

/** Everything a request handler needs, created once at start-up. */
export interface BackendContext {
  db: Db
  config: BackendConfig
  keys: ApiKeys
  /** Directory holding uploaded files, one sub-directory per bucket. */
  storageDir: string
}
