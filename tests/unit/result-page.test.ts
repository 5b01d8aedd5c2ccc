import { describe, expect, it } from 'vitest'
import { directoryTotal, totalText } from '../../src/components/directory/result-page.ts'
import { resultsCountText } from '../../src/components/directory/directory-results.tsx'

describe('a directory total: exact up to 1,000, an estimate past it', () => {
  it('shows an exact total as it is, with thousands separators', () => {
    expect(totalText(0)).toBe('0')
    expect(totalText(31)).toBe('31')
    expect(totalText(1000)).toBe('1,000')
    expect(resultsCountText(24, 31, 'teacher', 'teachers')).toBe('Showing 24 of 31 teachers')
    expect(resultsCountText(1, 1, 'teacher', 'teachers')).toBe('Showing 1 of 1 teacher')
  })

  it('says "about", to two significant digits, past 1,000', () => {
    expect(totalText(1001)).toBe('about 1,000')
    expect(totalText(1549)).toBe('about 1,500')
    expect(totalText(49_086)).toBe('about 49,000')
    expect(totalText(99_951)).toBe('about 100,000')
    expect(resultsCountText(24, 49_086, 'studio', 'studios')).toBe('Showing 24 of about 49,000 studios')
  })

  it("takes the database's count, unless a short page shows an estimate ran past the end", () => {
    expect(directoryTotal(31, 24, 24)).toBe(31)
    expect(directoryTotal(49_086, 24, 24)).toBe(49_086)
    // Fewer rows than asked: that is every row there is.
    expect(directoryTotal(49_086, 30, 48)).toBe(30)
    // An exact count is kept even when the page is short.
    expect(directoryTotal(30, 30, 48)).toBe(30)
    // No count in the answer: what arrived.
    expect(directoryTotal(null, 7, 24)).toBe(7)
  })
})
