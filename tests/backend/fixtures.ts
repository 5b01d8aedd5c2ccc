import { randomUUID } from 'node:crypto'
import type { TablesInsert } from '../../src/types/database.types.ts'

/** Valid rows for each table, unique per call, for tests that write. */

export function teacherRow(overrides: Partial<TablesInsert<'teachers'>> = {}): TablesInsert<'teachers'> {
  const suffix = randomUUID().slice(0, 8)
  return {
    slug: `test-teacher-${suffix}`,
    firstname: 'Test',
    lastname: `Teacher ${suffix}`,
    name: `Test Teacher ${suffix}`,
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

export function studioRow(overrides: Partial<TablesInsert<'studios'>> = {}): TablesInsert<'studios'> {
  const suffix = randomUUID().slice(0, 8)
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

export function teacherApplicationRow(): TablesInsert<'teacherapplications'> {
  return {
    firstname: 'Applicant',
    lastname: randomUUID().slice(0, 8),
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
  }
}

export function studioApplicationRow(): TablesInsert<'studioapplications'> {
  return {
    name: `Applying Studio ${randomUUID().slice(0, 8)}`,
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
  }
}

export function contactRow(): TablesInsert<'contactsubmissions'> {
  return {
    name: 'Curious Student',
    email: 'student@example.com',
    subject: `Question ${randomUUID().slice(0, 8)}`,
    message: 'Do you list teachers in Cebu?',
  }
}
