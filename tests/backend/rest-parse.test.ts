import { describe, expect, it } from 'vitest'
import { RestError } from '../../supabase/local/rest/errors.ts'
import {
  parseOrder,
  parsePrefer,
  parseQuery,
  parseRangeHeader,
  parseSelect,
  splitTopLevel,
} from '../../supabase/local/rest/parse.ts'
import { argumentsFromQuery } from '../../supabase/local/rest/rpc.ts'
import { SqlParams, whereSql } from '../../supabase/local/rest/sql.ts'
import type { FunctionInfo, TableInfo } from '../../supabase/local/rest/schema.ts'

const teachers: TableInfo = {
  name: 'teachers',
  columns: new Map(
    ['id', 'name', 'country', 'experience', 'specialties', 'languages', 'verification_expires_on'].map(
      (c) => [c, { type: 'text' }],
    ),
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

  it('parses select lists of columns', () => {
    expect(parseSelect('id, name')).toEqual([
      { kind: 'column', column: 'id' },
      { kind: 'column', column: 'name' },
    ])
    expect(parseSelect(null)).toEqual([{ kind: 'star' }])
  })

  it('keeps each select item once, so a repeated column cannot widen every row', () => {
    expect(parseSelect('bio,*,bio,"bio",*')).toEqual([{ kind: 'column', column: 'bio' }, { kind: 'star' }])
  })

  it('parses order terms as supabase-js sends them', () => {
    expect(parseOrder('firstname.asc,lastname.desc.nullsfirst,id')).toEqual([
      { column: 'firstname', direction: 'asc', nullsFirst: false },
      { column: 'lastname', direction: 'desc', nullsFirst: true },
      { column: 'id', direction: 'asc', nullsFirst: false },
    ])
    expect(parseFailure(() => parseOrder('name.sideways')).code).toBe('PGRST100')
  })

  it('binds every value as a parameter', () => {
    expect(where("name=eq.x'; drop table teachers;--")).toEqual({
      sql: '_t."name" = $1',
      values: ["x'; drop table teachers;--"],
    })
  })

  it('translates each operator the app sends', () => {
    expect(where('country=eq.Spain')).toEqual({ sql: '_t."country" = $1', values: ['Spain'] })
    expect(where('id=neq.7')).toEqual({ sql: '_t."id" <> $1', values: ['7'] })
    expect(where('experience=gt.10')).toEqual({ sql: '_t."experience" > $1', values: ['10'] })
    expect(where('experience=gte.3&experience=lte.5')).toEqual({
      sql: '_t."experience" >= $1 and _t."experience" <= $2',
      values: ['3', '5'],
    })
    expect(where('name=like.Ann*')).toEqual({ sql: '_t."name" like $1', values: ['Ann%'] })
    expect(where('name=ilike.*ann*')).toEqual({ sql: '_t."name" ilike $1', values: ['%ann%'] })
    expect(where('country=in.(Spain,"United States")')).toEqual({
      sql: '_t."country" = any($1)',
      values: ['{"Spain","United States"}'],
    })
    expect(where('country=in.()').sql).toBe('false')
    expect(where('country=is.null')).toEqual({ sql: '_t."country" is null', values: [] })
    expect(where('specialties=cs.{Vinyasa,"Yin Yoga"}')).toEqual({
      sql: '_t."specialties" @> $1',
      values: ['{Vinyasa,"Yin Yoga"}'],
    })
    expect(where('languages=ov.{en,es}')).toEqual({ sql: '_t."languages" && $1', values: ['{en,es}'] })
    expect(where('languages=ov.(en,es)').values).toEqual(['{en,es}'])
  })

  it('translates or= into alternatives', () => {
    expect(where('or=(verification_expires_on.is.null,verification_expires_on.gte.2026-11-25)')).toEqual({
      sql: '(_t."verification_expires_on" is null or _t."verification_expires_on" >= $1)',
      values: ['2026-11-25'],
    })
  })

  it('refuses what it does not serve with PGRST100, as PostgREST refuses an unknown operator', () => {
    for (const bad of [
      'name=ann',
      'name=eq',
      'name=approx.1',
      'name=fts.yoga',
      'name=match.^A',
      'name=isdistinct.x',
      'name=not.eq.x',
      'name=like(any).{A*,B*}',
      'and=(name.eq.a,country.eq.b)',
      'or=(name.eq.a,and(country.eq.b,id.eq.1))',
      'country=in.Spain',
      'country=is.true',
      'or=(name.eq.a',
      'select=id,studios(*)',
      'select=full:name',
      'teachingoptions->>online1on1=eq.true',
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

  it('reads the columns of an array insert', () => {
    expect(parseQuery(new URLSearchParams('columns="name","email"')).columns).toEqual(['name', 'email'])
    expect(parseQuery(new URLSearchParams('')).columns).toBeNull()
  })

  it('reads the Range header the build pages with', () => {
    expect(parseRangeHeader('0-23')).toEqual({ offset: 0, limit: 24 })
    expect(parseRangeHeader('items=48-')).toEqual({ offset: 48, limit: null })
    expect(parseRangeHeader('5-1')).toBeNull()
    expect(parseRangeHeader(undefined)).toBeNull()
  })

  it('reads the Prefer header', () => {
    expect(parsePrefer('return=representation, count=exact')).toEqual({
      returnRepresentation: true,
      count: 'exact',
    })
    expect(parsePrefer('count=estimated').count).toBe('estimated')
    expect(parsePrefer(undefined)).toEqual({ returnRepresentation: false, count: null })
  })
})

describe('the query string of a function call', () => {
  const nearFunction: FunctionInfo = {
    name: 'teachers_near',
    argNames: ['near_lat', 'near_lng', 'radius_km'],
    argTypes: ['double precision', 'double precision', 'double precision'],
    defaultCount: 1,
    returnsSet: true,
    returnType: 'teachers',
    returnsTable: 'teachers',
    volatile: false,
  }
  const rowsFunction: FunctionInfo = { ...nearFunction, name: 'listing_changes', returnsTable: null }

  it("splits a table function's arguments from the filters on its rows", () => {
    const { args, result } = argumentsFromQuery(
      new URLSearchParams('near_lat=38.7&near_lng=-9.1&select=slug&country=eq.Portugal&order=slug'),
      [nearFunction],
    )
    expect(args).toEqual({ near_lat: '38.7', near_lng: '-9.1' })
    expect([...result]).toEqual([
      ['select', 'slug'],
      ['country', 'eq.Portugal'],
      ['order', 'slug'],
    ])
  })

  it('refuses a filter on a function that returns no table rows, and an argument given twice', () => {
    const filtered = new URLSearchParams('near_lat=1&near_lng=2&country=eq.Portugal')
    expect(parseFailure(() => argumentsFromQuery(filtered, [rowsFunction])).code).toBe('PGRST100')
    const twice = new URLSearchParams('near_lat=1&near_lat=2&near_lng=2')
    expect(parseFailure(() => argumentsFromQuery(twice, [nearFunction])).code).toBe('PGRST100')
  })
})
