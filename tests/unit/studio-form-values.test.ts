import { describe, expect, it } from 'vitest'
import { studioFormSchema } from '../../src/features/studios/studio-form-schema.ts'
import {
  applicationToFormValues,
  emptyStudioForm,
  studioFormToFields,
  studioRowToFormValues,
  type StudioRow,
} from '../../src/features/studios/studio-form-values.ts'
import type { Tables } from '../../src/types/database.types.ts'
import { prefillNotice } from '../../src/lib/admin-links.ts'
import { studioApplicationRow, studioRow } from '../builders.ts'

const row: StudioRow = studioRow({
  id: '5b0e7c8e-0000-4000-8000-000000000001',
  slug: 'lotus-flow',
  name: 'Lotus Flow',
  email: 'hello@lotus.example',
  country: 'Philippines',
  city: 'Cebu City',
  address: '12 Mango Ave',
  description: 'A bright studio.',
  tagline: 'Breathe in Cebu',
  studiotype: 'Hybrid',
  yogastyles: ['Vinyasa', 'Aerial Yoga'],
  amenities: ['Showers'],
  languages: ['en', 'ceb'],
  confirmed_at: '2025-10-28T09:30:00+00:00',
  logo: 'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/logo.jpg',
  gallery: [
    'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/1.jpg',
    'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/2.jpg',
  ],
  website: 'https://lotus.example/',
  instagram: null,
  facebook: null,
  operatinghours: 'Mon-Fri: 9am–8pm',
  consent: true,
  seo_title: 'Custom SEO title',
  seo_description: 'Custom SEO description',
  created_at: '2025-10-27T08:00:00.000000+00:00',
  updated_at: '2025-10-28T09:30:00.123456+00:00',
})

const application: Tables<'studioapplications'> = studioApplicationRow({
  id: 7,
  name: 'Sunrise Shala',
  email: 'om@sunrise.example',
  country: 'India',
  city: 'Goa',
  address: null,
  description: 'Morning classes by the sea.',
  yogastyles: ['Hatha'],
  amenities: ['Beach access'],
  languages: ['hi', 'en'],
  website: 'https://sunrise.example',
  instagram: null,
  hours: 'Daily 6am–10am',
  logo: 'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/applications/logo.jpg',
  consent: true,
  created_at: '2025-11-02T10:00:00Z',
})

describe('studio form values', () => {
  it('turns a row into form values and back into exactly the writable columns', () => {
    const values = studioRowToFormValues(row)
    expect(values.instagram).toBe('')
    expect(values.facebook).toBe('')
    const fields = studioFormToFields(studioFormSchema.parse(values))
    expect(fields).toEqual({
      name: 'Lotus Flow',
      email: 'hello@lotus.example',
      country: 'Philippines',
      city: 'Cebu City',
      address: '12 Mango Ave',
      description: 'A bright studio.',
      tagline: 'Breathe in Cebu',
      studiotype: 'Hybrid',
      yogastyles: ['Vinyasa', 'Aerial Yoga'],
      amenities: ['Showers'],
      languages: ['en', 'ceb'],
      website: 'https://lotus.example/',
      instagram: null,
      facebook: null,
      operatinghours: 'Mon-Fri: 9am–8pm',
      logo: 'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/logo.jpg',
      gallery: [
        'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/1.jpg',
        'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/2.jpg',
      ],
      consent: true,
    })
    // Never the identity, the timestamps, the slug or the SEO texts; confirmed_at is written by
    // 'Details confirmed today' only.
    for (const column of [
      'id',
      'slug',
      'created_at',
      'updated_at',
      'seo_title',
      'seo_description',
      'confirmed_at',
    ]) {
      expect(fields).not.toHaveProperty(column)
    }
  })

  it('trims text and keeps empty optional texts as the table defaults', () => {
    const fields = studioFormToFields(
      studioFormSchema.parse({
        ...studioRowToFormValues(row),
        name: '  Lotus Flow ',
        address: '   ',
        tagline: '',
        operatinghours: '',
        website: ' ',
      }),
    )
    expect(fields).toMatchObject({
      name: 'Lotus Flow',
      address: '',
      tagline: '',
      operatinghours: '',
      website: null,
    })
  })

  it('starts a new studio from an application, leaving the studio type for the admin', () => {
    expect(applicationToFormValues(application)).toEqual({
      ...emptyStudioForm,
      name: 'Sunrise Shala',
      email: 'om@sunrise.example',
      country: 'India',
      city: 'Goa',
      address: '',
      description: 'Morning classes by the sea.',
      yogastyles: ['Hatha'],
      amenities: ['Beach access'],
      languages: ['hi', 'en'],
      website: 'https://sunrise.example',
      instagram: '',
      operatinghours: 'Daily 6am–10am',
      logo: 'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/applications/logo.jpg',
      consent: true,
    })
    expect(applicationToFormValues(application).studiotype).toBe('')
  })

  it('words the prefill notice with the studio name and the local date', () => {
    const date = new Date('2025-11-02T10:00:00Z').toLocaleDateString()
    expect(prefillNotice(application.name, application.created_at)).toBe(
      `Prefilled from the application of Sunrise Shala sent on ${date}. Review every field before saving.`,
    )
  })
})

