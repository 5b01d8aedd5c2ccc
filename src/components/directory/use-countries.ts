import { useEffect, useState } from 'react'
import { loadCountries, loadedCountries } from '../../lib/country-list.ts'

/**
 * The country list for a directory page's filter, which doesn't carry it in its first load:
 * null until it has arrived, loaded right after the first render. (A country in the URL is
 * checked against the list by the page's loader, which waits for it.)
 */
export function useCountries(): readonly string[] | null {
  const [countries, setCountries] = useState(loadedCountries)

  useEffect(() => {
    if (countries) return
    let current = true
    loadCountries().then(
      (list) => {
        if (current) setCountries(list)
      },
      (error: unknown) => console.warn('Could not load the country list', error),
    )
    return () => {
      current = false
    }
  }, [countries])

  return countries
}
