import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderRoute } from './render-route.tsx'
import { postgrestError } from './directory-test-utils.tsx'
import { sendTwiceWhilePending } from './send-twice.ts'
import { serveHeldInsert, serveInsert, statusLinkShown, type } from './submission-test-utils.ts'

async function renderApply() {
  window.sessionStorage.clear()
  renderRoute('/studios/apply')
  await screen.findByRole('button', { name: 'Submit Application' }, { timeout: 5000 })
}

function practices() {
  return screen.getByRole('group', { name: 'Practices Offered' })
}

function addCustom(group: HTMLElement, value: string) {
  const input = within(group).getByRole('textbox')
  fireEvent.change(input, { target: { value } })
  fireEvent.keyDown(input, { key: 'Enter' })
}

function fillStudio() {
  type(/^Studio Name/, 'Lotus Flow')
  type(/^Contact Email/, 'hello@lotus.example')
  fireEvent.change(screen.getByLabelText(/^Country/), { target: { value: 'Philippines' } })
  type(/^City/, 'Cebu City')
  type(/^Description/, 'A bright, plant-filled studio.')
  fireEvent.click(within(practices()).getByRole('button', { name: 'Vinyasa' }))
  addCustom(practices(), 'Aerial Yoga')
  fireEvent.click(
    within(screen.getByRole('group', { name: 'Amenities' })).getByRole('button', { name: 'Showers' }),
  )
  type(/^Website/, 'https://lotus.example')
  type(/^Operating Hours/, 'Mon-Fri: 9am–8pm')
  fireEvent.click(screen.getByLabelText('I consent to having my studio details listed on the product.'))
}

describe('/studios/apply', () => {
  it('shows the required messages of SPEC §5', async () => {
    const bodies = serveInsert('studioapplications')
    await renderApply()
    fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }))
    for (const message of [
      'Studio Name is required',
      'Email is required',
      'Country is required',
      'City is required',
      'A description is required',
      'You must agree to the terms.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument()
    }
    expect(screen.getByLabelText(/^Studio Name/)).toHaveFocus()
    expect(bodies).toEqual([])
  })

  it('lets the visitor pick, create and remove practices without duplicates', async () => {
    await renderApply()
    const group = practices()
    fireEvent.click(within(group).getByRole('button', { name: 'Hatha' }))
    expect(within(group).getByRole('button', { name: 'Hatha' })).toHaveAttribute('aria-pressed', 'true')
    addCustom(group, 'Aerial Yoga')
    addCustom(group, 'aerial yoga')
    expect(within(group).getByText('aerial yoga is already selected.')).toBeInTheDocument()
    const chips = within(
      within(group).getByRole('list', { name: 'Selected practices offered' }),
    ).getAllByRole('listitem')
    expect(chips.map((chip) => chip.firstChild?.textContent)).toEqual(['Hatha', 'Aerial Yoga'])
    fireEvent.click(within(group).getByRole('button', { name: 'Remove Aerial Yoga' }))
    expect(within(group).queryByRole('button', { name: 'Remove Aerial Yoga' })).not.toBeInTheDocument()
  })

  it('refuses a logo that is not an image', async () => {
    await renderApply()
    const logo = screen.getByLabelText(/^Studio Logo/)
    fireEvent.change(logo, {
      target: { files: [new File(['%PDF'], 'logo.pdf', { type: 'application/pdf' })] },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }))
    expect(
      await screen.findByText('The logo must be an image file (JPEG, PNG, WebP or GIF).'),
    ).toBeInTheDocument()
  })

  it('sends exactly the table columns, without the camel-case yogaStyles', async () => {
    const bodies = serveInsert('studioapplications')
    await renderApply()
    fillStudio()
    fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }))

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Application Received!' }),
    ).toBeInTheDocument()
    expect(bodies).toEqual([
      {
        name: 'Lotus Flow',
        email: 'hello@lotus.example',
        country: 'Philippines',
        city: 'Cebu City',
        address: null,
        description: 'A bright, plant-filled studio.',
        yogastyles: ['Vinyasa', 'Aerial Yoga'],
        amenities: ['Showers'],
        website: 'https://lotus.example',
        instagram: null,
        hours: 'Mon-Fri: 9am–8pm',
        logo: null,
        consent: true,
        // The SHA-256 of the applicant's status token, never the token itself.
        status_token_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      },
    ])
    // The thank-you page links to the status of the application whose hash was sent.
    const { hash } = await statusLinkShown()
    expect(bodies[0]).toHaveProperty('status_token_hash', hash)
    expect(window.sessionStorage.getItem('draft:studio-application')).toBeNull()
  })

  it('sends once when the form is sent again while the first send is pending', async () => {
    const { bodies, release } = serveHeldInsert('studioapplications')
    await renderApply()
    fillStudio()
    const form = screen.getByRole('form', { name: 'Studio application' })
    await sendTwiceWhilePending(form, bodies, release)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Application Received!' }),
    ).toBeInTheDocument()
    expect(bodies).toHaveLength(1)
  })

  it('keeps every value and shows the backend message when the insert fails', async () => {
    serveInsert('studioapplications', () =>
      postgrestError(400, '23514', 'new row for relation "studioapplications" violates check constraint'),
    )
    await renderApply()
    fillStudio()
    fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }))

    expect(await screen.findByText('Supabase error')).toBeInTheDocument()
    expect(
      screen.getByText('new row for relation "studioapplications" violates check constraint'),
    ).toBeInTheDocument()
    expect(screen.getByLabelText(/^Studio Name/)).toHaveValue('Lotus Flow')
    expect(screen.getByLabelText(/^Country/)).toHaveValue('Philippines')
    expect(within(practices()).getByRole('button', { name: 'Remove Aerial Yoga' })).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit Application' })).toBeEnabled())
  })
})