describe('studio form schema', () => {
  const messages = (input: unknown) =>
    studioFormSchema
      .safeParse(input)
      .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)

  it("gives the spec's required messages", () => {
    expect(messages(emptyStudioForm)).toEqual([
      'name: Studio name is required',
      'email: Email is required',
      'country: Country is required',
      'city: City is required',
      'description: Description is required',
      'studiotype: Please select a studio type',
      'consent: You must agree to the terms.',
    ])
  })

  it('holds the database caps and URL rules', () => {
    const valid = studioRowToFormValues(row)
    expect(messages(valid)).toBeUndefined()
    expect(messages({ ...valid, tagline: 'x'.repeat(201) })).toEqual([
      'tagline: Tagline must be at most 200 characters.',
    ])
    expect(messages({ ...valid, name: 'x'.repeat(101) })).toEqual([
      'name: Studio name must be at most 100 characters.',
    ])
    expect(messages({ ...valid, studiotype: 'Outdoor' })).toEqual(['studiotype: Please select a studio type'])
    expect(messages({ ...valid, facebook: 'javascript:alert(1)' })).toEqual([
      'facebook: Please enter a full web address starting with http:// or https://.',
    ])
    expect(messages({ ...valid, email: 'not-an-email' })).toEqual([
      'email: Please enter a valid email address.',
    ])
    expect(
      messages({
        ...valid,
        gallery: Array.from(
          { length: 10 },
          (_, i) => `http://127.0.0.1:54321/storage/v1/object/public/studio-assets/${i}.jpg`,
        ),
      }),
    ).toEqual(['gallery: You can only upload up to 9 gallery images.'])
  })

  it('takes images only from our own storage, with a message that says what to do', () => {
    const valid = studioRowToFormValues(row)
    const foreign = 'https://evil.example/pixel?u=/storage/v1/object/public/studio-assets/studios/a.jpg'
    const notOurs = 'This image is not stored on this site. Remove it and upload the image file instead.'
    expect(messages({ ...valid, logo: foreign })).toEqual([`logo: ${notOurs}`])
    expect(messages({ ...valid, gallery: [...valid.gallery, foreign] })).toEqual([`gallery.2: ${notOurs}`])
    expect(messages({ ...valid, logo: 'javascript:alert(1)' })).toEqual([
      'logo: Please enter a full web address starting with http:// or https://.',
    ])
  })

  it("drops an application's logo that is not in our own storage", () => {
    const foreign =
      'https://evil.example/pixel?u=/storage/v1/object/public/studio-assets/applications/a-logo.jpg'
    expect(applicationToFormValues({ ...application, logo: foreign }).logo).toBeNull()
  })

  it('refuses a name that cannot make a page address', () => {
    expect(messages({ ...studioRowToFormValues(row), name: '!!!' })).toEqual([
      'name: The studio name needs at least one letter or digit (A–Z, 0–9) to make its page address.',
    ])
  })
})
