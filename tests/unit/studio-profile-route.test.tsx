import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { studioContact, studioTagline } from '../../src/features/studios/studio-model.ts'
import { renderRoute } from './render-route.tsx'
import { deferred, lotusProfile, noRowResponse, postgrestError, studiosUrl } from './directory-test-utils.tsx'
import { server } from './msw-server.ts'

function serveStudio(answer: () => Response | Promise<Response>) {
  const requests: URLSearchParams[] = []
  server.use(
    http.get(studiosUrl, ({ request }) => {
      requests.push(new URL(request.url).searchParams)
      return answer()
    }),
  )
  return requests
}

const json = (body: unknown) => Response.json(body)

async function renderStudio(overrides: Partial<typeof lotusProfile> | Record<string, unknown> = {}) {
  serveStudio(() => json({ ...lotusProfile, ...overrides }))
  renderRoute('/studio/lotus-flow-studio')
  await screen.findByRole('heading', { level: 1, name: 'Lotus Flow Studio' })
}

describe('/studio/:slug', () => {
  it('shows a loading message, then the studio', async () => {
    const gate = deferred()
    const requests = serveStudio(async () => {
      await gate.promise
      return json(lotusProfile)
    })
    renderRoute('/studio/lotus-flow-studio')
    expect(await screen.findByText('Loading studio profile...')).toBeInTheDocument()
    gate.release()

    expect(await screen.findByRole('heading', { level: 1, name: 'Lotus Flow Studio' })).toBeInTheDocument()
    expect(requests.at(-1)!.get('slug')).toBe('eq.lotus-flow-studio')
    expect(screen.getByRole('img', { name: 'Lotus Flow Studio logo' })).toHaveAttribute(
      'src',
      'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/lotus.jpg',
    )
    expect(screen.getByText('Breathe, move and rest in the heart of Cebu')).toBeInTheDocument()
    expect(
      within(screen.getByRole('region', { name: 'About' })).getByText(/plant-filled space/),
    ).toBeInTheDocument()
    const practices = within(screen.getByRole('region', { name: 'Practices Offered' })).getAllByRole(
      'listitem',
    )
    expect(practices.map((p) => p.textContent)).toEqual([
      'Vinyasa',
      'Hatha',
      'Yin Yoga',
      'Meditation',
      'Restorative',
    ])
    const gallery = screen.getByRole('region', { name: 'Studio Gallery' })
    expect(within(gallery).getAllByRole('img')).toHaveLength(2)
    expect(within(gallery).getAllByRole('img')[0]).toHaveAttribute('loading', 'lazy')

    const contact = within(screen.getByRole('region', { name: 'Contact Studio' })).getByRole('link', {
      name: 'Visit Website & Book',
    })
    expect(contact).toHaveAttribute('href', 'https://example.com/lotus')
    expect(contact).toHaveAttribute('target', '_blank')
    expect(contact).toHaveAttribute('rel', 'noopener noreferrer')

    const sidebar = screen.getByRole('complementary', { name: 'Studio details' })
    expect(sidebar).toHaveTextContent('21 Mango Grove Street, Lahug')
    expect(sidebar).toHaveTextContent('Cebu City, Philippines')
    expect(sidebar).toHaveTextContent('Mon-Fri: 6am–9pm')
    expect(within(sidebar).getByRole('link', { name: 'example.com/lotus' })).toHaveAttribute(
      'href',
      'https://example.com/lotus',
    )
    expect(within(sidebar).getByRole('heading', { name: 'Amenities' })).toBeInTheDocument()
    expect(sidebar).toHaveTextContent('Showers')
    expect(within(sidebar).getByRole('heading', { name: 'Follow Us' })).toBeInTheDocument()
    expect(within(sidebar).getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'href',
      'https://instagram.com/lotus',
    )
    expect(within(sidebar).getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      'https://facebook.com/lotus',
    )

    await waitFor(() => expect(document.title).toBe('Lotus Flow Studio – Yoga in Cebu City'))
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Hybrid yoga studio in Cebu City.',
    )
    // schema.org has no YogaStudio type: the closest one, with YogaStudio as additional type.
    const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>,
    )
    expect(jsonLd).toContainEqual(
      expect.objectContaining({
        '@type': 'ExerciseGym',
        additionalType: 'YogaStudio',
        name: 'Lotus Flow Studio',
      }),
    )
  })

  it('falls back to a premier studio tagline and SEO text built from the studio', async () => {
    await renderStudio({ tagline: '  ', seo_title: null, seo_description: null })
    expect(screen.getByText('A premier yoga studio in Cebu City')).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Lotus Flow Studio | Yoga Studio in Cebu City'))
  })

  it('names the languages taught and when the details were confirmed, also in its structured data', async () => {
    await renderStudio({ languages: ['es', 'ca'], confirmed_at: '2026-09-01T08:00:00Z' })
    const main = within(screen.getByRole('main'))
    expect(main.getByText('Teaches in').parentElement).toHaveTextContent('Teaches in Spanish, Catalan')
    expect(main.getByText('Details confirmed September 2026')).toBeInTheDocument()
    await waitFor(() => {
      const data = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>,
      )
      expect(data.find((item) => item['@type'] === 'ExerciseGym')).toMatchObject({
        availableLanguage: ['es', 'ca'],
      })
    })
  })

  it('says nothing of languages or confirmation a studio does not have', async () => {
    await renderStudio({ languages: [], confirmed_at: null })
    expect(screen.queryByText('Teaches in')).not.toBeInTheDocument()
    expect(screen.queryByText(/Details confirmed/)).not.toBeInTheDocument()
  })

  it("offers an email when there's no website", async () => {
    await renderStudio({ website: null })
    const link = screen.getByRole('link', { name: 'Email the Studio' })
    expect(link).toHaveAttribute('href', 'mailto:hello@lotusflow.example.com')
    expect(screen.queryByRole('link', { name: 'Visit Website & Book' })).not.toBeInTheDocument()
    expect(
      within(screen.getByRole('complementary', { name: 'Studio details' })).getAllByText('Not specified'),
    ).toHaveLength(1)
  })

  it('says when there is no way to contact the studio', async () => {
    await renderStudio({ website: null, email: '' })
    expect(
      within(screen.getByRole('region', { name: 'Contact Studio' })).getByText(
        'Contact information not provided',
      ),
    ).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Email the Studio' })).not.toBeInTheDocument()
  })

  it('shows fallbacks for empty hours, social links, gallery and amenities', async () => {
    await renderStudio({ operatinghours: '', instagram: null, facebook: null, gallery: [], amenities: [] })
    const sidebar = screen.getByRole('complementary', { name: 'Studio details' })
    expect(within(sidebar).getByText('Not specified')).toBeInTheDocument()
    expect(within(sidebar).getByText('No social media links provided.')).toBeInTheDocument()
    expect(within(sidebar).queryByRole('heading', { name: 'Amenities' })).not.toBeInTheDocument()
    expect(screen.getByText('No gallery images available yet.')).toBeInTheDocument()
  })

  it('never links unsafe URLs', async () => {
    await renderStudio({
      website: 'javascript:alert(1)',
      instagram: 'javascript:alert(2)',
      facebook: 'data:text/html,x',
      logo: 'javascript:alert(3)',
      gallery: ['javascript:alert(4)'],
    })
    // No website: the email button instead.
    expect(screen.getByRole('link', { name: 'Email the Studio' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Visit Website & Book' })).not.toBeInTheDocument()
    expect(screen.getByText('No social media links provided.')).toBeInTheDocument()
    expect(screen.getByText('No gallery images available yet.')).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Lotus Flow Studio logo' })).toHaveAttribute(
      'src',
      '/images/default-studio.svg',
    )
    for (const link of document.querySelectorAll('a')) {
      expect(link.getAttribute('href') ?? '').toMatch(/^(https?:\/\/|mailto:|\/|#)/)
    }
  })

  it('says so when the studio does not exist', async () => {
    serveStudio(noRowResponse)
    renderRoute('/studio/no-such-studio')
    expect(await screen.findByRole('heading', { level: 1, name: 'Studio not found!' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Browse all studios' })).toHaveAttribute('href', '/studios')
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex'),
    )
  })

  it('shows an error with a retry when the request fails', async () => {
    let fail = true
    serveStudio(() => (fail ? postgrestError(500, 'XX000', 'internal server error') : json(lotusProfile)))
    renderRoute('/studio/lotus-flow-studio')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Could not load this studio: internal server error')
    fail = false
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Lotus Flow Studio' })).toBeInTheDocument()
  })
})

describe('studio model', () => {
  it('chooses the contact button: website, else email, else none', () => {
    expect(studioContact({ website: 'https://a.example', email: 'x@y.example' })).toEqual({
      kind: 'website',
      href: 'https://a.example/',
    })
    expect(studioContact({ website: 'javascript:alert(1)', email: 'x@y.example' })).toEqual({
      kind: 'email',
      href: 'mailto:x@y.example',
    })
    expect(studioContact({ website: null, email: 'not an email' })).toEqual({ kind: 'none' })
    expect(studioContact({ website: '', email: '' })).toEqual({ kind: 'none' })
  })

  it('uses the tagline or a premier studio in the city', () => {
    expect(studioTagline({ tagline: 'Hello', city: 'Rome' })).toBe('Hello')
    expect(studioTagline({ tagline: '', city: 'Rome' })).toBe('A premier yoga studio in Rome')
  })
})
