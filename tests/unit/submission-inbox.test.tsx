import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import {
  contactSubmissionColumns,
  studioApplicationColumns,
  teacherApplicationColumns,
  type ContactSubmissionRow,
  type StudioApplicationRow,
  type TeacherApplicationRow,
} from '../../src/features/submissions/api/list-submissions.ts'
import { contactRow, selectColumns, studioApplicationRow, teacherApplicationRow } from '../builders.ts'
import { clearSession, NO_COUNTS, REST, storeSession } from './admin-test-utils.ts'
import { expectConsole } from './console-guard.ts'
import { listResponse, postgrestError } from './directory-test-utils.tsx'
import { server } from './msw-server.ts'
import { renderRoute } from './render-route.tsx'

/**
 * /admin/submissions, the Form Submissions inbox (docs/product.md §2; docs/product.md difference 6),
 * with the real routes, providers and supabase-js client against msw.
 */

afterEach(() => clearSession())

const PROMPT = 'Are you sure you want to delete this submission? This action cannot be undone.'
const CREATED = '2025-10-28T09:15:00.000Z'
const localCreated = new Date(CREATED).toLocaleString()
const INBOX_ORDER = 'is_new.desc,created_at.desc,id.desc'
const ANA_LISTING_ID = '5d1f6a52-8d0e-4a4c-9f55-0c2f0d8b3a11'

// The rows as the inbox selects them (no status token hash).
const teacherApp = (values: Partial<TeacherApplicationRow>) =>
  selectColumns(teacherApplicationRow(values), teacherApplicationColumns)
const studioApp = (values: Partial<StudioApplicationRow>) =>
  selectColumns(studioApplicationRow(values), studioApplicationColumns)
const message = (values: Partial<ContactSubmissionRow>) =>
  selectColumns(contactRow(values), contactSubmissionColumns)

const ana = teacherApp({
  id: 7,
  firstname: 'Ana',
  lastname: 'Reyes',
  email: 'ana@example.com',
  phone: '+63 912 345 6789',
  location: 'Cebu City',
  specialties: 'Vinyasa, Yin',
  certifications: 'RYT-200',
  bio: 'Line one\nLine two',
  experience: 5,
  teachingoptions: { online1on1: true, inPerson1on1: false, groupOnline: true, groupInPerson: false },
  website: 'https://ana.example.com',
  instagram: '@ana.yoga',
  terms: true,
  created_at: CREATED,
})
const ben = teacherApp({
  ...ana,
  id: 8,
  firstname: 'Ben',
  lastname: 'Cruz',
  website: null,
  instagram: '',
  teachingoptions: { online1on1: false, inPerson1on1: false, groupOnline: false, groupInPerson: false },
})
const lotus = studioApp({
  id: 3,
  name: 'Lotus Studio',
  email: 'hello@lotus.example',
  country: 'Philippines',
  city: 'Cebu City',
  address: null,
  description: 'A calm place.',
  yogastyles: ['Hatha', 'Yin Yoga'],
  amenities: [],
  website: 'javascript:alert(1)',
  instagram: 'https://instagram.com/lotus',
  hours: 'Mon-Fri: 9am–8pm',
  logo: 'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/logo.jpg',
  consent: true,
  created_at: CREATED,
})
const maria = message({
  id: 11,
  name: 'Maria Santos',
  email: 'maria+yoga@example.com',
  subject: 'Listing & pricing?',
  message: 'Hello,\nHow much does it cost?',
  created_at: CREATED,
})

type Row = Record<string, unknown> & { id: number | string }
interface Read {
  table: string
  url: URL
  prefer: string | null
}
interface Write {
  method: 'PATCH' | 'DELETE'
  table: string
  url: URL
  body: unknown
}

interface Backend {
  teacherapplications?: Row[]
  studioapplications?: Row[]
  contactsubmissions?: Row[]
  /** Listings the inbox may look up for Listed applications. */
  teachers?: Row[]
  studios?: Row[]
  /** The total each list reports (Content-Range), when it is more than the rows sent. */
  totals?: Partial<Record<string, number>>
  /** Answers PATCH requests instead of recording the change as the database would. */
  patch?: () => Response
  /** Answers DELETE requests instead of deleting the row. */
  remove?: () => Response
}

