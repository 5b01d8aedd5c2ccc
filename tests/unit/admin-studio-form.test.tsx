import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Tables } from '../../src/types/database.types.ts'
import { studioApplicationRow, studioRow } from '../builders.ts'
import { clearSession, NEW_LISTING_ID, REST, storeSession } from './admin-test-utils.ts'
import { expectConsole } from './console-guard.ts'
import { deferred, postgrestError, renderRouteWithLocation } from './directory-test-utils.tsx'
import { server } from './msw-server.ts'
import { sendTwiceWhilePending } from './send-twice.ts'

// Each test renders the whole app and loads the lazy admin chunks (slow on shared CPUs).
vi.setConfig({ testTimeout: 20_000 })
const LATER = { timeout: 5000 }

// jsdom has no canvas: the compressor hands the file back as a JPEG.
vi.mock('browser-image-compression', () => ({
  default: async (file: File) => new File(['jpeg'], file.name, { type: 'image/jpeg' }),
}))

const STORAGE = 'http://127.0.0.1:54321/storage/v1/object'
const CONSENT = 'I consent to having my studio details listed on the product.'
const CHANGED =
  'This studio was changed by someone else after you opened it. Your changes have not been saved.'

const lotus: Tables<'studios'> = studioRow({
  id: '5b0e7c8e-0000-4000-8000-000000000001',
  slug: 'lotus-flow',
  name: 'Lotus Flow',
  email: 'hello@lotus.example',
  country: 'Philippines',
  city: 'Cebu City',
  address: '12 Mango Ave',
  description: 'A bright studio.',
  tagline: 'Breathe in Cebu',
  studiotype: 'Hybrid',
  yogastyles: ['Vinyasa'],
  amenities: ['Showers'],
  logo: null,
  gallery: ['http://127.0.0.1:54321/storage/v1/object/public/studio-assets/1.jpg'],
  website: 'https://lotus.example/',
  instagram: null,
  facebook: null,
  operatinghours: 'Mon-Fri: 9am–8pm',
  consent: true,
  seo_title: 'Custom SEO title',
  seo_description: null,
  created_at: '2025-10-27T08:00:00.000000+00:00',
  updated_at: '2025-10-28T09:30:00.123456+00:00',
})

const application: Tables<'studioapplications'> = studioApplicationRow({
  id: 7,
  name: 'Sunrise Shala',
  email: 'om@sunrise.example',
  country: 'India',
  city: 'Goa',
  address: null,
  description: 'Morning classes by the sea.',
  yogastyles: ['Hatha', 'Beach Yoga'],
  amenities: ['Beach access'],
  languages: ['hi', 'en'],
  website: 'https://sunrise.example',
  instagram: null,
  hours: 'Daily 6am–10am',
  logo: null,
  consent: true,
  created_at: '2025-11-02T10:00:00Z',
})

/**
 * The studios table as PostgREST answers the form: the slug check (select=slug), the load by slug
 * or id (select=*), and any other read (the dashboard's list) with []. `rows` may change between calls.
 */
function serveStudios(state: { rows: Tables<'studios'>[]; taken?: string[] }) {
  const slugChecks: URLSearchParams[] = []
  server.use(
    http.get(`${REST}/studios`, ({ request }) => {
      const params = new URL(request.url).searchParams
      if (params.get('select') === 'slug') {
        slugChecks.push(params)
        return HttpResponse.json((state.taken ?? []).map((slug) => ({ slug })))
      }
      const slug = params.get('slug')?.replace(/^eq\./, '')
      const id = params.get('id')?.replace(/^eq\./, '')
      if (slug) return HttpResponse.json(state.rows.filter((row) => row.slug === slug))
      return HttpResponse.json(id ? state.rows.filter((row) => row.id === id) : [])
    }),
  )
  return slugChecks
}

function serveInsert(
  answer: () => Response | Promise<Response> = () =>
    HttpResponse.json([{ id: NEW_LISTING_ID }], { status: 201 }),
) {
  const bodies: unknown[] = []
  server.use(
    http.post(`${REST}/studios`, async ({ request }) => {
      bodies.push(await request.json())
      return answer()
    }),
  )
  return bodies
}

