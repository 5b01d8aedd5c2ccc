import { use, useEffect, useState } from 'react'
import { loadCountries, loadedCountries } from '../../lib/country-list.ts'

/**
 * The country list for a directory page, which doesn't carry it in its first load:
 * null until it has arrived, loaded right after the first render. With `waitForList`
 * (the URL names a country), the component suspends until it is there instead, because
 * the filters can only accept a country after checking it against the list.
 */
export function useCountries(waitForList: boolean): readonly string[] | null {
  const [countries, setCountries] = useState(loadedCountries)
  // Called on every render that needs the list, loaded or not: React asks a render that suspended
  // in use() to call it again when it retries.
  if (waitForList) use(loadCountries())

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

  // The list may have arrived while this component was suspended, before its effect ran.
  return countries ?? loadedCountries()
}
