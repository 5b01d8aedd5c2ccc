import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { expectConsole } from './console-guard.ts'
import { anaProfile, deferred, lotusProfile, studiosUrl, teachersUrl } from './directory-test-utils.tsx'
import { server } from './msw-server.ts'
import { renderRoute } from './render-route.tsx'
import { serveRpc, type } from './submission-test-utils.ts'

const longEnough = 'Do you have space in a beginners group on Saturday mornings?'

function serveProfiles({ teacher = {}, studio = {} }: { teacher?: object; studio?: object } = {}) {
  server.use(
    http.get(teachersUrl, () => HttpResponse.json({ ...anaProfile, accepts_messages: true, ...teacher })),
    http.get(studiosUrl, () => HttpResponse.json({ ...lotusProfile, accepts_messages: true, ...studio })),
  )
}

const sendAMessage = () => screen.getByRole('button', { name: 'Send a message' })
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send message' }))

/** Opens Ana's profile and her message form, which has focus once its code has loaded. */
async function openAnasForm() {
  renderRoute('/teacher/ana-reyes')
  await screen.findByRole('heading', { level: 1, name: 'Ana Reyes' })
  fireEvent.click(sendAMessage())
  const form = await screen.findByRole('form', { name: 'Write to Ana Reyes' }, { timeout: 5000 })
  await waitFor(() => expect(within(form).getByLabelText(/^Name/)).toHaveFocus())
  return form
}

function fillIn() {
  type(/^Name/, ' Maya Cruz ')
  type(/^Email/, 'maya@example.com')
  type(/^Message/, longEnough)
}

function expectTypedKept() {
  expect(screen.getByLabelText(/^Name/)).toHaveValue(' Maya Cruz ')
  expect(screen.getByLabelText(/^Email/)).toHaveValue('maya@example.com')
  expect(screen.getByLabelText(/^Message/)).toHaveValue(longEnough)
}

beforeEach(() => window.sessionStorage.clear())

