import { slugify } from '../src/features/listings/slug.ts'
import type { Tables, TablesInsert } from '../src/types/database.types.ts'

/**
 * Rows of every table, for unit tests (msw answers), backend tests and end-to-end tests alike.
 * `<table>Insert` is a valid row to write, unique per call; `<table>Row` is a row as the database
 * stores and returns it: that insert with an id, the timestamps and the columns' defaults for what
 * it leaves out. Overrides replace any column. No Node-only API: this runs in jsdom too.
 */

/** The created_at and updated_at of every built row. */
export const BUILT_AT = '2025-10-27T00:00:00+00:00'

function unique(): string {
  return globalThis.crypto.randomUUID().slice(0, 8)
}

let lastNumericId = 0

/** The next id of a table with bigint identity ids (the submissions). */
function numericId(): number {
  lastNumericId += 1
  return lastNumericId
}

function noTeachingOptions() {
  return { online1on1: false, inPerson1on1: false, groupOnline: false, groupInPerson: false }
}

// --- teachers ---------------------------------------------------------------------------------

/** What the database fills in for the columns an insert may leave out (the migrations' defaults). */
function teacherDefaults() {
  return {
    bio: '',
    certifications: '',
    experience: 0,
    image: null,
    gallery: [],
    specialties: [],
    teachingoptions: noTeachingOptions(),
    social: {},
    contactformurl: null,
    seo_title: null,
    seo_description: null,
    languages: [],
    verified_credential: null,
    verified_issuer: null,
    verification_evidence_url: null,
    verified_on: null,
    verification_expires_on: null,
    confirmed_at: null,
    accepts_messages: false,
  } satisfies Partial<Tables<'teachers'>>
}

/**
 * A teacher's name and page address follow the first and last name, as the admin form saves
 * them, unless the overrides set them too.
 */
function teacherNames(overrides: Partial<Pick<Tables<'teachers'>, 'firstname' | 'lastname'>>) {
  const firstname = overrides.firstname ?? 'Test'
  const lastname = overrides.lastname ?? `Teacher ${unique()}`
  const name = `${firstname} ${lastname}`
  return { firstname, lastname, name, slug: slugify(name) }
}

export function teacherInsert(overrides: Partial<TablesInsert<'teachers'>> = {}): TablesInsert<'teachers'> {
  return {
    ...teacherNames(overrides),
    country: 'Philippines',
    location: 'Cebu City',
    bio: 'Teaches calm, careful Hatha.',
    certifications: 'RYT-200',
    experience: 4,
    specialties: ['Hatha', 'Meditation'],
    teachingoptions: { online1on1: true, inPerson1on1: false, groupOnline: true, groupInPerson: false },
    social: { website: 'https://example.com/test' },
    ...overrides,
  }
}

export function teacherRow(overrides: Partial<Tables<'teachers'>> = {}): Tables<'teachers'> {
  return {
    id: globalThis.crypto.randomUUID(),
    ...teacherDefaults(),
    created_at: BUILT_AT,
    updated_at: BUILT_AT,
    ...teacherInsert(teacherNames(overrides)),
    // The database sets them from the city (a trigger); insert types list them as optional.
    latitude: null,
    longitude: null,
    ...overrides,
  }
}

// --- studios ----------------------------------------------------------------------------------

function studioDefaults() {
  return {
    address: '',
    tagline: '',
    yogastyles: [],
    amenities: [],
    logo: null,
    gallery: [],
    website: null,
    instagram: null,
    facebook: null,
    operatinghours: '',
    seo_title: null,
    seo_description: null,
    languages: [],
    confirmed_at: null,
    accepts_messages: false,
  } satisfies Partial<Tables<'studios'>>
}

export function studioInsert(overrides: Partial<TablesInsert<'studios'>> = {}): TablesInsert<'studios'> {
  const suffix = unique()
  return {
    slug: `test-studio-${suffix}`,
    name: `Test Studio ${suffix}`,
    email: `studio-${suffix}@example.com`,
    country: 'Spain',
    city: 'Valencia',
    description: 'A bright room near the beach.',
    studiotype: 'Hybrid',
    yogastyles: ['Vinyasa', 'Yin Yoga'],
    amenities: ['Showers'],
    consent: true,
    ...overrides,
  }
}

export function studioRow(overrides: Partial<Tables<'studios'>> = {}): Tables<'studios'> {
  return {
    id: globalThis.crypto.randomUUID(),
    ...studioDefaults(),
    created_at: BUILT_AT,
    updated_at: BUILT_AT,
    ...studioInsert(),
    latitude: null,
    longitude: null,
    ...overrides,
  }
}

// --- submissions ------------------------------------------------------------------------------

