import { describe, expect, it } from 'vitest'
import {
  characterCount,
  initialSeoFields,
  isOverGuide,
  seoUpdateFrom,
  suggestedSeo,
  type SeoListing,
} from '../../src/features/seo/seo-suggestions.ts'

function listing(overrides: Partial<SeoListing> = {}): SeoListing {
  return {
    id: 'id-1',
    name: 'Ana Reyes',
    city: 'Cebu City',
    place: 'Cebu City, Philippines',
    text: 'Ana teaches Vinyasa.',
    seo_title: null,
    seo_description: null,
    ...overrides,
  }
}

describe('suggestedSeo', () => {
  it('suggests "{name} - Yoga Teacher in {city}" for a teacher', () => {
    expect(suggestedSeo('teacher', listing()).title).toBe('Ana Reyes - Yoga Teacher in Cebu City')
  })

  it('suggests "{name} | Yoga Studio in {city}" for a studio', () => {
    expect(suggestedSeo('studio', listing({ name: 'Lotus Flow', city: 'Manila' })).title).toBe(
      'Lotus Flow | Yoga Studio in Manila',
    )
  })

  it('leaves the city out when there is none', () => {
    expect(suggestedSeo('teacher', listing({ city: '  ' })).title).toBe('Ana Reyes - Yoga Teacher')
    expect(suggestedSeo('studio', listing({ city: null })).title).toBe('Ana Reyes | Yoga Studio')
  })

  it('takes the first 155 characters of the text, whitespace collapsed', () => {
    const text = `First line.\n\n   Second    line. ${'x'.repeat(300)}`
    const { description } = suggestedSeo('teacher', listing({ text }))
    expect(description).toHaveLength(155)
    expect(description.startsWith('First line. Second line. xxx')).toBe(true)
  })

  it('keeps a short text whole and gives an empty description without one', () => {
    expect(suggestedSeo('studio', listing({ text: '  A calm studio.  ' })).description).toBe('A calm studio.')
    expect(suggestedSeo('studio', listing({ text: null })).description).toBe('')
  })
})

describe('initialSeoFields', () => {
  it('starts from suggestions when nothing is stored', () => {
    expect(initialSeoFields('teacher', listing({ seo_title: '', seo_description: '   ' }))).toEqual({
      title: 'Ana Reyes - Yoga Teacher in Cebu City',
      description: 'Ana teaches Vinyasa.',
      suggested: { title: true, description: true },
    })
  })

  it('starts from the stored values, each field on its own', () => {
    expect(initialSeoFields('teacher', listing({ seo_title: 'Ana, Cebu yoga' }))).toEqual({
      title: 'Ana, Cebu yoga',
      description: 'Ana teaches Vinyasa.',
      suggested: { title: false, description: true },
    })
    expect(initialSeoFields('studio', listing({ seo_description: 'Stored text' }))).toMatchObject({
      title: 'Ana Reyes | Yoga Studio in Cebu City',
      description: 'Stored text',
    })
  })
})

describe('seoUpdateFrom', () => {
  it('trims what was typed', () => {
    expect(seoUpdateFrom({ title: '  A title ', description: ' A text\n' })).toEqual({
      seo_title: 'A title',
      seo_description: 'A text',
    })
  })

  it('stores empty fields as null so the public page falls back to its defaults', () => {
    expect(seoUpdateFrom({ title: '', description: '   ' })).toEqual({
      seo_title: null,
      seo_description: null,
    })
  })
})

describe('counters', () => {
  it('counts characters, an emoji as one', () => {
    expect(characterCount('')).toBe(0)
    expect(characterCount('Yoga 🧘')).toBe(6)
  })

  it('is over the guide only above it', () => {
    expect(isOverGuide('x'.repeat(60), 60)).toBe(false)
    expect(isOverGuide('x'.repeat(61), 60)).toBe(true)
    expect(isOverGuide('x'.repeat(160), 160)).toBe(false)
    expect(isOverGuide('x'.repeat(161), 160)).toBe(true)
  })
})
