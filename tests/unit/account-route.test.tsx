import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { studioRow, teacherRow } from '../builders.ts'
import { REST, storeSession } from './admin-test-utils.ts'
import { server } from './msw-server.ts'
import { renderRoute } from './render-route.tsx'
import { serveRpc } from './submission-test-utils.ts'

const LOADED_AT = '2026-11-20T10:00:00.123456+00:00'

const teacher = teacherRow({
  name: 'Lena Owner',
  firstname: 'Lena',
  lastname: 'Owner',
  slug: 'lena-owner',
  bio: 'Old bio.',
  updated_at: LOADED_AT,
})

const details = {
  inquiry_email: 'lena@example.com',
  pending_inquiry_email: null,
  confirmed_at: null,
  messages_30d: 3,
  messages_365d: 40,
  updated_at: LOADED_AT,
  pending_name: null,
}

const lenasListing = {
  listing_kind: 'teacher',
  listing_id: teacher.id,
  slug: teacher.slug,
  name: teacher.name,
}

/** An owner signed in with a mailed link, who keeps Lena's listing (and `more`). */
function serveOwner(more: object[] = []) {
  storeSession({ admin: false, signedInWith: 'otp' })
  serveRpc('my_listings', () => HttpResponse.json([lenasListing, ...more]))
  serveRpc('my_sign_in_address', () => HttpResponse.json('lena@example.com'))
  serveRpc('my_listing_details', () => HttpResponse.json([details]))
  server.use(http.get(`${REST}/teachers`, () => HttpResponse.json(teacher)))
}

async function openAccount() {
  renderRoute('/account')
  await screen.findByRole('heading', { level: 1, name: 'Lena Owner' }, { timeout: 5000 })
  // The form loads after the page, with its own code.
  return screen.findByRole('form', { name: 'Your listing' }, { timeout: 5000 })
}

describe('/account', () => {
  it("offers 'My listing' and Logout in the header to a session begun with a mailed link", async () => {
    serveOwner()
    await openAccount()
    const banner = screen.getByRole('banner')
    expect(await within(banner).findByRole('link', { name: 'My listing' })).toHaveAttribute(
      'href',
      '/account',
    )
    expect(within(banner).getByRole('button', { name: 'Logout' })).toBeInTheDocument()
    expect(within(banner).queryByRole('link', { name: 'Admin Dashboard' })).not.toBeInTheDocument()
  })

  it('says when no listing is linked to the address signed in with, not the account name', async () => {
    storeSession({ admin: false, signedInWith: 'otp' })
    serveRpc('my_listings', () => HttpResponse.json([]))
    serveRpc('my_sign_in_address', () => HttpResponse.json('former@example.com'))
    renderRoute('/account')
    expect(
      await screen.findByText('No listing is linked to former@example.com.', {}, { timeout: 5000 }),
    ).toBeInTheDocument()
  })

  it('lists several listings to choose from, and opens the one chosen', async () => {
    serveOwner([
      {
        listing_kind: 'studio',
        listing_id: 'b0000000-0000-4000-8000-000000000002',
        slug: 'lena-studio',
        name: 'Lena Studio',
      },
    ])
    renderRoute('/account')
    const choice = await screen.findByRole('link', { name: 'Lena Owner (teacher)' }, { timeout: 5000 })
    expect(screen.getByRole('link', { name: 'Lena Studio (studio)' })).toHaveAttribute(
      'href',
      '/account?listing=studio%2Flena-studio',
    )
    fireEvent.click(choice)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lena Owner' }, { timeout: 5000 }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Lena Studio (studio)' })).toBeInTheDocument()
  }, 15_000)

  it('shows the listing, its counts and when it was confirmed', async () => {
    serveOwner()
    await openAccount()
    expect(
      screen.getByText('Messages delivered: 3 in the last 30 days, 40 in the last 365 days'),
    ).toBeInTheDocument()
    expect(screen.getByText('Details last confirmed: never')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '/teacher/lena-owner' })).toHaveAttribute(
      'href',
      '/teacher/lena-owner',
    )
    // What only admins change is not a field here.
    expect(screen.queryByLabelText(/^First Name/)).not.toBeInTheDocument()
    expect(screen.queryByLabelText(/^Certifications/)).not.toBeInTheDocument()
  })

  it('saves only what changed, onto the version loaded, and says where a new address stands', async () => {
    serveOwner()
    const saves = serveRpc('update_my_listing', () => HttpResponse.json('2026-11-26T10:00:00+00:00'))
    const form = await openAccount()
    fireEvent.change(within(form).getByLabelText(/^Bio/), { target: { value: 'New bio.' } })
    fireEvent.change(within(form).getByLabelText(/^Inquiry address/), {
      target: { value: 'new@example.com' },
    })
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }))
    expect(await within(form).findByText('Your changes are saved.')).toBeInTheDocument()
    expect(
      within(form).getByText(
        "We've sent a confirmation link to new@example.com; messages keep going to lena@example.com until it is confirmed.",
      ),
    ).toBeInTheDocument()
    expect(saves).toEqual([
      {
        listing_kind: 'teacher',
        listing_id: teacher.id,
        changes: { bio: 'New bio.', inquiry_email: 'new@example.com' },
        loaded_updated_at: LOADED_AT,
      },
    ])
  })

  it('refuses a stale save with the admin form’s alert and keeps what was typed', async () => {
    serveOwner()
    serveRpc('update_my_listing', () =>
      HttpResponse.json(
        { code: 'PT409', message: 'The listing changed since you loaded it.', details: null, hint: null },
        { status: 409 },
      ),
    )
    const form = await openAccount()
    fireEvent.change(within(form).getByLabelText(/^Bio/), { target: { value: 'Typed bio.' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }))
    const alert = await within(form).findByRole('alert')
    expect(alert).toHaveTextContent('This teacher was changed by someone else after you opened it.')
    await waitFor(() => expect(alert).toHaveFocus())
    expect(within(form).getByLabelText(/^Bio/)).toHaveValue('Typed bio.')
  })
})

