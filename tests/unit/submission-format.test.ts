import { describe, expect, it } from 'vitest'
import type {
  ContactSubmissionRow,
  StudioApplicationRow,
  TeacherApplicationRow,
} from '../../src/features/submissions/api/list-submissions.ts'
import {
  looksLikeEmail,
  REPLY_QUOTE_LIMIT,
  replyBody,
  replyMailtoHref,
  replySubject,
} from '../../src/features/submissions/reply-email.ts'
import {
  formatBoolean,
  formatLanguages,
  formatList,
  formatSubmissionFields,
  formatSubmittedAt,
  formatTeachingOptions,
  formatText,
  formatYears,
  SUBMISSION_TABS,
  submitterName,
} from '../../src/features/submissions/submission-format.ts'
import { contactRow, studioApplicationRow, teacherApplicationRow } from '../builders.ts'

const CREATED = '2025-10-28T09:15:00.000Z'
const localCreated = new Date(CREATED).toLocaleString()

const teacher: TeacherApplicationRow = teacherApplicationRow({
  id: 7,
  firstname: 'Ana',
  lastname: 'Reyes',
  email: 'ana@example.com',
  phone: '+63 912 345 6789',
  location: 'Cebu City',
  specialties: 'Vinyasa, Yin',
  certifications: 'RYT-200',
  bio: 'Line one\nLine two',
  experience: 5,
  teachingoptions: { online1on1: true, inPerson1on1: false, groupOnline: true, groupInPerson: false },
  website: 'https://ana.example.com',
  instagram: '@ana.yoga',
  terms: true,
  languages: ['en', 'tl'],
  created_at: CREATED,
})

const studio: StudioApplicationRow = studioApplicationRow({
  id: 3,
  name: 'Lotus Studio',
  email: 'hello@lotus.example',
  country: 'Philippines',
  city: 'Cebu City',
  address: null,
  description: 'A calm place.',
  yogastyles: ['Hatha', 'Yin Yoga'],
  amenities: [],
  website: 'javascript:alert(1)',
  instagram: 'https://instagram.com/lotus',
  hours: '  ',
  logo: 'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/logo.jpg',
  consent: true,
  created_at: CREATED,
})

const contact: ContactSubmissionRow = contactRow({
  id: 11,
  name: 'Maria Santos',
  email: 'maria+yoga@example.com',
  subject: 'Listing & pricing?',
  message: 'Hello,\nHow much does it cost?',
  created_at: CREATED,
})

describe('value formatting', () => {
  it('shows booleans as Yes / No', () => {
    expect(formatBoolean(true)).toBe('Yes')
    expect(formatBoolean(false)).toBe('No')
    expect(formatBoolean(null)).toBe('N/A')
  })

  it("joins lists with ', ' and skips blank items", () => {
    expect(formatList(['Hatha', 'Yin Yoga', 'Meditation'])).toBe('Hatha, Yin Yoga, Meditation')
    expect(formatList([' Hatha ', '', '  '])).toBe('Hatha')
  })

  it("shows 'N/A' for '', null, undefined, whitespace and empty lists", () => {
    expect(formatText('')).toBe('N/A')
    expect(formatText(null)).toBe('N/A')
    expect(formatText(undefined)).toBe('N/A')
    expect(formatText(' \n\t ')).toBe('N/A')
    expect(formatText('  kept  ')).toBe('kept')
    expect(formatList([])).toBe('N/A')
    expect(formatList(null)).toBe('N/A')
    expect(formatList(['', ' '])).toBe('N/A')
  })

  it('names the chosen teaching options in order, or says none were selected', () => {
    expect(
      formatTeachingOptions({ groupInPerson: true, online1on1: true, inPerson1on1: true, groupOnline: true }),
    ).toBe('Online 1-on-1, In-Person 1-on-1, Group Online, Group In-Person')
    expect(formatTeachingOptions({ inPerson1on1: true, groupOnline: false })).toBe('In-Person 1-on-1')
    expect(
      formatTeachingOptions({
        online1on1: false,
        inPerson1on1: false,
        groupOnline: false,
        groupInPerson: false,
      }),
    ).toBe('No options selected')
    // Only a real true counts; odd stored values never invent an option.
    expect(formatTeachingOptions({ online1on1: 'true', groupOnline: 1 })).toBe('No options selected')
    expect(formatTeachingOptions(null)).toBe('No options selected')
    expect(formatTeachingOptions([true])).toBe('No options selected')
  })

  it("shows dates in the browser's local format", () => {
    expect(formatSubmittedAt(CREATED)).toBe(localCreated)
    expect(formatSubmittedAt(null)).toBe('N/A')
    expect(formatSubmittedAt('')).toBe('N/A')
    expect(formatSubmittedAt('not a date')).toBe('not a date')
  })

  it('shows experience in years', () => {
    expect(formatYears(0)).toBe('0 years')
    expect(formatYears(1)).toBe('1 year')
    expect(formatYears(12)).toBe('12 years')
    expect(formatYears(null)).toBe('N/A')
  })
})

