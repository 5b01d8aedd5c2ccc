import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { InquiryAddress } from '../../src/features/listings/listing.ts'
import type { Tables } from '../../src/types/database.types.ts'
import { studioRow, teacherApplicationRow, teacherRow } from '../builders.ts'
import { serveAdmin, region, renderDashboard } from './admin-list-backend.ts'
import { clearSession, NEW_LISTING_ID, REST, storeSession } from './admin-test-utils.ts'
import { expectConsole } from './console-guard.ts'
import { postgrestError } from './directory-test-utils.tsx'
import { server } from './msw-server.ts'
import { renderRoute } from './render-route.tsx'

// Each test renders the whole app and loads the lazy admin chunks (slow on shared CPUs).
vi.setConfig({ testTimeout: 20_000 })
const LATER = { timeout: 5000 }

/** A listing row as the admin form reads it: the columns and the embedded inquiry address. */
type WithInquiry<Row> = Row & { inquiry: InquiryAddress | null }

const working = (email: string | null): InquiryAddress => ({
  email,
  delivery_failed_at: null,
  delivery_error: null,
})

const anna = (inquiry: InquiryAddress | null): WithInquiry<Tables<'teachers'>> => ({
  ...teacherRow({
    id: '6f1d2a34-0000-4000-8000-000000000001',
    slug: 'anna-lee',
    firstname: 'Anna',
    lastname: 'Lee',
    name: 'Anna Lee',
    updated_at: '2025-10-28T11:30:00.123456+00:00',
  }),
  inquiry,
})

const lotus = (inquiry: InquiryAddress | null): WithInquiry<Tables<'studios'>> => ({
  ...studioRow({
    id: '5b0e7c8e-0000-4000-8000-000000000001',
    slug: 'lotus-flow',
    name: 'Lotus Flow',
    email: 'hello@lotus.example',
    consent: true,
    updated_at: '2025-10-28T09:30:00.123456+00:00',
  }),
  inquiry,
})

/** One write to an inquiry address table. */
interface AddressWrite {
  method: string
  params: URLSearchParams
  body: unknown
}

const ADDRESS_TABLES = [
  ['teacher_inquiry_addresses', 'teacher_id'],
  ['studio_inquiry_addresses', 'studio_id'],
] as const

/**
 * The admin backend with a listing table that also takes saves (PATCH answers the new version,
 * POST the new id), and the inquiry address tables as PostgREST answers them (read, update with
 * the updated keys, insert, delete by listing id), recording each write. `failWrites` answers the
 * address writes instead.
 */
function serveListings({
  teachers = [],
  studios = [],
  failWrites,
}: {
  teachers?: WithInquiry<Tables<'teachers'>>[]
  studios?: WithInquiry<Tables<'studios'>>[]
  failWrites?: () => Response
}) {
  const backend = serveAdmin({ teachers, studios })
  const addresses = new Map<string, InquiryAddress>()
  for (const row of [...teachers, ...studios]) if (row.inquiry) addresses.set(row.id, row.inquiry)
  const writes: AddressWrite[] = []
  const listingWrites: { table: string; method: string; body: unknown }[] = []
  for (const table of ['teachers', 'studios'] as const) {
    server.use(
      // The free-slug check of a new listing.
      http.get(`${REST}/${table}`, ({ request }) => {
        const params = new URL(request.url).searchParams
        if (params.get('select') === 'slug') return HttpResponse.json([])
        return undefined
      }),
      http.patch(`${REST}/${table}`, async ({ request }) => {
        const params = new URL(request.url).searchParams
        listingWrites.push({ table, method: 'PATCH', body: await request.json() })
        const id = (params.get('id') ?? '').replace(/^eq\./, '')
        const row = backend[table].rows.find((stored) => stored.id === id)
        return HttpResponse.json(row ? [{ id, slug: row.slug, updated_at: '2025-11-01T00:00:00+00:00' }] : [])
      }),
      http.post(`${REST}/${table}`, async ({ request }) => {
        listingWrites.push({ table, method: 'POST', body: await request.json() })
        return HttpResponse.json([{ id: NEW_LISTING_ID }], { status: 201 })
      }),
    )
  }
  for (const [table, key] of ADDRESS_TABLES) {
    server.use(
      http.all(`${REST}/${table}`, async ({ request }) => {
        const params = new URL(request.url).searchParams
        const id = (params.get(key) ?? '').replace(/^eq\./, '')
        if (request.method === 'GET') {
          const found = addresses.get(id)
          return HttpResponse.json(found ? [found] : [])
        }
        const text = await request.text()
        const body = text ? (JSON.parse(text) as Record<string, string>) : {}
        writes.push({ method: request.method, params, body })
        if (failWrites) return failWrites()
        if (request.method === 'DELETE') {
          addresses.delete(id)
          return new HttpResponse(null, { status: 204 })
        }
        const email = body.email ?? null
        if (request.method === 'PATCH') {
          const found = addresses.get(id)
          if (found) addresses.set(id, { ...found, email })
          return HttpResponse.json(found ? [{ [key]: id }] : [])
        }
        addresses.set(body[key] ?? '', working(email))
        return new HttpResponse(null, { status: 201 })
      }),
    )
  }
  return { ...backend, writes, listingWrites, addresses }
}

