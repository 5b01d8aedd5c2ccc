import { parentPort, workerData } from 'node:worker_threads'
import { PGlite } from '@electric-sql/pglite'
import { cube } from '@electric-sql/pglite/contrib/cube'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp'
import type { WorkerReply, WorkerRequest, WorkerStart } from './database-protocol.ts'
import { textParameterSerializers } from './text-parameters.ts'

/**
 * The database of the local backend, in its own thread. PGlite runs Postgres as WebAssembly on the
 * thread that calls it, and a long statement blocks that thread until it ends: in the server's
 * thread, no request could be answered and no timer could fire meanwhile. Here, the server keeps
 * answering, and its watchdog can stop this thread (supabase/local/db.ts).
 */

const port = parentPort
if (!port) throw new Error('supabase/local/database-worker.ts runs as a worker thread only')
const { dataDir } = workerData as WorkerStart

// pgcrypto and uuid-ossp are on every hosted project (supabase/platform installs them);
// pg_trgm, unaccent and cube are the migrations' own.
const db = await PGlite.create({
  dataDir,
  extensions: { cube, pg_trgm, pgcrypto, unaccent, uuid_ossp },
  serializers: textParameterSerializers,
})

/** Postgres's own errors carry a severity and a five-character SQLSTATE; anything else is a fault. */
function isPostgresError(error: unknown): error is Error & Record<string, unknown> {
  if (!(error instanceof Error)) return false
  const fields = error as Error & Record<string, unknown>
  return typeof fields.severity === 'string' && typeof fields.code === 'string'
}

function errorReply(id: number, error: unknown): WorkerReply {
  if (isPostgresError(error)) {
    const fields: Record<string, string> = {}
    for (const [key, value] of Object.entries(error)) if (typeof value === 'string') fields[key] = value
    return { id, ok: false, postgres: true, message: error.message, fields }
  }
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
  return { id, ok: false, postgres: false, message, fields: {} }
}

port.on('message', (request: WorkerRequest) => {
  void (async () => {
    let reply: WorkerReply
    try {
      if (request.op === 'query') {
        const result = await db.query(request.sql, request.params)
        reply = { id: request.id, ok: true, rows: result.rows, affectedRows: result.affectedRows }
      } else if (request.op === 'exec') {
        await db.exec(request.sql)
        reply = { id: request.id, ok: true, rows: [], affectedRows: undefined }
      } else {
        await db.close()
        reply = { id: request.id, ok: true, rows: [], affectedRows: undefined }
      }
    } catch (error) {
      reply = errorReply(request.id, error)
    }
    port.postMessage(reply)
  })()
})

port.postMessage({ id: 0, ok: true, rows: [], affectedRows: undefined } satisfies WorkerReply)