describe('formatSubmissionFields', () => {
  it('lists every field of a teacher application with readable labels and values', () => {
    expect(formatSubmissionFields({ kind: 'teacher', row: teacher })).toEqual([
      { label: 'First Name', value: 'Ana' },
      { label: 'Last Name', value: 'Reyes' },
      { label: 'Email', value: 'ana@example.com' },
      { label: 'Phone', value: '+63 912 345 6789' },
      { label: 'Location', value: 'Cebu City' },
      { label: 'Specialties', value: 'Vinyasa, Yin' },
      { label: 'Certifications', value: 'RYT-200' },
      { label: 'Bio', value: 'Line one\nLine two' },
      { label: 'Experience', value: '5 years' },
      { label: 'Teaching Options', value: 'Online 1-on-1, Group Online' },
      { label: 'Website', value: 'https://ana.example.com', href: 'https://ana.example.com/' },
      { label: 'Instagram', value: '@ana.yoga' },
      { label: 'Teaches In', value: 'English, Tagalog' },
      { label: 'Agreed to Terms', value: 'Yes' },
      { label: 'Submitted', value: localCreated, dateTime: CREATED },
    ])
  })

  it('lists every field of a studio application; only http(s) URLs become links', () => {
    expect(formatSubmissionFields({ kind: 'studio', row: studio })).toEqual([
      { label: 'Studio Name', value: 'Lotus Studio' },
      { label: 'Email', value: 'hello@lotus.example' },
      { label: 'Country', value: 'Philippines' },
      { label: 'City', value: 'Cebu City' },
      { label: 'Address', value: 'N/A' },
      { label: 'Description', value: 'A calm place.' },
      { label: 'Yoga Styles', value: 'Hatha, Yin Yoga' },
      { label: 'Amenities', value: 'N/A' },
      { label: 'Website', value: 'javascript:alert(1)' },
      { label: 'Instagram', value: 'https://instagram.com/lotus', href: 'https://instagram.com/lotus' },
      { label: 'Operating Hours', value: 'N/A' },
      {
        label: 'Logo',
        value: 'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/logo.jpg',
        href: 'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/logo.jpg',
        image: true,
      },
      { label: 'Teaches In', value: 'N/A' },
      { label: 'Consent', value: 'Yes' },
      { label: 'Submitted', value: localCreated, dateTime: CREATED },
    ])
  })

  it('names languages in English, keeping a code it does not know', () => {
    expect(formatLanguages(['en', 'tl', 'pt'])).toBe('English, Tagalog, Portuguese')
    expect(formatLanguages(['zzz'])).toBe('zzz')
    expect(formatLanguages([])).toBe('N/A')
  })

  it('shows an empty logo and a non-http one as text, without a preview', () => {
    const fields = formatSubmissionFields({ kind: 'studio', row: { ...studio, logo: '' } })
    expect(fields.find((field) => field.label === 'Logo')).toEqual({ label: 'Logo', value: 'N/A' })
    const data = formatSubmissionFields({
      kind: 'studio',
      row: { ...studio, logo: 'data:image/png;base64,xx' },
    })
    expect(data.find((field) => field.label === 'Logo')).toEqual({
      label: 'Logo',
      value: 'data:image/png;base64,xx',
    })
  })

  it("links a logo from another site but never previews it (the admin's browser would load it)", () => {
    const foreign =
      'https://evil.example/pixel?u=/storage/v1/object/public/studio-assets/applications/a-logo.jpg'
    const fields = formatSubmissionFields({ kind: 'studio', row: { ...studio, logo: foreign } })
    expect(fields.find((field) => field.label === 'Logo')).toEqual({
      label: 'Logo',
      value: foreign,
      href: foreign,
    })
  })

  it('lists every field of a contact message', () => {
    expect(formatSubmissionFields({ kind: 'contact', row: contact })).toEqual([
      { label: 'Name', value: 'Maria Santos' },
      { label: 'Email', value: 'maria+yoga@example.com' },
      { label: 'Subject', value: 'Listing & pricing?' },
      { label: 'Message', value: 'Hello,\nHow much does it cost?' },
      { label: 'Submitted', value: localCreated, dateTime: CREATED },
    ])
  })

  it('names the sender', () => {
    expect(submitterName({ kind: 'teacher', row: teacher })).toBe('Ana Reyes')
    expect(submitterName({ kind: 'teacher', row: { ...teacher, lastname: ' ' } })).toBe('Ana')
    expect(submitterName({ kind: 'studio', row: studio })).toBe('Lotus Studio')
    expect(submitterName({ kind: 'contact', row: { ...contact, name: '' } })).toBe('Unnamed sender')
  })

  it("has the spec's tabs in order", () => {
    expect(SUBMISSION_TABS.map((tab) => tab.label)).toEqual([
      'Teacher Applications',
      'Studio Applications',
      'Contact Messages',
    ])
  })
})

