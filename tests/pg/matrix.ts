/**
 * The RLS matrix of `npm run test:pg`: statements run as PostgREST runs them, each expected
 * to be allowed (with a row count or a value) or refused, for every caller.
 *
 * An area is one file in tests/pg/areas/ whose default export is `area({...})`. Each case is a
 * single SQL statement with one expectation per caller; the runner (scripts/test-pg.ts) logs in
 * as authenticator, as PostgREST does, and for each caller runs
 *
 *   begin;
 *   <setup>; ...                                             -- as the service role, if any
 *   select set_config('role', <role>, true),                 -- set local role
 *          set_config('request.jwt.claims', <claims>, true),
 *          set_config('request.headers', <headers>, true);    -- and any case `settings`
 *   <before>; ...                                            -- the caller's earlier requests
 *   savepoint; <sql>;                                        -- the outcome that is expected
 *   set role service_role; <after>;                          -- what it left behind, if asked
 *   rollback;
 *
 * so cases never see each other's writes. Rows they need are made once, before the matrix, by
 * tests/pg/fixtures.ts and an area's own `fixtures` SQL (run as supabase_admin, committed).
 */
import type pg from 'pg'

/** Who runs a statement: a visitor, a signed-in non-admin, an admin, the service key. */
export type BaseCaller = 'anon' | 'member' | 'admin' | 'service_role'

/**
 * Signed-in non-admins who own a listing (their confirmed email is its inquiry address,
 * tests/pg/areas/owners.ts): `owner` owns the area's listings, `other_owner` owns others.
 */
export type OwnerCaller = 'owner' | 'other_owner'

export type Caller = BaseCaller | OwnerCaller

/** Every case runs for these. */
export const CALLERS: readonly BaseCaller[] = ['anon', 'member', 'admin', 'service_role']

/** A case runs for these too when its expectations name them. */
export const OWNER_CALLERS: readonly OwnerCaller[] = ['owner', 'other_owner']

/** Every case states the four callers; one about owners states the owners too. */
export type Expectations = Record<BaseCaller, Expectation> & Partial<Record<OwnerCaller, Expectation>>

/** The callers a case runs for: the four, and the owners it names. */
export function callersOf(testCase: MatrixCase): Caller[] {
  return [...CALLERS, ...OWNER_CALLERS.filter((caller) => testCase.expect[caller] !== undefined)]
}

export type Expectation =
  /** Succeeds; `rows` is the row count (returned, or affected by a write); 'all' = what supabase_admin sees. */
  | { kind: 'rows'; rows: number | 'all' }
  /** Fails with SQLSTATE 42501; `reason` narrows it to RLS, a missing privilege, or a message. */
  | { kind: 'refused'; reason: 'rls' | 'privilege' | RegExp | null }
  /** Fails with this SQLSTATE (a CHECK violation is 23514, a foreign key 23503), and this message if given. */
  | { kind: 'error'; code: string; message?: RegExp }
  /** Succeeds and the first column of the first row equals `value` (compared as JSON). */
  | { kind: 'value'; value: unknown }

export const rows = (count: number | 'all'): Expectation => ({ kind: 'rows', rows: count })
/** Succeeds with exactly as many rows as supabase_admin (who bypasses RLS) gets for the statement. */
export const all: Expectation = rows('all')
export const none: Expectation = rows(0)
export const refused = (reason: 'rls' | 'privilege' | RegExp | null = null): Expectation => ({
  kind: 'refused',
  reason,
})
export const fails = (code: string, message?: RegExp): Expectation => ({ kind: 'error', code, message })
export const value = (expected: unknown): Expectation => ({ kind: 'value', value: expected })

export interface MatrixCase {
  name: string
  /** One SQL statement. */
  sql: string
  /** Every caller's outcome: a case states all four (and the owners, if about them), so none is forgotten. */
  expect: Expectations
  /** Extra claims merged over the caller's JWT claims (e.g. forged user_metadata). */
  claims?: Record<string, unknown>
  /** request.headers as PostgREST sets them; defaults to DEFAULT_HEADERS. */
  headers?: Record<string, string>
  /** Further transaction-local settings, e.g. those the storage server sets. */
  settings?: Record<string, string>
  /**
   * Statements the service role runs first, in the same transaction (each must succeed): work
   * only it may do, such as the mail sender's, whose result the case then reads.
   */
  setup?: string[]
  /**
   * Statements the owner (OwnerCaller 'owner') runs after `setup`, in the same transaction (each
   * must succeed): what only an owner may do, such as a change whose log the case then reads.
   */
  asOwner?: string[]
  /**
   * Statements the caller runs first, in the same transaction (each must succeed): earlier
   * requests, such as the sends that use up a limit.
   */
  before?: string[]
  /**
   * Then, whatever `sql` did, a check as the service role in the same transaction: its first
   * value must equal `value` (e.g. how many rows were stored).
   */
  after?:
    | { sql: string; value: unknown }
    /** When callers leave different things behind (e.g. only an admin's change is kept). */
    | { sql: string; byCaller: Record<BaseCaller, unknown> & Partial<Record<OwnerCaller, unknown>> }
}

/**
 * What one transaction at a time cannot show, such as two callers at once: a scenario gets its
 * own connections, each logged in as authenticator and switched to the caller's role for the
 * session (as a long-lived PostgREST connection would be), and throws to fail. Its data is
 * committed, so it removes what it made before it returns, success or not.
 */
export interface Scenario {
  name: string
  run(connections: ScenarioConnections): Promise<void>
}

export interface ScenarioConnections {
  /** A new connection acting as the caller; closed by the runner afterwards. */
  as(caller: Caller): Promise<pg.Client>
  /** supabase_admin, for setting up and cleaning up. */
  admin: pg.Client
}

export interface Area {
  name: string
  /** What the area covers and which migrations it checks. */
  about: string
  /** SQL run once as supabase_admin before the matrix, committed. */
  fixtures?: string
  cases: MatrixCase[]
  /** Run after every area's matrix cases. */
  scenarios?: Scenario[]
}

export function area(definition: Area): Area {
  return definition
}

/** The same expectation for several callers: `{ ...each(['anon', 'member'], none), ... }`. */
export function each<C extends Caller>(
  callers: readonly C[],
  expectation: Expectation,
): Record<C, Expectation> {
  return Object.fromEntries(callers.map((caller) => [caller, expectation])) as Record<C, Expectation>
}

/** The request headers of a browser call through Supabase's gateway, as far as policies may read them. */
export const DEFAULT_HEADERS: Record<string, string> = {
  // Set by the edge (Cloudflare) to the connecting address; the submission limits count by it.
  'cf-connecting-ip': '198.51.100.7',
  'x-forwarded-for': '198.51.100.7',
  'x-real-ip': '198.51.100.7',
  'user-agent': 'test:pg',
}

/** Renders an expectation for a failure message. */
export function describeExpectation(expectation: Expectation): string {
  switch (expectation.kind) {
    case 'rows':
      return expectation.rows === 'all' ? 'all rows' : `${expectation.rows} row(s)`
    case 'refused':
      return `refused (42501${expectation.reason ? `, ${String(expectation.reason)}` : ''})`
    case 'error':
      return `error ${expectation.code}${expectation.message ? ` ${String(expectation.message)}` : ''}`
    case 'value':
      return `value ${JSON.stringify(expectation.value)}`
  }
}