async function openForm(path: string, heading: string) {
  renderRoute(path)
  expect(await screen.findByRole('heading', { level: 1, name: heading }, LATER)).toBeInTheDocument()
}

function type(label: string | RegExp, value: string) {
  const field = screen.getByLabelText(label)
  fireEvent.change(field, { target: { value } })
  fireEvent.blur(field)
}

const TEACHER_FIELD = /^Inquiry address \(private\)/
const STUDIO_FIELD = /^Inquiry address \(if not the studio email\)/

afterEach(() => {
  clearSession()
  window.sessionStorage.clear()
})

describe("a teacher's inquiry address in the teacher form", () => {
  it('shows the stored address and saves a new one after the teacher', async () => {
    const backend = serveListings({ teachers: [anna(working('anna@old.example'))] })
    await openForm('/admin/teacher/edit/anna-lee', 'Edit Teacher')
    const field = screen.getByLabelText(TEACHER_FIELD)
    expect(field).toHaveValue('anna@old.example')
    expect(field).toHaveAccessibleDescription(/never shown on the profile/)
    expect(screen.queryByRole('note', { name: 'Delivery failed' })).not.toBeInTheDocument()

    type(TEACHER_FIELD, ' anna@new.example ')
    fireEvent.click(screen.getByRole('button', { name: 'Save Teacher' }))
    expect(await screen.findByText('Teacher Updated')).toBeInTheDocument()
    await region('Teachers')

    // The teacher first (its version check decides whether anything is saved), then the address.
    expect(backend.listingWrites.map((write) => write.method)).toEqual(['PATCH'])
    expect(backend.listingWrites[0]?.body).not.toHaveProperty('inquiryEmail')
    expect(backend.writes).toHaveLength(1)
    const [write] = backend.writes
    expect(write?.method).toBe('PATCH')
    expect(write?.params.get('teacher_id')).toBe(`eq.${anna(null).id}`)
    expect(write?.body).toEqual({ email: 'anna@new.example' })
    expect(backend.addresses.get(anna(null).id)?.email).toBe('anna@new.example')
  })

  it('removes the address when the field is emptied', async () => {
    const backend = serveListings({ teachers: [anna(working('anna@old.example'))] })
    await openForm('/admin/teacher/edit/anna-lee', 'Edit Teacher')
    type(TEACHER_FIELD, '')
    fireEvent.click(screen.getByRole('button', { name: 'Save Teacher' }))
    expect(await screen.findByText('Teacher Updated')).toBeInTheDocument()
    await waitFor(() => expect(backend.writes).toHaveLength(1))
    expect(backend.writes[0]?.method).toBe('DELETE')
    expect(backend.writes[0]?.params.get('teacher_id')).toBe(`eq.${anna(null).id}`)
  })

  it('leaves an untouched address alone, with its delivery state', async () => {
    const backend = serveListings({ teachers: [anna(working('anna@old.example'))] })
    await openForm('/admin/teacher/edit/anna-lee', 'Edit Teacher')
    type(/^Bio/, 'Teaches slow flow.')
    fireEvent.click(screen.getByRole('button', { name: 'Save Teacher' }))
    expect(await screen.findByText('Teacher Updated')).toBeInTheDocument()
    await region('Teachers')
    expect(backend.listingWrites).toHaveLength(1)
    expect(backend.writes).toEqual([])
  })

  it('refuses an address that is not one, and saves nothing', async () => {
    const backend = serveListings({ teachers: [anna(null)] })
    await openForm('/admin/teacher/edit/anna-lee', 'Edit Teacher')
    expect(screen.getByLabelText(TEACHER_FIELD)).toHaveValue('')
    type(TEACHER_FIELD, 'anna at example')
    fireEvent.click(screen.getByRole('button', { name: 'Save Teacher' }))
    await waitFor(() =>
      expect(screen.getByLabelText(TEACHER_FIELD)).toHaveAccessibleDescription(
        /Please enter a valid email address\./,
      ),
    )
    expect(screen.getByLabelText(TEACHER_FIELD)).toHaveFocus()
    expect(backend.listingWrites).toEqual([])
    expect(backend.writes).toEqual([])
  })

  it('says when delivery failed for good, and that a corrected address resumes messages', async () => {
    serveListings({
      teachers: [
        anna({
          email: 'anna@gone.example',
          delivery_failed_at: '2026-11-20T08:05:00+00:00',
          delivery_error: '550 5.1.1 mailbox unavailable',
        }),
      ],
    })
    await openForm('/admin/teacher/edit/anna-lee', 'Edit Teacher')
    const notice = screen.getByRole('note', { name: 'Delivery failed' })
    expect(notice).toHaveTextContent('Messages to this teacher are stopped.')
    expect(notice).toHaveTextContent(
      'Delivery to anna@gone.example failed for good on 20 November 2026 at 08:05 UTC: 550 5.1.1 mailbox unavailable',
    )
    expect(notice).toHaveTextContent('Saving a corrected address resumes messages.')
  })

  it('keeps the saved teacher and says so when the address could not be saved', async () => {
    expectConsole('warn', /Saving the inquiry address of teacher .* failed/)
    const backend = serveListings({
      teachers: [anna(null)],
      failWrites: () => postgrestError(403, '42501', 'permission denied for table teacher_inquiry_addresses'),
    })
    await openForm('/admin/teacher/edit/anna-lee', 'Edit Teacher')
    type(TEACHER_FIELD, 'anna@example.com')
    fireEvent.click(screen.getByRole('button', { name: 'Save Teacher' }))
    expect(await screen.findByText('Inquiry address not saved')).toBeInTheDocument()
    // The teacher is saved: the form is left for the list.
    await region('Teachers')
    expect(
      screen.getByText(
        'The teacher is saved, but its inquiry address could not be saved (permission denied for table teacher_inquiry_addresses). Edit the teacher and save the address again.',
      ),
    ).toBeInTheDocument()
    expect(backend.writes).toHaveLength(1)
  })

  /**
   * Application 1 by Maya Cruz, and marking it Listed as the database does: the applicant's
   * email becomes the new teacher's address unless it has one. Records how many address writes
   * had been made when the application was marked.
   */
  function serveApplication(backend: ReturnType<typeof serveListings>) {
    const application = teacherApplicationRow({
      id: 1,
      firstname: 'Maya',
      lastname: 'Cruz',
      email: 'maya@example.com',
      location: 'Cebu City, Philippines',
      experience: 4,
    })
    const listed: { writesBefore: number }[] = []
    server.use(
      http.get(`${REST}/teacherapplications`, () => HttpResponse.json([application])),
      http.patch(`${REST}/teacherapplications`, async ({ request }) => {
        const { teacher_id: teacherId } = (await request.json()) as { teacher_id: string }
        listed.push({ writesBefore: backend.writes.length })
        if (!backend.addresses.has(teacherId)) backend.addresses.set(teacherId, working(application.email))
        return HttpResponse.json([{ id: 1 }])
      }),
    )
    return listed
  }

  it("starts a teacher from an application with the applicant's address, and saves the one chosen", async () => {
    const backend = serveListings({})
    const listed = serveApplication(backend)
    await openForm('/admin/teacher/new?application=1', 'Add Teacher')
    expect(screen.getByLabelText(TEACHER_FIELD)).toHaveValue('maya@example.com')
    type(TEACHER_FIELD, 'classes@maya.example')
    fireEvent.click(screen.getByRole('button', { name: 'Save Teacher' }))
    expect(await screen.findByText('Teacher Added')).toBeInTheDocument()
    // Written once the application is Listed, so the applicant's address does not stay.
    expect(listed).toEqual([{ writesBefore: 0 }])
    expect(backend.writes.map(({ method, body }) => ({ method, body }))).toEqual([
      { method: 'PATCH', body: { email: 'classes@maya.example' } },
    ])
    expect(backend.addresses.get(NEW_LISTING_ID)?.email).toBe('classes@maya.example')
  })

  it("removes the applicant's address when the admin empties it", async () => {
    const backend = serveListings({})
    const listed = serveApplication(backend)
    await openForm('/admin/teacher/new?application=1', 'Add Teacher')
    type(TEACHER_FIELD, '')
    fireEvent.click(screen.getByRole('button', { name: 'Save Teacher' }))
    expect(await screen.findByText('Teacher Added')).toBeInTheDocument()
    expect(listed).toEqual([{ writesBefore: 0 }])
    expect(backend.writes.map(({ method }) => method)).toEqual(['DELETE'])
    expect(backend.addresses.has(NEW_LISTING_ID)).toBe(false)
  })

  it('inserts the address of a new teacher that has none', async () => {
    const backend = serveListings({})
    await openForm('/admin/teacher/new', 'Add Teacher')
    type(/^First Name/, 'Ben')
    type(/^Last Name/, 'Ong')
    fireEvent.change(screen.getByLabelText(/^Country/), { target: { value: 'Philippines' } })
    type(/^City/, 'Cebu City')
    type(TEACHER_FIELD, 'ben@example.com')
    fireEvent.click(screen.getByRole('button', { name: 'Save Teacher' }))
    expect(await screen.findByText('Teacher Added')).toBeInTheDocument()
    // No row yet: the update finds none, so it is inserted.
    expect(backend.writes.map(({ method, body }) => ({ method, body }))).toEqual([
      { method: 'PATCH', body: { email: 'ben@example.com' } },
      { method: 'POST', body: { teacher_id: NEW_LISTING_ID, email: 'ben@example.com' } },
    ])
  })
})