describe("'Send a message' on a profile", () => {
  it('is not offered by a teacher who takes no messages, whose Contact stays as it is', async () => {
    serveProfiles({ teacher: { accepts_messages: false } })
    renderRoute('/teacher/ana-reyes')
    const connect = within(await screen.findByRole('region', { name: 'Connect' }))
    expect(connect.getByRole('link', { name: 'Contact' })).toHaveAttribute(
      'href',
      'https://forms.example.com/ana',
    )
    expect(screen.queryByRole('button', { name: 'Send a message' })).not.toBeInTheDocument()
  })

  it("opens the form in place below the teacher's Contact button, focus in Name", async () => {
    serveProfiles()
    renderRoute('/teacher/ana-reyes')
    const connect = within(await screen.findByRole('region', { name: 'Connect' }))
    const contact = connect.getByRole('link', { name: 'Contact' })
    const button = connect.getByRole('button', { name: 'Send a message' })
    expect(contact.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(button).toHaveAttribute('aria-expanded', 'false')
    // Nothing of the form before the press.
    expect(screen.queryByRole('form')).not.toBeInTheDocument()

    fireEvent.click(button)
    const form = await connect.findByRole('form', { name: 'Write to Ana Reyes' }, { timeout: 5000 })
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(document.getElementById(button.getAttribute('aria-controls')!)).toContainElement(form)
    await waitFor(() => expect(within(form).getByLabelText(/^Name/)).toHaveFocus())
    // Only the ways of teaching Ana offers, by their labels.
    const ways = within(form).getByRole('group', {
      name: 'Ways of teaching you are interested in (optional)',
    })
    expect(
      within(ways)
        .getAllByRole('checkbox')
        .map((box) => box.parentElement!.textContent),
    ).toEqual(['Online 1-on-1', 'Group Online'])
    expect(contact).toHaveAttribute('href', 'https://forms.example.com/ana')

    // Pressed again, it closes the form.
    fireEvent.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('form')).not.toBeInTheDocument()
  })

  it('checks the fields before sending, and counts the characters as one types', async () => {
    const calls = serveRpc('send_listing_message')
    serveProfiles()
    await openAnasForm()
    expect(screen.getByText('0 of 2,000 characters (at least 20)')).toBeInTheDocument()
    send()
    for (const message of ['Name is required', 'Email is required', 'Message is required']) {
      expect(await screen.findByText(message)).toBeInTheDocument()
    }
    expect(screen.getByLabelText(/^Name/)).toHaveFocus()

    type(/^Email/, 'maya@')
    type(/^Message/, '  Hello Ana!  ')
    expect(screen.getByText('10 of 2,000 characters (at least 20)')).toBeInTheDocument()
    expect(await screen.findByText('Message must be at least 20 characters.')).toBeInTheDocument()
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument()
    // The count and the message are read with the field.
    const message = screen.getByLabelText(/^Message/)
    expect(message).toHaveAccessibleDescription(
      '10 of 2,000 characters (at least 20) Message must be at least 20 characters.',
    )
    expect(message).toHaveAttribute('aria-invalid', 'true')
    expect(calls).toEqual([])
  })

  it("sends the message with the chosen options' keys, then says to check the inbox", async () => {
    const calls = serveRpc('send_listing_message')
    serveProfiles()
    const form = await openAnasForm()
    fillIn()
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Group Online' }))
    send()

    const inbox = await screen.findByRole('region', { name: 'Check your inbox' })
    expect(inbox).toHaveFocus()
    expect(inbox).toHaveTextContent('We sent a link to maya@example.com.')
    expect(inbox).toHaveTextContent('Open it within 24 hours to send your message to Ana Reyes')
    expect(screen.queryByRole('form')).not.toBeInTheDocument()
    expect(calls).toEqual([
      {
        listing_kind: 'teacher',
        listing_slug: 'ana-reyes',
        name: 'Maya Cruz',
        email: 'maya@example.com',
        message: longEnough,
        practices: ['groupOnline'],
      },
    ])
    // The draft is gone: the form opens empty again.
    fireEvent.click(sendAMessage())
    fireEvent.click(sendAMessage())
    expect(await screen.findByRole('form', { name: 'Write to Ana Reyes' })).toBeInTheDocument()
    expect(screen.getByLabelText(/^Message/)).toHaveValue('')
  })

  it('over a limit, keeps everything typed and says how long to wait', async () => {
    const wait = 'Too many messages from your connection. Please try again in 8 minutes.'
    const calls = serveRpc('send_listing_message', (call) =>
      call === 1
        ? HttpResponse.json({ code: 'PT429', message: wait, hint: '8', details: null }, { status: 429 })
        : new HttpResponse(null, { status: 204 }),
    )
    serveProfiles()
    const form = await openAnasForm()
    fillIn()
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Online 1-on-1' }))
    send()

    expect(await screen.findByRole('alert')).toHaveTextContent(wait)
    expectTypedKept()
    expect(within(form).getByRole('checkbox', { name: 'Online 1-on-1' })).toBeChecked()
    expect(calls).toHaveLength(1)

    // Later, the same message goes.
    send()
    expect(await screen.findByRole('region', { name: 'Check your inbox' })).toBeInTheDocument()
    expect(calls[1]).toEqual(calls[0])
  })

  it("shows the database's refusal as it comes, for a listing that stopped taking messages", async () => {
    const refusal = 'This teacher is not taking messages through the directory right now.'
    serveRpc('send_listing_message', () =>
      HttpResponse.json({ code: 'P0002', message: refusal, hint: null, details: null }, { status: 404 }),
    )
    serveProfiles()
    await openAnasForm()
    fillIn()
    send()
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal)
    expectTypedKept()
  })

  it('keeps a draft: closing the form and opening it again loses nothing typed', async () => {
    serveProfiles()
    const form = await openAnasForm()
    fillIn()
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Group Online' }))
    fireEvent.click(sendAMessage())
    fireEvent.click(sendAMessage())
    await screen.findByRole('form', { name: 'Write to Ana Reyes' })
    expectTypedKept()
    expect(screen.getByRole('checkbox', { name: 'Group Online' })).toBeChecked()
  })

  it('passes a filled honeypot to the database, which decides what becomes of the message', async () => {
    const calls = serveRpc('send_listing_message')
    serveProfiles()
    const form = await openAnasForm()
    fillIn()
    fireEvent.change(form.querySelector('input[name="faxNumber"]')!, { target: { value: '555-0100' } })
    send()
    await screen.findByRole('region', { name: 'Check your inbox' })
    expect(calls[0]).toMatchObject({ honeypot: '555-0100' })
  })

  it('disables sending while a send is pending', async () => {
    const held = deferred()
    const calls = serveRpc('send_listing_message', async () => {
      await held.promise
      return new HttpResponse(null, { status: 204 })
    })
    serveProfiles()
    await openAnasForm()
    fillIn()
    send()
    const sending = await screen.findByRole('button', { name: 'Sending...' })
    expect(sending).toBeDisabled()
    held.release()
    await screen.findByRole('region', { name: 'Check your inbox' })
    expect(calls).toHaveLength(1)
  })

  it("offers a studio's yoga styles below its contact button, and sends as a studio", async () => {
    const calls = serveRpc('send_listing_message')
    serveProfiles()
    renderRoute('/studio/lotus-flow-studio')
    const contact = within(await screen.findByRole('region', { name: 'Contact Studio' }))
    expect(contact.getByRole('link', { name: 'Visit Website & Book' })).toHaveAttribute(
      'href',
      'https://example.com/lotus',
    )
    fireEvent.click(contact.getByRole('button', { name: 'Send a message' }))
    const form = await contact.findByRole('form', { name: 'Write to Lotus Flow Studio' }, { timeout: 5000 })
    const styles = within(form).getByRole('group', { name: 'Practices you are interested in (optional)' })
    expect(within(styles).getAllByRole('checkbox')).toHaveLength(5)
    fillIn()
    fireEvent.click(within(styles).getByRole('checkbox', { name: 'Yin Yoga' }))
    fireEvent.click(within(styles).getByRole('checkbox', { name: 'Vinyasa' }))
    send()
    expect(await screen.findByRole('region', { name: 'Check your inbox' })).toHaveTextContent(
      'send your message to Lotus Flow Studio',
    )
    // In the studio's order.
    expect(calls).toEqual([
      expect.objectContaining({
        listing_kind: 'studio',
        listing_slug: 'lotus-flow-studio',
        practices: ['Vinyasa', 'Yin Yoga'],
      }),
    ])
  })

  it('says so when the form cannot be loaded, and the next press tries again', async () => {
    expectConsole('warn', /^Could not load the message form:/)
    const formModule = '../../src/features/messages/components/listing-message-form.tsx'
    vi.doMock(formModule, () => {
      throw new Error('offline')
    })
    serveProfiles()
    renderRoute('/teacher/ana-reyes')
    await screen.findByRole('heading', { level: 1, name: 'Ana Reyes' })
    fireEvent.click(sendAMessage())
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The form could not be loaded. Check your connection and press again.',
    )
    expect(sendAMessage()).toHaveAttribute('aria-expanded', 'false')

    vi.doUnmock(formModule)
    fireEvent.click(sendAMessage())
    expect(
      await screen.findByRole('form', { name: 'Write to Ana Reyes' }, { timeout: 5000 }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('is not offered by a studio that takes no messages', async () => {
    serveProfiles({ studio: { accepts_messages: false } })
    renderRoute('/studio/lotus-flow-studio')
    await screen.findByRole('region', { name: 'Contact Studio' })
    expect(screen.queryByRole('button', { name: 'Send a message' })).not.toBeInTheDocument()
  })
})
