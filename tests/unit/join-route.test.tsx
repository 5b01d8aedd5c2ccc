import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderRoute } from './render-route.tsx'
import { postgrestError } from './directory-test-utils.tsx'
import { sendTwiceWhilePending } from './send-twice.ts'
import {
  noContent,
  serveHeldRpc,
  serveRpc,
  STATUS_LINK_REGION,
  statusLinkShown,
  tooManySubmissions,
  type,
} from './submission-test-utils.ts'

async function renderJoin() {
  window.sessionStorage.clear()
  renderRoute('/join')
  await screen.findByRole('button', { name: 'Submit Application' }, { timeout: 5000 })
}

function fillJoin() {
  type(/^First Name/, '  Maya  ')
  type(/^Last Name/, 'Santos')
  type(/^Email/, 'maya@example.com')
  type(/^Phone/, '+63 912 000 0000')
  type(/^Location/, 'Cebu City, Philippines')
  type(/^Years of Experience/, '6')
  type(/^Specialties/, 'Vinyasa, Yin Yoga')
  type(/^Certifications/, 'RYT-500')
  type(/^Bio/, 'I teach slow, mindful flow.')
  fireEvent.click(screen.getByLabelText('Online 1-on-1'))
  fireEvent.click(screen.getByLabelText('Group In-Person'))
  type(/^Website/, 'https://maya.example.com')
  type(/^Instagram Handle/, '@maya.yoga')
  fireEvent.click(screen.getByLabelText(/I agree to the terms/))
}

/** Every value fillJoin typed, still in the form. */
function expectJoinKept() {
  expect(screen.getByLabelText(/^First Name/)).toHaveValue('  Maya  ')
  expect(screen.getByLabelText(/^Last Name/)).toHaveValue('Santos')
  expect(screen.getByLabelText(/^Email/)).toHaveValue('maya@example.com')
  expect(screen.getByLabelText(/^Phone/)).toHaveValue('+63 912 000 0000')
  expect(screen.getByLabelText(/^Location/)).toHaveValue('Cebu City, Philippines')
  expect(screen.getByLabelText(/^Years of Experience/)).toHaveValue(6)
  expect(screen.getByLabelText(/^Specialties/)).toHaveValue('Vinyasa, Yin Yoga')
  expect(screen.getByLabelText(/^Certifications/)).toHaveValue('RYT-500')
  expect(screen.getByLabelText(/^Bio/)).toHaveValue('I teach slow, mindful flow.')
  expect(screen.getByLabelText('Online 1-on-1')).toBeChecked()
  expect(screen.getByLabelText('Group In-Person')).toBeChecked()
  expect(screen.getByLabelText('Group Online')).not.toBeChecked()
  expect(screen.getByLabelText(/^Website/)).toHaveValue('https://maya.example.com')
  expect(screen.getByLabelText(/^Instagram Handle/)).toHaveValue('@maya.yoga')
  expect(screen.getByLabelText(/I agree to the terms/)).toBeChecked()
}