describe("a studio's inquiry address in the studio form", () => {
  it('says when the studio email refused delivery, and saves another address for messages', async () => {
    const backend = serveListings({
      studios: [
        lotus({
          email: null,
          delivery_failed_at: '2026-11-21T17:30:00+00:00',
          delivery_error: '550 no such user',
        }),
      ],
    })
    await openForm('/admin/studio/edit/lotus-flow', 'Edit Studio')
    const field = screen.getByLabelText(STUDIO_FIELD)
    expect(field).toHaveValue('')
    const notice = screen.getByRole('note', { name: 'Delivery failed' })
    expect(notice).toHaveTextContent(
      'Delivery to the studio email failed for good on 21 November 2026 at 17:30 UTC: 550 no such user',
    )
    expect(notice).toHaveTextContent('Correct the studio email, or enter an inquiry address, and save')

    type(STUDIO_FIELD, 'classes@lotus.example')
    fireEvent.click(screen.getByRole('button', { name: 'Save Studio' }))
    expect(await screen.findByText('Studio Updated!')).toBeInTheDocument()
    // The row that records the failure takes the address (and the database clears the failure).
    await waitFor(() => expect(backend.writes).toHaveLength(1))
    expect(backend.writes[0]?.method).toBe('PATCH')
    expect(backend.writes[0]?.params.get('studio_id')).toBe(`eq.${lotus(null).id}`)
    expect(backend.writes[0]?.body).toEqual({ email: 'classes@lotus.example' })
  })

  it('goes back to the studio email when the address is emptied', async () => {
    const backend = serveListings({ studios: [lotus(working('classes@lotus.example'))] })
    await openForm('/admin/studio/edit/lotus-flow', 'Edit Studio')
    expect(screen.getByLabelText(STUDIO_FIELD)).toHaveValue('classes@lotus.example')
    type(STUDIO_FIELD, '')
    fireEvent.click(screen.getByRole('button', { name: 'Save Studio' }))
    expect(await screen.findByText('Studio Updated!')).toBeInTheDocument()
    await waitFor(() => expect(backend.writes).toHaveLength(1))
    expect(backend.writes[0]?.method).toBe('DELETE')
    expect(backend.writes[0]?.params.get('studio_id')).toBe(`eq.${lotus(null).id}`)
  })
})

