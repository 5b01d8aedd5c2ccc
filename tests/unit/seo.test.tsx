import { render, waitFor } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import {
  organizationJsonLd,
  personJsonLd,
  serializeJsonLd,
  yogaStudioJsonLd,
} from '../../src/features/seo/json-ld.ts'
import { excerpt, studioSeo, teacherSeo } from '../../src/features/seo/seo-defaults.ts'
import { Seo } from '../../src/features/seo/seo.tsx'
import { absoluteUrl, getSiteUrl } from '../../src/lib/site.ts'

const siteUrl = 'https://yoga.example.com'

function meta(selector: string): string | null | undefined {
  return document.head.querySelector(selector)?.getAttribute('content')
}

describe('<Seo>', () => {
  it('sets the title, description, keywords, canonical link and social tags', async () => {
    const origin = window.location.origin
    render(
      <MemoryRouter initialEntries={['/teachers?country=Philippines']}>
        <Seo
          title="Browse Yoga Teachers | Yoga Directory"
          description="Find certified yoga teachers."
          keywords={['yoga teachers', 'online yoga']}
          image="https://cdn.example.com/cover.jpg"
        />
      </MemoryRouter>,
    )

    await waitFor(() => expect(document.title).toBe('Browse Yoga Teachers | Yoga Directory'))
    expect(meta('meta[name="description"]')).toBe('Find certified yoga teachers.')
    expect(meta('meta[name="keywords"]')).toBe('yoga teachers, online yoga')
    // The canonical URL is the path without its query.
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/teachers`)
    expect(meta('meta[property="og:title"]')).toBe('Browse Yoga Teachers | Yoga Directory')
    expect(meta('meta[property="og:description"]')).toBe('Find certified yoga teachers.')
    expect(meta('meta[property="og:type"]')).toBe('website')
    expect(meta('meta[property="og:url"]')).toBe(`${origin}/teachers`)
    expect(meta('meta[property="og:image"]')).toBe('https://cdn.example.com/cover.jpg')
    expect(meta('meta[property="og:site_name"]')).toBe('Yoga Directory')
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image')
    expect(meta('meta[name="twitter:title"]')).toBe('Browse Yoga Teachers | Yoga Directory')
    expect(meta('meta[name="twitter:description"]')).toBe('Find certified yoga teachers.')
    expect(meta('meta[name="twitter:image"]')).toBe('https://cdn.example.com/cover.jpg')
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull()
  })

  it('marks a page noindex, uses a given canonical path and writes JSON-LD safely', async () => {
    render(
      <MemoryRouter initialEntries={['/teacher/Ana-Reyes']}>
        <Seo
          title="Ana Reyes - Yoga Teacher in Cebu City"
          description="Breath-led Vinyasa."
          canonicalPath="/teacher/ana-reyes"
          type="profile"
          noindex
          jsonLd={{ '@type': 'Person', name: '</script><script>alert(1)</script>' }}
        />
      </MemoryRouter>,
    )

    await waitFor(() => expect(document.title).toBe('Ana Reyes - Yoga Teacher in Cebu City'))
    expect(meta('meta[name="robots"]')).toBe('noindex')
    expect(meta('meta[property="og:type"]')).toBe('profile')
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/teacher/ana-reyes`,
    )
    // Without an image of its own, the page shares the site's image.
    expect(meta('meta[property="og:image"]')).toBe(`${window.location.origin}/favicon.svg`)

    const script = document.querySelector('script[type="application/ld+json"]')
    expect(script?.innerHTML).not.toContain('</script>')
    expect(script?.innerHTML).toContain('\\u003c/script\\u003e')
    expect(JSON.parse(script?.textContent ?? '')).toEqual({
      '@type': 'Person',
      name: '</script><script>alert(1)</script>',
    })
  })
})

describe('site URL', () => {
  it('uses VITE_SITE_URL when it is an http(s) URL, else the current origin', () => {
    expect(getSiteUrl('https://yoga.example.com/')).toBe('https://yoga.example.com')
    expect(getSiteUrl('javascript:alert(1)')).toBe(window.location.origin)
    expect(getSiteUrl(undefined)).toBe(window.location.origin)
    expect(absoluteUrl('/about', siteUrl)).toBe('https://yoga.example.com/about')
    expect(absoluteUrl('https://cdn.example.com/a.jpg', siteUrl)).toBe('https://cdn.example.com/a.jpg')
  })
})