/**
 * An admin session and a small database behind the inbox's requests: reads answer the stored
 * rows (filtering and ordering are the database's business, checked in the request URLs), a
 * PATCH changes the row and a DELETE removes it, so a reload shows the change. Records every
 * request.
 */
function serveInbox(backend: Backend = {}) {
  storeSession({ admin: true })
  const tables: Record<string, Row[]> = {
    teacherapplications: [ana, ben],
    studioapplications: [lotus],
    contactsubmissions: [maria],
    teachers: [],
    studios: [],
    ...Object.fromEntries(Object.entries(backend).filter(([, value]) => Array.isArray(value))),
  }
  // Copies: a change in one test leaves the shared rows as they are.
  for (const [table, rows] of Object.entries(tables)) tables[table] = rows.map((row) => ({ ...row }))
  const reads: Read[] = []
  const writes: Write[] = []
  let countRequests = 0
  const idOf = (url: URL) => (url.searchParams.get('id') ?? '').replace(/^eq\./, '')
  server.use(
    http.post(`${REST}/rpc/admin_counts`, () => {
      countRequests += 1
      return HttpResponse.json([NO_COUNTS])
    }),
    http.get(`${REST}/:table`, ({ request, params }) => {
      const table = String(params.table)
      const url = new URL(request.url)
      reads.push({ table, url, prefer: request.headers.get('Prefer') })
      const rows = tables[table] ?? []
      const offset = Number(url.searchParams.get('offset') ?? 0)
      return listResponse(rows, backend.totals?.[table] ?? rows.length, offset)
    }),
    http.patch(`${REST}/:table`, async ({ request, params }) => {
      const table = String(params.table)
      const url = new URL(request.url)
      const body = (await request.json()) as Record<string, unknown>
      writes.push({ method: 'PATCH', table, url, body })
      if (backend.patch) return backend.patch()
      const row = tables[table]?.find((candidate) => String(candidate.id) === idOf(url))
      if (!row) return HttpResponse.json([])
      Object.assign(row, body, { is_new: body.status === 'new', status_changed_at: CREATED })
      return HttpResponse.json([{ id: row.id }])
    }),
    http.delete(`${REST}/:table`, ({ request, params }) => {
      const table = String(params.table)
      const url = new URL(request.url)
      writes.push({ method: 'DELETE', table, url, body: null })
      if (backend.remove) return backend.remove()
      tables[table] = (tables[table] ?? []).filter((row) => String(row.id) !== idOf(url))
      return HttpResponse.json([{ id: Number(idOf(url)) }])
    }),
  )
  const readsOf = (table: string) => reads.filter((read) => read.table === table)
  return { reads, readsOf, writes, counted: () => countRequests }
}

function renderInbox(path = '/admin/submissions') {
  const { router } = renderRoute(path)
  return {
    router,
    search: () => new URLSearchParams(router.state.location.search),
    back: () =>
      act(() => {
        void router.navigate(-1)
      }),
  }
}

const card = (name: string) => screen.findByRole('article', { name }, { timeout: 5000 })

/** The card's label/value pairs, in order. */
function fieldsOf(article: HTMLElement): [string, string][] {
  const terms = within(article).getAllByRole('term')
  const definitions = within(article).getAllByRole('definition')
  expect(definitions).toHaveLength(terms.length)
  return terms.map((term, index) => [term.textContent ?? '', definitions[index]!.textContent ?? ''])
}

/** The status badge's text as read out ('Status: New'). */
function statusOf(article: HTMLElement): string {
  return within(article).getByText('Status:', { exact: false }).parentElement?.textContent ?? ''
}

function selectedTab(): string {
  return screen.getByRole('tab', { selected: true }).textContent ?? ''
}

