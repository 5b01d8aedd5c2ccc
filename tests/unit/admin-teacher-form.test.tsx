import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Tables } from '../../src/types/database.types.ts'
import { teacherApplicationRow, teacherRow } from '../builders.ts'
import { clearSession, NEW_LISTING_ID, REST, storeSession } from './admin-test-utils.ts'
import { expectConsole } from './console-guard.ts'
import { deferred, listResponse, postgrestError } from './directory-test-utils.tsx'
import { server } from './msw-server.ts'
import { renderRoute } from './render-route.tsx'
import { sendTwiceWhilePending } from './send-twice.ts'

// jsdom has no canvas: the compressor hands back a small JPEG (a test may hold it back).
const compression = vi.hoisted(() => ({ gate: null as Promise<void> | null }))
vi.mock('browser-image-compression', () => ({
  default: async (file: File) => {
    if (compression.gate) await compression.gate
    return new File(['jpeg'], file.name, { type: 'image/jpeg' })
  },
}))

// The first test also loads the lazy admin chunks; on two shared cores that can take seconds.
vi.setConfig({ testTimeout: 20_000 })

const TEACHERS = `${REST}/teachers`

const stored: Tables<'teachers'> = teacherRow({
  id: '6f1d2a34-0000-4000-8000-000000000001',
  slug: 'anna-lee-2',
  firstname: 'Anna',
  lastname: 'Lee',
  country: 'Philippines',
  location: 'Cebu City',
  bio: 'Teaches slow flow.',
  certifications: 'RYT 200',
  experience: 7,
  image: 'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/anna.jpg',
  gallery: [
    'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/1.jpg',
    'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/2.jpg',
  ],
  specialties: ['Vinyasa'],
  teachingoptions: { online1on1: true, inPerson1on1: false, groupOnline: false, groupInPerson: false },
  social: { website: 'https://anna.example' },
  contactformurl: null,
  seo_title: 'Custom SEO title',
  seo_description: null,
  created_at: '2025-10-27T10:00:00+00:00',
  updated_at: '2025-10-28T11:30:00.123456+00:00',
})

interface Backend {
  /** Slugs the free-slug check finds. */
  taken: string[]
  /** The row found by slug or id (null: none). */
  row: Tables<'teachers'> | null
  inserts: unknown[]
  patches: { params: URLSearchParams; body: Record<string, unknown> }[]
  slugChecks: URLSearchParams[]
  insertAnswer: () => Response | Promise<Response>
  patchAnswer: (body: Record<string, unknown>) => Response
  loadAnswer: (() => Response) | null
}

/**
 * A backend for the teacher form, plus permissive answers for whatever the dashboard asks
 * for after a save (its lists, counts and submissions).
 */
function serveBackend(overrides: Partial<Backend> = {}): Backend {
  const backend: Backend = {
    taken: [],
    row: stored,
    inserts: [],
    patches: [],
    slugChecks: [],
    insertAnswer: () => HttpResponse.json([{ id: NEW_LISTING_ID }], { status: 201 }),
    patchAnswer: () => HttpResponse.json([]),
    loadAnswer: null,
    ...overrides,
  }
  // Handlers of one server.use call are tried in order: the specific ones first.
  server.use(
    http.get(TEACHERS, ({ request }) => {
      const params = new URL(request.url).searchParams
      if (params.get('select') === 'slug') {
        backend.slugChecks.push(params)
        return HttpResponse.json(backend.taken.map((slug) => ({ slug })))
      }
      if (params.has('slug') || params.has('id')) {
        if (backend.loadAnswer) return backend.loadAnswer()
        const row = backend.row
        const matches =
          row && (params.get('slug') === `eq.${row.slug}` || params.get('id') === `eq.${row.id}`)
        return HttpResponse.json(matches ? [row] : [])
      }
      return listResponse([])
    }),
    http.post(TEACHERS, async ({ request }) => {
      backend.inserts.push(await request.json())
      return backend.insertAnswer()
    }),
    http.patch(TEACHERS, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>
      backend.patches.push({ params: new URL(request.url).searchParams, body })
      return backend.patchAnswer(body)
    }),
    http.get(`${REST}/*`, () => listResponse([])),
    http.head(`${REST}/*`, () => listResponse([])),
  )
  return backend
}

const saveButton = () => screen.getByRole('button', { name: 'Save Teacher' })

async function open(path: string, heading: 'Add Teacher' | 'Edit Teacher') {
  renderRoute(path)
  expect(
    await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 }),
  ).toBeInTheDocument()
  return screen.findByRole('button', { name: 'Save Teacher' })
}

