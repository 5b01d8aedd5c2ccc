/**
 * How the admin inbox shows a stored submission (docs/product.md §2 Form Submissions): every column
 * as a human-readable label and a text value. Booleans read 'Yes' / 'No', lists are joined
 * with ', ', teaching options are named, anything empty is 'N/A', dates use the browser's
 * local format, and a URL is a link only when it is http(s).
 */
import { TEACHING_OPTIONS } from '../../lib/directory-options.ts'
import { languageName } from '../../lib/languages.ts'
import { ownImageUrl } from '../../lib/own-image-url.ts'
import { safeHttpUrl } from '../../lib/safe-url.ts'
import type { Json } from '../../types/database.types.ts'
import {
  APPLICATION_STATUSES,
  MESSAGE_STATUSES,
  type ApplicationStatus,
  type MessageStatus,
} from './statuses.ts'
import type {
  ContactSubmissionRow,
  StudioApplicationRow,
  Submission,
  SubmissionKind,
  TeacherApplicationRow,
} from './api/list-submissions.ts'

export const NOT_AVAILABLE = 'N/A'
export const NO_TEACHING_OPTIONS = 'No options selected'

/** The inbox tabs, in the spec's order and words. */
export const SUBMISSION_TABS: readonly { kind: SubmissionKind; label: string }[] = [
  { kind: 'teacher', label: 'Teacher Applications' },
  { kind: 'studio', label: 'Studio Applications' },
  { kind: 'contact', label: 'Contact Messages' },
]

export type SubmissionStatus = ApplicationStatus | MessageStatus

/** A status as the inbox names it (badges and the status filter). */
export const STATUS_LABELS: Record<SubmissionStatus | 'all', string> = {
  all: 'All',
  new: 'New',
  listed: 'Listed',
  declined: 'Declined',
  replied: 'Replied',
  archived: 'Archived',
}

/** The statuses a kind of submission can have: applications and messages differ. */
export function statusesOf(kind: SubmissionKind): readonly SubmissionStatus[] {
  return kind === 'contact' ? MESSAGE_STATUSES : APPLICATION_STATUSES
}

/** Where a submission stands; 'new' for a value the inbox does not know (the database allows none). */
export function statusOf(submission: Submission): SubmissionStatus {
  const stored = submission.row.status
  return statusesOf(submission.kind).find((status) => status === stored) ?? 'new'
}

/** How the actions and the dialogs name a submission: 'the application of Ana Reyes'. */
export function submissionPhrase(submission: Submission): string {
  const name = submitterName(submission)
  return submission.kind === 'contact' ? `the message from ${name}` : `the application of ${name}`
}

export interface SubmissionField {
  label: string
  value: string
  /** Set only for absolute http(s) URLs; any other stored text stays plain text, never a link. */
  href?: string
  /** The stored timestamp behind a formatted date (for <time dateTime>). */
  dateTime?: string
  /** The link is an image worth a small preview (a studio logo). */
  image?: boolean
}

type FieldValue = Omit<SubmissionField, 'label'>

/** Text as stored, trimmed; 'N/A' when missing or only whitespace. */
export function formatText(value: string | null | undefined): string {
  const text = typeof value === 'string' ? value.trim() : ''
  return text === '' ? NOT_AVAILABLE : text
}

export function formatBoolean(value: boolean | null | undefined): string {
  if (typeof value !== 'boolean') return NOT_AVAILABLE
  return value ? 'Yes' : 'No'
}

/** Non-blank items joined with ', '; 'N/A' when there are none. */
export function formatList(value: readonly string[] | null | undefined): string {
  const items = (value ?? []).map((item) => item.trim()).filter((item) => item !== '')
  return items.length === 0 ? NOT_AVAILABLE : items.join(', ')
}

/** Language codes as their English names: ['en', 'tl'] → 'English, Tagalog'. */
export function formatLanguages(value: readonly string[] | null | undefined): string {
  return formatList((value ?? []).map(languageName))
}

export function formatYears(value: number | null | undefined): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return NOT_AVAILABLE
  return value === 1 ? '1 year' : `${value} years`
}

/** The names of the options set to true, in the spec's order, or 'No options selected'. */
export function formatTeachingOptions(value: Json | null | undefined): string {
  const options = value !== null && typeof value === 'object' && !Array.isArray(value) ? value : {}
  const chosen = TEACHING_OPTIONS.filter(({ key }) => options[key] === true).map(({ label }) => label)
  return chosen.length === 0 ? NO_TEACHING_OPTIONS : chosen.join(', ')
}

/** A timestamp in the browser's local format; unparseable text is shown as stored. */
export function formatSubmittedAt(value: string | null | undefined): string {
  const text = formatText(value)
  if (text === NOT_AVAILABLE) return text
  const date = new Date(text)
  return Number.isNaN(date.getTime()) ? text : date.toLocaleString()
}

function dateField(value: string | null | undefined): FieldValue {
  const formatted = formatSubmittedAt(value)
  return formatted === NOT_AVAILABLE ? { value: formatted } : { value: formatted, dateTime: value ?? '' }
}