describe('/account for a studio', () => {
  it("offers the studio's owner fields and saves only what changed", async () => {
    const studio = studioRow({
      name: 'Lena Studio',
      slug: 'lena-studio',
      studiotype: 'Hybrid',
      operatinghours: 'Mon-Fri 9-5',
      updated_at: LOADED_AT,
    })
    storeSession({ admin: false, signedInWith: 'otp' })
    serveRpc('my_listings', () =>
      HttpResponse.json([
        { listing_kind: 'studio', listing_id: studio.id, slug: studio.slug, name: studio.name },
      ]),
    )
    serveRpc('my_listing_details', () => HttpResponse.json([{ ...details, inquiry_email: studio.email }]))
    serveRpc('my_sign_in_address', () => HttpResponse.json(studio.email))
    server.use(http.get(`${REST}/studios`, () => HttpResponse.json(studio)))
    const saves = serveRpc('update_my_listing', () => HttpResponse.json('2026-11-26T10:00:00+00:00'))
    renderRoute('/account')
    await screen.findByRole('heading', { level: 1, name: 'Lena Studio' }, { timeout: 5000 })
    const form = await screen.findByRole('form', { name: 'Your listing' }, { timeout: 5000 })
    // The studio's own email, its tagline and its name are the admins'.
    expect(within(form).queryByLabelText(/^Email/)).not.toBeInTheDocument()
    expect(within(form).queryByLabelText(/^Tagline/)).not.toBeInTheDocument()
    expect(within(form).queryByLabelText(/^Studio Name/)).not.toBeInTheDocument()
    fireEvent.change(within(form).getByLabelText(/^Operating Hours/), { target: { value: 'Mon-Sat 8-8' } })
    fireEvent.change(within(form).getByLabelText(/^Request a new name/), {
      target: { value: 'Lena Yoga House' },
    })
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }))
    expect(await within(form).findByText('Your changes are saved.')).toBeInTheDocument()
    expect(saves).toEqual([
      {
        listing_kind: 'studio',
        listing_id: studio.id,
        changes: { operatinghours: 'Mon-Sat 8-8', name: 'Lena Yoga House' },
        loaded_updated_at: LOADED_AT,
      },
    ])
  })
})