function serveUpdate(answer: (body: Record<string, unknown>) => Response) {
  const calls: { params: URLSearchParams; body: Record<string, unknown> }[] = []
  server.use(
    http.patch(`${REST}/studios`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>
      calls.push({ params: new URL(request.url).searchParams, body })
      return answer(body)
    }),
  )
  return calls
}

/** The form's own controls (the footer has Facebook and Instagram links too). */
const field = (label: string | RegExp) =>
  within(screen.getByRole('form', { name: 'Studio details' })).getByLabelText(label)

function type(label: string | RegExp, value: string) {
  fireEvent.change(field(label), { target: { value } })
  fireEvent.blur(field(label))
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save Studio' }))
const group = (name: string) => screen.getByRole('group', { name })

function fillRequired() {
  type(/^Studio Name/, 'Lotus Flow')
  type(/^Email/, 'hello@lotus.example')
  fireEvent.change(field(/^Country/), { target: { value: 'Philippines' } })
  type(/^City/, 'Cebu City')
  type(/^Description/, 'A bright studio.')
  fireEvent.change(field(/^Studio Type/), { target: { value: 'In-person' } })
  fireEvent.click(field(CONSENT))
}

async function open(path: string) {
  const view = renderRouteWithLocation(path)
  await screen.findByRole('button', { name: 'Save Studio' }, LATER)
  return view
}

beforeEach(() => {
  storeSession({ admin: true })
  // The dashboard (after a save) reads its lists; answer them all with nothing.
  server.use(http.get(`${REST}/:table`, () => HttpResponse.json([])))
})
afterEach(() => {
  clearSession()
  // Drafts of the form live in session storage; each test starts without one.
  window.sessionStorage.clear()
})

describe('/admin/studio/new', () => {
  it('shows the required messages and focuses the first invalid field', async () => {
    const bodies = serveInsert()
    await open('/admin/studio/new')
    expect(screen.getByRole('heading', { level: 1, name: 'Add Studio' })).toBeInTheDocument()
    save()
    for (const message of [
      'Studio name is required',
      'Email is required',
      'Country is required',
      'City is required',
      'Description is required',
      'Please select a studio type',
      'You must agree to the terms.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument()
    }
    expect(field(/^Studio Name/)).toHaveFocus()
    type(/^Email/, 'not-an-email')
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument()
    expect(bodies).toEqual([])
  })

  it('adds a studio with exactly the form columns and its slug, then returns to /admin', async () => {
    const slugChecks = serveStudios({ rows: [] })
    const bodies = serveInsert()
    const view = await open('/admin/studio/new')
    fillRequired()
    expect(screen.getByText('Studio page address: /studio/lotus-flow')).toBeInTheDocument()
    type(/^Tagline/, 'Breathe in Cebu')
    fireEvent.click(within(group('Yoga Styles')).getByRole('button', { name: 'Vinyasa' }))
    fireEvent.click(within(group('Amenities')).getByRole('button', { name: 'Showers' }))
    fireEvent.click(within(group('Languages')).getByRole('button', { name: 'English' }))
    type(/^Facebook/, 'https://facebook.com/lotus')
    expect(field(/^Operating Hours/)).toHaveAttribute('placeholder', 'Mon-Fri: 9am–8pm')
    // A double click saves once.
    const button = screen.getByRole('button', { name: 'Save Studio' })
    fireEvent.click(button)
    fireEvent.click(button)

    expect(await screen.findByText('Studio Added!', {}, LATER)).toBeInTheDocument()
    await waitFor(() => expect(view.pathname()).toBe('/admin/studios'), LATER)
    expect(slugChecks.map((params) => params.get('slug'))).toEqual(['like.lotus-flow%'])
    expect(bodies).toEqual([
      {
        name: 'Lotus Flow',
        email: 'hello@lotus.example',
        country: 'Philippines',
        city: 'Cebu City',
        address: '',
        description: 'A bright studio.',
        tagline: 'Breathe in Cebu',
        studiotype: 'In-person',
        yogastyles: ['Vinyasa'],
        amenities: ['Showers'],
        languages: ['en'],
        website: null,
        instagram: null,
        facebook: 'https://facebook.com/lotus',
        operatinghours: '',
        logo: null,
        gallery: [],
        consent: true,
        slug: 'lotus-flow',
      },
    ])
  })

  it('gives a second studio of the same name its own address', async () => {
    serveStudios({ rows: [], taken: ['lotus-flow'] })
    const bodies = serveInsert()
    await open('/admin/studio/new')
    fillRequired()
    save()
    expect(await screen.findByText('Studio Added!', {}, LATER)).toBeInTheDocument()
    expect(bodies).toEqual([expect.objectContaining({ name: 'Lotus Flow', slug: 'lotus-flow-2' })])
  })

  it('reports an address taken at the last moment beside the name, saving nothing', async () => {
    serveStudios({ rows: [] })
    serveInsert(() =>
      postgrestError(409, '23505', 'duplicate key value violates unique constraint "studios_slug_key"'),
    )
    const view = await open('/admin/studio/new')
    fillRequired()
    save()
    expect(
      await screen.findByText(
        'Another studio already uses the address /studio/lotus-flow. Change the name slightly and save again.',
        {},
        LATER,
      ),
    ).toBeInTheDocument()
    expect(field(/^Studio Name/)).toHaveFocus()
    expect(view.pathname()).toBe('/admin/studio/new')
  })

  it('saves once when sent twice while the first save is pending', async () => {
    serveStudios({ rows: [] })
    const hold = deferred()
    const bodies = serveInsert(async () => {
      await hold.promise
      return HttpResponse.json([{ id: NEW_LISTING_ID }], { status: 201 })
    })
    await open('/admin/studio/new')
    fillRequired()
    await sendTwiceWhilePending(screen.getByRole('form', { name: 'Studio details' }), bodies, hold.release)
    expect(await screen.findByText('Studio Added!', {}, LATER)).toBeInTheDocument()
    expect(bodies).toHaveLength(1)
  })

  it('keeps every value and says so when the save fails', async () => {
    serveStudios({ rows: [] })
    const bodies = serveInsert(() => postgrestError(400, '23514', 'new row violates check constraint'))
    expectConsole('warn', /^Adding a studio failed: .*violates check constraint/)
    const view = await open('/admin/studio/new')
    fillRequired()
    save()
    expect(await screen.findByText('Submission Failed', {}, LATER)).toBeInTheDocument()
    expect(screen.getByText('There was a problem saving the studio data.')).toBeInTheDocument()
    expect(bodies).toHaveLength(1)
    expect(view.pathname()).toBe('/admin/studio/new')
    expect(field(/^Studio Name/)).toHaveValue('Lotus Flow')
    expect(field(/^Studio Type/)).toHaveValue('In-person')
    expect(field(CONSENT)).toBeChecked()
    expect(screen.getByRole('button', { name: 'Save Studio' })).toBeEnabled()
  })

  it('disables Save and the other upload control while the logo uploads, then saves its URL', async () => {
    serveStudios({ rows: [] })
    const bodies = serveInsert()
    const hold = deferred()
    server.use(
      http.post(`${STORAGE}/studio-assets/*`, async ({ request }) => {
        await hold.promise
        const path = new URL(request.url).pathname.replace('/storage/v1/object/studio-assets/', '')
        return HttpResponse.json({ Key: `studio-assets/${path}`, Id: crypto.randomUUID() })
      }),
    )
    await open('/admin/studio/new')
    fillRequired()
    fireEvent.change(within(group('Logo')).getByLabelText('Choose image'), {
      target: { files: [new File(['png'], 'logo.png', { type: 'image/png' })] },
    })
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Studio' })).toBeDisabled(), LATER)
    expect(within(group('Gallery')).getByLabelText('Add gallery images')).toBeDisabled()
    hold.release()

    expect(await screen.findByText('Image Uploaded!', {}, LATER)).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Studio' })).toBeEnabled(), LATER)
    expect(within(group('Gallery')).getByLabelText('Add gallery images')).toBeEnabled()
    save()
    expect(await screen.findByText('Studio Added!', {}, LATER)).toBeInTheDocument()
    expect(bodies).toEqual([
      expect.objectContaining({
        logo: expect.stringMatching(
          /^http:\/\/127\.0\.0\.1:54321\/storage\/v1\/object\/public\/studio-assets\/studios\/\d+-logo-logo\.jpg$/,
        ),
      }),
    ])
  })
})

describe('/admin/studio/new?application=7', () => {
  it('starts from the application, leaves the studio type to the admin, and marks the application Listed', async () => {
    const statusChanges: { params: URLSearchParams; body: unknown }[] = []
    server.use(
      http.get(`${REST}/studioapplications`, ({ request }) =>
        HttpResponse.json(new URL(request.url).searchParams.get('id') === 'eq.7' ? [application] : []),
      ),
      http.patch(`${REST}/studioapplications`, async ({ request }) => {
        statusChanges.push({ params: new URL(request.url).searchParams, body: await request.json() })
        return HttpResponse.json([{ id: 7 }])
      }),
    )
    serveStudios({ rows: [] })
    const bodies = serveInsert()
    const view = await open('/admin/studio/new?application=7')
    const date = new Date(application.created_at).toLocaleDateString()
    expect(
      screen.getByText(
        `Prefilled from the application of Sunrise Shala sent on ${date}. Review every field before saving.`,
      ),
    ).toBeInTheDocument()
    expect(field(/^Studio Name/)).toHaveValue('Sunrise Shala')
    expect(field(/^Country/)).toHaveValue('India')
    expect(field(/^Operating Hours/)).toHaveValue('Daily 6am–10am')
    expect(field(/^Studio Type/)).toHaveValue('')
    expect(field(CONSENT)).toBeChecked()

    save()
    expect(await screen.findByText('Please select a studio type', {}, LATER)).toBeInTheDocument()
    expect(field(/^Studio Type/)).toHaveFocus()
    fireEvent.change(field(/^Studio Type/), { target: { value: 'Hybrid' } })
    save()
    expect(await screen.findByText('Studio Added!', {}, LATER)).toBeInTheDocument()
    expect(bodies).toEqual([
      {
        name: 'Sunrise Shala',
        email: 'om@sunrise.example',
        country: 'India',
        city: 'Goa',
        address: '',
        description: 'Morning classes by the sea.',
        tagline: '',
        studiotype: 'Hybrid',
        yogastyles: ['Hatha', 'Beach Yoga'],
        amenities: ['Beach access'],
        languages: ['hi', 'en'],
        website: 'https://sunrise.example',
        instagram: null,
        facebook: null,
        operatinghours: 'Daily 6am–10am',
        logo: null,
        gallery: [],
        consent: true,
        slug: 'sunrise-shala',
      },
    ])
    // The application now points at the listing made from it, and the admin is back in the inbox.
    await waitFor(() => expect(view.pathname()).toBe('/admin/submissions'), LATER)
    expect(view.search().get('tab')).toBe('studio')
    expect(statusChanges).toHaveLength(1)
    expect(statusChanges[0]!.params.get('id')).toBe('eq.7')
    expect(statusChanges[0]!.body).toEqual({
      status: 'listed',
      decline_note: null,
      studio_id: NEW_LISTING_ID,
    })
  })

  it("never prefills, nor loads, an application's logo from another site", async () => {
    const foreign =
      'https://evil.example/pixel?u=/storage/v1/object/public/studio-assets/applications/a-logo.jpg'
    server.use(
      http.get(`${REST}/studioapplications`, () => HttpResponse.json([{ ...application, logo: foreign }])),
    )
    serveStudios({ rows: [] })
    await open('/admin/studio/new?application=7')
    expect(field(/^Studio Name/)).toHaveValue('Sunrise Shala')
    expect(within(group('Logo')).getByText('No image yet')).toBeInTheDocument()
    expect(document.querySelector(`img[src="${foreign}"]`)).toBeNull()
  })

  it('keeps the saved studio and says what is left to do when the application cannot be marked Listed', async () => {
    server.use(
      http.get(`${REST}/studioapplications`, () => HttpResponse.json([application])),
      http.patch(`${REST}/studioapplications`, () => HttpResponse.json([])),
    )
    serveStudios({ rows: [] })
    const bodies = serveInsert()
    await open('/admin/studio/new?application=7')
    fireEvent.change(field(/^Studio Type/), { target: { value: 'Hybrid' } })
    expectConsole('warn', /Marking the application Listed failed/)
    save()
    expect(await screen.findByText('Application still New', {}, LATER)).toBeInTheDocument()
    expect(
      screen.getByText(/The studio is saved, but the application could not be marked Listed/),
    ).toBeInTheDocument()
    expect(bodies).toHaveLength(1)
  })

  it('says so and starts empty when the application no longer exists', async () => {
    server.use(http.get(`${REST}/studioapplications`, () => HttpResponse.json([])))
    await open('/admin/studio/new?application=7')
    expect(
      screen.getByText(
        'Studio application 7 was not found (it may have been deleted), so the form starts empty.',
      ),
    ).toBeInTheDocument()
    expect(field(/^Studio Name/)).toHaveValue('')
  })
})

describe('/admin/studio/edit/{slug}', () => {
  it('loads the studio by slug and updates it only if unchanged since loading', async () => {
    const state = { rows: [lotus] }
    const slugChecks = serveStudios(state)
    const calls = serveUpdate(() =>
      HttpResponse.json([{ id: lotus.id, slug: 'lotus-flow-cebu', updated_at: '2025-11-01T00:00:00Z' }]),
    )
    const view = renderRouteWithLocation('/admin/studio/edit/lotus-flow')
    expect(await screen.findByText('Loading....')).toBeInTheDocument()
    await screen.findByRole('button', { name: 'Save Studio' }, LATER)
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Studio' })).toBeInTheDocument()
    expect(field(/^Studio Name/)).toHaveValue('Lotus Flow')
    expect(field(/^Studio Type/)).toHaveValue('Hybrid')
    expect(field(/^Tagline/)).toHaveValue('Breathe in Cebu')

    type(/^Studio Name/, 'Lotus Flow Cebu')
    expect(screen.getByText('Studio page address: /studio/lotus-flow-cebu')).toBeInTheDocument()
    save()

    expect(await screen.findByText('Studio Updated!', {}, LATER)).toBeInTheDocument()
    await waitFor(() => expect(view.pathname()).toBe('/admin/studios'), LATER)
    expect(slugChecks.map((params) => params.get('id'))).toEqual([`neq.${lotus.id}`])
    expect(calls).toHaveLength(1)
    const [call] = calls
    expect(call?.params.get('id')).toBe(`eq.${lotus.id}`)
    expect(call?.params.get('updated_at')).toBe(`eq.${lotus.updated_at}`)
    expect(call?.params.get('select')).toBe('id,slug,updated_at')
    expect(call?.body).toEqual({
      name: 'Lotus Flow Cebu',
      email: 'hello@lotus.example',
      country: 'Philippines',
      city: 'Cebu City',
      address: '12 Mango Ave',
      description: 'A bright studio.',
      tagline: 'Breathe in Cebu',
      studiotype: 'Hybrid',
      yogastyles: ['Vinyasa'],
      amenities: ['Showers'],
      languages: [],
      website: 'https://lotus.example/',
      instagram: null,
      facebook: null,
      operatinghours: 'Mon-Fri: 9am–8pm',
      logo: null,
      gallery: ['http://127.0.0.1:54321/storage/v1/object/public/studio-assets/1.jpg'],
      consent: true,
      slug: 'lotus-flow-cebu',
    })
  })

  it('refuses an image from another site with a clear message, never loads it, and saves once it is removed', async () => {
    const foreign = 'https://evil.example/pixel?u=/storage/v1/object/public/studio-assets/studios/a.jpg'
    serveStudios({ rows: [{ ...lotus, logo: foreign, gallery: [foreign] }] })
    const calls = serveUpdate(() =>
      HttpResponse.json([{ id: lotus.id, slug: lotus.slug, updated_at: '2025-11-01T00:00:00Z' }]),
    )
    await open('/admin/studio/edit/lotus-flow')
    expect(document.querySelector(`img[src="${foreign}"]`)).toBeNull()
    expect(within(group('Logo')).getByText('Image from another site (not shown)')).toBeInTheDocument()
    expect(screen.getByText('Image 1 (not stored on this site)')).toBeInTheDocument()

    save()
    const message = 'This image is not stored on this site. Remove it and upload the image file instead.'
    expect(await within(group('Logo')).findByText(message, {}, LATER)).toBeInTheDocument()
    expect(calls).toHaveLength(0)

    fireEvent.click(within(group('Logo')).getByRole('button', { name: 'Remove image' }))
    fireEvent.click(screen.getByRole('button', { name: 'Remove image 1' }))
    save()
    expect(await screen.findByText('Studio Updated!', {}, LATER)).toBeInTheDocument()
    expect(calls).toHaveLength(1)
    expect(calls[0]?.body).toMatchObject({ logo: null, gallery: [] })
  })

  it('saves nothing over a change made elsewhere and offers the latest version', async () => {
    const state = { rows: [lotus] }
    serveStudios(state)
    const calls = serveUpdate(() => HttpResponse.json([]))
    const view = await open('/admin/studio/edit/lotus-flow')
    type(/^Tagline/, 'My typed tagline')
    save()

    expect(await screen.findByRole('alert', {}, LATER)).toHaveTextContent(CHANGED)
    expect(calls).toHaveLength(1)
    expect(view.pathname()).toBe('/admin/studio/edit/lotus-flow')
    expect(field(/^Tagline/)).toHaveValue('My typed tagline')

    state.rows = [{ ...lotus, tagline: 'Changed by a colleague', updated_at: '2025-11-03T00:00:00Z' }]
    fireEvent.click(screen.getByRole('button', { name: 'Load the latest version' }))
    const dialog = await screen.findByRole('dialog', { name: 'Load the latest version?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Replace my changes' }))
    await waitFor(() => expect(field(/^Tagline/)).toHaveValue('Changed by a colleague'), LATER)
    expect(screen.queryByText(CHANGED)).not.toBeInTheDocument()
  })

  it('says when the studio does not exist', async () => {
    serveStudios({ rows: [] })
    renderRouteWithLocation('/admin/studio/edit/gone-studio')
    expect(await screen.findByRole('heading', { name: 'Studio not found!' }, LATER)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/admin')
    expect(screen.queryByRole('button', { name: 'Save Studio' })).not.toBeInTheDocument()
  })

  it('reports a failed load and tries again on request', async () => {
    let fail = true
    server.use(
      http.get(`${REST}/studios`, () =>
        fail ? postgrestError(400, 'XX000', 'database unavailable') : HttpResponse.json([lotus]),
      ),
    )
    expectConsole('warn', /^Loading studio lotus-flow failed: .*database unavailable/)
    expectConsole('warn', /^Loading an admin form failed: .*database unavailable/)
    renderRouteWithLocation('/admin/studio/edit/lotus-flow')
    expect(await screen.findByText('Failed to load studio data.', {}, LATER)).toBeInTheDocument()
    expect(screen.getByText('Error')).toBeInTheDocument()
    fail = false
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('button', { name: 'Save Studio' }, LATER)).toBeInTheDocument()
    expect(field(/^Studio Name/)).toHaveValue('Lotus Flow')
  })
})
