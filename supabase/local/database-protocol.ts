/** Messages between the local backend and its database thread (supabase/local/database-worker.ts). */

export interface WorkerStart {
  /** PGlite's data directory. */
  dataDir: string
}

export type WorkerRequest =
  | { id: number; op: 'query'; sql: string; params: unknown[] }
  | { id: number; op: 'exec'; sql: string }
  | { id: number; op: 'close' }

/** The answer to request `id`; id 0 says the database is open. */
export type WorkerReply =
  | { id: number; ok: true; rows: unknown[]; affectedRows: number | undefined }
  | {
      id: number
      ok: false
      /** Postgres raised it (an ordinary SQL error); otherwise the database itself failed. */
      postgres: boolean
      message: string
      /** SQLSTATE code, detail, hint and the rest, as Postgres gave them. */
      fields: Record<string, string>
    }
