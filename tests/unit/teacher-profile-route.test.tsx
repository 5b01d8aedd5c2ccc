import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { shouldSwipe, swipeDirection } from '../../src/components/directory/carousel-swipe.ts'
import { renderRoute } from './render-route.tsx'
import { anaProfile, deferred, noRowResponse, postgrestError, teachersUrl } from './directory-test-utils.tsx'
import { server } from './msw-server.ts'

function serveTeacher(answer: () => Response | Promise<Response>) {
  const requests: { params: URLSearchParams; headers: Headers }[] = []
  server.use(
    http.get(teachersUrl, ({ request }) => {
      requests.push({ params: new URL(request.url).searchParams, headers: request.headers })
      return answer()
    }),
  )
  return requests
}

const json = (body: unknown) => Response.json(body)

/** Every link on the page must be http(s), mailto: or a path of the app. */
function expectOnlySafeLinks() {
  for (const link of document.querySelectorAll('a')) {
    expect(link.getAttribute('href') ?? '').toMatch(/^(https?:\/\/|mailto:|\/|#)/)
  }
}

describe('/teacher/:slug', () => {
  it('shows a loading message, then the whole profile', async () => {
    const gate = deferred()
    const requests = serveTeacher(async () => {
      await gate.promise
      return json(anaProfile)
    })

    renderRoute('/teacher/ana-reyes')
    expect(await screen.findByText('Loading profile...')).toBeInTheDocument()
    gate.release()

    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Reyes' })).toBeInTheDocument()
    expect(screen.queryByText('Loading profile...')).not.toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Photo of Ana Reyes' })).toHaveAttribute(
      'src',
      'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/ana.jpg',
    )
    const main = within(screen.getByRole('main'))
    expect(main.getByText('Cebu City, Philippines')).toBeInTheDocument()
    expect(main.getByText('8 years of experience')).toBeInTheDocument()
    const specialties = screen.getByRole('list', { name: 'Specialties' })
    expect(
      within(specialties)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Vinyasa', 'Yin Yoga', 'Meditation', 'Hatha'])

    const about = screen.getByRole('region', { name: 'About' })
    expect(within(about).getByText('Ana grew up on the coast of Cebu.')).toBeInTheDocument()
    expect(within(about).getByText('She teaches breath-led Vinyasa.')).toBeInTheDocument()

    const certifications = screen.getByRole('region', { name: 'Certifications' })
    expect(
      within(certifications)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['RYT-500, Yoga Alliance', 'Yin Yoga Teacher Training (50 hours)'])

    const options = within(screen.getByRole('region', { name: 'Teaching Options' })).getAllByRole('listitem')
    expect(options.map((tile) => tile.textContent)).toEqual([
      '✓Online 1-on-1Available',
      '–In-Person 1-on-1Not offered',
      '✓Group OnlineAvailable',
      '–Group In-PersonNot offered',
    ])

    const connect = screen.getByRole('region', { name: 'Connect' })
    const contact = within(connect).getByRole('link', { name: 'Contact' })
    expect(contact).toHaveAttribute('href', 'https://forms.example.com/ana')
    expect(contact).toHaveAttribute('target', '_blank')
    expect(contact).toHaveAttribute('rel', 'noopener noreferrer')
    expect(within(connect).getByRole('link', { name: 'Website' })).toHaveAttribute(
      'href',
      'https://example.com/ana',
    )
    expect(within(connect).getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'href',
      'https://instagram.com/ana',
    )
    expect(within(connect).getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      'https://facebook.com/ana',
    )

    // One row, by slug.
    const { params, headers } = requests.at(-1)!
    expect(params.get('slug')).toBe('eq.ana-reyes')
    // At most one row, without the single-object header (a missing slug is not an error).
    expect(headers.get('Accept')).not.toBe('application/vnd.pgrst.object+json')

    // Metadata: the teacher's own SEO text and a Person.
    await waitFor(() => expect(document.title).toBe('Ana Reyes – Vinyasa Teacher in Cebu City'))
    const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (s) => s.textContent,
    )
    expect(jsonLd.some((text) => text?.includes('"@type":"Person"'))).toBe(true)
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull()
  })

  /**
   * The carousel's animation library comes by dynamic import at the gallery's first use; in a
   * cold test run its first transform alone can take longer than waitFor's default second.
   */
  const MODULE_LOAD = { timeout: 10_000 }

  it('shows the gallery as a carousel: buttons, arrow keys, position', async () => {
    serveTeacher(() => json(anaProfile))
    renderRoute('/teacher/ana-reyes')

    // The still gallery becomes the animated carousel at its first use, so look it up each time.
    const carousel = () => screen.getByRole('region', { name: 'Gallery of Ana Reyes' })
    await screen.findByRole('region', { name: 'Gallery of Ana Reyes' })
    expect(within(carousel()).getByText('Image 1 of 3')).toBeInTheDocument()
    expect(within(carousel()).getByRole('img', { name: 'Ana Reyes, gallery image 1 of 3' })).toHaveAttribute(
      'src',
      'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/g1.jpg',
    )

    fireEvent.click(within(carousel()).getByRole('button', { name: 'Next image' }))
    expect(within(carousel()).getByText('Image 2 of 3')).toBeInTheDocument()
    expect(within(carousel()).getByRole('img', { name: 'Ana Reyes, gallery image 2 of 3' })).toHaveAttribute(
      'src',
      'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/g2.jpg',
    )
    // The animated carousel takes over at the same position, once its module has loaded.
    await waitFor(() => expect(carousel().querySelector('.cursor-grab')).not.toBeNull(), MODULE_LOAD)
    expect(within(carousel()).getByText('Image 2 of 3')).toBeInTheDocument()
    fireEvent.click(within(carousel()).getByRole('button', { name: 'Previous image' }))
    expect(within(carousel()).getByText('Image 1 of 3')).toBeInTheDocument()

    fireEvent.keyDown(carousel(), { key: 'ArrowRight' })
    expect(within(carousel()).getByText('Image 2 of 3')).toBeInTheDocument()
    fireEvent.keyDown(carousel(), { key: 'ArrowLeft' })
    fireEvent.keyDown(carousel(), { key: 'ArrowLeft' })
    // It wraps around.
    expect(within(carousel()).getByText('Image 3 of 3')).toBeInTheDocument()
    fireEvent.keyDown(carousel(), { key: 'ArrowRight' })
    expect(within(carousel()).getByText('Image 1 of 3')).toBeInTheDocument()
  })

  it('keeps keyboard focus on the gallery when its animation takes over', async () => {
    serveTeacher(() => json(anaProfile))
    renderRoute('/teacher/ana-reyes')
    const region = await screen.findByRole('region', { name: 'Gallery of Ana Reyes' })
    region.focus()
    fireEvent.keyDown(region, { key: 'ArrowRight' })
    await waitFor(() => expect(region.querySelector('.cursor-grab')).not.toBeNull(), MODULE_LOAD)
    // The same element, still focused: a keyboard user goes on pressing arrows.
    expect(screen.getByRole('region', { name: 'Gallery of Ana Reyes' })).toBe(region)
    expect(region).toHaveFocus()
    fireEvent.keyDown(region, { key: 'ArrowRight' })
    expect(within(region).getByText('Image 3 of 3')).toBeInTheDocument()
  })

  it('leaves out the gallery, contact form and links a teacher does not have', async () => {
    serveTeacher(() =>
      json({
        ...anaProfile,
        gallery: [],
        social: {},
        contactformurl: null,
        certifications: '',
        experience: 1,
      }),
    )
    renderRoute('/teacher/ana-reyes')

    await screen.findByRole('heading', { level: 1, name: 'Ana Reyes' })
    expect(screen.queryByRole('heading', { name: 'Gallery' })).not.toBeInTheDocument()
    expect(screen.getByText('1 year of experience')).toBeInTheDocument()
    const connect = screen.getByRole('region', { name: 'Connect' })
    expect(within(connect).queryByRole('link')).not.toBeInTheDocument()
    expect(within(connect).getByText('Contact information not provided')).toBeInTheDocument()
    expect(
      within(screen.getByRole('region', { name: 'Certifications' })).getByText('Not specified'),
    ).toBeInTheDocument()
  })

  it('never links unsafe URLs', async () => {
    serveTeacher(() =>
      json({
        ...anaProfile,
        image: 'javascript:alert(1)',
        contactformurl: 'javascript:alert(1)',
        social: {
          website: 'javascript:alert(1)',
          instagram: 'data:text/html,hi',
          facebook: '//evil.example.com',
        },
        gallery: ['javascript:alert(1)'],
      }),
    )
    renderRoute('/teacher/ana-reyes')

    await screen.findByRole('heading', { level: 1, name: 'Ana Reyes' })
    const connect = within(screen.getByRole('region', { name: 'Connect' }))
    expect(connect.queryByRole('link')).not.toBeInTheDocument()
    expect(connect.getByText('Contact information not provided')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Gallery' })).not.toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Photo of Ana Reyes' })).toHaveAttribute(
      'src',
      '/images/default-teacher.svg',
    )
    expectOnlySafeLinks()
  })

  describe('languages, verification and freshness', () => {
    const verifiedAna = {
      ...anaProfile,
      languages: ['en', 'tl'],
      verified_credential: 'RYT-500',
      verified_issuer: 'Yoga Alliance',
      verification_evidence_url: 'https://www.yogaalliance.org/ana-reyes',
      verified_on: '2025-03-04',
      verification_expires_on: '2099-12-31',
      confirmed_at: '2026-09-14T10:00:00Z',
    }
    const personData = () =>
      [...document.querySelectorAll('script[type="application/ld+json"]')]
        .map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>)
        .find((data) => data['@type'] === 'Person')

    it('names the languages, the verified credential with its evidence, and when details were confirmed', async () => {
      serveTeacher(() => json(verifiedAna))
      renderRoute('/teacher/ana-reyes')
      await screen.findByRole('heading', { level: 1, name: 'Ana Reyes' })
      const main = within(screen.getByRole('main'))

      expect(main.getByText('Teaches in').parentElement).toHaveTextContent('Teaches in English, Tagalog')
      const badge = main.getByText('Verified:').closest('p')!
      expect(badge).toHaveTextContent(
        'Verified: RYT-500, issued by Yoga Alliance, checked March 2025 · See the evidence',
      )
      const evidence = within(badge).getByRole('link', { name: 'See the evidence' })
      expect(evidence).toHaveAttribute('href', 'https://www.yogaalliance.org/ana-reyes')
      expect(evidence).toHaveAccessibleDescription('(opens in a new tab)')
      expect(main.getByText('Details confirmed September 2026')).toBeInTheDocument()

      await waitFor(() => expect(personData()?.hasCredential).toBeDefined())
      expect(personData()).toMatchObject({
        knowsLanguage: ['en', 'tl'],
        hasCredential: {
          '@type': 'EducationalOccupationalCredential',
          credentialCategory: 'certification',
          name: 'RYT-500',
          recognizedBy: { '@type': 'Organization', name: 'Yoga Alliance' },
          url: 'https://www.yogaalliance.org/ana-reyes',
        },
      })
    })

    it('drops the badge and the credential data once the verification has lapsed', async () => {
      serveTeacher(() =>
        json({ ...verifiedAna, verified_on: '2023-01-01', verification_expires_on: '2024-01-01' }),
      )
      renderRoute('/teacher/ana-reyes')
      await screen.findByRole('heading', { level: 1, name: 'Ana Reyes' })

      expect(screen.queryByText('Verified:')).not.toBeInTheDocument()
      expect(screen.queryByRole('link', { name: 'See the evidence' })).not.toBeInTheDocument()
      await waitFor(() => expect(personData()?.knowsLanguage).toEqual(['en', 'tl']))
      expect(personData()).not.toHaveProperty('hasCredential')
    })

    it('shows a badge without a link when the evidence is not an http(s) address', async () => {
      serveTeacher(() =>
        json({ ...verifiedAna, verification_evidence_url: 'javascript:alert(1)', confirmed_at: null }),
      )
      renderRoute('/teacher/ana-reyes')
      await screen.findByRole('heading', { level: 1, name: 'Ana Reyes' })

      expect(screen.getByText('Verified:').closest('p')).toHaveTextContent(
        'Verified: RYT-500, issued by Yoga Alliance, checked March 2025',
      )
      expect(screen.queryByRole('link', { name: 'See the evidence' })).not.toBeInTheDocument()
      expect(screen.queryByText(/Details confirmed/)).not.toBeInTheDocument()
      expectOnlySafeLinks()
    })
  })

  it('says so when the teacher does not exist, and keeps the page out of search results', async () => {
    serveTeacher(noRowResponse)
    renderRoute('/teacher/nobody-here')

    expect(await screen.findByRole('heading', { level: 1, name: 'Teacher not found!' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Browse all teachers' })).toHaveAttribute('href', '/teachers')
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex'),
    )
  })

  it('does not ask for a slug that cannot exist', async () => {
    const requests = serveTeacher(noRowResponse)
    renderRoute('/teacher/Not%20A%20Slug')
    expect(await screen.findByRole('heading', { level: 1, name: 'Teacher not found!' })).toBeInTheDocument()
    expect(requests).toHaveLength(0)
  })

  it('shows an error with a retry when the request fails', async () => {
    let fail = true
    serveTeacher(() => (fail ? postgrestError(500, 'XX000', 'internal server error') : json(anaProfile)))
    renderRoute('/teacher/ana-reyes')

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Could not load this profile: internal server error')
    expect(screen.queryByText('Teacher not found!')).not.toBeInTheDocument()

    fail = false
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Reyes' })).toBeInTheDocument()
  })
})

describe('carousel swipe', () => {
  it('swipes only when offset times velocity passes 10000', () => {
    expect(shouldSwipe(-200, -100)).toBe(true)
    expect(shouldSwipe(200, 100)).toBe(true)
    expect(shouldSwipe(100, 100)).toBe(false) // exactly the threshold: not yet
    expect(shouldSwipe(-30, -50)).toBe(false)
    expect(shouldSwipe(400, 0)).toBe(false)
  })

  it('goes to the next image when dragged left, the previous when dragged right', () => {
    expect(swipeDirection(-300, -200)).toBe(1)
    expect(swipeDirection(300, 200)).toBe(-1)
    expect(swipeDirection(300, -200)).toBe(-1)
    expect(swipeDirection(20, 20)).toBe(0)
  })
})