describe('JSON-LD builders', () => {
  it('describes the organisation with a customer-service contact in Cebu City', () => {
    expect(organizationJsonLd(siteUrl)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Yoga Directory',
      url: siteUrl,
      logo: `${siteUrl}/favicon.svg`,
      description: expect.any(String),
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        email: expect.stringContaining('@'),
        telephone: expect.any(String),
        areaServed: 'Worldwide',
      },
      address: { '@type': 'PostalAddress', addressLocality: 'Cebu City', addressCountry: 'PH' },
      sameAs: ['https://facebook.com', 'https://instagram.com', 'https://x.com'],
    })
  })

  it('describes a teacher as a Person, keeping only http(s) links', () => {
    const teacher = {
      name: 'Ana Reyes',
      slug: 'ana-reyes',
      bio: '  Breath-led Vinyasa in Cebu.  ',
      image: 'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/ana.jpg',
      location: 'Cebu City',
      country: 'Philippines',
      specialties: ['Vinyasa', 'Yin Yoga'],
      social: { website: 'https://ana.example.com', instagram: '@ana', facebook: 'javascript:alert(1)' },
    }
    expect(personJsonLd(teacher, siteUrl)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Ana Reyes',
      url: `${siteUrl}/teacher/ana-reyes`,
      jobTitle: 'Yoga Teacher',
      description: 'Breath-led Vinyasa in Cebu.',
      image: 'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/ana.jpg',
      address: { '@type': 'PostalAddress', addressLocality: 'Cebu City', addressCountry: 'Philippines' },
      knowsAbout: ['Vinyasa', 'Yin Yoga'],
      sameAs: ['https://ana.example.com/'],
    })
  })

  it('names only an image of our own storage', () => {
    const teacher = { name: 'Fay Foreign', slug: 'fay', image: 'https://evil.example/pixel.jpg' }
    expect(personJsonLd(teacher, siteUrl)).not.toHaveProperty('image')
  })

  it('leaves out what a teacher has not given', () => {
    expect(
      personJsonLd(
        { name: 'Lena Fischer', slug: 'lena-fischer', bio: '', image: null, specialties: [], social: null },
        siteUrl,
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Lena Fischer',
      url: `${siteUrl}/teacher/lena-fischer`,
      jobTitle: 'Yoga Teacher',
    })
  })

  it('describes a studio as an ExerciseGym of the additional type YogaStudio', () => {
    const studio = {
      name: 'Lotus Flow Studio',
      slug: 'lotus-flow-studio',
      description: 'A bright space.',
      logo: 'data:image/png;base64,AAAA',
      email: 'hello@lotus.example.com',
      address: '21 Mango Grove Street',
      city: 'Cebu City',
      country: 'Philippines',
      website: 'https://lotus.example.com',
      instagram: 'https://instagram.com/lotus',
      facebook: null,
      operatinghours: 'Mon-Fri: 6am–9pm',
    }
    expect(yogaStudioJsonLd(studio, siteUrl)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ExerciseGym',
      additionalType: 'YogaStudio',
      name: 'Lotus Flow Studio',
      url: `${siteUrl}/studio/lotus-flow-studio`,
      description: 'A bright space.',
      email: 'hello@lotus.example.com',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '21 Mango Grove Street',
        addressLocality: 'Cebu City',
        addressCountry: 'Philippines',
      },
      openingHours: 'Mon-Fri: 6am–9pm',
      sameAs: ['https://lotus.example.com/', 'https://instagram.com/lotus'],
    })
  })

  it('serializes so that no text can close the script element', () => {
    const json = serializeJsonLd({ name: '</script>&<!--', line: '\u2028' })
    expect(json).toBe('{"name":"\\u003c/script\\u003e\\u0026\\u003c!--","line":"\\u2028"}')
    expect(JSON.parse(json)).toEqual({ name: '</script>&<!--', line: '\u2028' })
  })
})

describe('SEO defaults', () => {
  const bio = `${'Breath-led Vinyasa and restorative Yin.\n'.repeat(6)}`

  it("uses a teacher's own SEO title and description when stored", () => {
    expect(
      teacherSeo({
        name: 'Ana Reyes',
        location: 'Cebu City',
        bio,
        seo_title: 'Ana – Vinyasa',
        seo_description: 'Flow.',
      }),
    ).toEqual({ title: 'Ana – Vinyasa', description: 'Flow.' })
  })

  it('falls back to name and location, and the first 160 characters of the bio', () => {
    const seo = teacherSeo({
      name: 'Ana Reyes',
      location: 'Cebu City',
      bio,
      seo_title: '  ',
      seo_description: null,
    })
    expect(seo.title).toBe('Ana Reyes - Yoga Teacher in Cebu City')
    expect(seo.description).toBe(bio.replace(/\s+/g, ' ').slice(0, 160).trimEnd())
    expect(seo.description.length).toBeGreaterThan(150)
    expect(seo.description).not.toContain('\n')
    expect(teacherSeo({ name: 'Ana Reyes', location: '', bio: 'Short.' })).toEqual({
      title: 'Ana Reyes - Yoga Teacher',
      description: 'Short.',
    })
  })

  it("uses a studio's own SEO text, else name and city and the first 160 characters", () => {
    expect(
      studioSeo({
        name: 'Lotus Flow',
        city: 'Cebu City',
        description: 'x',
        seo_title: 'Lotus',
        seo_description: 'Y',
      }),
    ).toEqual({ title: 'Lotus', description: 'Y' })

    const description = 'A bright, plant-filled space. '.repeat(10)
    const seo = studioSeo({ name: 'Lotus Flow', city: 'Cebu City', description })
    expect(seo.title).toBe('Lotus Flow | Yoga Studio in Cebu City')
    expect(seo.description).toBe(description.slice(0, 160).trimEnd())
  })

  it('cuts an excerpt to the limit after joining lines', () => {
    expect(excerpt('  One\n\ntwo   three  ', 9)).toBe('One two t')
    expect(excerpt(null)).toBe('')
  })
})