describe('/join', () => {
  it('shows every required message on submit and focuses the first invalid field', async () => {
    const bodies = serveRpc('submit_teacher_application')
    await renderJoin()
    fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }))

    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Phone number is required',
      'Location is required',
      'Specialties are required',
      'Certifications are required',
      'Bio is required',
      'Experience is required',
      'You must agree to the terms',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument()
    }
    expect(screen.getByLabelText(/^First Name/)).toHaveFocus()
    expect(screen.getByLabelText(/^First Name/)).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText(/^First Name/)).toHaveAccessibleDescription('First name is required')

    // Corrected fields lose their message as the user types.
    type(/^First Name/, 'Maya')
    await waitFor(() => expect(screen.queryByText('First name is required')).not.toBeInTheDocument())
    type(/^Years of Experience/, '-2')
    expect(await screen.findByText('Experience must be 0 or more.')).toBeInTheDocument()
    expect(bodies).toEqual([])
  })

  it('counts the bio words as they are typed', async () => {
    await renderJoin()
    expect(screen.getByText('Bio (200 words max)', { exact: false })).toBeInTheDocument()
    expect(screen.getByText('0 / 200 words')).toBeInTheDocument()
    type(/^Bio/, 'one two three')
    expect(await screen.findByText('3 / 200 words')).toBeInTheDocument()
  })

  it("sends the function's named arguments once and thanks the teacher with a private status link", async () => {
    const bodies = serveRpc('submit_teacher_application')
    await renderJoin()
    fillJoin()
    const languages = screen.getByRole('group', { name: 'Languages You Teach In (optional)' })
    fireEvent.click(within(languages).getByRole('button', { name: 'Tagalog' }))
    fireEvent.click(within(languages).getByRole('button', { name: 'English' }))
    const submit = screen.getByRole('button', { name: 'Submit Application' })
    fireEvent.click(submit)
    fireEvent.click(submit)

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Application Submitted!' }),
    ).toBeInTheDocument()
    expect(screen.getByText('Thank you for your interest in joining our community.')).toBeInTheDocument()
    expect(
      screen.getByText("We'll review your application and get back to you within 3-5 business days."),
    ).toBeInTheDocument()
    expect(bodies).toEqual([
      {
        firstname: 'Maya',
        lastname: 'Santos',
        email: 'maya@example.com',
        phone: '+63 912 000 0000',
        location: 'Cebu City, Philippines',
        specialties: 'Vinyasa, Yin Yoga',
        certifications: 'RYT-500',
        bio: 'I teach slow, mindful flow.',
        experience: 6,
        teachingoptions: { online1on1: true, inPerson1on1: false, groupOnline: false, groupInPerson: true },
        // In the order chosen.
        languages: ['tl', 'en'],
        website: 'https://maya.example.com',
        instagram: '@maya.yoga',
        terms: true,
        // The SHA-256 of the applicant's status token, stored by the database, and the token for
        // the mail that carries the link.
        status_token_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
        status_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      },
    ])
    // The link's token is the one whose hash was sent.
    const { token, hash } = await statusLinkShown()
    expect(bodies[0]).toHaveProperty('status_token_hash', hash)
    expect(bodies[0]).toHaveProperty('status_token', token)
    expect(window.sessionStorage.getItem('draft:join')).toBeNull()
  })

  it('sends once when the form is sent again while the first send is pending', async () => {
    const { bodies, release } = serveHeldRpc('submit_teacher_application')
    await renderJoin()
    fillJoin()
    const form = screen.getByRole('form', { name: 'Join as a Teacher' })
    await sendTwiceWhilePending(form, bodies, release)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Application Submitted!' }),
    ).toBeInTheDocument()
    expect(bodies).toHaveLength(1)
  })

  it('keeps the values and shows the backend message when the database refuses the application', async () => {
    const bodies = serveRpc('submit_teacher_application', () =>
      postgrestError(400, '23514', 'new row violates check constraint "teacherapplications_bio_check"'),
    )
    await renderJoin()
    fillJoin()
    fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }))

    expect(await screen.findByText('Supabase error')).toBeInTheDocument()
    expect(
      screen.getByText('new row violates check constraint "teacherapplications_bio_check"'),
    ).toBeInTheDocument()
    expect(bodies).toHaveLength(1)
    expect(screen.getByLabelText(/^First Name/)).toHaveValue('  Maya  ')
    expect(screen.getByLabelText(/^Bio/)).toHaveValue('I teach slow, mindful flow.')
    expect(screen.getByRole('button', { name: 'Submit Application' })).toBeEnabled()
  })

  it('restores a draft from session storage', async () => {
    window.sessionStorage.setItem(
      'draft:join',
      JSON.stringify({ firstName: 'Draft', experience: 4, bio: 12 }),
    )
    renderRoute('/join')
    expect(await screen.findByLabelText(/^First Name/)).toHaveValue('Draft')
    // Values of the wrong type are ignored.
    expect(screen.getByLabelText(/^Bio/)).toHaveValue('')
  })

  it('passes a filled honeypot to the database and links to no status', async () => {
    const bodies = serveRpc('submit_teacher_application')
    await renderJoin()
    fillJoin()
    fireEvent.change(screen.getByLabelText('Leave this field empty'), { target: { value: 'spam' } })
    fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Application Submitted!' }),
    ).toBeInTheDocument()
    // The database decides: it counts the send and stores nothing.
    expect(bodies).toEqual([expect.objectContaining({ firstname: 'Maya', honeypot: 'spam' })])
    // Nothing will be stored, so there is no status to link to.
    expect(bodies[0]).not.toHaveProperty('status_token_hash')
    expect(bodies[0]).not.toHaveProperty('status_token')
    expect(screen.queryByRole('region', { name: STATUS_LINK_REGION })).not.toBeInTheDocument()
  })

  it("over the limit shows the database's sentence in the form, keeps everything typed, and sends later", async () => {
    const bodies = serveRpc('submit_teacher_application', (call) =>
      call === 1 ? tooManySubmissions(3) : noContent(),
    )
    await renderJoin()
    fillJoin()
    fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }))

    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Too many submissions from your connection\. Please try again in 3 minutes\.$/,
    )
    expect(screen.queryByText('Supabase error')).not.toBeInTheDocument()
    expectJoinKept()
    expect(bodies).toHaveLength(1)

    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit Application' })).toBeEnabled())
    fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Application Submitted!' }),
    ).toBeInTheDocument()
    expect(bodies).toHaveLength(2)
    const { token, hash } = await statusLinkShown()
    expect(bodies[1]).toHaveProperty('status_token_hash', hash)
    expect(bodies[1]).toHaveProperty('status_token', token)
  })
})