/** Answers listing_message_counts with `rows` and records what each call asked for. */
function serveMessageCounts(rows: Record<string, unknown>[]) {
  const calls: { body: unknown }[] = []
  server.use(
    http.post(`${REST}/rpc/listing_message_counts`, async ({ request }) => {
      calls.push({ body: await request.json() })
      return HttpResponse.json(rows)
    }),
  )
  return calls
}

describe('messages in the admin lists', () => {
  it("shows each teacher's messages of the last 30 days and flags a failed delivery", async () => {
    const ana = anna(null)
    const ben = {
      ...anna(null),
      id: '6f1d2a34-0000-4000-8000-000000000002',
      name: 'Ben Ong',
      slug: 'ben-ong',
    }
    serveListings({ teachers: [ana, ben] })
    const calls = serveMessageCounts([
      {
        listing_id: ben.id,
        messages_30d: 3,
        delivery_failed_at: '2026-11-20T08:05:00+00:00',
        delivery_error: '550',
      },
      // A teacher on another page.
      {
        listing_id: 'ffffffff-0000-4000-8000-000000000009',
        messages_30d: 8,
        delivery_failed_at: null,
        delivery_error: null,
      },
    ])
    await renderDashboard('/admin/teachers')
    const table = within(await region('Teachers')).getByRole('table')
    expect(within(table).getByRole('columnheader', { name: 'Messages (30 days)' })).toBeInTheDocument()
    const messages = (name: string) => {
      const row = within(table).getByRole('rowheader', { name }).closest('tr')!
      const column = within(table)
        .getAllByRole('columnheader')
        .findIndex((cell) => cell.textContent === 'Messages (30 days)')
      return row.children[column]?.textContent
    }
    await waitFor(() =>
      expect(messages('Ben Ong')).toBe('3Delivery failed since 20 November 2026 at 08:05 UTC'),
    )
    expect(messages('Anna Lee')).toBe('0')
    expect(calls[0]?.body).toEqual({ listing_kind: 'teacher' })
  })

  it('shows the studios with their messages', async () => {
    const studio = lotus(null)
    serveListings({ studios: [studio] })
    const calls = serveMessageCounts([
      { listing_id: studio.id, messages_30d: 12, delivery_failed_at: null, delivery_error: null },
    ])
    await renderDashboard('/admin/studios')
    const table = within(await region('Studios')).getByRole('table')
    const row = within(table).getByRole('rowheader', { name: 'Lotus Flow' }).closest('tr')!
    expect(within(row).getByText('12')).toBeInTheDocument()
    expect(within(row).queryByText('Delivery failed')).not.toBeInTheDocument()
    expect(calls[0]?.body).toEqual({ listing_kind: 'studio' })
  })

  it('still lists the teachers when their messages cannot be counted', async () => {
    expectConsole('warn', /Counting the messages of the teachers failed/)
    serveListings({ teachers: [anna(null)] })
    server.use(
      http.post(`${REST}/rpc/listing_message_counts`, () =>
        postgrestError(500, 'XX000', 'The database is restarting'),
      ),
    )
    await renderDashboard('/admin/teachers')
    const table = within(await region('Teachers')).getByRole('table')
    const row = within(table).getByRole('rowheader', { name: 'Anna Lee' }).closest('tr')!
    expect(within(row).getByText('Not counted')).toBeInTheDocument()
  })
})

