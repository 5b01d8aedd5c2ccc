import { describe, expect, it } from 'vitest'
import { isVerificationValid, verificationOf } from '../../src/features/teachers/verification.ts'
import { localDay, monthYear } from '../../src/lib/calendar-day.ts'

const today = '2026-11-25'
const checked = (verified_on: string | null, verification_expires_on: string | null) => ({
  verified_on,
  verification_expires_on,
})

describe('isVerificationValid: whether a badge shows on a day', () => {
  it('holds through the expiry day itself', () => {
    expect(isVerificationValid(checked('2025-01-10', '2026-11-25'), today)).toBe(true)
  })

  it('is gone the day after the expiry', () => {
    expect(isVerificationValid(checked('2025-01-10', '2026-11-24'), today)).toBe(false)
  })

  it('holds for good when no expiry was recorded', () => {
    expect(isVerificationValid(checked('2020-02-29', null), today)).toBe(true)
    expect(isVerificationValid(checked('2020-02-29', null), '2099-12-31')).toBe(true)
  })

  it('holds from the day of the check, not before it', () => {
    expect(isVerificationValid(checked('2026-11-25', null), today)).toBe(true)
    expect(isVerificationValid(checked('2026-11-26', null), today)).toBe(false)
    expect(isVerificationValid(checked('2026-11-26', '2027-11-26'), today)).toBe(false)
  })

  it('never holds without a check', () => {
    expect(isVerificationValid(checked(null, null), today)).toBe(false)
    expect(isVerificationValid(checked(null, '2099-01-01'), today)).toBe(false)
  })

  it('compares days across months and years', () => {
    expect(isVerificationValid(checked('2025-12-31', '2027-01-01'), '2026-12-31')).toBe(true)
    expect(isVerificationValid(checked('2025-12-31', '2026-12-31'), '2027-01-01')).toBe(false)
  })
})

describe('verificationOf: what the badge says', () => {
  const ana = {
    verified_credential: ' RYT-500 ',
    verified_issuer: 'Yoga Alliance',
    verification_evidence_url: 'https://www.yogaalliance.org/ana',
    verified_on: '2026-03-04',
    verification_expires_on: '2099-01-01',
  }

  it('names the credential, the issuer, the day of the check and the evidence', () => {
    expect(verificationOf(ana, today)).toEqual({
      credential: 'RYT-500',
      issuer: 'Yoga Alliance',
      checkedOn: '2026-03-04',
      evidenceUrl: 'https://www.yogaalliance.org/ana',
    })
  })

  it('links only http(s) evidence', () => {
    expect(
      verificationOf({ ...ana, verification_evidence_url: 'javascript:alert(1)' }, today)?.evidenceUrl,
    ).toBeNull()
    expect(verificationOf({ ...ana, verification_evidence_url: null }, today)?.evidenceUrl).toBeNull()
  })

  it('is nothing once lapsed or without what was checked', () => {
    expect(verificationOf({ ...ana, verification_expires_on: '2026-11-24' }, today)).toBeNull()
    expect(verificationOf({ ...ana, verified_credential: ' ' }, today)).toBeNull()
  })
})

describe('calendar days', () => {
  it("is the local day of the clock, as the database's date columns write it", () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05')
    expect(localDay(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31')
  })

  it('names the month of a day or a timestamp', () => {
    expect(monthYear('2026-03-04')).toBe('March 2026')
    expect(monthYear('2025-09-30T23:30:00+00:00')).toBe('September 2025')
    expect(monthYear('not a date')).toBeNull()
  })
})
