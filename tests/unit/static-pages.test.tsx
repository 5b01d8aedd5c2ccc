import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readStatusToken, readThankYouState, thankYouDefaults } from '../../src/components/thank-you-state.ts'
import { restUrl } from './directory-test-utils.tsx'
import { server } from './msw-server.ts'
import { renderRoute } from './render-route.tsx'

function main() {
  return within(screen.getByRole('main'))
}

/** Each page has exactly one h1, and its headings never skip a level. */
function expectOrderedHeadings() {
  const levels = main()
    .getAllByRole('heading')
    .map((heading) => Number(heading.tagName.slice(1)))
  expect(levels.filter((level) => level === 1)).toHaveLength(1)
  expect(levels[0]).toBe(1)
  levels.forEach((level, index) => {
    if (index > 0) expect(level).toBeLessThanOrEqual(levels[index - 1]! + 1)
  })
}

describe('/about', () => {
  it('explains how it works: vision, mission and three journeys', async () => {
    renderRoute('/about')
    expect(await screen.findByRole('heading', { level: 1, name: 'How It Works' })).toBeInTheDocument()
    expect(main().getByRole('heading', { level: 2, name: 'Our Vision' })).toBeInTheDocument()
    expect(main().getByRole('heading', { level: 2, name: 'Our Mission' })).toBeInTheDocument()

    for (const [journey, steps] of [
      ['For Students', ['Browse', 'Connect', 'Practice']],
      ['For Teachers', ['Apply', 'Get Featured', 'Connect']],
      ['For Yoga Studios', ['Apply', 'Get Listed', 'Connect']],
    ] as const) {
      const section = main().getByRole('region', { name: journey })
      expect(
        within(section)
          .getAllByRole('heading', { level: 3 })
          .map((h) => h.textContent),
      ).toEqual(steps)
    }
    expectOrderedHeadings()
    await waitFor(() => expect(document.title).toBe('How It Works | Yoga Directory'))
  })

  it('credits GeoNames for the place coordinates, as its licence asks', async () => {
    renderRoute('/about')
    const credits = await screen.findByRole('region', { name: 'Credits' })
    expect(credits).toHaveTextContent('Place coordinates: GeoNames (geonames.org), licensed under CC BY 4.0.')
    expect(within(credits).getByRole('link', { name: 'GeoNames (geonames.org)' })).toHaveAttribute(
      'href',
      'https://www.geonames.org/',
    )
    expect(within(credits).getByRole('link', { name: 'CC BY 4.0' })).toHaveAttribute(
      'href',
      'https://creativecommons.org/licenses/by/4.0/',
    )
  })
})