function type(label: string | RegExp, value: string) {
  const field = screen.getByLabelText(label)
  fireEvent.change(field, { target: { value } })
  fireEvent.blur(field)
}

function fillNewTeacher() {
  type(/^First Name/, 'Anna')
  type(/^Last Name/, 'Lee')
  fireEvent.change(screen.getByLabelText(/^Country/), { target: { value: 'Philippines' } })
  type(/^City/, 'Cebu City')
  type(/^Years of Experience/, '5')
  type(/^Certifications/, 'RYT 200\nYin 50')
  fireEvent.click(
    within(screen.getByRole('group', { name: 'Specialties' })).getByRole('button', { name: 'Hatha' }),
  )
  fireEvent.click(screen.getByLabelText('Group Online'))
  type(/^Website/, 'https://anna.example')
  const languages = screen.getByRole('group', { name: 'Teaches In' })
  fireEvent.click(within(languages).getByRole('button', { name: 'Tagalog' }))
  // A language off the common list, by its ISO code: Cebuano.
  addLanguage('CEB')
}

/** Types `text` into the languages picker's own input and presses Enter. */
function addLanguage(text: string) {
  const input = screen.getByLabelText('Add another language (ISO 639 code)')
  fireEvent.change(input, { target: { value: text } })
  fireEvent.keyDown(input, { key: 'Enter' })
}

async function expectDashboard() {
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' }, { timeout: 5000 }),
  ).toBeInTheDocument()
}

beforeEach(() => {
  storeSession({ admin: true })
  compression.gate = null
})
afterEach(() => {
  clearSession()
  // Drafts of the form live in session storage; each test starts without one.
  window.sessionStorage.clear()
})