describe('the Form Submissions inbox: what it asks the database for', () => {
  it('asks for one counted page of teacher applications, New first, then newest, id for ties', async () => {
    const { readsOf } = serveInbox()
    renderInbox()
    await card('Ana Reyes')
    const [read] = readsOf('teacherapplications')
    const params = read!.url.searchParams
    expect(params.get('select')).toBe(teacherApplicationColumns.replace(/\s/g, ''))
    expect(params.get('select')).not.toContain('status_token_hash')
    expect(params.get('order')).toBe(INBOX_ORDER)
    expect(params.get('offset')).toBe('0')
    expect(params.get('limit')).toBe('25')
    expect(read!.prefer).toContain('count=exact')
    // No filter: every status, no search.
    expect(params.has('status')).toBe(false)
    expect(params.has('or')).toBe(false)
    // Only the open tab is loaded.
    expect(readsOf('studioapplications')).toEqual([])
    expect(readsOf('contactsubmissions')).toEqual([])
    expect(selectedTab()).toBe('Teacher Applications')
    expect(screen.getByText('Showing 1–2 of 2 teacher applications')).toBeInTheDocument()
  })

  it('sends the status and every word of the search from the URL as PostgREST filters', async () => {
    const { readsOf } = serveInbox()
    renderInbox('/admin/submissions?tab=studio&status=declined&q=lotus%20gmail')
    await card('Lotus Studio')
    const params = readsOf('studioapplications')[0]!.url.searchParams
    expect(params.get('status')).toBe('eq.declined')
    expect(params.getAll('or')).toEqual([
      '(name.ilike.*lotus*,email.ilike.*lotus*)',
      '(name.ilike.*gmail*,email.ilike.*gmail*)',
    ])
    expect(params.get('order')).toBe(INBOX_ORDER)
    expect(params.get('limit')).toBe('25')
    expect(selectedTab()).toBe('Studio Applications')
    expect(screen.getByRole('radio', { name: 'Declined' })).toBeChecked()
    expect(screen.getByRole('searchbox', { name: 'Search applications' })).toHaveValue('lotus gmail')
  })

  it('searches teacher applications by first name, last name and email', async () => {
    const { readsOf } = serveInbox()
    renderInbox('/admin/submissions?q=reyes')
    await card('Ana Reyes')
    expect(readsOf('teacherapplications')[0]!.url.searchParams.getAll('or')).toEqual([
      '(firstname.ilike.*reyes*,lastname.ilike.*reyes*,email.ilike.*reyes*)',
    ])
  })

  it('searches contact messages by name, email and subject, with the statuses of messages', async () => {
    const { readsOf } = serveInbox()
    renderInbox('/admin/submissions?tab=contact&status=replied&q=pricing')
    await card('Maria Santos')
    const params = readsOf('contactsubmissions')[0]!.url.searchParams
    expect(params.get('select')).toBe(contactSubmissionColumns.replace(/\s/g, ''))
    expect(params.getAll('or')).toEqual([
      '(name.ilike.*pricing*,email.ilike.*pricing*,subject.ilike.*pricing*)',
    ])
    expect(params.get('status')).toBe('eq.replied')
    expect(screen.getByRole('searchbox', { name: 'Search messages' })).toHaveValue('pricing')
    const filter = screen.getByRole('group', { name: 'Status' })
    expect(
      within(filter)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['All', 'New', 'Replied', 'Archived'])
  })

  it('ignores a status of the other kind in a hand-edited URL', async () => {
    const { readsOf } = serveInbox()
    renderInbox('/admin/submissions?tab=contact&status=listed')
    await card('Maria Santos')
    expect(readsOf('contactsubmissions')[0]!.url.searchParams.has('status')).toBe(false)
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked()
  })
})