describe('/why-choose-us', () => {
  it('has the philosophy, both lists, the comparison table, the gratitude notice and the calls to action', async () => {
    renderRoute('/why-choose-us')
    expect(await screen.findByRole('heading', { level: 1, name: 'Why Choose Us' })).toBeInTheDocument()

    for (const point of ['Personal Connection', 'Hand-Picked Profiles', 'Authentic Community']) {
      expect(main().getByRole('heading', { level: 3, name: point })).toBeInTheDocument()
    }

    const students = main().getByRole('region', { name: 'For Students' })
    for (const item of [
      'Curated profiles with bios and photos',
      'Direct connection',
      'Online and in-person options',
      'Teacher-set pricing',
    ]) {
      expect(within(students).getByText(item)).toBeInTheDocument()
    }
    const teachers = main().getByRole('region', { name: 'For Teachers' })
    for (const item of [
      'A profile created for you',
      'No tech hassle',
      'Keep 100% of your earnings',
      'Quality leads',
      'Community network',
    ]) {
      expect(within(teachers).getByText(item)).toBeInTheDocument()
    }

    const table = main().getByRole('table', { name: 'Yoga Directory compared with typical yoga platforms' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Feature', 'Yoga Directory', 'Other platforms'])
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map(
          (cell) => cell.textContent,
        ),
      )
    expect(rows).toEqual([
      ['Commissions', '0% always', 'up to 30%'],
      ['Profile Curation', 'Hand-picked', 'Automated'],
      ['Student Connection', 'Direct', 'Via platform'],
    ])

    expect(
      main().getByText('There is no mandatory fee. A voluntary token of gratitude to the admin is optional.'),
    ).toBeInTheDocument()

    const cta = main().getByRole('region', { name: 'Find your teacher, or become one of ours' })
    expect(within(cta).getByRole('link', { name: 'Browse Teachers' })).toHaveAttribute('href', '/teachers')
    expect(within(cta).getByRole('link', { name: 'Join as a Teacher' })).toHaveAttribute('href', '/join')
    expectOrderedHeadings()
  })
})

describe('legal pages', () => {
  it('/privacy-policy states the effective date, the minimum age and the contact location', async () => {
    renderRoute('/privacy-policy')
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument()
    expect(main().getByText('Effective date: October 27, 2025')).toBeInTheDocument()
    expect(main().getByText(/You must be at least 16 years old to use Yoga Directory/)).toBeInTheDocument()
    expect(screen.getByRole('main')).toHaveTextContent('Yoga Directory, Cebu City, Philippines')
    expectOrderedHeadings()
    await waitFor(() => expect(document.title).toBe('Privacy Policy | Yoga Directory'))
  })

  it('/terms-of-service states the effective date, the minimum age and that listings may be edited, refused or removed', async () => {
    renderRoute('/terms-of-service')
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument()
    expect(main().getByText('Effective date: October 27, 2025')).toBeInTheDocument()
    expect(main().getByText(/You must be at least 16 years old to use Yoga Directory/)).toBeInTheDocument()
    expect(
      main().getByText(/We may edit, refuse or remove any listing at our discretion/),
    ).toBeInTheDocument()
    expect(screen.getByRole('main')).toHaveTextContent('Cebu City, Philippines')
    expectOrderedHeadings()
  })
})

describe('/thank-you', () => {
  it('shows the defaults on a direct visit, with links onward', async () => {
    renderRoute('/thank-you')
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank You!' })).toBeInTheDocument()
    expect(main().getByText('We have received your submission.')).toBeInTheDocument()
    expect(main().getByText("We'll get back to you as soon as possible.")).toBeInTheDocument()
    expect(main().getByRole('link', { name: 'Back to Homepage' })).toHaveAttribute('href', '/')
    expect(main().getByRole('link', { name: 'Browse Teachers' })).toHaveAttribute('href', '/teachers')
    expect(main().getByRole('link', { name: 'Browse Studios' })).toHaveAttribute('href', '/studios')
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex'),
    )
  })

  it('shows the title, message and details passed by the previous screen', async () => {
    renderRoute('/thank-you', {
      state: {
        title: 'Application Submitted!',
        message: 'Thank you for your interest in joining our community.',
        details: "We'll review your application and get back to you within 3-5 business days.",
      },
    })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Application Submitted!' }),
    ).toBeInTheDocument()
    expect(main().getByText('Thank you for your interest in joining our community.')).toBeInTheDocument()
    expect(
      main().getByText("We'll review your application and get back to you within 3-5 business days."),
    ).toBeInTheDocument()
  })

  it('falls back field by field when the state is incomplete or not text', async () => {
    renderRoute('/thank-you', { state: { title: 'Message Sent!', message: 42, details: '   ' } })
    expect(await screen.findByRole('heading', { level: 1, name: 'Message Sent!' })).toBeInTheDocument()
    expect(main().getByText('We have received your submission.')).toBeInTheDocument()
    expect(main().getByText("We'll get back to you as soon as possible.")).toBeInTheDocument()
  })
})