describe('/admin/teacher/new', () => {
  it('shows the required messages and sends nothing', async () => {
    const backend = serveBackend()
    await open('/admin/teacher/new', 'Add Teacher')
    fireEvent.click(saveButton())
    for (const message of [
      'First name is required',
      'Last name is required',
      'Country is required',
      'City is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument()
    }
    expect(screen.getByLabelText(/^First Name/)).toHaveFocus()
    type(/^Years of Experience/, '-2')
    expect(await screen.findByText('Experience must be 0 or more.')).toBeInTheDocument()
    expect(backend.inserts).toEqual([])
  })

  it('adds a teacher with slug and name, then returns to the dashboard', async () => {
    const backend = serveBackend()
    await open('/admin/teacher/new', 'Add Teacher')
    fillNewTeacher()
    expect(screen.getByText('Profile address: /teacher/anna-lee')).toBeInTheDocument()
    fireEvent.click(saveButton())

    expect(await screen.findByText('Teacher Added')).toBeInTheDocument()
    await expectDashboard()
    expect(backend.slugChecks[0]?.get('slug')).toBe('like.anna-lee%')
    expect(backend.inserts).toEqual([
      {
        firstname: 'Anna',
        lastname: 'Lee',
        name: 'Anna Lee',
        slug: 'anna-lee',
        country: 'Philippines',
        location: 'Cebu City',
        bio: '',
        certifications: 'RYT 200\nYin 50',
        experience: 5,
        specialties: ['Hatha'],
        teachingoptions: { online1on1: false, inPerson1on1: false, groupOnline: true, groupInPerson: false },
        social: { website: 'https://anna.example' },
        contactformurl: null,
        image: null,
        gallery: [],
        languages: ['tl', 'ceb'],
        verified_credential: null,
        verified_issuer: null,
        verification_evidence_url: null,
        verified_on: null,
        verification_expires_on: null,
      },
    ])
  })

  it('picks languages by name, takes any ISO code typed in, and refuses what is not one', async () => {
    const backend = serveBackend()
    await open('/admin/teacher/new', 'Add Teacher')
    fillNewTeacher()
    const input = screen.getByLabelText('Add another language (ISO 639 code)')
    addLanguage('Klingon!')
    expect(input).toHaveAccessibleDescription(
      '"Klingon!" is not a language code. Type a two- or three-letter ISO 639 code, e.g. tl for Tagalog.',
    )
    // What was typed stays, to be corrected.
    expect(input).toHaveValue('Klingon!')
    addLanguage('english')
    expect(input).toHaveValue('')
    addLanguage('tl')
    expect(input).toHaveAccessibleDescription('Tagalog is already selected.')
    const chosen = screen.getByRole('list', { name: 'Selected teaches in' })
    fireEvent.click(within(chosen).getByRole('button', { name: 'Remove Tagalog' }))
    fireEvent.click(saveButton())
    expect(await screen.findByText('Teacher Added')).toBeInTheDocument()
    // In the order chosen.
    expect(backend.inserts).toEqual([expect.objectContaining({ languages: ['ceb', 'en'] })])
  })

  it('records a verification, with the messages of a partial or impossible one', async () => {
    const backend = serveBackend()
    await open('/admin/teacher/new', 'Add Teacher')
    fillNewTeacher()
    type(/^Evidence URL/, 'ftp://files.example/cert.pdf')
    type(/^Expires On/, '2020-01-01')
    fireEvent.click(saveButton())
    expect(await screen.findByText('Credential is required to record a verification.')).toBeInTheDocument()
    expect(screen.getByLabelText(/^Issuer/)).toHaveAccessibleDescription(
      /Issuer is required to record a verification\./,
    )
    expect(screen.getByLabelText(/^Checked On/)).toHaveAccessibleDescription(
      'Checked on is required to record a verification.',
    )
    expect(screen.getByLabelText(/^Evidence URL/)).toHaveAccessibleDescription(
      /Please enter a full web address starting with http:\/\/ or https:\/\/\./,
    )
    expect(screen.getByLabelText(/^Credential/)).toHaveFocus()
    expect(backend.inserts).toEqual([])

    type(/^Credential/, 'RYT-500')
    type(/^Issuer/, 'Yoga Alliance')
    type(/^Evidence URL/, 'https://yogaalliance.example/anna')
    type(/^Checked On/, '2099-01-01')
    expect(await screen.findByText('Checked on cannot be in the future.')).toBeInTheDocument()
    type(/^Checked On/, '2025-09-01')
    expect(await screen.findByText('Expires on must be after the checked-on date.')).toBeInTheDocument()
    type(/^Expires On/, '2027-09-01')
    fireEvent.click(saveButton())
    expect(await screen.findByText('Teacher Added')).toBeInTheDocument()
    expect(backend.inserts).toEqual([
      expect.objectContaining({
        verified_credential: 'RYT-500',
        verified_issuer: 'Yoga Alliance',
        verification_evidence_url: 'https://yogaalliance.example/anna',
        verified_on: '2025-09-01',
        verification_expires_on: '2027-09-01',
      }),
    ])
  })

  it('gives a second Anna Lee the address anna-lee-2', async () => {
    const backend = serveBackend({ taken: ['anna-lee', 'anna-leeson'] })
    await open('/admin/teacher/new', 'Add Teacher')
    fillNewTeacher()
    fireEvent.click(saveButton())
    expect(await screen.findByText('Teacher Added')).toBeInTheDocument()
    expect(backend.inserts).toEqual([expect.objectContaining({ slug: 'anna-lee-2', name: 'Anna Lee' })])
  })

  it('never overwrites when the address was taken meanwhile, and offers the free one on the name', async () => {
    let clashes = 1
    const backend = serveBackend({
      insertAnswer: () => {
        if (clashes-- <= 0) return HttpResponse.json([{ id: NEW_LISTING_ID }], { status: 201 })
        // Someone saved another Anna Lee between the check and the save.
        backend.taken = ['anna-lee']
        return postgrestError(
          409,
          '23505',
          'duplicate key value violates unique constraint "teachers_slug_key"',
        )
      },
    })
    await open('/admin/teacher/new', 'Add Teacher')
    fillNewTeacher()
    fireEvent.click(saveButton())
    const firstName = screen.getByLabelText(/^First Name/)
    await waitFor(() =>
      expect(firstName).toHaveAccessibleDescription(
        'Another teacher already uses the address /teacher/anna-lee. Save again to use /teacher/anna-lee-2, or change the name.',
      ),
    )
    expect(firstName).toHaveAttribute('aria-invalid', 'true')
    expect(firstName).toHaveFocus()
    expect(backend.inserts).toHaveLength(1)
    expect(screen.queryByRole('heading', { name: 'Admin Dashboard' })).not.toBeInTheDocument()
    expect(firstName).toHaveValue('Anna')

    fireEvent.click(saveButton())
    expect(await screen.findByText('Teacher Added')).toBeInTheDocument()
    expect(backend.inserts[1]).toMatchObject({ slug: 'anna-lee-2', name: 'Anna Lee' })
  })

  it('saves once when sent twice while the first save is pending', async () => {
    const hold = deferred()
    const backend = serveBackend({
      insertAnswer: async () => {
        await hold.promise
        return HttpResponse.json([{ id: NEW_LISTING_ID }], { status: 201 })
      },
    })
    await open('/admin/teacher/new', 'Add Teacher')
    fillNewTeacher()
    await sendTwiceWhilePending(
      screen.getByRole('form', { name: 'Add Teacher' }),
      backend.inserts,
      hold.release,
    )
    expect(await screen.findByText('Teacher Added')).toBeInTheDocument()
    expect(backend.inserts).toHaveLength(1)
  })

  it('keeps every value and says so when the save fails', async () => {
    expectConsole('warn', /^Adding a teacher failed: .*violates check constraint/)
    serveBackend({
      insertAnswer: () =>
        postgrestError(400, '23514', 'new row for relation "teachers" violates check constraint'),
    })
    await open('/admin/teacher/new', 'Add Teacher')
    fillNewTeacher()
    fireEvent.click(saveButton())
    expect(await screen.findByText('Submission Failed')).toBeInTheDocument()
    expect(screen.getByText('There was a problem saving the teacher data.')).toBeInTheDocument()
    expect(screen.getByLabelText(/^First Name/)).toHaveValue('Anna')
    expect(screen.getByLabelText(/^City/)).toHaveValue('Cebu City')
    expect(screen.getByLabelText('Group Online')).toBeChecked()
    await waitFor(() => expect(saveButton()).toBeEnabled())
  })

  it('cannot be saved while the profile image is uploading', async () => {
    const gate = deferred()
    compression.gate = gate.promise
    const uploads: string[] = []
    serveBackend()
    server.use(
      http.post('http://127.0.0.1:54321/storage/v1/object/studio-assets/*', ({ request }) => {
        const path = new URL(request.url).pathname.replace('/storage/v1/object/studio-assets/', '')
        uploads.push(path)
        return HttpResponse.json({ Key: `studio-assets/${path}`, Id: 'b0000000-0000-4000-8000-000000000001' })
      }),
    )
    await open('/admin/teacher/new', 'Add Teacher')
    const profile = screen.getByRole('group', { name: 'Profile Image' })
    fireEvent.change(within(profile).getByLabelText('Choose image'), {
      target: { files: [new File(['png'], 'me.png', { type: 'image/png' })] },
    })
    expect(
      await within(profile).findByRole('progressbar', { name: 'Uploading Profile Image' }),
    ).toBeInTheDocument()
    expect(saveButton()).toBeDisabled()
    expect(
      within(screen.getByRole('group', { name: 'Gallery' })).getByLabelText('Add gallery images'),
    ).toBeDisabled()

    gate.release()
    expect(await screen.findByText('Image Uploaded!')).toBeInTheDocument()
    expect(saveButton()).toBeEnabled()
    expect(uploads[0]).toMatch(/^teachers\/\d+-profile-me\.jpg$/)
    expect(within(profile).getByRole('img', { name: 'Current profile image' })).toHaveAttribute(
      'src',
      `http://127.0.0.1:54321/storage/v1/object/public/studio-assets/${uploads[0]}`,
    )
  })
})

describe('/admin/teacher/new?application=1', () => {
  const application: Tables<'teacherapplications'> = teacherApplicationRow({
    id: 1,
    created_at: '2025-11-02T09:15:00+00:00',
    firstname: 'Maya',
    lastname: 'Cruz',
    email: 'maya@example.com',
    phone: '+63 900 000 0000',
    location: 'Cebu City, Philippines',
    specialties: 'vinyasa; Aerial',
    certifications: 'RYT 500',
    bio: 'Loves mornings.',
    experience: 4,
    teachingoptions: { online1on1: false, inPerson1on1: true, groupOnline: false, groupInPerson: false },
    website: null,
    instagram: '@maya.flows',
    languages: ['es', 'tl'],
    terms: true,
  })

  it('starts the form from the application', async () => {
    serveBackend()
    server.use(
      http.get(`${REST}/teacherapplications`, ({ request }) =>
        HttpResponse.json(new URL(request.url).searchParams.get('id') === 'eq.1' ? [application] : []),
      ),
    )
    await open('/admin/teacher/new?application=1', 'Add Teacher')
    const sent = new Date(application.created_at).toLocaleDateString()
    expect(
      screen.getByText(
        `Prefilled from the application of Maya Cruz sent on ${sent}. Review every field before saving.`,
      ),
    ).toBeInTheDocument()
    expect(screen.getByLabelText(/^First Name/)).toHaveValue('Maya')
    expect(screen.getByLabelText(/^Country/)).toHaveValue('Philippines')
    expect(screen.getByLabelText(/^City/)).toHaveValue('Cebu City')
    const form = screen.getByRole('form', { name: 'Add Teacher' })
    expect(within(form).getByLabelText(/^Instagram/)).toHaveValue('https://instagram.com/maya.flows')
    expect(screen.getByLabelText('In-Person 1-on-1')).toBeChecked()
    const specialties = within(screen.getByRole('group', { name: 'Specialties' }))
    expect(specialties.getByRole('button', { name: 'Vinyasa' })).toHaveAttribute('aria-pressed', 'true')
    expect(specialties.getByRole('button', { name: 'Remove Aerial' })).toBeInTheDocument()
    const chosen = screen.getByRole('list', { name: 'Selected teaches in' })
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['Spanish', 'Tagalog'])
  })

  it('says so and starts empty when the application is gone', async () => {
    serveBackend()
    server.use(http.get(`${REST}/teacherapplications`, () => HttpResponse.json([])))
    await open('/admin/teacher/new?application=1', 'Add Teacher')
    expect(
      screen.getByText(
        'Teacher application 1 was not found (it may have been deleted), so the form starts empty.',
      ),
    ).toBeInTheDocument()
    expect(screen.getByLabelText(/^First Name/)).toHaveValue('')
  })
})