describe('the Form Submissions inbox: its state in the URL', () => {
  it('writes the tab, the status and the search to the URL, and Back restores them', async () => {
    const { readsOf } = serveInbox()
    const view = renderInbox()
    await card('Ana Reyes')

    fireEvent.click(screen.getByRole('radio', { name: 'New' }))
    await waitFor(() => expect(view.search().toString()).toBe('status=new'))
    await waitFor(() =>
      expect(readsOf('teacherapplications').at(-1)!.url.searchParams.get('status')).toBe('eq.new'),
    )

    // New is a status of every kind: it stays chosen on the next tab.
    fireEvent.click(screen.getByRole('tab', { name: 'Studio Applications' }))
    await waitFor(() => expect(view.search().toString()).toBe('status=new&tab=studio'))
    await card('Lotus Studio')
    expect(readsOf('studioapplications').at(-1)!.url.searchParams.get('status')).toBe('eq.new')

    fireEvent.click(screen.getByRole('radio', { name: 'Listed' }))
    await waitFor(() => expect(view.search().get('status')).toBe('listed'))
    // Listed is not a status of messages: the contact tab starts with All.
    fireEvent.click(screen.getByRole('tab', { name: 'Contact Messages' }))
    await waitFor(() => expect(view.search().toString()).toBe('tab=contact'))
    await card('Maria Santos')

    const field = screen.getByRole('searchbox', { name: 'Search messages' })
    fireEvent.change(field, { target: { value: 'maria pricing' } })
    fireEvent.submit(screen.getByRole('search'))
    await waitFor(() => expect(view.search().get('q')).toBe('maria pricing'))
    await waitFor(() =>
      expect(readsOf('contactsubmissions').at(-1)!.url.searchParams.getAll('or')).toHaveLength(2),
    )

    // The search replaced its entry; Back goes to the studio tab with Listed.
    view.back()
    await waitFor(() => expect(view.search().toString()).toBe('status=listed&tab=studio'))
    expect(selectedTab()).toBe('Studio Applications')
    expect(screen.getByRole('radio', { name: 'Listed' })).toBeChecked()
    await waitFor(() =>
      expect(readsOf('studioapplications').at(-1)!.url.searchParams.get('status')).toBe('eq.listed'),
    )
    view.back()
    await waitFor(() => expect(view.search().toString()).toBe('status=new&tab=studio'))
    expect(screen.getByRole('radio', { name: 'New' })).toBeChecked()
  })

  it("pages by 25: 'Showing 26–50 of 60', Next asks for the next 25, Back restores the page", async () => {
    const page = Array.from({ length: 25 }, (_, index) =>
      teacherApp({ id: 100 + index, firstname: 'Applicant', lastname: `Number ${index + 26}` }),
    )
    const { readsOf } = serveInbox({ teacherapplications: page, totals: { teacherapplications: 60 } })
    const view = renderInbox('/admin/submissions?page=2')
    await card('Applicant Number 26')
    let params = readsOf('teacherapplications').at(-1)!.url.searchParams
    expect(params.get('offset')).toBe('25')
    expect(params.get('limit')).toBe('25')
    expect(params.get('order')).toBe(INBOX_ORDER)
    const pager = screen.getByRole('navigation', { name: 'Pages of teacher applications' })
    expect(pager).toHaveTextContent('Showing 26–50 of 60 teacher applications')
    expect(pager).toHaveTextContent('Page 2 of 3')

    fireEvent.click(within(pager).getByRole('button', { name: 'Next page' }))
    await waitFor(() => expect(view.search().get('page')).toBe('3'))
    await waitFor(() =>
      expect(readsOf('teacherapplications').at(-1)!.url.searchParams.get('offset')).toBe('50'),
    )
    await screen.findByText('Showing 51–60 of 60 teacher applications')

    view.back()
    await waitFor(() => expect(view.search().get('page')).toBe('2'))
    await screen.findByText('Showing 26–50 of 60 teacher applications')
    params = readsOf('teacherapplications').at(-1)!.url.searchParams
    expect(params.get('offset')).toBe('25')
  })
})

