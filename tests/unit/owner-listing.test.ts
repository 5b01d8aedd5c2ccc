import { describe, expect, it } from 'vitest'
import { listingLinkAnswerFrom } from '../../src/features/listings/api/confirm-listing-link.ts'
import {
  deliveredMessagesText,
  lastConfirmedText,
} from '../../src/features/listings/components/owner-listing-summary.tsx'
import {
  changedColumns,
  changeSummary,
  ownerRequests,
  timeAgo,
} from '../../src/features/listings/owner-changes.ts'
import { signedInWithMailedLink } from '../../src/features/auth/sign-in-method.ts'
import { studioOwnerListing, studioOwnerSchema } from '../../src/features/studios/studio-owner-form.ts'
import { teacherOwnerListing, teacherOwnerSchema } from '../../src/features/teachers/teacher-owner-form.ts'
import { linkTokenFromHash } from '../../src/lib/status-token.ts'
import { imageObjectPath, ownerImageFolder } from '../../src/lib/storage.ts'
import { studioRow, teacherRow } from '../builders.ts'

const details = {
  inquiryEmail: 'anna@example.com',
  pendingInquiryEmail: null,
  confirmedAt: null,
  messages30d: 2,
  messages365d: 14,
  updatedAt: '2026-11-01T10:00:00Z',
  pendingName: null,
}

describe('changedColumns', () => {
  it('keeps only the values that differ, whatever the key order of objects', () => {
    const before = {
      bio: 'Old',
      social: { website: 'https://a.example', instagram: 'https://b.example' },
      gallery: [],
    }
    const after = {
      bio: 'New',
      social: { instagram: 'https://b.example', website: 'https://a.example' },
      gallery: [],
    }
    expect(changedColumns(before, after)).toEqual({ bio: 'New' })
  })

  it('sees a reordered gallery and a cleared link as changes', () => {
    expect(
      changedColumns(
        { gallery: ['a', 'b'], contactformurl: 'https://x.example' },
        { gallery: ['b', 'a'], contactformurl: null },
      ),
    ).toEqual({
      gallery: ['b', 'a'],
      contactformurl: null,
    })
  })
})

describe('ownerRequests', () => {
  const current = { currentInquiryEmail: 'anna@example.com', currentName: 'Anna Lee' }

  it('asks for nothing when the address is the same (case and spaces aside) and no name is typed', () => {
    expect(ownerRequests({ ...current, inquiryEmail: ' Anna@Example.com ', newName: '' })).toEqual({})
    expect(ownerRequests({ ...current, inquiryEmail: 'anna@example.com', newName: 'Anna Lee' })).toEqual({})
  })

  it('asks for a new address and a new name', () => {
    expect(
      ownerRequests({ ...current, inquiryEmail: 'new@example.com', newName: ' Anna Lee Yoga ' }),
    ).toEqual({
      inquiry_email: 'new@example.com',
      name: 'Anna Lee Yoga',
    })
  })
})

describe('change log words', () => {
  const now = new Date('2026-11-26T12:00:00Z')

  it('says how long ago in words', () => {
    expect(timeAgo('2026-11-26T10:00:00Z', now)).toBe('2 hours ago')
    expect(timeAgo('2026-11-25T11:00:00Z', now)).toBe('yesterday')
    expect(timeAgo('2026-11-26T11:59:40Z', now)).toBe('just now')
  })

  it("reads 'Changed by the owner 2 hours ago: bio, gallery'", () => {
    expect(
      changeSummary({ changedAt: '2026-11-26T10:00:00Z', fields: ['bio', 'gallery'], byOwner: true }, now),
    ).toBe('Changed by the owner 2 hours ago: bio, gallery')
    expect(
      changeSummary(
        { changedAt: '2026-11-26T11:00:00Z', fields: ['teachingoptions', 'image'], byOwner: false },
        now,
      ),
    ).toBe('Changed by an admin 1 hour ago: ways of teaching, photo')
  })
})

