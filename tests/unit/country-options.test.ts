import { describe, expect, it } from 'vitest'
import { countryOptions } from '../../src/features/studios/country-options.ts'
import { COUNTRIES } from '../../src/lib/countries.ts'

describe('countryOptions', () => {
  it('offers the directory list for a country it holds, and for a new listing', () => {
    expect(countryOptions('Portugal')).toBe(COUNTRIES)
    expect(countryOptions('')).toBe(COUNTRIES)
  })

  it('keeps a country the list no longer holds selectable, first', () => {
    expect(countryOptions('Yugoslavia')).toEqual(['Yugoslavia', ...COUNTRIES])
  })
})
