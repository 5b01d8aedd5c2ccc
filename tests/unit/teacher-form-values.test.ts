import { describe, expect, it } from 'vitest'
import {
  CHECKED_ON_IN_FUTURE,
  CHECKED_ON_REQUIRED,
  CREDENTIAL_REQUIRED,
  EXPIRES_BEFORE_CHECK,
  ISSUER_REQUIRED,
  teacherFormSchema,
  todayUtc,
} from '../../src/features/teachers/teacher-form-schema.ts'
import {
  emptyTeacherForm,
  instagramUrl,
  splitLocation,
  splitSpecialties,
  teacherApplicationToFormValues,
  teacherFormToFields,
  teacherFullName,
  teacherRowToFormValues,
  teacherSlugPreview,
  type TeacherApplicationRow,
  type TeacherRow,
} from '../../src/features/teachers/teacher-form-values.ts'
import { teacherApplicationRow, teacherRow } from '../builders.ts'

const row: TeacherRow = teacherRow({
  id: '6f1d2a34-0000-4000-8000-000000000001',
  slug: 'anna-lee-2',
  firstname: 'Anna',
  lastname: 'Lee',
  country: 'Philippines',
  location: 'Cebu City',
  bio: 'Teaches slow flow.',
  certifications: 'RYT 200; Yin 50',
  experience: 7,
  image: 'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/anna.jpg',
  gallery: [
    'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/1.jpg',
    'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/2.jpg',
  ],
  specialties: ['Vinyasa', 'Aerial'],
  teachingoptions: { online1on1: true, inPerson1on1: false, groupOnline: true, groupInPerson: false },
  social: { website: 'https://anna.example', instagram: 'https://instagram.com/anna' },
  contactformurl: 'https://anna.example/contact',
  languages: ['tl', 'en', 'ceb'],
  verified_credential: 'RYT-500',
  verified_issuer: 'Yoga Alliance',
  verification_evidence_url: 'https://yogaalliance.example/anna',
  verified_on: '2025-09-01',
  verification_expires_on: '2027-09-01',
  confirmed_at: '2025-10-28T11:30:00+00:00',
  seo_title: 'Anna Lee, Yoga Teacher',
  seo_description: 'Slow flow in Cebu.',
  created_at: '2025-10-27T10:00:00.000000+00:00',
  updated_at: '2025-10-28T11:30:00.123456+00:00',
})

const application: TeacherApplicationRow = teacherApplicationRow({
  id: 1,
  created_at: '2025-11-02T09:15:00+00:00',
  firstname: ' Maya ',
  lastname: 'Cruz',
  email: 'maya@example.com',
  phone: '+63 900 000 0000',
  location: 'Cebu City, philippines',
  specialties: 'vinyasa, Yin Yoga; Aerial ,, yin yoga',
  certifications: 'RYT 500',
  bio: 'Loves mornings.',
  experience: 4,
  teachingoptions: { online1on1: false, inPerson1on1: true, groupOnline: false, groupInPerson: true },
  website: 'https://maya.example',
  instagram: '@maya.flows',
  languages: ['tl', 'en'],
  terms: true,
})

describe('teacher row ⇄ form values', () => {
  it('round-trips a stored teacher to the same columns (never id, timestamps or SEO)', () => {
    const values = teacherRowToFormValues(row)
    expect(values.experience).toBe('7')
    expect(values.website).toBe('https://anna.example')
    expect(values.facebook).toBe('')
    expect(values.verification).toEqual({
      credential: 'RYT-500',
      issuer: 'Yoga Alliance',
      evidenceUrl: 'https://yogaalliance.example/anna',
      checkedOn: '2025-09-01',
      expiresOn: '2027-09-01',
    })
    const fields = teacherFormToFields(teacherFormSchema.parse(values))
    expect(fields).toEqual({
      firstname: 'Anna',
      lastname: 'Lee',
      name: 'Anna Lee',
      country: 'Philippines',
      location: 'Cebu City',
      bio: 'Teaches slow flow.',
      certifications: 'RYT 200; Yin 50',
      experience: 7,
      specialties: ['Vinyasa', 'Aerial'],
      teachingoptions: row.teachingoptions,
      social: row.social,
      contactformurl: 'https://anna.example/contact',
      image: 'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/anna.jpg',
      gallery: row.gallery,
      // In the order chosen, not sorted.
      languages: ['tl', 'en', 'ceb'],
      verified_credential: 'RYT-500',
      verified_issuer: 'Yoga Alliance',
      verification_evidence_url: 'https://yogaalliance.example/anna',
      verified_on: '2025-09-01',
      verification_expires_on: '2027-09-01',
      // confirmed_at is written by 'Details confirmed today' only, never by a save.
    })
  })

  it('writes a cleared or absent verification as five nulls together', () => {
    const unverified = teacherRowToFormValues(
      teacherRow({
        verified_credential: null,
        verified_issuer: null,
        verification_evidence_url: null,
        verified_on: null,
        verification_expires_on: null,
      }),
    )
    expect(unverified.verification).toEqual(emptyTeacherForm.verification)
    const fields = teacherFormToFields(
      teacherFormSchema.parse({
        ...teacherRowToFormValues(row),
        verification: emptyTeacherForm.verification,
      }),
    )
    expect(fields).toMatchObject({
      verified_credential: null,
      verified_issuer: null,
      verification_evidence_url: null,
      verified_on: null,
      verification_expires_on: null,
    })
  })

  it('leaves empty links out of social and stores an empty contact form URL as null', () => {
    const fields = teacherFormToFields(
      teacherFormSchema.parse({
        ...emptyTeacherForm,
        firstname: 'Zoë',
        lastname: 'Müller ',
        country: 'Germany',
        location: 'Berlin',
        facebook: ' https://facebook.com/zoe ',
      }),
    )
    expect(fields.social).toEqual({ facebook: 'https://facebook.com/zoe' })
    expect(fields.contactformurl).toBeNull()
    expect(fields.experience).toBe(0)
    expect(fields.name).toBe('Zoë Müller')
  })

  it('derives name and slug from first and last name', () => {
    expect(teacherFullName(' Zoë ', ' Müller ')).toBe('Zoë Müller')
    expect(teacherSlugPreview('Zoë', 'Müller')).toBe('zoe-muller')
    expect(teacherSlugPreview('', '')).toBe('')
  })
})

