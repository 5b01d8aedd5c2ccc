import { COUNTRIES } from '../../lib/countries.ts'

/**
 * The countries a studio's form offers: the directory's list, and before it the country the
 * listing was saved with when the list no longer holds it, so that a listing saved before the
 * list changed keeps its country selectable. An empty saved country (a new listing) adds nothing.
 */
export function countryOptions(savedCountry: string): readonly string[] {
  return savedCountry === '' || (COUNTRIES as readonly string[]).includes(savedCountry)
    ? COUNTRIES
    : [savedCountry, ...COUNTRIES]
}