describe('the Form Submissions inbox: what each card shows', () => {
  it('shows a teacher application with every field as label and value, its status and its actions', async () => {
    serveInbox()
    renderInbox()
    const article = await card('Ana Reyes')
    expect(fieldsOf(article)).toEqual([
      ['First Name', 'Ana'],
      ['Last Name', 'Reyes'],
      ['Email', 'ana@example.com'],
      ['Phone', '+63 912 345 6789'],
      ['Location', 'Cebu City'],
      ['Specialties', 'Vinyasa, Yin'],
      ['Certifications', 'RYT-200'],
      ['Bio', 'Line one\nLine two'],
      ['Experience', '5 years'],
      ['Teaching Options', 'Online 1-on-1, Group Online'],
      ['Website', 'https://ana.example.com'],
      ['Instagram', '@ana.yoga'],
      ['Teaches In', 'N/A'],
      ['Agreed to Terms', 'Yes'],
      ['Submitted', localCreated],
    ])
    expect(statusOf(article)).toBe('Status: New')
    expect(within(article).getByRole('link', { name: 'https://ana.example.com' })).toHaveAttribute(
      'href',
      'https://ana.example.com/',
    )
    // A handle is not a URL: shown as text, not as a link.
    expect(within(article).queryByRole('link', { name: '@ana.yoga' })).not.toBeInTheDocument()
    expect(
      within(article).getByRole('link', { name: 'Create Teacher Profile for Ana Reyes' }),
    ).toHaveAttribute('href', '/admin/teacher/new?application=7')
    expect(
      within(article).getByRole('button', { name: 'Decline the application of Ana Reyes' }),
    ).toBeInTheDocument()
    expect(
      within(article).getByRole('button', { name: 'Delete submission from Ana Reyes' }),
    ).toBeInTheDocument()
    expect(within(article).queryByRole('button', { name: /^Mark as New/ })).not.toBeInTheDocument()

    expect(fieldsOf(await card('Ben Cruz'))).toEqual(
      expect.arrayContaining([
        ['Teaching Options', 'No options selected'],
        ['Website', 'N/A'],
        ['Instagram', 'N/A'],
      ]),
    )
  })

  it('shows a studio application: lists joined, N/A for empty values, only http(s) URLs as links', async () => {
    serveInbox()
    renderInbox('/admin/submissions?tab=studio')
    const article = await card('Lotus Studio')
    expect(fieldsOf(article)).toEqual([
      ['Studio Name', 'Lotus Studio'],
      ['Email', 'hello@lotus.example'],
      ['Country', 'Philippines'],
      ['City', 'Cebu City'],
      ['Address', 'N/A'],
      ['Description', 'A calm place.'],
      ['Yoga Styles', 'Hatha, Yin Yoga'],
      ['Amenities', 'N/A'],
      ['Website', 'javascript:alert(1)'],
      ['Instagram', 'https://instagram.com/lotus'],
      ['Operating Hours', 'Mon-Fri: 9am–8pm'],
      ['Logo', 'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/logo.jpg'],
      ['Teaches In', 'N/A'],
      ['Consent', 'Yes'],
      ['Submitted', localCreated],
    ])
    expect(within(article).queryByRole('link', { name: 'javascript:alert(1)' })).not.toBeInTheDocument()
    expect(within(article).getByRole('img', { name: 'Logo preview' })).toHaveAttribute(
      'src',
      'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/logo.jpg',
    )
    expect(
      within(article).getByRole('link', { name: 'Create Studio Listing for Lotus Studio' }),
    ).toHaveAttribute('href', '/admin/studio/new?application=3')
  })

  it('shows a contact message with a Reply by Email mailto link', async () => {
    serveInbox()
    renderInbox('/admin/submissions?tab=contact')
    const article = await card('Maria Santos')
    expect(fieldsOf(article)).toEqual([
      ['Name', 'Maria Santos'],
      ['Email', 'maria+yoga@example.com'],
      ['Subject', 'Listing & pricing?'],
      ['Message', 'Hello,\nHow much does it cost?'],
      ['Submitted', localCreated],
    ])
    const href = within(article)
      .getByRole('link', { name: 'Reply by Email to Maria Santos' })
      .getAttribute('href')!
    expect(
      href.startsWith('mailto:maria%2Byoga@example.com?subject=Re%3A%20Listing%20%26%20pricing%3F&body='),
    ).toBe(true)
    expect(new URL(href).searchParams.get('body')).toContain('> How much does it cost?')
  })

  it('disables Reply by Email, with the reason, when the stored email is not an address', async () => {
    serveInbox({ contactsubmissions: [{ ...maria, email: 'call me' }] })
    renderInbox('/admin/submissions?tab=contact')
    const article = await card('Maria Santos')
    expect(within(article).queryByRole('link', { name: /Reply by Email/ })).not.toBeInTheDocument()
    const button = within(article).getByRole('button', { name: 'Reply by Email' })
    expect(button).toBeDisabled()
    expect(button).toHaveAccessibleDescription('No valid email address to reply to.')
  })

  it('links a Listed application to its public listing, fetched with a limited second request', async () => {
    const listed = { ...ana, status: 'listed', teacher_id: ANA_LISTING_ID, is_new: false }
    const { readsOf } = serveInbox({
      teacherapplications: [listed, ben],
      teachers: [{ id: ANA_LISTING_ID, slug: 'ana-reyes-cebu', name: 'Ana Reyes' }],
    })
    renderInbox()
    const article = await card('Ana Reyes')
    expect(statusOf(article)).toBe('Status: Listed')
    await waitFor(() =>
      expect(within(article).getByRole('link', { name: 'Ana Reyes' })).toHaveAttribute(
        'href',
        '/teacher/ana-reyes-cebu',
      ),
    )
    const params = readsOf('teachers')[0]!.url.searchParams
    expect(params.get('id')).toBe(`in.(${ANA_LISTING_ID})`)
    expect(params.get('select')).toBe('id,slug,name')
    expect(params.get('limit')).toBe('1')
    // Listed: no second listing, no decline.
    expect(within(article).queryByRole('link', { name: /Create Teacher Profile/ })).not.toBeInTheDocument()
    expect(within(article).queryByRole('button', { name: /^Decline/ })).not.toBeInTheDocument()
  })

  it('shows the note of a Declined application', async () => {
    serveInbox({
      studioapplications: [
        { ...lotus, status: 'declined', decline_note: 'We list studios in Asia only.', is_new: false },
      ],
    })
    renderInbox('/admin/submissions?tab=studio')
    const article = await card('Lotus Studio')
    expect(statusOf(article)).toBe('Status: Declined')
    expect(article).toHaveTextContent('Note to the applicant: We list studios in Asia only.')
    expect(
      within(article).getByRole('button', { name: 'Mark as New the application of Lotus Studio' }),
    ).toBeInTheDocument()
  })

  it('shows the number of New submissions on each tab', async () => {
    serveInbox()
    server.use(
      http.post(`${REST}/rpc/admin_counts`, () =>
        HttpResponse.json([{ ...NO_COUNTS, teacher_applications_new: 3, contact_messages_new: 1 }]),
      ),
    )
    renderInbox()
    expect(await screen.findByRole('tab', { name: 'Teacher Applications (3 new)' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Studio Applications' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Contact Messages (1 new)' })).toBeInTheDocument()
  })
})