describe('messages on the overview', () => {
  it('totals the messages delivered, waiting and the failed addresses', async () => {
    serveListings({})
    server.use(
      http.post(`${REST}/rpc/message_totals`, () =>
        HttpResponse.json([{ delivered_30d: 1204, awaiting_confirmation: 1, failed_addresses: 2 }]),
      ),
    )
    await renderDashboard('/admin')
    const tile = within(await region('Overview'))
      .getByRole('heading', { name: 'Messages to listings' })
      .closest('li')!
    expect(within(tile).getByText('1,204 messages delivered in the last 30 days')).toBeInTheDocument()
    expect(within(tile).getByText('1 message waiting for the sender to confirm')).toBeInTheDocument()
    expect(
      within(tile).getByText(
        '2 inquiry addresses failed for good (their listings take no messages until fixed)',
      ),
    ).toBeInTheDocument()
  })

  it('says so when the messages cannot be counted, and shows the rest', async () => {
    expectConsole('warn', /Counting the messages failed/)
    serveListings({})
    server.use(
      http.post(`${REST}/rpc/message_totals`, () =>
        postgrestError(500, 'XX000', 'The database is restarting'),
      ),
    )
    await renderDashboard('/admin')
    const overview = await region('Overview')
    expect(within(overview).getByText('The messages could not be counted.')).toBeInTheDocument()
    expect(within(overview).getByRole('link', { name: 'Teachers' })).toBeInTheDocument()
  })
})

