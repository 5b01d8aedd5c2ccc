type Countries = readonly string[]

let countries: Countries | null = null
let loading: Promise<Countries> | null = null

/**
 * Loads the country list (src/lib/countries.ts) once. The directory pages keep it out of their
 * first load (docs/performance.md): they fetch it right after the first render, or before it when
 * a country in the URL must be checked.
 */
export function loadCountries(): Promise<Countries> {
  loading ??= import('./countries.ts').then(
    ({ COUNTRIES }) => {
      countries = COUNTRIES
      // React's use() reads these fields (as it sets them on the promises it tracks): with them, a
      // page that needs the list after it has loaded gets it at once instead of suspending a tick.
      Object.assign(loading ?? {}, { status: 'fulfilled', value: COUNTRIES })
      return COUNTRIES
    },
    (error: unknown) => {
      // A later call may try again (a flaky network, a deploy that replaced the file).
      loading = null
      throw error
    },
  )
  return loading
}

/** The list if it has loaded, else null. */
export function loadedCountries(): Countries | null {
  return countries
}

/**
 * `value` if it is a country of the list, else ''. Until the list has loaded every value
 * is unknown, so a page reads a country from the URL only after `loadCountries()` resolved
 * (`useCountries` in src/components/directory/use-countries.ts waits for it).
 */
export function knownCountry(value: string): string {
  return countries?.includes(value) ? value : ''
}