describe('the Form Submissions inbox: changing a status', () => {
  it('declines with a note: sends status, note and no listing for that id, then reloads', async () => {
    const { writes, readsOf, counted } = serveInbox()
    renderInbox()
    const article = await card('Ana Reyes')
    const countsBefore = counted()
    const readsBefore = readsOf('teacherapplications').length

    fireEvent.click(within(article).getByRole('button', { name: 'Decline the application of Ana Reyes' }))
    const dialog = await screen.findByRole('dialog', { name: 'Decline the application of Ana Reyes' })
    expect(dialog).toHaveAccessibleDescription(/on their private status page/)
    const note = within(dialog).getByLabelText('Note to the applicant (optional)')
    expect(note).toHaveAttribute('maxLength', '2000')
    expect(note).toHaveAccessibleDescription(/Shown to the applicant on their status page/)
    fireEvent.change(note, { target: { value: '  We are not listing new teachers in Cebu this year.  ' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }))

    expect(await screen.findByText('Application Declined')).toBeInTheDocument()
    expect(writes).toHaveLength(1)
    expect(writes[0]!.table).toBe('teacherapplications')
    expect(writes[0]!.url.searchParams.get('id')).toBe('eq.7')
    expect(writes[0]!.body).toEqual({
      status: 'declined',
      decline_note: 'We are not listing new teachers in Cebu this year.',
      teacher_id: null,
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    // The page and the counts are asked for again; the card shows the decision.
    await waitFor(() =>
      expect(statusOf(screen.getByRole('article', { name: 'Ana Reyes' }))).toBe('Status: Declined'),
    )
    expect(readsOf('teacherapplications').length).toBeGreaterThan(readsBefore)
    expect(counted()).toBeGreaterThan(countsBefore)
    expect(screen.getByRole('article', { name: 'Ana Reyes' })).toHaveTextContent(
      'Note to the applicant: We are not listing new teachers in Cebu this year.',
    )
  })

  it('keeps the dialog open with the note typed when declining fails', async () => {
    expectConsole(
      'warn',
      /^Could not decline the application: .*permission denied for table teacherapplications/,
    )
    const { writes } = serveInbox({
      patch: () => postgrestError(403, '42501', 'permission denied for table teacherapplications'),
    })
    renderInbox()
    const article = await card('Ana Reyes')
    fireEvent.click(within(article).getByRole('button', { name: 'Decline the application of Ana Reyes' }))
    const dialog = await screen.findByRole('dialog', { name: 'Decline the application of Ana Reyes' })
    const note = within(dialog).getByLabelText('Note to the applicant (optional)')
    fireEvent.change(note, { target: { value: 'Please apply again next year.' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }))

    expect(await screen.findByText('Supabase error')).toBeInTheDocument()
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'The application was not declined: permission denied for table teacherapplications',
    )
    expect(writes).toHaveLength(1)
    expect(screen.getByRole('dialog', { name: 'Decline the application of Ana Reyes' })).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Note to the applicant (optional)')).toHaveValue(
      'Please apply again next year.',
    )
    expect(within(dialog).getByRole('button', { name: 'Decline' })).toBeEnabled()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(statusOf(screen.getByRole('article', { name: 'Ana Reyes' }))).toBe('Status: New')
  })

  it('refuses a note over 2,000 characters with a clear message and sends nothing', async () => {
    const { writes } = serveInbox()
    renderInbox()
    const article = await card('Ana Reyes')
    fireEvent.click(within(article).getByRole('button', { name: 'Decline the application of Ana Reyes' }))
    const dialog = await screen.findByRole('dialog', { name: 'Decline the application of Ana Reyes' })
    const note = within(dialog).getByLabelText('Note to the applicant (optional)')
    fireEvent.change(note, { target: { value: 'x'.repeat(2001) } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }))
    expect(
      await within(dialog).findByText('Note to the applicant must be at most 2000 characters.'),
    ).toBeInTheDocument()
    expect(note).toHaveValue('x'.repeat(2001))
    expect(writes).toEqual([])
  })

  it('sets a Declined application back to New, without its note', async () => {
    const { writes } = serveInbox({
      teacherapplications: [{ ...ana, status: 'declined', decline_note: 'Not now.', is_new: false }],
    })
    renderInbox()
    const article = await card('Ana Reyes')
    fireEvent.click(within(article).getByRole('button', { name: 'Mark as New the application of Ana Reyes' }))
    expect(await screen.findByText('Status Updated')).toBeInTheDocument()
    expect(writes.map(({ url, body }) => [url.searchParams.get('id'), body])).toEqual([
      ['eq.7', { status: 'new', decline_note: null, teacher_id: null }],
    ])
    await waitFor(() =>
      expect(statusOf(screen.getByRole('article', { name: 'Ana Reyes' }))).toBe('Status: New'),
    )
  })

  it('marks a message Replied, then Archived, then New again', async () => {
    const { writes } = serveInbox()
    renderInbox('/admin/submissions?tab=contact')
    let article = await card('Maria Santos')
    expect(within(article).queryByRole('button', { name: /^Mark as New/ })).not.toBeInTheDocument()

    fireEvent.click(
      within(article).getByRole('button', { name: 'Mark as Replied the message from Maria Santos' }),
    )
    expect(await screen.findByText('The message from Maria Santos is marked Replied.')).toBeInTheDocument()
    await waitFor(() =>
      expect(statusOf(screen.getByRole('article', { name: 'Maria Santos' }))).toBe('Status: Replied'),
    )
    article = screen.getByRole('article', { name: 'Maria Santos' })
    expect(within(article).queryByRole('button', { name: /^Mark as Replied/ })).not.toBeInTheDocument()

    fireEvent.click(within(article).getByRole('button', { name: 'Archive the message from Maria Santos' }))
    expect(await screen.findByText('The message from Maria Santos is marked Archived.')).toBeInTheDocument()
    await waitFor(() =>
      expect(statusOf(screen.getByRole('article', { name: 'Maria Santos' }))).toBe('Status: Archived'),
    )

    article = screen.getByRole('article', { name: 'Maria Santos' })
    fireEvent.click(
      within(article).getByRole('button', { name: 'Mark as New the message from Maria Santos' }),
    )
    await waitFor(() =>
      expect(statusOf(screen.getByRole('article', { name: 'Maria Santos' }))).toBe('Status: New'),
    )

    expect(writes.map(({ table, url, body }) => [table, url.searchParams.get('id'), body])).toEqual([
      ['contactsubmissions', 'eq.11', { status: 'replied' }],
      ['contactsubmissions', 'eq.11', { status: 'archived' }],
      ['contactsubmissions', 'eq.11', { status: 'new' }],
    ])
  })

  it("says 'Supabase error' and keeps the status when marking a message fails", async () => {
    expectConsole('warn', /^Could not change the status: .*permission denied/)
    serveInbox({
      patch: () => postgrestError(403, '42501', 'permission denied for table contactsubmissions'),
    })
    renderInbox('/admin/submissions?tab=contact')
    const article = await card('Maria Santos')
    fireEvent.click(within(article).getByRole('button', { name: 'Archive the message from Maria Santos' }))
    expect(await screen.findByText('Supabase error')).toBeInTheDocument()
    expect(screen.getByText('permission denied for table contactsubmissions')).toBeInTheDocument()
    expect(statusOf(article)).toBe('Status: New')
  })
})