describe('owner forms', () => {
  it('a teacher saved as loaded sends nothing', () => {
    const row = teacherRow({
      social: { website: 'https://anna.example', instagram: 'https://instagram.com/anna' },
      contactformurl: null,
    })
    const values = teacherOwnerSchema.parse(teacherOwnerListing.valuesOf(row, details))
    expect(
      changedColumns(teacherOwnerListing.storedColumns(row), teacherOwnerListing.columnsOf(values)),
    ).toEqual({})
  })

  it('a teacher sends only the bio it changed', () => {
    const row = teacherRow({ bio: 'Old bio' })
    const input = { ...teacherOwnerListing.valuesOf(row, details), bio: 'New bio' }
    const values = teacherOwnerSchema.parse(input)
    expect(
      changedColumns(teacherOwnerListing.storedColumns(row), teacherOwnerListing.columnsOf(values)),
    ).toEqual({
      bio: 'New bio',
    })
  })

  it('a studio saved as loaded sends nothing; a new website is sent', () => {
    const row = studioRow({ website: null, studiotype: 'Hybrid' })
    const input = studioOwnerListing.valuesOf(row, details)
    const stored = studioOwnerListing.storedColumns(row)
    expect(changedColumns(stored, studioOwnerListing.columnsOf(studioOwnerSchema.parse(input)))).toEqual({})
    const changed = studioOwnerSchema.parse({ ...input, website: 'https://studio.example' })
    expect(changedColumns(stored, studioOwnerListing.columnsOf(changed))).toEqual({
      website: 'https://studio.example',
    })
  })

  it('refuses a malformed inquiry address with a message on the field', () => {
    const row = teacherRow()
    const result = teacherOwnerSchema.safeParse({
      ...teacherOwnerListing.valuesOf(row, details),
      inquiryEmail: 'anna@',
    })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.path).toEqual(['inquiryEmail'])
  })
})

describe('owner page texts', () => {
  it('counts delivered messages and says when the details were confirmed', () => {
    expect(deliveredMessagesText(details)).toBe(
      'Messages delivered: 2 in the last 30 days, 14 in the last 365 days',
    )
    expect(lastConfirmedText(null)).toBe('Details last confirmed: never')
    expect(lastConfirmedText('2026-12-03T10:00:00Z')).toBe('Details last confirmed: 3 December 2026')
  })
})

describe('owner uploads', () => {
  it('go under owners/<user id>/', () => {
    const folder = ownerImageFolder('a0000000-0000-4000-8000-000000000001')
    expect(imageObjectPath(folder, 'gallery', 'Studio room.png', 5)).toBe(
      'owners/a0000000-0000-4000-8000-000000000001/5-gallery-Studio-room.jpg',
    )
  })
})

describe('listing links', () => {
  it('take a hex or base64url token from the fragment, nothing else', () => {
    expect(linkTokenFromHash(`#${'ab'.repeat(32)}`)).toBe('ab'.repeat(32))
    expect(linkTokenFromHash(`#${'A'.repeat(43)}`)).toBe('A'.repeat(43))
    expect(linkTokenFromHash('#short')).toBeNull()
    expect(linkTokenFromHash('')).toBeNull()
  })

  it('read each outcome of confirm_listing_link', () => {
    const listing = { listing_kind: 'teacher', listing_slug: 'anna-lee', listing_name: 'Anna Lee' }
    expect(
      listingLinkAnswerFrom([{ outcome: 'confirmed', ...listing, confirmed_at: '2026-11-26T10:00:00Z' }]),
    ).toEqual({
      outcome: 'confirmed',
      listing: { kind: 'teacher', slug: 'anna-lee', name: 'Anna Lee' },
      confirmedAt: '2026-11-26T10:00:00Z',
    })
    expect(listingLinkAnswerFrom([{ outcome: 'address_confirmed', ...listing, confirmed_at: null }])).toEqual(
      {
        outcome: 'address_confirmed',
        listing: { kind: 'teacher', slug: 'anna-lee', name: 'Anna Lee' },
      },
    )
    for (const outcome of ['already_confirmed', 'expired', 'unknown']) {
      expect(listingLinkAnswerFrom([{ outcome, listing_kind: null }])).toEqual({ outcome })
    }
    expect(() => listingLinkAnswerFrom([{ outcome: 'surprise' }])).toThrow()
    expect(() => listingLinkAnswerFrom([{ outcome: 'confirmed', ...listing }])).toThrow()
  })
})

describe('signedInWithMailedLink', () => {
  const token = (claims: object) =>
    [
      'e30',
      btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_'),
      'sig',
    ].join('.')

  it('is true only for a session begun with a mailed link', () => {
    expect(signedInWithMailedLink(token({ amr: [{ method: 'otp', timestamp: 1 }] }))).toBe(true)
    expect(signedInWithMailedLink(token({ amr: [{ method: 'magiclink', timestamp: 1 }] }))).toBe(true)
    expect(signedInWithMailedLink(token({ amr: [{ method: 'password', timestamp: 1 }] }))).toBe(false)
    expect(signedInWithMailedLink(token({}))).toBe(false)
    expect(signedInWithMailedLink('access-token')).toBe(false)
  })
})
