import { describe, expect, it } from 'vitest'
import { DUPLICATE_VALUE, INVALID_EMAIL, INVALID_URL } from '../../src/lib/field-rules.ts'
import {
  contactFormSchema,
  contactMessageSchema,
} from '../../src/features/submissions/contact-message-schema.ts'
import { emptyContactForm } from '../../src/features/submissions/components/contact-form.tsx'
import { emptyTeacherApplication } from '../../src/features/submissions/components/join-form.tsx'
import { emptyStudioApplication } from '../../src/features/submissions/components/studio-application-form.tsx'
import {
  CAPTCHA_BLANK,
  CAPTCHA_WRONG,
  questionText,
  refusalMessage,
} from '../../src/features/submissions/math-captcha.ts'
import {
  LOGO_NOT_IMAGE,
  studioApplicationSchema,
} from '../../src/features/submissions/studio-application-schema.ts'
import { teacherApplicationSchema } from '../../src/features/submissions/teacher-application-schema.ts'
import { countWords } from '../../src/features/submissions/word-count.ts'

/** Every message the schema reports, by field path ('a.b'). */
function messages(result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) {
  const byPath: Record<string, string[]> = {}
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.map(String).join('.')
    ;(byPath[key] ??= []).push(issue.message)
  }
  return byPath
}

const validTeacher = {
  ...emptyTeacherApplication,
  firstName: ' Maya ',
  lastName: 'Santos',
  email: 'maya@example.com',
  phone: '+63 912 000 0000',
  location: 'Cebu City, Philippines',
  specialties: 'Vinyasa, Yin Yoga',
  certifications: 'RYT-200',
  bio: 'I teach slow flow.',
  experience: '5',
  terms: true,
}

describe('teacher application schema', () => {
  it('gives every required message of SPEC §5 for an empty form', () => {
    expect(messages(teacherApplicationSchema.safeParse(emptyTeacherApplication))).toEqual({
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
      email: ['Email is required'],
      phone: ['Phone number is required'],
      location: ['Location is required'],
      specialties: ['Specialties are required'],
      certifications: ['Certifications are required'],
      bio: ['Bio is required'],
      experience: ['Experience is required'],
      terms: ['You must agree to the terms'],
    })
  })

  it('treats blank text as missing and trims what it keeps', () => {
    const blank = teacherApplicationSchema.safeParse({ ...validTeacher, firstName: '   ' })
    expect(messages(blank)).toEqual({ firstName: ['First name is required'] })
    const parsed = teacherApplicationSchema.parse(validTeacher)
    expect(parsed.firstName).toBe('Maya')
    expect(parsed.experience).toBe(5)
  })

  it('needs experience to be a whole number from 0', () => {
    const experience = (value: string | number) =>
      messages(teacherApplicationSchema.safeParse({ ...validTeacher, experience: value })).experience
    expect(experience('abc')).toEqual(['Experience must be a number.'])
    expect(experience('-1')).toEqual(['Experience must be 0 or more.'])
    expect(experience('2.5')).toEqual(['Experience must be a whole number of years.'])
    expect(experience('101')).toEqual(['Experience must be at most 100 years.'])
    expect(experience('0')).toBeUndefined()
    expect(experience(12)).toBeUndefined()
  })

  it('accepts an empty website or an http(s) URL only, and checks the email', () => {
    const check = (patch: object) =>
      messages(teacherApplicationSchema.safeParse({ ...validTeacher, ...patch }))
    expect(check({ website: '' })).toEqual({})
    expect(check({ website: 'https://maya.example.com' })).toEqual({})
    expect(check({ website: 'javascript:alert(1)' })).toEqual({ website: [INVALID_URL] })
    expect(check({ website: 'maya.example.com' })).toEqual({ website: [INVALID_URL] })
    expect(check({ email: 'not-an-email' })).toEqual({ email: [INVALID_EMAIL] })
  })

  it('refuses text above the database caps with a clear message', () => {
    const check = (patch: object) =>
      messages(teacherApplicationSchema.safeParse({ ...validTeacher, ...patch }))
    expect(check({ bio: 'x'.repeat(10 * 1024 * 1024) })).toEqual({
      bio: ['Bio must be at most 5000 characters.'],
    })
    expect(check({ bio: 'x'.repeat(5000) })).toEqual({})
    expect(check({ phone: '1'.repeat(41) })).toEqual({
      phone: ['Phone number must be at most 40 characters.'],
    })
    expect(check({ certifications: 'c'.repeat(2001) })).toEqual({
      certifications: ['Certifications must be at most 2000 characters.'],
    })
  })

  it('requires the terms to be accepted', () => {
    expect(messages(teacherApplicationSchema.safeParse({ ...validTeacher, terms: false }))).toEqual({
      terms: ['You must agree to the terms'],
    })
  })
})

