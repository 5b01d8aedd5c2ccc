import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderRoute } from './render-route.tsx'
import { deferred, postgrestError } from './directory-test-utils.tsx'
import { sendTwiceWhilePending } from './send-twice.ts'
import {
  serveContactDatabase,
  STATUS_LINK_REGION,
  tooManySubmissions,
  type,
} from './submission-test-utils.ts'

async function renderContact() {
  window.sessionStorage.clear()
  renderRoute('/contact')
  await screen.findByRole('button', { name: 'Send Message' }, { timeout: 5000 })
}

/** Renders /contact and waits for the database's question to be on screen. */
async function renderContactWithQuestion() {
  await renderContact()
  await screen.findByLabelText(/^What is \d+ \+ \d+\?/)
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

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send Message' }))

/** What the visitor typed, field by field, as the form holds it. */
function typedValues() {
  return {
    name: screen.getByLabelText(/^Name/),
    email: screen.getByLabelText(/^Email/),
    subject: screen.getByLabelText(/^Subject/),
    message: screen.getByLabelText(/^Message/),
  }
}

function expectMessageKept() {
  const fields = typedValues()
  expect(fields.name).toHaveValue(' Ana Reyes ')
  expect(fields.email).toHaveValue('ana@example.com')
  expect(fields.subject).toHaveValue('Listing question')
  expect(fields.message).toHaveValue('How do I list my studio?')
}

describe('/contact', () => {
  it('shows the contact details', async () => {
    serveContactDatabase()
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

  it("asks the database's question, 'Loading the question…' until it arrives", async () => {
    const held = deferred()
    const database = serveContactDatabase({
      questions: [[3, 4]],
      question: async () => {
        await held.promise
        return undefined
      },
    })
    await renderContact()
    expect(screen.getByLabelText(/^Loading the question…/)).toHaveValue('')
    held.release()
    expect(await screen.findByLabelText(/^What is 3 \+ 4\?/)).toBeInTheDocument()
    expect(screen.queryByText(/^Loading the question…/)).not.toBeInTheDocument()
    expect(database.questionCalls()).toBe(1)
  })

  it('shows the required messages, including the blank captcha', async () => {
    const database = serveContactDatabase()
    await renderContactWithQuestion()
    send()
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
    expect(database.calls).toEqual([])
  })

  it('refuses a wrong answer: says so, empties and focuses the field, and asks a new question', async () => {
    const database = serveContactDatabase({
      questions: [
        [2, 2],
        [6, 6],
      ],
    })
    await renderContactWithQuestion()
    fillMessage()
    const first = currentQuestion()
    expect(first.text).toBe('What is 2 + 2?')
    const field = screen.getByLabelText(/^What is/)
    type(/^What is/, String(first.sum + 1))
    send()

    expect(await screen.findByText('Incorrect answer, please try again.')).toBeInTheDocument()
    expect(field).toHaveValue('')
    expect(field).toHaveFocus()
    // The database checked the answer against the question it issued, which is now used up.
    expect(database.calls).toEqual([
      expect.objectContaining({ question_id: database.issued[0]!.id, answer: '5' }),
    ])
    await waitFor(() => expect(currentQuestion().text).toBe('What is 6 + 6?'))
    expect(database.issued).toHaveLength(2)
    expect(database.stored).toEqual([])
    expectMessageKept()

    // The new question's answer sends the message.
    type(/^What is/, '12')
    send()
    expect(await screen.findByRole('heading', { level: 1, name: 'Message Sent!' })).toBeInTheDocument()
    expect(database.calls[1]).toMatchObject({ question_id: database.issued[1]!.id, answer: '12' })
    expect(database.stored).toHaveLength(1)
  })

  it('asks a new question when the one answered has expired', async () => {
    const database = serveContactDatabase({
      questions: [
        [2, 2],
        [5, 1],
      ],
    })
    await renderContactWithQuestion()
    fillMessage()
    type(/^What is/, '4')
    // Ten minutes pass, or the question was answered in another tab.
    database.expireAll()
    send()

    expect(
      await screen.findByText('That question has expired. Please answer the new one.'),
    ).toBeInTheDocument()
    await waitFor(() => expect(currentQuestion().text).toBe('What is 5 + 1?'))
    const field = screen.getByLabelText(/^What is/)
    expect(field).toHaveValue('')
    expect(field).toHaveFocus()
    expect(database.stored).toEqual([])
    expectMessageKept()
  })

  it('sends the message with the question and its answer, then thanks the visitor', async () => {
    const database = serveContactDatabase()
    await renderContactWithQuestion()
    fillMessage()
    const question = currentQuestion()
    type(/^What is/, ` ${question.sum} `)
    send()

    expect(await screen.findByRole('heading', { level: 1, name: 'Message Sent!' })).toBeInTheDocument()
    expect(screen.getByText('Thank you for reaching out to us.')).toBeInTheDocument()
    expect(
      screen.getByText("We'll review your message and get back to you within 24 hours."),
    ).toBeInTheDocument()
    // The function's named arguments; no honeypot argument when the honeypot is empty.
    expect(database.calls).toEqual([
      {
        name: 'Ana Reyes',
        email: 'ana@example.com',
        subject: 'Listing question',
        message: 'How do I list my studio?',
        question_id: database.issued[0]!.id,
        answer: String(question.sum),
      },
    ])
    expect(database.stored).toHaveLength(1)
    // A message has no status to follow.
    expect(screen.queryByRole('region', { name: STATUS_LINK_REGION })).not.toBeInTheDocument()
  })

  it('passes a filled honeypot to the database, which decides what becomes of the message', async () => {
    const database = serveContactDatabase()
    await renderContactWithQuestion()
    fillMessage()
    fireEvent.change(screen.getByLabelText('Leave this field empty'), { target: { value: 'spam' } })
    type(/^What is/, String(currentQuestion().sum))
    send()

    expect(await screen.findByRole('heading', { level: 1, name: 'Message Sent!' })).toBeInTheDocument()
    expect(database.calls).toEqual([expect.objectContaining({ honeypot: 'spam' })])
    expect(database.stored).toEqual([])
  })

  it('sends once when the form is sent again while the first send is pending', async () => {
    const held = deferred()
    const database = serveContactDatabase({
      answer: async (verdict) => {
        await held.promise
        return Response.json(verdict)
      },
    })
    await renderContactWithQuestion()
    fillMessage()
    type(/^What is/, String(currentQuestion().sum))
    const form = screen.getByRole('form', { name: 'Contact us' })
    await sendTwiceWhilePending(form, database.calls, held.release)
    expect(await screen.findByRole('heading', { level: 1, name: 'Message Sent!' })).toBeInTheDocument()
    expect(database.calls).toHaveLength(1)
  })

  it('keeps the message and shows the backend error when sending fails', async () => {
    serveContactDatabase({ answer: () => postgrestError(500, 'XX000', 'database is unavailable') })
    await renderContactWithQuestion()
    fillMessage()
    const question = currentQuestion()
    type(/^What is/, String(question.sum))
    send()

    expect(await screen.findByText('Supabase error')).toBeInTheDocument()
    expect(screen.getByText('database is unavailable')).toBeInTheDocument()
    expectMessageKept()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled())
  })

  it("over the limit shows the database's sentence in the form, keeps everything typed, and sends later", async () => {
    const database = serveContactDatabase({
      answer: (verdict, call) => (call === 1 ? tooManySubmissions(7) : Response.json(verdict)),
    })
    await renderContactWithQuestion()
    fillMessage()
    const question = currentQuestion()
    type(/^What is/, String(question.sum))
    send()

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(
      /^Too many submissions from your connection\. Please try again in 7 minutes\.$/,
    )
    // No notice: the sentence is in the form, beside the button.
    expect(screen.queryByText('Supabase error')).not.toBeInTheDocument()
    expectMessageKept()
    // The refused send used nothing up: the same question and answer stay.
    expect(screen.getByLabelText(/^What is/)).toHaveValue(String(question.sum))
    expect(currentQuestion().text).toBe(question.text)
    expect(database.issued).toHaveLength(1)
    expect(database.stored).toEqual([])

    await waitFor(() => expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled())
    send()
    expect(await screen.findByRole('heading', { level: 1, name: 'Message Sent!' })).toBeInTheDocument()
    expect(database.calls).toHaveLength(2)
    expect(database.stored).toEqual([expect.objectContaining({ subject: 'Listing question' })])
  })

  it('says when the question cannot be loaded, and a send asks for it again', async () => {
    const database = serveContactDatabase({
      questions: [[4, 5]],
      question: (call) => (call === 1 ? postgrestError(503, 'PGRST000', 'database is starting') : undefined),
    })
    await renderContact()
    const field = screen.getByLabelText(/^Loading the question…/)
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('The question could not be loaded. Please try again.'),
    )
    fillMessage()
    send()

    expect(await screen.findByLabelText(/^What is 4 \+ 5\?/)).toBe(field)
    expect(database.questionCalls()).toBe(2)
    expect(field).toHaveFocus()
    expect(database.calls).toEqual([])
    expectMessageKept()

    type(/^What is/, '9')
    send()
    expect(await screen.findByRole('heading', { level: 1, name: 'Message Sent!' })).toBeInTheDocument()
    expect(database.calls).toEqual([
      expect.objectContaining({ question_id: database.issued[0]!.id, answer: '9' }),
    ])
  })

  it("shows the database's sentence when the visitor asked for too many questions", async () => {
    serveContactDatabase({ question: () => tooManySubmissions(4) })
    await renderContact()
    const field = screen.getByLabelText(/^Loading the question…/)
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        'Too many submissions from your connection. Please try again in 4 minutes.',
      ),
    )
  })

  it('keeps a draft of the message but never the captcha answer', async () => {
    serveContactDatabase()
    await renderContactWithQuestion()
    type(/^Subject/, 'Draft subject')
    type(/^What is/, '12')
    const draft = JSON.parse(window.sessionStorage.getItem('draft:contact') ?? '{}')
    expect(draft.subject).toBe('Draft subject')
    expect(draft).not.toHaveProperty('captcha')
  })
})