describe('the schema', () => {
  const valid = { ...emptyTeacherForm, firstname: 'A', lastname: 'B', country: 'Chile', location: 'Santiago' }
  const messages = (input: unknown) => {
    const result = teacherFormSchema.safeParse(input)
    return result.success ? [] : result.error.issues.map((issue) => issue.message)
  }

  it('has the spec messages for the required fields', () => {
    expect(messages(emptyTeacherForm)).toEqual([
      'First name is required',
      'Last name is required',
      'Country is required',
      'City is required',
    ])
  })

  it('refuses negative, fractional and non-numeric experience', () => {
    expect(messages({ ...valid, experience: '-1' })).toEqual(['Experience must be 0 or more.'])
    expect(messages({ ...valid, experience: '2.5' })).toEqual(['Experience must be a whole number of years.'])
    expect(messages({ ...valid, experience: 'ten' })).toEqual(['Experience must be a number of years.'])
    expect(messages({ ...valid, experience: '101' })).toEqual(['Experience must be at most 100 years.'])
    expect(messages({ ...valid, experience: '12' })).toEqual([])
  })

  it('keeps the database caps: 9 gallery images, 20 specialties, http(s) links', () => {
    const ten = Array.from(
      { length: 10 },
      (_, i) => `http://127.0.0.1:54321/storage/v1/object/public/studio-assets/${i}.jpg`,
    )
    expect(messages({ ...valid, gallery: ten })).toEqual(['The gallery can hold at most 9 images.'])
    const many = Array.from({ length: 21 }, (_, i) => `Style ${i}`)
    expect(messages({ ...valid, specialties: many })).toEqual(['Choose at most 20 specialties.'])
    expect(messages({ ...valid, website: 'javascript:alert(1)' })).toEqual([
      'Please enter a full web address starting with http:// or https://.',
    ])
    expect(messages({ ...valid, country: 'Atlantis' })).toEqual(['Please choose a country from the list.'])
  })

  it('takes images only from our own storage, with a message that says what to do', () => {
    const foreign = 'https://evil.example/storage/v1/object/public/studio-assets/teachers/a.jpg'
    const notOurs = 'This image is not stored on this site. Remove it and upload the image file instead.'
    expect(messages({ ...valid, image: foreign })).toEqual([notOurs])
    expect(messages({ ...valid, gallery: [foreign] })).toEqual([notOurs])
    expect(messages({ ...valid, image: 'data:image/png;base64,xx' })).toEqual([
      'Image addresses must start with http:// or https://.',
    ])
  })
})

