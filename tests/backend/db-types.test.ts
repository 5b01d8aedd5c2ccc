import { readFile } from 'node:fs/promises'
import { beforeAll, describe, expect, expectTypeOf, it } from 'vitest'
import {
  DATABASE_TYPES_FILE,
  databaseTypesPath,
  generateDatabaseTypes,
} from '../../supabase/local/cli/db-types.ts'
import type { Database, Tables, TablesInsert } from '../../src/types/database.types.ts'

/**
 * The body of the object literal type that follows the first `key: {` at the
 * start of a line (so `Row` does not match inside `SomeRow`), without its braces.
 */
function block(source: string, key: string): string {
  const match = new RegExp(`^\\s*${key}: \\{`, 'm').exec(source)
  if (!match) throw new Error(`No "${key}: {" block`)
  const open = match.index + match[0].length - 1
  let depth = 0
  for (let i = open; i < source.length; i++) {
    if (source[i] === '{') depth++
    else if (source[i] === '}' && --depth === 0) return source.slice(open + 1, i)
  }
  throw new Error(`Unbalanced braces in "${key}" block`)
}

/** `public.Tables.<table>.<part>` as its member lines, e.g. ['bio: string', 'id?: string']. */
function tableMembers(source: string, table: string, part: 'Row' | 'Insert' | 'Update'): string[] {
  const tables = block(block(source, 'public'), 'Tables')
  return block(block(tables, table), part)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
}

describe('npm run db:types', () => {
  let generated: string

  beforeAll(async () => {
    generated = await generateDatabaseTypes()
  }, 60_000)

  it(`the committed ${DATABASE_TYPES_FILE} matches the migrations (run npm run db:types after changing them)`, async () => {
    const committed = await readFile(databaseTypesPath, 'utf8').catch(() => '')
    // Compare as strings so a failure shows the diff.
    expect(committed).toBe(generated)
  })

  it('types teacher rows, inserts and updates from the columns', () => {
    const row = tableMembers(generated, 'teachers', 'Row')
    expect(row).toEqual(
      expect.arrayContaining(['experience: number', 'gallery: string[]', 'image: string | null']),
    )
    expect(row).toEqual(
      expect.arrayContaining(['teachingoptions: Json', 'social: Json', 'created_at: string']),
    )
    // Every column, in alphabetical order.
    const names = row.map((line) => line.split(/\??:/)[0]!)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')))

    const insert = tableMembers(generated, 'teachers', 'Insert')
    // Defaulted or nullable: optional. Required: not.
    expect(insert).toEqual(
      expect.arrayContaining([
        'id?: string',
        'experience?: number',
        'image?: string | null',
        'slug: string',
        'firstname: string',
      ]),
    )

    const update = tableMembers(generated, 'teachers', 'Update')
    expect(update.every((line) => /^[a-z_]+\?: /.test(line))).toBe(true)
    expect(update).toHaveLength(names.length)
  })

  it('forbids writing identity (generated always) columns of submissions', () => {
    for (const table of ['teacherapplications', 'studioapplications', 'contactsubmissions']) {
      expect(tableMembers(generated, table, 'Row')).toContain('id: number')
      expect(tableMembers(generated, table, 'Insert')).toContain('id?: never')
      expect(tableMembers(generated, table, 'Update')).toContain('id?: never')
    }
  })

  it('lists the public functions with their arguments and results', () => {
    const functions = block(generated, 'Functions')
    expect(functions).toMatch(/^\s*is_admin: \{ Args: never; Returns: boolean \}$/m)
    expect(functions).toMatch(/^\s*grant_admin: \{ Args: \{ target_email: string \}; Returns: string \}$/m)
    // Helpers in the private schema and trigger functions are not part of the API.
    expect(functions).not.toMatch(/is_http_url|touch_updated_at/)
  })

  it('has the supabase gen types layout and helpers', () => {
    expect(generated).toMatch(/^export type Json =/)
    expect(generated).toContain("PostgrestVersion: '12'")
    for (const helper of ['Tables', 'TablesInsert', 'TablesUpdate', 'Enums', 'CompositeTypes']) {
      expect(generated).toContain(`export type ${helper}<`)
    }
    expect(generated).toMatch(
      /export const Constants = \{\s+public: \{\s+Enums: \{\},?\s+\},?\s+\} as const\n$/,
    )
  })
})

// Checked by `npm run typecheck` (tsconfig.node.json includes tests/backend): the
// committed types say what the schema says.
expectTypeOf<Tables<'teachers'>['experience']>().toEqualTypeOf<number>()
expectTypeOf<Tables<'teachers'>['gallery']>().toEqualTypeOf<string[]>()
expectTypeOf<Tables<'teachers'>['image']>().toEqualTypeOf<string | null>()
expectTypeOf<TablesInsert<'teachers'>['id']>().toEqualTypeOf<string | undefined>()
expectTypeOf<TablesInsert<'contactsubmissions'>['id']>().toEqualTypeOf<undefined>()
expectTypeOf<Database['public']['Functions']['is_admin']['Returns']>().toEqualTypeOf<boolean>()