describe('/admin/teacher/edit/:slug', () => {
  it('loads the teacher by slug and updates only the loaded version', async () => {
    const backend = serveBackend({
      patchAnswer: () =>
        HttpResponse.json([{ id: stored.id, slug: stored.slug, updated_at: '2025-11-01T00:00:00+00:00' }]),
    })
    await open('/admin/teacher/edit/anna-lee-2', 'Edit Teacher')
    expect(screen.getByLabelText(/^First Name/)).toHaveValue('Anna')
    expect(screen.getByLabelText(/^Website/)).toHaveValue('https://anna.example')
    expect(screen.getByText('Profile address: /teacher/anna-lee-2')).toBeInTheDocument()
    expect(screen.getByRole('list', { name: 'Gallery images' }).children).toHaveLength(2)
    type(/^Bio/, 'Teaches slow flow and yin.')
    fireEvent.click(saveButton())

    expect(await screen.findByText('Teacher Updated')).toBeInTheDocument()
    await expectDashboard()
    expect(backend.patches).toHaveLength(1)
    const [patch] = backend.patches
    expect(patch?.params.get('id')).toBe(`eq.${stored.id}`)
    expect(patch?.params.get('updated_at')).toBe(`eq.${stored.updated_at}`)
    expect(patch?.params.get('select')).toBe('id,slug,updated_at')
    expect(patch?.body).toMatchObject({
      bio: 'Teaches slow flow and yin.',
      slug: 'anna-lee-2',
      name: 'Anna Lee',
    })
    for (const column of ['id', 'created_at', 'updated_at', 'seo_title', 'seo_description']) {
      expect(patch?.body).not.toHaveProperty(column)
    }
    // The name did not change, so the listing kept its address without asking for a free one.
    expect(backend.slugChecks).toEqual([])
  })

  it('clears a verification in one go and writes it as nulls', async () => {
    const backend = serveBackend({
      row: {
        ...stored,
        verified_credential: 'RYT-500',
        verified_issuer: 'Yoga Alliance',
        verification_evidence_url: null,
        verified_on: '2025-09-01',
        verification_expires_on: null,
      },
      patchAnswer: () =>
        HttpResponse.json([{ id: stored.id, slug: stored.slug, updated_at: '2025-11-01T00:00:00+00:00' }]),
    })
    await open('/admin/teacher/edit/anna-lee-2', 'Edit Teacher')
    expect(screen.getByLabelText(/^Credential/)).toHaveValue('RYT-500')
    expect(screen.getByLabelText(/^Checked On/)).toHaveValue('2025-09-01')
    fireEvent.click(screen.getByRole('button', { name: 'Clear verification' }))
    expect(screen.getByLabelText(/^Credential/)).toHaveValue('')
    expect(screen.getByLabelText(/^Issuer/)).toHaveValue('')
    expect(screen.getByLabelText(/^Credential/)).toHaveFocus()
    expect(screen.queryByRole('button', { name: 'Clear verification' })).not.toBeInTheDocument()
    fireEvent.click(saveButton())
    expect(await screen.findByText('Teacher Updated')).toBeInTheDocument()
    expect(backend.patches[0]?.body).toMatchObject({
      verified_credential: null,
      verified_issuer: null,
      verification_evidence_url: null,
      verified_on: null,
      verification_expires_on: null,
    })
  })

  it("records 'Details confirmed today' on the loaded version, keeps what was typed, and saves on top", async () => {
    const backend = serveBackend({
      row: { ...stored, confirmed_at: null },
      patchAnswer: (body) =>
        'confirmed_at' in body
          ? HttpResponse.json([
              { confirmed_at: '2026-11-25T01:00:00+00:00', updated_at: '2026-11-25T01:00:00.5+00:00' },
            ])
          : HttpResponse.json([
              { id: stored.id, slug: stored.slug, updated_at: '2026-11-26T00:00:00+00:00' },
            ]),
    })
    await open('/admin/teacher/edit/anna-lee-2', 'Edit Teacher')
    const section = screen.getByRole('region', { name: 'Details Confirmed' })
    expect(within(section).getByRole('status')).toHaveTextContent(
      'The details were never confirmed.Not confirmed in 12 months',
    )
    type(/^Bio/, 'Typed before confirming.')
    fireEvent.click(within(section).getByRole('button', { name: 'Details confirmed today' }))
    await waitFor(() =>
      expect(within(section).getByRole('status')).toHaveTextContent('Last confirmed on 25 November 2026.'),
    )
    expect(backend.patches[0]?.body).toEqual({ confirmed_at: 'now' })
    expect(backend.patches[0]?.params.get('id')).toBe(`eq.${stored.id}`)
    expect(backend.patches[0]?.params.get('updated_at')).toBe(`eq.${stored.updated_at}`)
    expect(screen.getByLabelText(/^Bio/)).toHaveValue('Typed before confirming.')

    fireEvent.click(saveButton())
    expect(await screen.findByText('Teacher Updated')).toBeInTheDocument()
    // The save applies to the version the confirmation made, not the one first loaded.
    expect(backend.patches[1]?.params.get('updated_at')).toBe('eq.2026-11-25T01:00:00.5+00:00')
    expect(backend.patches[1]?.body).not.toHaveProperty('confirmed_at')
  })

  it('says so, and keeps the form, when confirming fails', async () => {
    expectConsole('warn', /^Confirming teacher .* failed: .*boom/)
    serveBackend({ patchAnswer: () => postgrestError(500, 'XX000', 'boom') })
    await open('/admin/teacher/edit/anna-lee-2', 'Edit Teacher')
    type(/^Bio/, 'Mine.')
    const section = screen.getByRole('region', { name: 'Details Confirmed' })
    fireEvent.click(within(section).getByRole('button', { name: 'Details confirmed today' }))
    expect(await screen.findByText('Confirmation Failed')).toBeInTheDocument()
    expect(within(section).getByRole('status')).toHaveTextContent('The details were never confirmed.')
    expect(screen.getByLabelText(/^Bio/)).toHaveValue('Mine.')
  })

  it('confirms nothing when someone else changed the teacher, and says the details were not confirmed', async () => {
    const backend = serveBackend()
    await open('/admin/teacher/edit/anna-lee-2', 'Edit Teacher')
    type(/^Bio/, 'Mine.')
    const section = screen.getByRole('region', { name: 'Details Confirmed' })
    fireEvent.click(within(section).getByRole('button', { name: 'Details confirmed today' }))

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(
      'This teacher was changed by someone else after you opened it, so its details were not marked as confirmed. Load the latest version and check it before confirming.',
    )
    expect(alert).toHaveFocus()
    expect(backend.patches[0]?.body).toEqual({ confirmed_at: 'now' })
    expect(within(section).getByRole('status')).toHaveTextContent('The details were never confirmed.')
    expect(screen.getByLabelText(/^Bio/)).toHaveValue('Mine.')
    expect(within(alert).getByRole('button', { name: 'Load the latest version' })).toBeInTheDocument()
  })

  it('saves nothing when someone else changed the teacher, and can load their version', async () => {
    const backend = serveBackend()
    await open('/admin/teacher/edit/anna-lee-2', 'Edit Teacher')
    type(/^Bio/, 'My edit.')
    fireEvent.click(saveButton())

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(
      'This teacher was changed by someone else after you opened it. Your changes have not been saved.',
    )
    expect(screen.getByLabelText(/^Bio/)).toHaveValue('My edit.')
    expect(screen.queryByRole('heading', { name: 'Admin Dashboard' })).not.toBeInTheDocument()

    backend.row = { ...stored, bio: 'Their edit.', updated_at: '2025-11-05T08:00:00.5+00:00' }
    backend.patchAnswer = () =>
      HttpResponse.json([{ id: stored.id, slug: stored.slug, updated_at: '2025-11-06T00:00:00+00:00' }])
    fireEvent.click(within(alert).getByRole('button', { name: 'Load the latest version' }))
    const dialog = await screen.findByRole('dialog', { name: 'Load the latest version?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Replace my changes' }))
    await waitFor(() => expect(screen.getByLabelText(/^Bio/)).toHaveValue('Their edit.'))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()

    fireEvent.click(saveButton())
    expect(await screen.findByText('Teacher Updated')).toBeInTheDocument()
    expect(backend.patches[1]?.params.get('updated_at')).toBe('eq.2025-11-05T08:00:00.5+00:00')
  })

  it('says so, and saves nothing, when the teacher was deleted after it was opened', async () => {
    const backend = serveBackend()
    await open('/admin/teacher/edit/anna-lee-2', 'Edit Teacher')
    type(/^Bio/, 'My edit.')
    backend.row = null
    fireEvent.click(saveButton())
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This teacher no longer exists: someone deleted it after you opened it. Nothing was saved.',
    )
    // The alert takes the focus in an effect after it is painted.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus())
    expect(backend.patches).toHaveLength(1)
    expect(screen.getByLabelText(/^Bio/)).toHaveValue('My edit.')
  })

  it('gives the edited teacher a new free address when the name changes', async () => {
    const backend = serveBackend({
      taken: ['anna-marie-lee'],
      patchAnswer: () =>
        HttpResponse.json([
          { id: stored.id, slug: 'anna-marie-lee-2', updated_at: '2025-11-01T00:00:00+00:00' },
        ]),
    })
    await open('/admin/teacher/edit/anna-lee-2', 'Edit Teacher')
    type(/^First Name/, 'Anna Marie')
    expect(screen.getByText('Profile address: /teacher/anna-marie-lee')).toBeInTheDocument()
    fireEvent.click(saveButton())
    expect(await screen.findByText('Teacher Updated')).toBeInTheDocument()
    expect(backend.slugChecks[0]?.get('id')).toBe(`neq.${stored.id}`)
    expect(backend.patches[0]?.body).toMatchObject({ slug: 'anna-marie-lee-2', name: 'Anna Marie Lee' })
  })

  it('says when the teacher does not exist', async () => {
    serveBackend({ row: null })
    renderRoute('/admin/teacher/edit/nobody')
    expect(await screen.findByText('Teacher not found!', {}, { timeout: 5000 })).toBeInTheDocument()
    const backLinks = screen.getAllByRole('link', { name: 'Back to the dashboard' })
    expect(backLinks[0]).toHaveAttribute('href', '/admin')
    expect(screen.queryByRole('button', { name: 'Save Teacher' })).not.toBeInTheDocument()
  })

  it('reports a failed load and can try again', async () => {
    expectConsole('warn', /^Loading teacher anna-lee-2 failed: .*boom/)
    expectConsole('warn', /^Loading an admin form failed: .*boom/)
    const backend = serveBackend({ loadAnswer: () => postgrestError(500, 'XX000', 'boom') })
    renderRoute('/admin/teacher/edit/anna-lee-2')
    expect(await screen.findByText('Failed to load teacher data.', {}, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.getByText('Error')).toBeInTheDocument()
    backend.loadAnswer = null
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('button', { name: 'Save Teacher' })).toBeInTheDocument()
    expect(screen.getByLabelText(/^First Name/)).toHaveValue('Anna')
  })
})