describe('/thank-you after an application', () => {
  const token = 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8'
  const applied = {
    title: 'Application Submitted!',
    message: 'Thank you for your interest in joining our community.',
    details: "We'll review your application and get back to you within 3-5 business days.",
    statusToken: token,
  }

  function stubClipboard(writeText: (text: string) => Promise<void>) {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
  }

  afterEach(() => {
    Reflect.deleteProperty(navigator, 'clipboard')
  })

  it('shows the private status link under the texts, and copies it', async () => {
    const writeText = vi.fn((_text: string) => Promise.resolve())
    stubClipboard(writeText)
    renderRoute('/thank-you', { state: applied })
    const region = await screen.findByRole('region', { name: 'Your private status link' })
    // The spec's texts stay as they are.
    expect(screen.getByRole('heading', { level: 1, name: 'Application Submitted!' })).toBeInTheDocument()
    expect(main().getByText(applied.details)).toBeInTheDocument()
    expect(
      within(region).getByText('Keep this private link to see where your application stands.', {
        exact: false,
      }),
    ).toBeInTheDocument()
    const url = `${window.location.origin}/application-status#${token}`
    const link = within(region).getByRole('link', { name: url })
    expect(link).toHaveAttribute('href', `/application-status#${token}`)
    expect(within(region).getByRole('status')).toHaveTextContent('')

    fireEvent.click(within(region).getByRole('button', { name: 'Copy link' }))
    await waitFor(() => expect(within(region).getByRole('status')).toHaveTextContent('Link copied'))
    expect(writeText).toHaveBeenCalledWith(url)
    expectOrderedHeadings()
  })

  it('says so when the link cannot be copied', async () => {
    stubClipboard(() => Promise.reject(new DOMException('Denied', 'NotAllowedError')))
    renderRoute('/thank-you', { state: applied })
    const region = await screen.findByRole('region', { name: 'Your private status link' })
    await act(async () => {
      fireEvent.click(within(region).getByRole('button', { name: 'Copy link' }))
    })
    expect(within(region).getByRole('status')).toHaveTextContent(
      'The link could not be copied: select it and copy it yourself.',
    )
  })

  it('opens the status page from the link', async () => {
    server.use(
      http.post(`${restUrl}/rpc/application_status`, () =>
        HttpResponse.json([{ kind: 'teacher', status: 'new', listing_slug: null, note: null }]),
      ),
    )
    renderRoute('/thank-you', { state: applied })
    const region = await screen.findByRole('region', { name: 'Your private status link' })
    fireEvent.click(within(region).getByRole('link'))
    expect(await screen.findByRole('heading', { level: 1, name: 'Your application' })).toBeInTheDocument()
    expect(await screen.findByText('Received')).toBeInTheDocument()
  })

  it('shows no link for a state whose token is malformed', async () => {
    renderRoute('/thank-you', { state: { ...applied, statusToken: 'not a token' } })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Application Submitted!' }),
    ).toBeInTheDocument()
    // Only a well-formed token makes a link.
    expect(screen.queryByRole('region', { name: 'Your private status link' })).not.toBeInTheDocument()
  })
})

describe('not found', () => {
  it('says so for an unknown path, links home and is not indexed', async () => {
    renderRoute('/no-such-page')
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument()
    expect(main().getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/')
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex'),
    )
    expect(document.title).toBe('Page Not Found | Yoga Directory')
  })
})

describe('readStatusToken', () => {
  it('is the token of the location state, or null', () => {
    const token = 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8'
    expect(readStatusToken({ statusToken: token })).toBe(token)
    expect(readStatusToken({ statusToken: `${token}x` })).toBeNull()
    expect(readStatusToken({ statusToken: 42 })).toBeNull()
    expect(readStatusToken({})).toBeNull()
    expect(readStatusToken(null)).toBeNull()
  })
})

describe('readThankYouState', () => {
  it('keeps non-empty texts and defaults the rest', () => {
    expect(readThankYouState(null)).toEqual(thankYouDefaults)
    expect(readThankYouState('Sent')).toEqual(thankYouDefaults)
    expect(readThankYouState({ title: ' Message Sent! ', message: ['x'], details: '' })).toEqual({
      ...thankYouDefaults,
      title: 'Message Sent!',
    })
  })
})
