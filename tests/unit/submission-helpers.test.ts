import { describe, expect, it } from 'vitest'
import { readDraft } from '../../src/components/forms/form-draft.ts'
import { hasValue } from '../../src/components/forms/multi-select.tsx'
import { IMAGE_COMPRESSION, imageObjectPath, safeImageName } from '../../src/lib/storage.ts'

describe('logo storage names', () => {
  it('keeps only safe characters of the original name, without its extension', () => {
    expect(safeImageName('My Studio Logo (final).PNG', 'logo')).toBe('My-Studio-Logo-final')
    expect(safeImageName('../../etc/passwd.png', 'logo')).toBe('etc-passwd')
    expect(safeImageName('🧘.gif', 'logo')).toBe('logo')
    expect(imageObjectPath('applications', 'logo', '🧘.gif', 1)).toBe('applications/1-logo-logo.jpg')
  })

  it('puts the logo under applications/ with a timestamp and the word logo, as a JPEG', () => {
    expect(imageObjectPath('applications', 'logo', 'Lotus Logo.png', 1_700_000_000_000)).toBe(
      'applications/1700000000000-logo-Lotus-Logo.jpg',
    )
  })

  it('compresses to an 800 px JPEG at quality 0.7 (SPEC §5)', () => {
    expect(IMAGE_COMPRESSION.logo).toEqual({ maxWidthOrHeight: 800, initialQuality: 0.7 })
  })
})

describe('readDraft', () => {
  const defaults = { name: '', tags: [] as string[], options: { a: false, b: false }, logo: null }

  it('restores stored values of the same shape and ignores the rest', () => {
    window.sessionStorage.setItem(
      'draft:test',
      JSON.stringify({
        name: 'Kept',
        tags: ['x', 2],
        options: { a: true, b: 'yes' },
        logo: 'file',
        extra: 1,
      }),
    )
    expect(readDraft('draft:test', defaults)).toEqual({
      name: 'Kept',
      tags: [],
      options: { a: true, b: false },
      logo: null,
    })
  })

  it('falls back to the defaults for a missing or broken draft', () => {
    window.sessionStorage.removeItem('draft:test')
    expect(readDraft('draft:test', defaults)).toEqual(defaults)
    window.sessionStorage.setItem('draft:test', '{not json')
    expect(readDraft('draft:test', defaults)).toEqual(defaults)
  })
})

describe('hasValue', () => {
  it('compares ignoring case and surrounding spaces', () => {
    expect(hasValue(['Yin Yoga'], '  yin yoga ')).toBe(true)
    expect(hasValue(['Yin Yoga'], 'Yin')).toBe(false)
  })
})