describe('drafts of the teacher form', () => {
  const RESTORED = 'Your unsaved changes were restored.'

  /** A reload: the page goes away and the same address is opened again. */
  async function reopen(path: string, heading: 'Add Teacher' | 'Edit Teacher') {
    cleanup()
    await open(path, heading)
  }

  it('restores what was typed after a reload, and Discard changes empties the form again', async () => {
    serveBackend()
    await open('/admin/teacher/new', 'Add Teacher')
    expect(screen.queryByText(RESTORED)).not.toBeInTheDocument()
    type(/^First Name/, 'Anna')
    type(/^Bio/, 'Typed before the reload.')

    await reopen('/admin/teacher/new', 'Add Teacher')
    expect(screen.getByLabelText(/^First Name/)).toHaveValue('Anna')
    expect(screen.getByLabelText(/^Bio/)).toHaveValue('Typed before the reload.')
    const note = screen.getByText(RESTORED).closest('[role="status"]')
    expect(note).not.toBeNull()
    fireEvent.click(within(note as HTMLElement).getByRole('button', { name: 'Discard changes' }))
    expect(screen.getByLabelText(/^First Name/)).toHaveValue('')
    expect(screen.getByLabelText(/^Bio/)).toHaveValue('')
    expect(screen.queryByText(RESTORED)).not.toBeInTheDocument()

    await reopen('/admin/teacher/new', 'Add Teacher')
    expect(screen.getByLabelText(/^First Name/)).toHaveValue('')
    expect(screen.queryByText(RESTORED)).not.toBeInTheDocument()
  })

  it('restores an edit onto the version it was typed on', async () => {
    serveBackend()
    await open('/admin/teacher/edit/anna-lee-2', 'Edit Teacher')
    type(/^Bio/, 'My edit.')

    await reopen('/admin/teacher/edit/anna-lee-2', 'Edit Teacher')
    expect(screen.getByLabelText(/^Bio/)).toHaveValue('My edit.')
    expect(screen.getByText(RESTORED)).toBeInTheDocument()
  })

  it('discards an edit draft, and says so, when the teacher was saved by someone else since', async () => {
    const backend = serveBackend()
    await open('/admin/teacher/edit/anna-lee-2', 'Edit Teacher')
    type(/^Bio/, 'My edit.')

    backend.row = { ...stored, bio: 'Their edit.', updated_at: '2025-11-05T08:00:00.5+00:00' }
    await reopen('/admin/teacher/edit/anna-lee-2', 'Edit Teacher')
    expect(screen.getByLabelText(/^Bio/)).toHaveValue('Their edit.')
    expect(screen.queryByText(RESTORED)).not.toBeInTheDocument()
    expect(screen.getByText(/were not restored/)).toHaveTextContent(
      'Your unsaved changes from earlier were not restored: this teacher was changed by someone else since',
    )
    expect(screen.getByText(/were not restored/)).toHaveAttribute('role', 'status')

    // Discarded for good: the next visit opens the saved teacher without a note.
    await reopen('/admin/teacher/edit/anna-lee-2', 'Edit Teacher')
    expect(screen.getByLabelText(/^Bio/)).toHaveValue('Their edit.')
    expect(screen.queryByText(/were not restored/)).not.toBeInTheDocument()
  })

  it('stores the draft of the empty add form under its own key', async () => {
    serveBackend()
    await open('/admin/teacher/new', 'Add Teacher')
    type(/^First Name/, 'Anna')
    expect(Object.keys(window.sessionStorage)).toEqual(['draft:admin:teacher:new'])
  })

  it('clears the draft once the teacher is saved', async () => {
    const backend = serveBackend()
    await open('/admin/teacher/new', 'Add Teacher')
    fillNewTeacher()
    fireEvent.click(saveButton())
    await expectDashboard()
    expect(backend.inserts).toHaveLength(1)

    await reopen('/admin/teacher/new', 'Add Teacher')
    expect(screen.getByLabelText(/^First Name/)).toHaveValue('')
    expect(screen.queryByText(RESTORED)).not.toBeInTheDocument()
  })
})