describe('the Form Submissions inbox: deleting, empty lists and failures', () => {
  it('asks before deleting; Cancel sends nothing; confirming deletes by id and reloads', async () => {
    const { writes, counted } = serveInbox()
    renderInbox('/admin/submissions?tab=contact')
    await card('Maria Santos')

    fireEvent.click(screen.getByRole('button', { name: 'Delete submission from Maria Santos' }))
    let dialog = await screen.findByRole('dialog', { name: 'Delete submission' })
    expect(dialog).toHaveAccessibleDescription(PROMPT)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(writes).toEqual([])

    const countsBefore = counted()
    fireEvent.click(screen.getByRole('button', { name: 'Delete submission from Maria Santos' }))
    dialog = await screen.findByRole('dialog', { name: 'Delete submission' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))

    expect(await screen.findByText('Submission Deleted')).toBeInTheDocument()
    expect(writes.map(({ method, table, url }) => [method, table, url.search])).toEqual([
      ['DELETE', 'contactsubmissions', '?id=eq.11&select=id'],
    ])
    expect(await screen.findByText('No submissions yet.')).toBeInTheDocument()
    expect(counted()).toBeGreaterThan(countsBefore)
    // The keyboard user's place: the list, not the page top.
    await waitFor(() => expect(screen.getByRole('tabpanel')).toHaveFocus())
  })

  it("keeps the card and says 'Supabase error' with the backend's message when deleting fails", async () => {
    expectConsole(
      'warn',
      /^Could not delete the submission: .*permission denied for table contactsubmissions/,
    )
    const { writes } = serveInbox({
      remove: () => postgrestError(403, '42501', 'permission denied for table contactsubmissions'),
    })
    renderInbox('/admin/submissions?tab=contact')
    await card('Maria Santos')
    fireEvent.click(screen.getByRole('button', { name: 'Delete submission from Maria Santos' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete submission' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))

    expect(await screen.findByText('Supabase error')).toBeInTheDocument()
    expect(screen.getByText('permission denied for table contactsubmissions')).toBeInTheDocument()
    expect(writes).toHaveLength(1)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByRole('article', { name: 'Maria Santos' })).toBeInTheDocument()
    expect(screen.queryByText('Submission Deleted')).not.toBeInTheDocument()
  })

  it("says 'No submissions yet.' for an empty list", async () => {
    serveInbox({ teacherapplications: [] })
    renderInbox()
    expect(await screen.findByText('No submissions yet.', {}, { timeout: 5000 })).toBeInTheDocument()
  })

  it('says when a search or a status matches nothing', async () => {
    serveInbox({ teacherapplications: [] })
    renderInbox('/admin/submissions?q=zzz')
    expect(
      await screen.findByText('No teacher applications match this search.', {}, { timeout: 5000 }),
    ).toBeInTheDocument()
    expect(screen.queryByText('No submissions yet.')).not.toBeInTheDocument()
  })

  it("says 'Supabase error' when the list cannot load, and Try again loads it", async () => {
    expectConsole('warn', /^Loading an admin list failed: .*database is unavailable/)
    serveInbox()
    server.use(
      http.get(`${REST}/teacherapplications`, () => postgrestError(500, 'XX000', 'database is unavailable'), {
        once: true,
      }),
    )
    renderInbox()
    expect(await screen.findByText('Supabase error', {}, { timeout: 5000 })).toBeInTheDocument()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Could not load teacher applications.')
    expect(alert).toHaveTextContent('database is unavailable')

    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await card('Ana Reyes')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
