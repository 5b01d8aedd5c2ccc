import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { repoPaths } from '../../supabase/local/config.ts'

/**
 * Migrations are only added, never edited (docs/architecture.md): a database that already ran a
 * migration never runs its new text, so an edit reaches only new databases and the two drift.
 * supabase/migrations.sha256 records each migration's SHA-256 as it was added; a migration whose
 * text no longer has its recorded sum fails here. A new migration is recorded by adding the line
 * this test prints; a recorded line is never changed.
 */
const recordFile = path.join(repoPaths.root, 'supabase/migrations.sha256')

const sumOf = (file: string) =>
  createHash('sha256')
    .update(readFileSync(path.join(repoPaths.migrations, file)))
    .digest('hex')

const recorded = new Map(
  readFileSync(recordFile, 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [sum, file] = line.trim().split(/\s+/)
      return [file!, sum!] as const
    }),
)

describe('migrations', () => {
  const files = readdirSync(repoPaths.migrations)
    .filter((file) => file.endsWith('.sql'))
    .sort()

  it.each(files)('%s reads as it was recorded when it was added', (file) => {
    const why = recorded.has(file)
      ? 'it was edited after it was added: undo the edit and change the schema in a new migration'
      : `a new migration: record it by adding "${sumOf(file)}  ${file}" to supabase/migrations.sha256`
    expect(recorded.get(file), why).toBe(sumOf(file))
  })

  it('every recorded migration is still there', () => {
    expect([...recorded.keys()].filter((file) => !files.includes(file))).toEqual([])
  })
})
