import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { OwnerChangeLog } from '../../src/features/listings/components/owner-change-log.tsx'
import { anaProfile, teachersUrl } from './directory-test-utils.tsx'
import { server } from './msw-server.ts'
import { renderRoute } from './render-route.tsx'
import { serveRpc, tooManySubmissions, type } from './submission-test-utils.ts'

const NEUTRAL = "If that address belongs to this listing, we've sent it a link."

/** Ana's profile, then 'Manage this listing', whose form has focus once its code has loaded. */
async function openManageForm() {
  server.use(http.get(teachersUrl, () => HttpResponse.json({ ...anaProfile, accepts_messages: true })))
  renderRoute('/teacher/ana-reyes')
  await screen.findByRole('heading', { level: 1, name: 'Ana Reyes' })
  const manage = screen.getByRole('button', { name: 'Manage this listing' })
  fireEvent.click(manage)
  expect(manage).toHaveAttribute('aria-expanded', 'true')
  const field = await screen.findByLabelText(/^Your listing's email address/, {}, { timeout: 5000 })
  await waitFor(() => expect(field).toHaveFocus())
  return field
}

const sendLink = () => fireEvent.click(screen.getByRole('button', { name: 'Send me a link' }))

describe("'Manage this listing' on a profile", () => {
  it('asks for a link for this listing and answers the same whatever the address', async () => {
    const calls = serveRpc('request_owner_link')
    await openManageForm()
    type(/^Your listing's email address/, 'someone@example.com')
    sendLink()
    expect(await screen.findByText(NEUTRAL)).toBeInTheDocument()
    expect(calls).toEqual([
      { listing_kind: 'teacher', listing_slug: 'ana-reyes', email: 'someone@example.com' },
    ])
  })

  it('says on the field when the address is malformed, without asking the database', async () => {
    const calls = serveRpc('request_owner_link')
    await openManageForm()
    type(/^Your listing's email address/, 'ana@')
    sendLink()
    const field = screen.getByLabelText(/^Your listing's email address/)
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'))
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument()
    expect(calls).toEqual([])
    expect(screen.queryByText(NEUTRAL)).not.toBeInTheDocument()
  })

  it('over the limit, says how long to wait and keeps the typed address', async () => {
    serveRpc('request_owner_link', () => tooManySubmissions(7))
    await openManageForm()
    type(/^Your listing's email address/, 'ana@example.com')
    sendLink()
    expect(await screen.findByRole('alert')).toHaveTextContent('Please try again in 7 minutes.')
    expect(screen.getByLabelText(/^Your listing's email address/)).toHaveValue('ana@example.com')
    expect(screen.queryByText(NEUTRAL)).not.toBeInTheDocument()
  })
})

describe("an admin's change log", () => {
  const now = new Date('2026-11-26T12:00:00Z')
  const change = {
    id: 7,
    changedAt: '2026-11-26T10:00:00Z',
    fields: ['bio', 'gallery'],
    before: {},
    after: {},
    revertedAt: null,
    byOwner: true,
  }

  it('lists owner changes with Revert, and shows why a revert was refused', async () => {
    const reverts: number[] = []
    render(
      <OwnerChangeLog
        now={now}
        changes={[change, { ...change, id: 6, revertedAt: '2026-11-26T11:00:00Z' }]}
        renames={[{ name: 'Ana Reyes Yoga', requestedAt: '2026-11-25T09:00:00Z' }]}
        onRevert={async (id) => {
          reverts.push(id)
          return { ok: false, message: 'The listing changed since; edit it by hand.' }
        }}
      />,
    )
    const log = screen.getByRole('region', { name: 'Change log' })
    expect(within(log).getByRole('note')).toHaveTextContent('for the name "Ana Reyes Yoga"')
    const items = within(log).getAllByRole('listitem')
    expect(items[0]).toHaveTextContent('Changed by the owner 2 hours ago: bio, gallery')
    expect(items[1]).toHaveTextContent('Reverted')
    fireEvent.click(within(items[0]!).getByRole('button', { name: /^Revert/ }))
    expect(await within(log).findByRole('alert')).toHaveTextContent(
      'The listing changed since; edit it by hand.',
    )
    expect(reverts).toEqual([7])
  })
})
