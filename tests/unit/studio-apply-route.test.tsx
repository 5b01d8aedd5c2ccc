import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { renderRoute } from './render-route.tsx'
import { postgrestError } from './directory-test-utils.tsx'
import { server } from './msw-server.ts'
import { sendTwiceWhilePending } from './send-twice.ts'
import {
  noContent,
  serveHeldRpc,
  serveLogoUpload,
  serveRpc,
  STATUS_LINK_REGION,
  statusLinkShown,
  STORAGE_URL,
  tooManySubmissions,
  type,
} from './submission-test-utils.ts'

// jsdom has no canvas: the compressor hands the file back as a JPEG.
vi.mock('browser-image-compression', () => ({
  default: async (file: File) => new File(['jpeg'], file.name, { type: 'image/jpeg' }),
}))

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

function chooseLogo() {
  fireEvent.change(screen.getByLabelText(/^Studio Logo/), {
    target: { files: [new File(['png'], 'Lotus Logo.png', { type: 'image/png' })] },
  })
}

/** Every value fillStudio typed or chose, still in the form. */
function expectStudioKept() {
  expect(screen.getByLabelText(/^Studio Name/)).toHaveValue('Lotus Flow')
  expect(screen.getByLabelText(/^Contact Email/)).toHaveValue('hello@lotus.example')
  expect(screen.getByLabelText(/^Country/)).toHaveValue('Philippines')
  expect(screen.getByLabelText(/^City/)).toHaveValue('Cebu City')
  expect(screen.getByLabelText(/^Description/)).toHaveValue('A bright, plant-filled studio.')
  expect(within(practices()).getByRole('button', { name: 'Remove Vinyasa' })).toBeInTheDocument()
  expect(within(practices()).getByRole('button', { name: 'Remove Aerial Yoga' })).toBeInTheDocument()
  expect(
    within(screen.getByRole('group', { name: 'Amenities' })).getByRole('button', { name: 'Remove Showers' }),
  ).toBeInTheDocument()
  expect(screen.getByLabelText(/^Website/)).toHaveValue('https://lotus.example')
  expect(screen.getByLabelText(/^Operating Hours/)).toHaveValue('Mon-Fri: 9am–8pm')
  expect(screen.getByLabelText('I consent to having my studio details listed on the product.')).toBeChecked()
}