describe('reply email', () => {
  const fixedDate = () => '28/10/2025, 17:15'

  it('accepts one plain address only', () => {
    expect(looksLikeEmail('maria+yoga@example.com')).toBe(true)
    expect(looksLikeEmail(' ana@example.co ')).toBe(true)
    expect(looksLikeEmail('not an email')).toBe(false)
    expect(looksLikeEmail('a@b.com, c@d.com')).toBe(false)
    expect(looksLikeEmail('a@b.com?cc=evil@x.com')).toBe(false)
    expect(looksLikeEmail('a?cc=evil&x@b.com')).toBe(true) // legal, and encoded below
    expect(looksLikeEmail('a@b')).toBe(false)
    expect(looksLikeEmail('')).toBe(false)
    expect(looksLikeEmail(null)).toBe(false)
  })

  it("answers 'Re: {subject}' without stacking Re:", () => {
    expect(replySubject('Listing question')).toBe('Re: Listing question')
    expect(replySubject('RE: Listing question')).toBe('RE: Listing question')
    expect(replySubject('  ')).toBe('Re: your message')
  })

  it('greets the sender and quotes the message line by line', () => {
    expect(replyBody(contact, fixedDate)).toBe(
      [
        'Hi Maria Santos,',
        '',
        '',
        '',
        'On 28/10/2025, 17:15, Maria Santos wrote:',
        '> Hello,',
        '> How much does it cost?',
      ].join('\r\n'),
    )
  })

  it(`quotes at most ${REPLY_QUOTE_LIMIT} characters of a long message`, () => {
    const body = replyBody({ ...contact, message: 'x'.repeat(REPLY_QUOTE_LIMIT + 100) }, fixedDate)
    expect(body).toContain(`> ${'x'.repeat(REPLY_QUOTE_LIMIT)}…`)
    expect(body).not.toContain('x'.repeat(REPLY_QUOTE_LIMIT + 1))
  })

  it('builds an encoded mailto: link', () => {
    const href = replyMailtoHref(contact, fixedDate)!
    expect(href).toBe(
      `mailto:maria%2Byoga@example.com?subject=${encodeURIComponent('Re: Listing & pricing?')}` +
        `&body=${encodeURIComponent(replyBody(contact, fixedDate))}`,
    )
    expect(href).toContain('subject=Re%3A%20Listing%20%26%20pricing%3F&body=Hi%20Maria%20Santos%2C%0D%0A')
    const url = new URL(href)
    expect(url.searchParams.get('subject')).toBe('Re: Listing & pricing?')
    expect(url.searchParams.get('body')).toContain('> How much does it cost?')
  })

  it('keeps an address with query characters from adding headers', () => {
    const href = replyMailtoHref({ ...contact, email: 'a?cc=evil&x@b.com' }, fixedDate)!
    expect(href.startsWith('mailto:a%3Fcc%3Devil%26x@b.com?subject=')).toBe(true)
    expect(new URL(href).searchParams.get('cc')).toBeNull()
  })

  it('gives no link when the stored email is not an address', () => {
    expect(replyMailtoHref({ ...contact, email: 'call me maybe' })).toBeNull()
  })
})
