import type { Queryable } from '../db.ts'

export interface BucketRow {
  id: string
  name: string
  owner: string | null
  public: boolean
  file_size_limit: number | null
  allowed_mime_types: string[] | null
  created_at: Date | null
  updated_at: Date | null
}

const BUCKET_COLUMNS = `id, name, owner, coalesce(public, false) as public,
  file_size_limit::float8 as file_size_limit, allowed_mime_types, created_at, updated_at`

/** Reads a bucket through `db`: as superuser on the connection itself, or as the caller inside asCaller. */
export async function findBucket(db: Queryable, id: string): Promise<BucketRow | null> {
  const { rows } = await db.query<BucketRow>(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [
    id,
  ])
  return rows[0] ?? null
}
