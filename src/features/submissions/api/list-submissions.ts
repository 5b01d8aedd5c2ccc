import { pageOf, pageRange, withSearch, type ListPage, type ListRequest } from '../../../lib/admin-list.ts'
import { answerOf, cancelledBy } from '../../../lib/postgrest-query.ts'
import type { Tables } from '../../../types/database.types.ts'
import type { ApplicationStatus, MessageStatus } from '../statuses.ts'

/**
 * What the inbox reads of each kind of submission: every column the sender filled in, and the
 * workflow's columns (status, link, note, when it changed, whether it is New). Never the
 * applicant's status token hash: the inbox has no use for it.
 */
export const teacherApplicationColumns =
  'id, firstname, lastname, email, phone, location, specialties, certifications, bio, experience, teachingoptions, website, instagram, terms, languages, created_at, status, teacher_id, decline_note, status_changed_at, is_new'
export const studioApplicationColumns =
  'id, name, email, country, city, address, description, yogastyles, amenities, website, instagram, hours, logo, consent, languages, created_at, status, studio_id, decline_note, status_changed_at, is_new'
export const contactSubmissionColumns =
  'id, name, email, subject, message, created_at, status, status_changed_at, is_new'

export type TeacherApplicationRow = Omit<Tables<'teacherapplications'>, 'status_token_hash'>
export type StudioApplicationRow = Omit<Tables<'studioapplications'>, 'status_token_hash'>
export type ContactSubmissionRow = Tables<'contactsubmissions'>

/** The listing a Listed application became: where its public page is. */
export interface LinkedListing {
  slug: string
  name: string
}

/**
 * One stored submission, tagged with its kind so the inbox can format and act on it. A Listed
 * application carries its listing (null when the listing has been deleted since).
 */
export type Submission =
  | { kind: 'teacher'; row: TeacherApplicationRow; listing?: LinkedListing | null }
  | { kind: 'studio'; row: StudioApplicationRow; listing?: LinkedListing | null }
  | { kind: 'contact'; row: ContactSubmissionRow }
export type SubmissionKind = Submission['kind']

/** Where each kind of submission is stored. */
export const SUBMISSION_TABLES = {
  teacher: 'teacherapplications',
  studio: 'studioapplications',
  contact: 'contactsubmissions',
} as const satisfies Record<SubmissionKind, string>

/** What the search looks at, per kind (every word must appear in one of these columns). */
const SUBMISSION_SEARCH_COLUMNS = {
  teacher: ['firstname', 'lastname', 'email'],
  studio: ['name', 'email'],
  contact: ['name', 'email', 'subject'],
} as const satisfies Record<SubmissionKind, readonly string[]>

/** One status, or every status ('all'). */
export type SubmissionStatusFilter = 'all' | ApplicationStatus | MessageStatus

export interface SubmissionListRequest extends ListRequest {
  status: SubmissionStatusFilter
}

/**
 * The inbox's order and filters on a query of any submission table: the status (unless 'all'),
 * the search, New first, then newest first, id for ties (the tables' inbox index), one page.
 */
function inboxPage<
  Q extends {
    eq(column: string, value: string): Q
    ilike(column: string, pattern: string): Q
    or(filters: string): Q
    order(column: string, options: { ascending: boolean }): Q
    range(from: number, to: number): Q
  },
>(query: Q, kind: SubmissionKind, { page, search, status }: SubmissionListRequest): Q {
  const filtered = status === 'all' ? query : query.eq('status', status)
  const [from, to] = pageRange(page)
  return withSearch(filtered, SUBMISSION_SEARCH_COLUMNS[kind], search)
    .order('is_new', { ascending: false })
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, to)
}

/**
 * The page's rows, each with the listing its link names (null when it names none, or the
 * listing has been deleted since): one request for the page's listings, limited to their number.
 */
async function withLinkedListings<Row>(
  page: ListPage<Row>,
  table: 'teachers' | 'studios',
  linkOf: (row: Row) => string | null,
  signal?: AbortSignal,
): Promise<ListPage<{ row: Row; listing: LinkedListing | null }>> {
  const { supabase } = await import('../../../lib/supabase.ts')
  const ids = [...new Set(page.rows.flatMap((row) => linkOf(row) ?? []))]
  const listings = new Map<string, LinkedListing>()
  if (ids.length > 0) {
    const query = supabase.from(table).select('id, slug, name').in('id', ids).limit(ids.length)
    const { data } = await answerOf(cancelledBy(query, signal))
    for (const { id, slug, name } of data) listings.set(id, { slug, name })
  }
  return {
    ...page,
    rows: page.rows.map((row) => {
      const id = linkOf(row)
      return { row, listing: id ? (listings.get(id) ?? null) : null }
    }),
  }
}

/**
 * One page of one kind of submission for the inbox (admins only, by RLS: anyone else gets an
 * empty list): 25 with the total, New first, then newest first; narrowed to one status and by
 * the search (teacher applications: first name, last name, email; studio applications: name,
 * email; contact messages: name, email, subject). Listed applications come with the listing
 * made from them (a second request for this page's listings). Throws the backend's message.
 */
export async function listSubmissions(
  kind: SubmissionKind,
  request: SubmissionListRequest,
  signal?: AbortSignal,
): Promise<ListPage<Submission>> {
  const { supabase } = await import('../../../lib/supabase.ts')
  switch (kind) {
    case 'teacher': {
      const query = supabase
        .from(SUBMISSION_TABLES.teacher)
        .select(teacherApplicationColumns, { count: 'exact' })
      const page = await pageOf(cancelledBy(inboxPage(query, kind, request), signal))
      // Only a Listed application has a link (the database's CHECK).
      const linked = await withLinkedListings(page, 'teachers', (row) => row.teacher_id, signal)
      return { ...linked, rows: linked.rows.map((item) => ({ kind, ...item })) }
    }
    case 'studio': {
      const query = supabase
        .from(SUBMISSION_TABLES.studio)
        .select(studioApplicationColumns, { count: 'exact' })
      const page = await pageOf(cancelledBy(inboxPage(query, kind, request), signal))
      const linked = await withLinkedListings(page, 'studios', (row) => row.studio_id, signal)
      return { ...linked, rows: linked.rows.map((item) => ({ kind, ...item })) }
    }
    case 'contact': {
      const query = supabase
        .from(SUBMISSION_TABLES.contact)
        .select(contactSubmissionColumns, { count: 'exact' })
      const page = await pageOf(cancelledBy(inboxPage(query, kind, request), signal))
      return { ...page, rows: page.rows.map((row) => ({ kind, row })) }
    }
  }
}