/** A new application's workflow columns as the database fills them in. */
function applicationWorkflow() {
  return { status: 'new', decline_note: null, status_changed_at: null, status_token_hash: null }
}

// --- teacherapplications ----------------------------------------------------------------------

export function teacherApplicationInsert(
  overrides: Partial<TablesInsert<'teacherapplications'>> = {},
): TablesInsert<'teacherapplications'> {
  return {
    firstname: 'Applicant',
    lastname: unique(),
    email: 'applicant@example.com',
    phone: '+63 900 000 0000',
    location: 'Manila',
    specialties: 'Vinyasa, Yin',
    certifications: 'RYT-200',
    bio: 'I would love to be listed.',
    experience: 3,
    teachingoptions: { online1on1: true, inPerson1on1: true, groupOnline: false, groupInPerson: false },
    website: 'https://example.com/applicant',
    instagram: '@applicant',
    terms: true,
    ...overrides,
  }
}

export function teacherApplicationRow(
  overrides: Partial<Tables<'teacherapplications'>> = {},
): Tables<'teacherapplications'> {
  return {
    id: numericId(),
    teachingoptions: noTeachingOptions(),
    website: null,
    instagram: null,
    languages: [],
    created_at: BUILT_AT,
    ...teacherApplicationInsert(),
    ...applicationWorkflow(),
    teacher_id: null,
    ...overrides,
    is_new: (overrides.status ?? 'new') === 'new',
  }
}

// --- studioapplications -----------------------------------------------------------------------

export function studioApplicationInsert(
  overrides: Partial<TablesInsert<'studioapplications'>> = {},
): TablesInsert<'studioapplications'> {
  return {
    name: `Applying Studio ${unique()}`,
    email: 'hello@applying.example.com',
    country: 'Japan',
    city: 'Osaka',
    address: '1-2-3 Namba',
    description: 'Small studio, big heart.',
    yogastyles: ['Hatha'],
    amenities: ['Mat rental'],
    website: 'https://applying.example.com',
    instagram: 'https://instagram.com/applying',
    hours: 'Mon-Fri: 9am–8pm',
    logo: '',
    consent: true,
    ...overrides,
  }
}

export function studioApplicationRow(
  overrides: Partial<Tables<'studioapplications'>> = {},
): Tables<'studioapplications'> {
  return {
    id: numericId(),
    address: null,
    yogastyles: [],
    amenities: [],
    website: null,
    instagram: null,
    hours: null,
    logo: null,
    languages: [],
    created_at: BUILT_AT,
    ...studioApplicationInsert(),
    ...applicationWorkflow(),
    studio_id: null,
    ...overrides,
    is_new: (overrides.status ?? 'new') === 'new',
  }
}

// --- contactsubmissions -----------------------------------------------------------------------

export function contactInsert(
  overrides: Partial<TablesInsert<'contactsubmissions'>> = {},
): TablesInsert<'contactsubmissions'> {
  return {
    name: 'Curious Student',
    email: 'student@example.com',
    subject: `Question ${unique()}`,
    message: 'Do you list teachers in Cebu?',
    ...overrides,
  }
}

export function contactRow(
  overrides: Partial<Tables<'contactsubmissions'>> = {},
): Tables<'contactsubmissions'> {
  return {
    id: numericId(),
    created_at: BUILT_AT,
    ...contactInsert(),
    status: 'new',
    status_changed_at: null,
    ...overrides,
    is_new: (overrides.status ?? 'new') === 'new',
  }
}

// --- partial answers --------------------------------------------------------------------------

type Trim<Text extends string> = Text extends ` ${infer Rest}`
  ? Trim<Rest>
  : Text extends `${infer Rest} `
    ? Trim<Rest>
    : Text

/** The column names of a select list such as 'id, slug, name'. */
type ColumnNames<List extends string> = List extends `${infer Head},${infer Rest}`
  ? Trim<Head> | ColumnNames<Rest>
  : Trim<List>

/**
 * The columns of `row` that `select(columns)` asks for, as PostgREST answers it: pass the app's own
 * column list (e.g. teacherCardColumns) so the answer has exactly what the app reads.
 */
export function selectColumns<Row extends object, List extends string>(
  row: Row,
  columns: List,
): Pick<Row, ColumnNames<List> & keyof Row> {
  const names = columns.split(',').map((name) => name.trim())
  const unknown = names.filter((name) => !(name in row))
  if (unknown.length > 0) throw new Error(`The row has no column ${unknown.join(', ')}`)
  return Object.fromEntries(names.map((name) => [name, row[name as keyof Row]])) as Pick<
    Row,
    ColumnNames<List> & keyof Row
  >
}
