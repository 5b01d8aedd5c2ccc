import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { AppProviders } from '../../src/app/providers.tsx'
import type {
  ContactSubmissionRow,
  StudioApplicationRow,
  TeacherApplicationRow,
} from '../../src/features/submissions/api/list-submissions.ts'
import { SubmissionInbox } from '../../src/features/submissions/components/submission-inbox.tsx'
import { contactRow, studioApplicationRow, teacherApplicationRow } from '../builders.ts'
import { clearSession, REST, storeSession } from './admin-test-utils.ts'
import { expectConsole } from './console-guard.ts'
import { postgrestError } from './directory-test-utils.tsx'
import { server } from './msw-server.ts'

const PROMPT = 'Are you sure you want to delete this submission? This action cannot be undone.'
const CREATED = '2025-10-28T09:15:00.000Z'
const localCreated = new Date(CREATED).toLocaleString()

const ana: TeacherApplicationRow = teacherApplicationRow({
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
const ben: TeacherApplicationRow = {
  ...ana,
  id: 8,
  firstname: 'Ben',
  lastname: 'Cruz',
  website: null,
  instagram: '',
  teachingoptions: { online1on1: false, inPerson1on1: false, groupOnline: false, groupInPerson: false },
}
const lotus: StudioApplicationRow = studioApplicationRow({
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
  logo: 'https://cdn.example.com/logo.jpg',
  consent: true,
  created_at: CREATED,
})
const maria: ContactSubmissionRow = contactRow({
  id: 11,
  name: 'Maria Santos',
  email: 'maria+yoga@example.com',
  subject: 'Listing & pricing?',
  message: 'Hello,\nHow much does it cost?',
  created_at: CREATED,
})

type Rows = { teacher?: unknown[]; studio?: unknown[]; contact?: unknown[] }

/** Answers the three list requests and records their URLs. */
function serveLists(rows: Rows = {}) {
  const urls: string[] = []
  const tables = {
    teacherapplications: rows.teacher ?? [ana, ben],
    studioapplications: rows.studio ?? [lotus],
    contactsubmissions: rows.contact ?? [maria],
  }
  for (const [table, list] of Object.entries(tables)) {
    server.use(
      http.get(`${REST}/${table}`, ({ request }) => {
        urls.push(request.url)
        return HttpResponse.json(list)
      }),
    )
  }
  return urls
}

/** Records every DELETE of a contact message and answers with `answer`. */
function serveDelete(answer: () => Response = () => HttpResponse.json([{ id: 11 }])) {
  const urls: string[] = []
  server.use(
    http.delete(`${REST}/contactsubmissions`, ({ request }) => {
      urls.push(request.url)
      return answer()
    }),
  )
  return urls
}

function renderInbox() {
  storeSession({ admin: true })
  return render(
    <MemoryRouter initialEntries={['/admin']}>
      <AppProviders>
        <SubmissionInbox />
      </AppProviders>
    </MemoryRouter>,
  )
}

/** The card's label/value pairs, in order. */
function fieldsOf(card: HTMLElement): [string, string][] {
  const terms = within(card).getAllByRole('term')
  const definitions = within(card).getAllByRole('definition')
  expect(definitions).toHaveLength(terms.length)
  return terms.map((term, index) => [term.textContent ?? '', definitions[index]!.textContent ?? ''])
}

async function openTab(name: RegExp) {
  fireEvent.click(screen.getByRole('tab', { name }))
  return screen.getByRole('tabpanel', { name })
}

afterEach(() => clearSession())

describe('the Form Submissions inbox', () => {
  it('lists teacher applications newest first with every field as label and value', async () => {
    const urls = serveLists()
    renderInbox()
    const card = await screen.findByRole('article', { name: 'Ana Reyes' })
    expect(fieldsOf(card)).toEqual([
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
      ['Agreed to Terms', 'Yes'],
      ['Submitted', localCreated],
    ])
    expect(within(card).getByRole('link', { name: 'https://ana.example.com' })).toHaveAttribute(
      'href',
      'https://ana.example.com/',
    )
    // A handle is not a URL: shown as text, not as a link.
    expect(within(card).queryByRole('link', { name: '@ana.yoga' })).not.toBeInTheDocument()
    expect(within(card).getByRole('link', { name: 'Create Teacher Profile for Ana Reyes' })).toHaveAttribute(
      'href',
      '/admin/teacher/new?application=7',
    )

    const second = screen.getByRole('article', { name: 'Ben Cruz' })
    expect(fieldsOf(second)).toEqual(
      expect.arrayContaining([
        ['Teaching Options', 'No options selected'],
        ['Website', 'N/A'],
        ['Instagram', 'N/A'],
      ]),
    )
    // Each list is select=* ordered by created_at descending; all three load at once.
    await waitFor(() => expect(urls).toHaveLength(3))
    for (const table of ['teacherapplications', 'studioapplications', 'contactsubmissions']) {
      expect(urls).toContain(`${REST}/${table}?select=*&order=created_at.desc`)
    }
    expect(screen.getByRole('tab', { name: 'Teacher Applications (2)' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    expect(screen.getByRole('tab', { name: 'Studio Applications (1)' })).toHaveAttribute(
      'aria-selected',
      'false',
    )
  })

  it('lists studio applications: lists joined, N/A for empty values, only http(s) URLs as links', async () => {
    serveLists()
    renderInbox()
    await screen.findByRole('tab', { name: 'Studio Applications (1)' })
    const panel = await openTab(/^Studio Applications/)
    const card = within(panel).getByRole('article', { name: 'Lotus Studio' })
    expect(fieldsOf(card)).toEqual([
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
      ['Logo', 'https://cdn.example.com/logo.jpg'],
      ['Consent', 'Yes'],
      ['Submitted', localCreated],
    ])
    expect(within(card).queryByRole('link', { name: 'javascript:alert(1)' })).not.toBeInTheDocument()
    expect(within(card).getByRole('link', { name: 'https://instagram.com/lotus' })).toHaveAttribute(
      'href',
      'https://instagram.com/lotus',
    )
    expect(within(card).getByRole('img', { name: 'Logo preview' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/logo.jpg',
    )
    expect(
      within(card).getByRole('link', { name: 'Create Studio Listing for Lotus Studio' }),
    ).toHaveAttribute('href', '/admin/studio/new?application=3')
  })

  it('lists contact messages with a Reply by Email mailto link', async () => {
    serveLists()
    renderInbox()
    await screen.findByRole('tab', { name: 'Contact Messages (1)' })
    const panel = await openTab(/^Contact Messages/)
    const card = within(panel).getByRole('article', { name: 'Maria Santos' })
    expect(fieldsOf(card)).toEqual([
      ['Name', 'Maria Santos'],
      ['Email', 'maria+yoga@example.com'],
      ['Subject', 'Listing & pricing?'],
      ['Message', 'Hello,\nHow much does it cost?'],
      ['Submitted', localCreated],
    ])
    const reply = within(card).getByRole('link', { name: 'Reply by Email to Maria Santos' })
    const href = reply.getAttribute('href') ?? ''
    expect(
      href.startsWith('mailto:maria%2Byoga@example.com?subject=Re%3A%20Listing%20%26%20pricing%3F&body='),
    ).toBe(true)
    expect(new URL(href).searchParams.get('body')).toContain('> How much does it cost?')
  })

  it('disables Reply by Email, with the reason, when the stored email is not an address', async () => {
    serveLists({ contact: [{ ...maria, email: 'call me' }] })
    renderInbox()
    await screen.findByRole('tab', { name: 'Contact Messages (1)' })
    const panel = await openTab(/^Contact Messages/)
    expect(within(panel).queryByRole('link', { name: /Reply by Email/ })).not.toBeInTheDocument()
    const button = within(panel).getByRole('button', { name: 'Reply by Email' })
    expect(button).toBeDisabled()
    expect(button).toHaveAccessibleDescription('No valid email address to reply to.')
  })

  it("says 'No submissions yet.' for an empty tab", async () => {
    serveLists({ teacher: [], studio: [] })
    renderInbox()
    expect(await screen.findByText('No submissions yet.')).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Teacher Applications (0)' })).toBeInTheDocument()
    await screen.findByRole('tab', { name: 'Studio Applications (0)' })
    const panel = await openTab(/^Studio Applications/)
    expect(within(panel).getByText('No submissions yet.')).toBeInTheDocument()
  })

  it('shows a loading text, then moves between tabs with the arrow keys', async () => {
    serveLists()
    renderInbox()
    expect(screen.getByRole('status')).toHaveTextContent('Loading submissions...')
    await screen.findByRole('tab', { name: 'Contact Messages (1)' })
    const teacherTab = screen.getByRole('tab', { name: /^Teacher Applications/ })
    teacherTab.focus()
    fireEvent.keyDown(teacherTab, { key: 'ArrowRight' })
    const studioTab = screen.getByRole('tab', { name: /^Studio Applications/ })
    expect(studioTab).toHaveFocus()
    expect(studioTab).toHaveAttribute('aria-selected', 'true')
    expect(studioTab).toHaveAttribute('tabindex', '0')
    expect(teacherTab).toHaveAttribute('tabindex', '-1')
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Studio Applications (1)')
    fireEvent.keyDown(studioTab, { key: 'ArrowLeft' })
    fireEvent.keyDown(teacherTab, { key: 'ArrowLeft' })
    expect(screen.getByRole('tab', { name: /^Contact Messages/ })).toHaveFocus()
    expect(screen.getByRole('article', { name: 'Maria Santos' })).toBeInTheDocument()
    fireEvent.keyDown(screen.getByRole('tab', { name: /^Contact Messages/ }), { key: 'Home' })
    expect(teacherTab).toHaveFocus()
  })

  it('asks before deleting; Cancel sends nothing; confirming deletes by id and removes the card', async () => {
    serveLists()
    const deletes = serveDelete()
    renderInbox()
    await screen.findByRole('tab', { name: 'Contact Messages (1)' })
    await openTab(/^Contact Messages/)

    fireEvent.click(screen.getByRole('button', { name: 'Delete submission from Maria Santos' }))
    let dialog = await screen.findByRole('dialog', { name: 'Delete submission' })
    expect(dialog).toHaveAccessibleDescription(PROMPT)
    expect(within(dialog).getByText(PROMPT)).toBeInTheDocument()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(deletes).toEqual([])
    expect(screen.getByRole('article', { name: 'Maria Santos' })).toBeInTheDocument()

    fireEvent.click(screen.getByRole('button', { name: 'Delete submission from Maria Santos' }))
    dialog = await screen.findByRole('dialog', { name: 'Delete submission' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))

    expect(await screen.findByText('Submission Deleted')).toBeInTheDocument()
    expect(deletes).toEqual([`${REST}/contactsubmissions?id=eq.11&select=id`])
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Maria Santos' })).not.toBeInTheDocument(),
    )
    expect(screen.getByText('No submissions yet.')).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Contact Messages (0)' })).toBeInTheDocument()
    // The keyboard user's place: the list, not the page top.
    await waitFor(() => expect(screen.getByRole('tabpanel')).toHaveFocus())
  })

  it("keeps the card and says 'Supabase error' with the backend's message when deleting fails", async () => {
    expectConsole(
      'warn',
      /^Could not delete the submission: .*permission denied for table contactsubmissions/,
    )
    serveLists()
    const deletes = serveDelete(() =>
      postgrestError(403, '42501', 'permission denied for table contactsubmissions'),
    )
    renderInbox()
    await screen.findByRole('tab', { name: 'Contact Messages (1)' })
    await openTab(/^Contact Messages/)
    fireEvent.click(screen.getByRole('button', { name: 'Delete submission from Maria Santos' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete submission' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))

    expect(await screen.findByText('Supabase error')).toBeInTheDocument()
    expect(screen.getByText('permission denied for table contactsubmissions')).toBeInTheDocument()
    expect(deletes).toHaveLength(1)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByRole('article', { name: 'Maria Santos' })).toBeInTheDocument()
    expect(screen.queryByText('Submission Deleted')).not.toBeInTheDocument()
  })

  it("says 'Supabase error' when a list cannot load, and Try again loads it", async () => {
    expectConsole('warn', /^Could not load the teacher submissions: .*database is unavailable/)
    serveLists()
    server.use(
      http.get(`${REST}/teacherapplications`, () => postgrestError(500, 'XX000', 'database is unavailable'), {
        once: true,
      }),
    )
    renderInbox()
    expect(await screen.findByText('Supabase error')).toBeInTheDocument()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Could not load the teacher applications.')
    expect(alert).toHaveTextContent('database is unavailable')
    expect(screen.getByRole('tab', { name: 'Teacher Applications' })).toBeInTheDocument()

    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('article', { name: 'Ana Reyes' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
