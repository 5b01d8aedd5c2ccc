import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { AdminCounts } from '../../src/features/submissions/api/admin-counts.ts'
import { landingPagesOf, type CountedLandingPage, type LandingKind } from '../../src/lib/landing-pages.ts'
import type { Tables } from '../../src/types/database.types.ts'
import { studioRow, teacherRow } from '../builders.ts'
import { NO_COUNTS, REST, storeSession } from './admin-test-utils.ts'
import { renderRouteWithLocation } from './directory-test-utils.tsx'
import { server } from './msw-server.ts'

/**
 * A small PostgREST for the admin lists: a table of rows that answers reads as PostgREST does
 * (the selected columns, `eq`/`ilike` filters, `offset`/`limit`, the total in Content-Range when
 * `Prefer: count=exact` asks for it, 416 PGRST103 past the end) and deletes by id.
 */

type TableName = 'teachers' | 'studios'
type Row = Record<string, unknown> & { id: string }

/** One read the table received. */
export interface ListRead {
  params: URLSearchParams
  /** The Prefer header (`count=exact` for a counted list). */
  prefer: string | null
}

export interface FakeTable<R extends Row> {
  /** The table's rows in the list's order; deletes remove from it. */
  rows: R[]
  reads: ListRead[]
  /** The ids of the delete requests, in order. */
  deletes: string[]
  /** Answers the next reads instead of the table when it returns a response (a failure, a held answer). */
  answer: ((read: ListRead) => Response | undefined | Promise<Response | undefined>) | null
}

/** What a read asked for: the first row, how many, and the name words (`%ana%`). */
export function asked(read: ListRead) {
  return {
    offset: Number(read.params.get('offset') ?? '0'),
    limit: read.params.get('limit'),
    order: read.params.get('order'),
    names: read.params.getAll('name'),
  }
}

/** A list read (counted, ordered), as opposed to the form's read by slug. */
const isListRead = (read: ListRead) => read.params.has('order')