describe('contact schemas', () => {
  it('gives the required messages and the blank captcha message', () => {
    expect(messages(contactFormSchema.safeParse(emptyContactForm))).toEqual({
      name: ['Name is required'],
      email: ['Email is required'],
      subject: ['Subject is required'],
      message: ['Message is required'],
      captcha: [CAPTCHA_BLANK],
    })
  })

  it('leaves the captcha out of the message the service sends', () => {
    const message = contactMessageSchema.parse({
      name: 'Ana',
      email: 'ana@example.com',
      subject: 'Hi',
      message: 'Hello',
      captcha: '7',
    })
    expect(message).not.toHaveProperty('captcha')
  })

  it('words the question and the messages for a refused answer (the database checks it)', () => {
    expect(questionText({ a: 3, b: 4 })).toBe('What is 3 + 4?')
    expect(refusalMessage('unanswered')).toBe(CAPTCHA_BLANK)
    expect(refusalMessage('wrong')).toBe(CAPTCHA_WRONG)
    expect(refusalMessage('expired')).toBe('That question has expired. Please answer the new one.')
  })
})

const validStudio = {
  ...emptyStudioApplication,
  name: 'Lotus Flow',
  email: 'hello@lotus.example',
  country: 'Philippines',
  city: 'Cebu City',
  description: 'A bright studio.',
  consent: true,
}

describe('studio application schema', () => {
  it('gives every required message of SPEC §5 for an empty form', () => {
    expect(messages(studioApplicationSchema.safeParse(emptyStudioApplication))).toEqual({
      name: ['Studio Name is required'],
      email: ['Email is required'],
      country: ['Country is required'],
      city: ['City is required'],
      description: ['A description is required'],
      consent: ['You must agree to the terms.'],
    })
  })

  it('takes the country from the fixed list only', () => {
    expect(messages(studioApplicationSchema.safeParse({ ...validStudio, country: 'Atlantis' }))).toEqual({
      country: ['Please choose a country from the list.'],
    })
  })

  it('accepts optional http(s) URLs for website and Instagram', () => {
    const check = (patch: object) => messages(studioApplicationSchema.safeParse({ ...validStudio, ...patch }))
    expect(check({ website: 'https://lotus.example', instagram: 'https://instagram.com/lotus' })).toEqual({})
    expect(check({ website: 'lotus', instagram: 'ftp://x.example' })).toEqual({
      website: [INVALID_URL],
      instagram: [INVALID_URL],
    })
  })

  it('refuses duplicate practices or amenities, ignoring case', () => {
    expect(
      messages(studioApplicationSchema.safeParse({ ...validStudio, yogaStyles: ['Vinyasa', 'vinyasa'] })),
    ).toEqual({
      yogaStyles: [DUPLICATE_VALUE],
    })
    expect(
      messages(studioApplicationSchema.safeParse({ ...validStudio, amenities: ['Sauna', ' SAUNA '] })),
    ).toEqual({
      amenities: [DUPLICATE_VALUE],
    })
    expect(
      studioApplicationSchema.parse({ ...validStudio, yogaStyles: ['Vinyasa', ' Aerial '] }).yogaStyles,
    ).toEqual(['Vinyasa', 'Aerial'])
  })

  it('caps the lists at 30 values of 60 characters', () => {
    const many = Array.from({ length: 31 }, (_, index) => `Style ${index}`)
    expect(
      messages(studioApplicationSchema.safeParse({ ...validStudio, yogaStyles: many })).yogaStyles,
    ).toEqual(['Choose at most 30 practices.'])
    expect(
      messages(studioApplicationSchema.safeParse({ ...validStudio, amenities: ['a'.repeat(61)] }))[
        'amenities.0'
      ],
    ).toHaveLength(1)
  })

  it('accepts an image logo only', () => {
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' })
    const pdf = new File(['%PDF'], 'logo.pdf', { type: 'application/pdf' })
    expect(studioApplicationSchema.safeParse({ ...validStudio, logo: png }).success).toBe(true)
    expect(messages(studioApplicationSchema.safeParse({ ...validStudio, logo: pdf }))).toEqual({
      logo: [LOGO_NOT_IMAGE],
    })
  })

  it('requires consent', () => {
    expect(messages(studioApplicationSchema.safeParse({ ...validStudio, consent: false }))).toEqual({
      consent: ['You must agree to the terms.'],
    })
  })
})

describe('countWords', () => {
  it('counts runs of non-space characters', () => {
    expect(countWords('')).toBe(0)
    expect(countWords('  one two\nthree  ')).toBe(3)
  })
})