describe('the verification', () => {
  const valid = { ...emptyTeacherForm, firstname: 'A', lastname: 'B', country: 'Chile', location: 'Santiago' }
  const checked = {
    credential: 'RYT-500',
    issuer: 'Yoga Alliance',
    evidenceUrl: 'https://yogaalliance.example/a',
    checkedOn: '2025-09-01',
    expiresOn: '',
  }
  const issues = (verification: Partial<typeof checked>) => {
    const result = teacherFormSchema.safeParse({ ...valid, verification: { ...checked, ...verification } })
    return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message])
  }

  it('takes a complete verification, with or without evidence and expiry', () => {
    expect(issues({})).toEqual([])
    expect(issues({ evidenceUrl: '', expiresOn: '2026-09-01' })).toEqual([])
    expect(issues({ checkedOn: todayUtc() })).toEqual([])
  })

  it('refuses a checked-on date in the future (by the database clock, UTC)', () => {
    const tomorrow = todayUtc(new Date(Date.now() + 24 * 3600 * 1000))
    expect(issues({ checkedOn: tomorrow })).toEqual([['verification.checkedOn', CHECKED_ON_IN_FUTURE]])
  })

  it('refuses an expiry on or before the check', () => {
    expect(issues({ expiresOn: '2025-08-31' })).toEqual([['verification.expiresOn', EXPIRES_BEFORE_CHECK]])
    expect(issues({ expiresOn: '2025-09-01' })).toEqual([['verification.expiresOn', EXPIRES_BEFORE_CHECK]])
  })

  it('refuses half a verification, naming each missing field', () => {
    expect(issues({ issuer: '', checkedOn: '' })).toEqual([
      ['verification.issuer', ISSUER_REQUIRED],
      ['verification.checkedOn', CHECKED_ON_REQUIRED],
    ])
    // Only an evidence link: the three that go together are asked for.
    expect(issues({ credential: '', issuer: '', checkedOn: '' })).toEqual([
      ['verification.credential', CREDENTIAL_REQUIRED],
      ['verification.issuer', ISSUER_REQUIRED],
      ['verification.checkedOn', CHECKED_ON_REQUIRED],
    ])
    expect(issues({ credential: '  ', issuer: '', checkedOn: '', evidenceUrl: '' })).toEqual([])
  })

  it('refuses evidence that is not an http(s) address', () => {
    expect(issues({ evidenceUrl: 'javascript:alert(1)' })).toEqual([
      ['verification.evidenceUrl', 'Please enter a full web address starting with http:// or https://.'],
    ])
    expect(issues({ evidenceUrl: 'ftp://files.example/cert.pdf' })).toHaveLength(1)
  })

  it('refuses a language that is not an ISO 639 code', () => {
    const result = teacherFormSchema.safeParse({ ...valid, languages: ['en', 'English'] })
    expect(result.success).toBe(false)
    expect(teacherFormSchema.safeParse({ ...valid, languages: ['en', 'haw'] }).success).toBe(true)
  })
})

describe('application → form values', () => {
  it('starts a new teacher from an application', () => {
    const { values, notCopied } = teacherApplicationToFormValues(application)
    expect(values).toEqual({
      ...emptyTeacherForm,
      firstname: 'Maya',
      lastname: 'Cruz',
      country: 'Philippines',
      location: 'Cebu City',
      bio: 'Loves mornings.',
      certifications: 'RYT 500',
      experience: '4',
      specialties: ['Vinyasa', 'Yin Yoga', 'Aerial'],
      teachingoptions: { online1on1: false, inPerson1on1: true, groupOnline: false, groupInPerson: true },
      website: 'https://maya.example',
      instagram: 'https://instagram.com/maya.flows',
      languages: ['tl', 'en'],
      // Messages go where the applicant asked to be answered.
      inquiryEmail: 'maya@example.com',
    })
    expect(notCopied).toEqual([])
    expect(teacherFormSchema.safeParse(values).success).toBe(true)
  })

  it('splits "City, Country" only when the country is on the list', () => {
    expect(splitLocation('Cebu City, Philippines')).toEqual({ city: 'Cebu City', country: 'Philippines' })
    expect(splitLocation('Lahaina, Maui, united states')).toEqual({
      city: 'Lahaina, Maui',
      country: 'United States',
    })
    expect(splitLocation('Kyoto, Kansai')).toEqual({ city: 'Kyoto, Kansai', country: '' })
    expect(splitLocation('Lisbon')).toEqual({ city: 'Lisbon', country: '' })
  })

  it('splits free-text specialties on commas and semicolons', () => {
    expect(splitSpecialties('hatha;  Meditation, , Acro')).toEqual(['Hatha', 'Meditation', 'Acro'])
    expect(splitSpecialties('')).toEqual([])
  })

  it('turns an Instagram handle into a profile URL and keeps URLs', () => {
    expect(instagramUrl('@anna_lee')).toBe('https://instagram.com/anna_lee')
    expect(instagramUrl('anna.lee')).toBe('https://instagram.com/anna.lee')
    expect(instagramUrl('https://www.instagram.com/anna/')).toBe('https://www.instagram.com/anna/')
    expect(instagramUrl('not a handle!')).toBe('')
    expect(instagramUrl(null)).toBe('')
  })

  it('reports what it could not copy instead of dropping it silently', () => {
    const { values, notCopied } = teacherApplicationToFormValues({
      ...application,
      website: 'maya.example',
      instagram: 'my insta',
    })
    expect(values.website).toBe('')
    expect(values.instagram).toBe('')
    expect(notCopied).toEqual([
      { label: 'Website', value: 'maya.example' },
      { label: 'Instagram', value: 'my insta' },
    ])
  })
})