function likeMatches(value: unknown, pattern: string): boolean {
  // `%` and PostgREST's `*` are the wildcards; the rest stands for itself.
  const source = pattern
    .split(/[%*]/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*')
  return new RegExp(`^${source}$`, 'is').test(String(value ?? ''))
}

function matches(row: Row, params: URLSearchParams): boolean {
  for (const [column, filter] of params) {
    if (['select', 'order', 'offset', 'limit'].includes(column)) continue
    const dot = filter.indexOf('.')
    const operator = filter.slice(0, dot)
    const operand = filter.slice(dot + 1)
    const value = row[column]
    if (operator === 'eq' && String(value) !== operand) return false
    if (operator === 'neq' && String(value) === operand) return false
    if (operator === 'ilike' && !likeMatches(value, operand)) return false
    if (!['eq', 'neq', 'ilike'].includes(operator)) throw new Error(`The fake table has no ${filter}`)
  }
  return true
}

function selected(row: Row, select: string | null): Record<string, unknown> {
  if (!select || select === '*') return row
  return Object.fromEntries(select.split(',').map((column) => [column, row[column]]))
}

/** PostgREST's answer to a read of `rows` with `params` and `prefer`. */
export function postgrestRead(rows: readonly Row[], { params, prefer }: ListRead): Response {
  const found = rows.filter((row) => matches(row, params))
  const counted = /count=exact/.test(prefer ?? '')
  const total = counted ? String(found.length) : '*'
  const offset = Number(params.get('offset') ?? '0')
  const limit = params.has('limit') ? Number(params.get('limit')) : Infinity
  if (offset > 0 && offset >= found.length) {
    return HttpResponse.json(
      {
        code: 'PGRST103',
        details: `An offset of ${offset} was requested, but there are only ${found.length} rows.`,
        hint: null,
        message: 'Requested range not satisfiable',
      },
      { status: 416, headers: { 'Content-Range': `*/${total}` } },
    )
  }
  const page = found.slice(offset, offset + limit)
  const range = page.length === 0 ? '*' : `${offset}-${offset + page.length - 1}`
  const partial = page.length < found.length
  return HttpResponse.json(
    page.map((row) => selected(row, params.get('select'))),
    { status: partial ? 206 : 200, headers: { 'Content-Range': `${range}/${total}` } },
  )
}

/** Serves `table` from `rows` (kept in the order given) until the test ends. */
export function serveTable<R extends Row>(table: TableName, rows: R[]): FakeTable<R> {
  const fake: FakeTable<R> = { rows: [...rows], reads: [], deletes: [], answer: null }
  server.use(
    http.get(`${REST}/${table}`, async ({ request }) => {
      const read = { params: new URL(request.url).searchParams, prefer: request.headers.get('Prefer') }
      fake.reads.push(read)
      return (await fake.answer?.(read)) ?? postgrestRead(fake.rows, read)
    }),
    http.delete(`${REST}/${table}`, ({ request }) => {
      const id = (new URL(request.url).searchParams.get('id') ?? '').replace(/^eq\./, '')
      fake.deletes.push(id)
      const before = fake.rows.length
      fake.rows = fake.rows.filter((row) => row.id !== id)
      // As PostgREST with `select=id`: the deleted rows' ids.
      return HttpResponse.json(fake.rows.length < before ? [{ id }] : [])
    }),
  )
  return fake
}

/** The list reads a table received (not the form's read by slug). */
export const listReads = (fake: { reads: readonly ListRead[] }) => fake.reads.filter(isListRead)

/** Answers admin_counts with `counts` (the rest zero), and records how often it was asked. */
export function serveCounts(counts: Partial<AdminCounts> = {}) {
  const calls = { count: 0 }
  server.use(
    http.post(`${REST}/rpc/admin_counts`, () => {
      calls.count += 1
      return HttpResponse.json([{ ...NO_COUNTS, ...counts }])
    }),
  )
  return calls
}

/**
 * Answers landing_page_counts as the database would for these listings (its rules are tested
 * against PostgreSQL in tests/pg/areas/landing-counts.ts).
 */
export function serveLandingPageCounts(teachers: Tables<'teachers'>[], studios: Tables<'studios'>[]) {
  const listings = {
    teachers: teachers.map((row) => ({ country: row.country, city: row.location, styles: row.specialties })),
    studios: studios.map((row) => ({ country: row.country, city: row.city, styles: row.yogastyles })),
  }
  server.use(
    http.post(`${REST}/rpc/landing_page_counts`, async ({ request }) => {
      const { kind } = (await request.json()) as { kind: LandingKind }
      const counted: CountedLandingPage[] = landingPagesOf(kind, listings[kind]).map(({ page, count }) => ({
        country: page.country,
        city: page.city,
        style: page.style,
        count,
        lastmod: null,
        latitude: null,
        longitude: null,
      }))
      return HttpResponse.json(counted)
    }),
  )
}

/** An admin session, the teachers and studios tables (whose listings have no inquiry address), and the counts. */
export function serveAdmin({
  teachers = [],
  studios = [],
  counts = {},
}: {
  teachers?: Tables<'teachers'>[]
  studios?: Tables<'studios'>[]
  counts?: Partial<AdminCounts>
} = {}) {
  storeSession({ admin: true })
  server.use(
    http.get(`${REST}/teacher_inquiry_addresses`, () => HttpResponse.json([])),
    http.get(`${REST}/studio_inquiry_addresses`, () => HttpResponse.json([])),
    // SEO Management's landing page intros: none written.
    http.get(`${REST}/landing_page_texts`, () => HttpResponse.json([])),
  )
  serveLandingPageCounts(teachers, studios)
  return {
    teachers: serveTable('teachers', teachers),
    studios: serveTable('studios', studios),
    counts: serveCounts(counts),
  }
}

/** `count` teachers named 'Teacher 001'… in list order. */
export function manyTeachers(count: number, name = 'Teacher'): Tables<'teachers'>[] {
  return Array.from({ length: count }, (_, index) => {
    const number = String(index + 1).padStart(3, '0')
    return teacherRow({
      id: `00000000-0000-4000-8000-${number.padStart(12, '0')}`,
      firstname: name,
      lastname: number,
      name: `${name} ${number}`,
      slug: `${name.toLowerCase()}-${number}`,
    })
  })
}

/** `count` studios named 'Studio 001'… in list order. */
export function manyStudios(count: number): Tables<'studios'>[] {
  return Array.from({ length: count }, (_, index) => {
    const number = String(index + 1).padStart(3, '0')
    return studioRow({
      id: `10000000-0000-4000-8000-${number.padStart(12, '0')}`,
      name: `Studio ${number}`,
      slug: `studio-${number}`,
    })
  })
}

// --- the dashboard on screen ------------------------------------------------------------------

/** Opens the dashboard at `path` once the guard has let the admin in. */
export async function renderDashboard(path: string) {
  const route = renderRouteWithLocation(path)
  await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' }, { timeout: 5000 })
  return route
}

/** A dashboard section ('Teachers', 'SEO Management'), once its chunk has loaded. */
export const region = (name: string) => screen.findByRole('region', { name }, { timeout: 5000 })

/** The names of a table's rows, in order. */
export function rowNames(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent ?? '')
}
