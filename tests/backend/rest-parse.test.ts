import { describe, expect, it } from 'vitest'
import { RestError } from '../../supabase/local/rest/errors.ts'
import {
  parseField,
  parseOrder,
  parsePrefer,
  parseQuery,
  parseRangeHeader,
  parseSelect,
  splitTopLevel,
} from '../../supabase/local/rest/parse.ts'
import { SqlParams, whereSql } from '../../supabase/local/rest/sql.ts'
import type { TableInfo } from '../../supabase/local/rest/schema.ts'

const teachers: TableInfo = {
  name: 'teachers',
  columns: new Map(
    ['id', 'name', 'country', 'experience', 'specialties', 'teachingoptions'].map((c) => [
      c,
      { type: 'text' },
    ]),
  ),
}

function where(query: string) {
  const params = new SqlParams()
  const sql = whereSql(teachers, '_t', parseQuery(new URLSearchParams(query)).filters, params)
  return { sql, values: params.values }
}

function parseFailure(fn: () => unknown): RestError {
  try {
    fn()
  } catch (error) {
    if (error instanceof RestError) return error
    throw error
  }
  throw new Error('expected a RestError')
}

describe('PostgREST URL grammar', () => {
  it('splits only on top-level commas', () => {
    expect(splitTopLevel('a.eq.1,b.in.(1,2),c.cs.{x,y},d.eq."p,q"')).toEqual([
      'a.eq.1',
      'b.in.(1,2)',
      'c.cs.{x,y}',
      'd.eq."p,q"',
    ])
  })

  it('parses JSON paths in fields', () => {
    expect(parseField('teachingoptions->>online1on1')).toEqual({
      column: 'teachingoptions',
      jsonPath: [{ arrow: '->>', key: 'online1on1' }],
    })
    expect(parseField('social->links->0').jsonPath).toHaveLength(2)
  })

  it('parses select lists with aliases and casts, and refuses embedding', () => {
    expect(parseSelect('id,full:name,experience::text')).toEqual([
      { kind: 'field', field: { column: 'id', jsonPath: [] }, alias: null, cast: null },
      { kind: 'field', field: { column: 'name', jsonPath: [] }, alias: 'full', cast: null },
      { kind: 'field', field: { column: 'experience', jsonPath: [] }, alias: null, cast: 'text' },
    ])
    expect(parseSelect(null)).toEqual([{ kind: 'star' }])
    expect(parseFailure(() => parseSelect('id,studios(*)')).code).toBe('PGRST200')
  })

  it('parses order terms', () => {
    expect(parseOrder('firstname.asc,lastname.desc.nullslast')).toEqual([
      { field: { column: 'firstname', jsonPath: [] }, direction: 'asc', nulls: null },
      { field: { column: 'lastname', jsonPath: [] }, direction: 'desc', nulls: 'last' },
    ])
    expect(parseFailure(() => parseOrder('name.sideways')).code).toBe('PGRST100')
  })

  it('binds every value as a parameter', () => {
    expect(where("name=eq.x'; drop table teachers;--")).toEqual({
      sql: '_t."name" = $1',
      values: ["x'; drop table teachers;--"],
    })
  })

  it('translates the directory filters', () => {
    expect(where('name=ilike.*ann*')).toEqual({ sql: '_t."name" ilike $1', values: ['%ann%'] })
    expect(where('specialties=cs.{Vinyasa,"Yin Yoga"}')).toEqual({
      sql: '_t."specialties" @> $1',
      values: ['{Vinyasa,"Yin Yoga"}'],
    })
    expect(where('experience=gte.3&experience=lte.5')).toEqual({
      sql: '_t."experience" >= $1 and _t."experience" <= $2',
      values: ['3', '5'],
    })
    expect(where('teachingoptions->>online1on1=eq.true')).toEqual({
      sql: '_t."teachingoptions"->>$1::text = $2',
      values: ['online1on1', 'true'],
    })
    expect(where('country=in.(Spain,"United States")')).toEqual({
      sql: '_t."country" = any($1)',
      values: ['{"Spain","United States"}'],
    })
    expect(where('experience=gt.10').sql).toBe('_t."experience" > $1')
  })

  it('translates is, not and logic trees', () => {
    expect(where('country=is.null').sql).toBe('_t."country" is null')
    expect(where('country=not.eq.Spain').sql).toBe('not (_t."country" = $1)')
    expect(where('or=(name.ilike.*a*,and(country.eq.Spain,experience.gte.3))')).toEqual({
      sql: '(_t."name" ilike $1 or (_t."country" = $2 and _t."experience" >= $3))',
      values: ['%a%', 'Spain', '3'],
    })
    expect(where('not.or=(country.eq.Spain,country.eq.Japan)').sql).toBe(
      'not (_t."country" = $1 or _t."country" = $2)',
    )
    expect(where('name=like(any).{A*,B*}')).toEqual({
      sql: '_t."name" like any($1)',
      values: ['{"A%","B%"}'],
    })
  })

  it('refuses malformed filters with PGRST100', () => {
    for (const bad of [
      'name=ann',
      'name=eq',
      'name=approx.1',
      'country=in.Spain',
      'country=is.maybe',
      'or=(name.eq.a',
    ]) {
      expect(parseFailure(() => parseQuery(new URLSearchParams(bad))).code, bad).toBe('PGRST100')
    }
    expect(parseFailure(() => parseQuery(new URLSearchParams('limit=ten'))).code).toBe('PGRST100')
    expect(parseFailure(() => parseQuery(new URLSearchParams('na;me=eq.1'))).code).toBe('PGRST100')
  })

  it('refuses unknown columns with 42703', () => {
    const error = parseFailure(() => where('nope=eq.1'))
    expect(error.code).toBe('42703')
    expect(error.status).toBe(400)
  })

  it('reads Range and Prefer headers', () => {
    expect(parseRangeHeader('0-23')).toEqual({ offset: 0, limit: 24 })
    expect(parseRangeHeader('48-')).toEqual({ offset: 48, limit: null })
    expect(parseRangeHeader('5-1')).toBeNull()
    expect(parsePrefer('return=representation, count=exact')).toMatchObject({
      returnRepresentation: true,
      count: 'exact',
    })
    expect(parsePrefer(undefined).returnRepresentation).toBe(false)
  })
})