describe('/studios/apply', () => {
  it('shows the required messages of SPEC §5', async () => {
    const bodies = serveRpc('submit_studio_application')
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

  it("sends the function's named arguments, without the camel-case yogaStyles", async () => {
    const bodies = serveRpc('submit_studio_application')
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
        // Empty optional fields (address, instagram, languages, logo, the honeypot) are left out: the
        // function's defaults apply.
        description: 'A bright, plant-filled studio.',
        yogastyles: ['Vinyasa', 'Aerial Yoga'],
        amenities: ['Showers'],
        website: 'https://lotus.example',
        hours: 'Mon-Fri: 9am–8pm',
        consent: true,
        // The SHA-256 of the applicant's status token, stored by the database, and the token for
        // the mail that carries the link.
        status_token_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
        status_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      },
    ])
    // The thank-you page links to the status of the application whose hash was sent.
    const { token, hash } = await statusLinkShown()
    expect(bodies[0]).toHaveProperty('status_token_hash', hash)
    expect(bodies[0]).toHaveProperty('status_token', token)
    expect(window.sessionStorage.getItem('draft:studio-application')).toBeNull()
  })

  it('sends the languages chosen or typed as ISO codes, in order', async () => {
    const bodies = serveRpc('submit_studio_application')
    await renderApply()
    fillStudio()
    const languages = screen.getByRole('group', { name: 'Languages Classes Are Taught In (optional)' })
    fireEvent.click(within(languages).getByRole('button', { name: 'English' }))
    const input = within(languages).getByLabelText('Add another language (ISO 639 code)')
    fireEvent.change(input, { target: { value: 'ceb' } })
    fireEvent.click(within(languages).getByRole('button', { name: 'Add' }))
    expect(within(languages).getByRole('button', { name: 'Remove Cebuano' })).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Application Received!' }),
    ).toBeInTheDocument()
    expect(bodies).toEqual([expect.objectContaining({ languages: ['en', 'ceb'] })])
  })

  it('sends once when the form is sent again while the first send is pending', async () => {
    const { bodies, release } = serveHeldRpc('submit_studio_application')
    await renderApply()
    fillStudio()
    const form = screen.getByRole('form', { name: 'Studio application' })
    await sendTwiceWhilePending(form, bodies, release)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Application Received!' }),
    ).toBeInTheDocument()
    expect(bodies).toHaveLength(1)
  })

  it('keeps every value and shows the backend message when the database refuses the application', async () => {
    serveRpc('submit_studio_application', () =>
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

  it('uploads the logo to the path the database permitted and sends its address', async () => {
    const storage = serveLogoUpload()
    const bodies = serveRpc('submit_studio_application')
    await renderApply()
    fillStudio()
    chooseLogo()
    fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }))

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Application Received!' }, { timeout: 5000 }),
    ).toBeInTheDocument()
    expect(storage.permits).toHaveLength(1)
    expect(storage.uploads).toEqual(storage.permits)
    expect(bodies).toEqual([
      expect.objectContaining({
        name: 'Lotus Flow',
        logo: `${STORAGE_URL}/public/studio-assets/${storage.permits[0]}`,
      }),
    ])
  })

  it("over the limit shows the database's sentence in the form, keeps everything typed, and sends later", async () => {
    const bodies = serveRpc('submit_studio_application', (call) =>
      call === 1 ? tooManySubmissions(9) : noContent(),
    )
    await renderApply()
    fillStudio()
    fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }))

    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Too many submissions from your connection\. Please try again in 9 minutes\.$/,
    )
    expect(screen.queryByText('Supabase error')).not.toBeInTheDocument()
    expectStudioKept()
    expect(bodies).toHaveLength(1)

    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit Application' })).toBeEnabled())
    fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Application Received!' }),
    ).toBeInTheDocument()
    expect(bodies).toHaveLength(2)
    const { token, hash } = await statusLinkShown()
    expect(bodies[1]).toHaveProperty('status_token_hash', hash)
    expect(bodies[1]).toHaveProperty('status_token', token)
  })

  it('a logo permit refused for the limits shows the limit, not the logo-upload notice', async () => {
    const storage = serveLogoUpload({ permit: () => tooManySubmissions(6) })
    const bodies = serveRpc('submit_studio_application')
    await renderApply()
    fillStudio()
    chooseLogo()
    fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }))

    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      /^Too many submissions from your connection\. Please try again in 6 minutes\.$/,
    )
    expect(screen.queryByText('Logo Upload Failed')).not.toBeInTheDocument()
    expect(screen.queryByText('There was an issue uploading the studio logo.')).not.toBeInTheDocument()
    expect(storage.permitCalls()).toBe(1)
    expect(storage.uploads).toEqual([])
    expect(bodies).toEqual([])
    expectStudioKept()
    expect(screen.getByRole('button', { name: 'Submit Application' })).toBeEnabled()
  })

  it('a logo the storage refuses stops the application with the logo-upload notice', async () => {
    serveLogoUpload()
    const bodies = serveRpc('submit_studio_application')
    server.use(
      http.post(`${STORAGE_URL}/studio-assets/*`, () =>
        HttpResponse.json(
          { statusCode: '500', error: 'Internal', message: 'storage is down' },
          { status: 500 },
        ),
      ),
    )
    await renderApply()
    fillStudio()
    chooseLogo()
    fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }))

    expect(await screen.findByText('Logo Upload Failed', {}, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.getByText('There was an issue uploading the studio logo.')).toBeInTheDocument()
    expect(screen.queryByText(/Too many submissions/)).not.toBeInTheDocument()
    expect(bodies).toEqual([])
    expectStudioKept()
  })

  it('passes a filled honeypot to the database and links to no status', async () => {
    const bodies = serveRpc('submit_studio_application')
    await renderApply()
    fillStudio()
    fireEvent.change(screen.getByLabelText('Leave this field empty'), { target: { value: 'spam' } })
    fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Application Received!' }),
    ).toBeInTheDocument()
    expect(bodies).toEqual([expect.objectContaining({ name: 'Lotus Flow', honeypot: 'spam' })])
    expect(bodies[0]).not.toHaveProperty('status_token_hash')
    expect(bodies[0]).not.toHaveProperty('status_token')
    expect(screen.queryByRole('region', { name: STATUS_LINK_REGION })).not.toBeInTheDocument()
  })
})