describe("the edit form's change log", () => {
  it("reverts an owner's change by its id, and shows the owner's requested name", async () => {
    const backend = serveBackend()
    const asked: unknown[] = []
    const reverted: unknown[] = []
    server.use(
      http.post(`${REST}/rpc/listing_changes`, async ({ request }) => {
        asked.push(await request.json())
        return HttpResponse.json([
          {
            id: 41,
            changed_at: new Date(Date.now() - 2 * 3600 * 1000).toISOString(),
            fields: ['bio', 'gallery'],
            before: {},
            after: {},
            reverted_at: reverted.length > 0 ? new Date().toISOString() : null,
            changed_by_owner: true,
          },
        ])
      }),
      http.post(`${REST}/rpc/listing_rename_requests`, () =>
        HttpResponse.json([{ name: 'Anna Lee Yoga', requested_at: '2025-11-02T09:00:00+00:00' }]),
      ),
      http.post(`${REST}/rpc/revert_listing_change`, async ({ request }) => {
        reverted.push(await request.json())
        backend.row = { ...stored, bio: 'The bio as it was.', updated_at: '2025-11-03T00:00:00+00:00' }
        return HttpResponse.json('2025-11-03T00:00:00+00:00')
      }),
    )
    await open('/admin/teacher/edit/anna-lee-2', 'Edit Teacher')
    const log = await screen.findByRole('region', { name: 'Change log' })
    expect(asked).toEqual([{ listing_kind: 'teacher', listing_id: stored.id }])
    expect(within(log).getByRole('note')).toHaveTextContent('for the name "Anna Lee Yoga"')
    const change = within(log).getByRole('listitem')
    expect(change).toHaveTextContent('Changed by the owner 2 hours ago: bio, gallery')
    fireEvent.click(within(change).getByRole('button', { name: /^Revert/ }))
    expect(await within(change).findByText('Reverted')).toBeInTheDocument()
    expect(reverted).toEqual([{ change_id: 41 }])
    // The form shows the listing as the revert left it.
    await waitFor(() => expect(screen.getByLabelText(/^Bio/)).toHaveValue('The bio as it was.'))
  })
})