describe('messages are counted for admins only', () => {
  it('never asks for the counts or totals for a signed-in non-admin', async () => {
    storeSession({ admin: false })
    const asked: string[] = []
    server.use(
      http.post(`${REST}/rpc/message_totals`, () => {
        asked.push('message_totals')
        return postgrestError(403, '42501', 'Only administrators see message totals.')
      }),
      http.post(`${REST}/rpc/listing_message_counts`, () => {
        asked.push('listing_message_counts')
        return postgrestError(403, '42501', 'Only administrators see message counts.')
      }),
      http.get(`${REST}/*`, () => HttpResponse.json([])),
    )
    for (const path of ['/admin', '/admin/teachers', '/admin/studios']) {
      const { unmount } = renderRoute(path)
      expect(await screen.findByRole('heading', { name: 'Not authorised' }, LATER)).toBeInTheDocument()
      unmount()
    }
    expect(asked).toEqual([])
  })
})

describe("owners' changes on the overview", () => {
  it('lists the recent changes with the listing and Revert, and reverts one by its id', async () => {
    serveListings({})
    const reverted: unknown[] = []
    server.use(
      http.post(`${REST}/rpc/recent_owner_changes`, () =>
        HttpResponse.json([
          {
            id: 12,
            listing_kind: 'studio',
            listing_id: 'b0000000-0000-4000-8000-000000000002',
            slug: 'lotus-flow',
            name: 'Lotus Flow',
            changed_at: new Date(Date.now() - 3 * 3600 * 1000).toISOString(),
            fields: ['description', 'operatinghours'],
            reverted_at: reverted.length > 0 ? new Date().toISOString() : null,
          },
        ]),
      ),
      http.post(`${REST}/rpc/revert_listing_change`, async ({ request }) => {
        reverted.push(await request.json())
        return HttpResponse.json(new Date().toISOString())
      }),
    )
    await renderDashboard('/admin')
    const table = within(await region('Overview')).getByRole('table', { name: 'Recent changes by owners' })
    const row = within(table).getByRole('rowheader', { name: 'Lotus Flow' }).closest('tr')!
    expect(within(row).getByRole('link', { name: 'Lotus Flow' })).toHaveAttribute(
      'href',
      '/admin/studio/edit/lotus-flow',
    )
    expect(row).toHaveTextContent('Changed by the owner 3 hours ago: description, hours')
    fireEvent.click(within(row).getByRole('button', { name: /^Revert the change to Lotus Flow/ }))
    expect(await within(row).findByText('Reverted')).toBeInTheDocument()
    expect(reverted).toEqual([{ change_id: 12 }])
  })
})
