import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderRoute } from './render-route.tsx'
import { postgrestError } from './directory-test-utils.tsx'
import { sendTwiceWhilePending } from './send-twice.ts'
import { serveHeldInsert, serveInsert, STATUS_LINK_REGION, type } from './submission-test-utils.ts'

async function renderContact() {
  window.sessionStorage.clear()
  renderRoute('/contact')
  await screen.findByRole('button', { name: 'Send Message' }, { timeout: 5000 })
}

/** The question on screen and its answer. */
function currentQuestion() {
  const label = screen.getByText(/^What is \d+ \+ \d+\?/)
  const [, a, b] = /What is (\d+) \+ (\d+)\?/.exec(label.textContent ?? '')!
  return { text: `What is ${a} + ${b}?`, sum: Number(a) + Number(b) }
}

function fillMessage() {
  type(/^Name/, ' Ana Reyes ')
  type(/^Email/, 'ana@example.com')
  type(/^Subject/, 'Listing question')
  type(/^Message/, 'How do I list my studio?')
}

describe('/contact', () => {
  it('shows the contact details', async () => {
    await renderContact()
    expect(screen.getByText('Cebu City, Philippines', { selector: 'dd' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'hello@yogadirectory.com' })).toHaveAttribute(
      'href',
      'mailto:hello@yogadirectory.com',
    )
    expect(screen.getByRole('link', { name: '+63 912 345 6789' })).toHaveAttribute(
      'href',
      'tel:+639123456789',
    )
    expect(screen.getByText(/within 24 hours/)).toBeInTheDocument()
  })

  it('shows the required messages, including the blank captcha', async () => {
    const bodies = serveInsert('contactsubmissions')
    await renderContact()
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }))
    for (const message of [
      'Name is required',
      'Email is required',
      'Subject is required',
      'Message is required',
      'Please answer the question.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument()
    }
    expect(screen.getByLabelText(/^Name/)).toHaveFocus()
    expect(bodies).toEqual([])
  })

  it('refuses a wrong answer and asks a new question', async () => {
    const bodies = serveInsert('contactsubmissions')
    // The first question is 2 + 2; every later one 6 + 6.
    let next = 0.15
    vi.spyOn(Math, 'random').mockImplementation(() => next)
    await renderContact()
    fillMessage()
    const first = currentQuestion()
    expect(first.text).toBe('What is 2 + 2?')
    next = 0.55
    type(/^What is/, String(first.sum + 1))
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }))

    expect(await screen.findByText('Incorrect answer, please try again.')).toBeInTheDocument()
    const field = screen.getByLabelText(/^What is/)
    expect(field).toHaveValue('')
    expect(field).toHaveFocus()
    expect(currentQuestion().text).toBe('What is 6 + 6?')
    expect(bodies).toEqual([])
    // The message is kept.
    expect(screen.getByLabelText(/^Message/)).toHaveValue('How do I list my studio?')
  })

  it('sends name, email, subject and message only, then thanks the visitor', async () => {
    const bodies = serveInsert('contactsubmissions')
    await renderContact()
    fillMessage()
    const question = currentQuestion()
    type(/^What is/, String(question.sum))
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }))

    expect(await screen.findByRole('heading', { level: 1, name: 'Message Sent!' })).toBeInTheDocument()
    expect(screen.getByText('Thank you for reaching out to us.')).toBeInTheDocument()
    expect(
      screen.getByText("We'll review your message and get back to you within 24 hours."),
    ).toBeInTheDocument()
    expect(bodies).toEqual([
      {
        name: 'Ana Reyes',
        email: 'ana@example.com',
        subject: 'Listing question',
        message: 'How do I list my studio?',
      },
    ])
    // A message has no status to follow.
    expect(screen.queryByRole('region', { name: STATUS_LINK_REGION })).not.toBeInTheDocument()
  })

  it('sends once when the form is sent again while the first send is pending', async () => {
    const { bodies, release } = serveHeldInsert('contactsubmissions')
    await renderContact()
    fillMessage()
    type(/^What is/, String(currentQuestion().sum))
    const form = screen.getByRole('form', { name: 'Contact us' })
    await sendTwiceWhilePending(form, bodies, release)
    expect(await screen.findByRole('heading', { level: 1, name: 'Message Sent!' })).toBeInTheDocument()
    expect(bodies).toHaveLength(1)
  })

  it('keeps the message and shows the backend error when sending fails', async () => {
    serveInsert('contactsubmissions', () => postgrestError(500, 'XX000', 'database is unavailable'))
    await renderContact()
    fillMessage()
    const question = currentQuestion()
    type(/^What is/, String(question.sum))
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }))

    expect(await screen.findByText('Supabase error')).toBeInTheDocument()
    expect(screen.getByText('database is unavailable')).toBeInTheDocument()
    expect(screen.getByLabelText(/^Subject/)).toHaveValue('Listing question')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled())
  })

  it('keeps a draft of the message but never the captcha answer', async () => {
    await renderContact()
    type(/^Subject/, 'Draft subject')
    type(/^What is/, '12')
    const draft = JSON.parse(window.sessionStorage.getItem('draft:contact') ?? '{}')
    expect(draft.subject).toBe('Draft subject')
    expect(draft).not.toHaveProperty('captcha')
  })
})