/** The stored text; a link target only when it is an absolute http(s) URL. */
function urlField(value: string | null | undefined, image = false): FieldValue {
  const text = formatText(value)
  const href = text === NOT_AVAILABLE ? null : safeHttpUrl(text)
  if (!href) return { value: text }
  // A preview loads the image, so only one of our own storage gets one; the link stays.
  return image && ownImageUrl(href) ? { value: text, href, image } : { value: text, href }
}

const text = (value: string | null): FieldValue => ({ value: formatText(value) })
const list = (value: readonly string[] | null): FieldValue => ({ value: formatList(value) })
const yesNo = (value: boolean | null): FieldValue => ({ value: formatBoolean(value) })

/** The columns of the workflow (status and what goes with it): shown apart from what was sent. */
export type WorkflowColumn =
  | 'status'
  | 'teacher_id'
  | 'studio_id'
  | 'decline_note'
  | 'status_changed_at'
  | 'status_token_hash'
  | 'is_new'

type SentColumn<Row> = Exclude<keyof Row, 'id' | WorkflowColumn>

/**
 * One entry per column the sender filled in (not id, not the workflow's), in display order.
 * Typed so that a column added to the table (and to the generated types) cannot be forgotten
 * here: the compiler asks for it.
 */
type FieldSpecs<Row> = {
  [Column in SentColumn<Row>]: { label: string; format: (value: Row[Column]) => FieldValue }
}

const teacherFields: FieldSpecs<TeacherApplicationRow> = {
  firstname: { label: 'First Name', format: text },
  lastname: { label: 'Last Name', format: text },
  email: { label: 'Email', format: text },
  phone: { label: 'Phone', format: text },
  location: { label: 'Location', format: text },
  specialties: { label: 'Specialties', format: text },
  certifications: { label: 'Certifications', format: text },
  bio: { label: 'Bio', format: text },
  experience: { label: 'Experience', format: (value) => ({ value: formatYears(value) }) },
  teachingoptions: {
    label: 'Teaching Options',
    format: (value) => ({ value: formatTeachingOptions(value) }),
  },
  website: { label: 'Website', format: (value) => urlField(value) },
  // Usually a handle (@name); a link only if someone typed a full http(s) URL.
  instagram: { label: 'Instagram', format: (value) => urlField(value) },
  languages: { label: 'Teaches In', format: (value) => ({ value: formatLanguages(value) }) },
  terms: { label: 'Agreed to Terms', format: yesNo },
  created_at: { label: 'Submitted', format: dateField },
}

const studioFields: FieldSpecs<StudioApplicationRow> = {
  name: { label: 'Studio Name', format: text },
  email: { label: 'Email', format: text },
  country: { label: 'Country', format: text },
  city: { label: 'City', format: text },
  address: { label: 'Address', format: text },
  description: { label: 'Description', format: text },
  yogastyles: { label: 'Yoga Styles', format: list },
  amenities: { label: 'Amenities', format: list },
  website: { label: 'Website', format: (value) => urlField(value) },
  instagram: { label: 'Instagram', format: (value) => urlField(value) },
  hours: { label: 'Operating Hours', format: text },
  logo: { label: 'Logo', format: (value) => urlField(value, true) },
  languages: { label: 'Teaches In', format: (value) => ({ value: formatLanguages(value) }) },
  consent: { label: 'Consent', format: yesNo },
  created_at: { label: 'Submitted', format: dateField },
}

const contactFields: FieldSpecs<ContactSubmissionRow> = {
  name: { label: 'Name', format: text },
  email: { label: 'Email', format: text },
  subject: { label: 'Subject', format: text },
  message: { label: 'Message', format: text },
  created_at: { label: 'Submitted', format: dateField },
}

function fieldsOf<Row>(specs: FieldSpecs<Row>, row: Row): SubmissionField[] {
  const columns = Object.keys(specs) as SentColumn<Row>[]
  return columns.map(<Column extends SentColumn<Row>>(column: Column) => {
    const spec = specs[column]
    return { label: spec.label, ...spec.format(row[column]) }
  })
}

/** Every stored field of a submission (but its id) as label and display value. */
export function formatSubmissionFields(submission: Submission): SubmissionField[] {
  switch (submission.kind) {
    case 'teacher':
      return fieldsOf(teacherFields, submission.row)
    case 'studio':
      return fieldsOf(studioFields, submission.row)
    case 'contact':
      return fieldsOf(contactFields, submission.row)
  }
}

/** Who sent it, for the card heading and the actions' accessible names. */
export function submitterName(submission: Submission): string {
  const name =
    submission.kind === 'teacher'
      ? `${submission.row.firstname ?? ''} ${submission.row.lastname ?? ''}`
      : (submission.row.name ?? '')
  const trimmed = name.trim().replace(/\s+/g, ' ')
  return trimmed === '' ? 'Unnamed sender' : trimmed
}
