import { describe, expect, it } from 'vitest'
import { confirmedDay, needsConfirming } from '../../src/features/listings/freshness.ts'

describe('freshness of a listing', () => {
  const now = new Date('2026-11-25T01:00:00Z')

  it('flags a listing never confirmed or confirmed more than 12 months ago', () => {
    expect(needsConfirming(null, now)).toBe(true)
    expect(needsConfirming(undefined, now)).toBe(true)
    expect(needsConfirming('2025-11-24T23:59:59Z', now)).toBe(true)
    expect(needsConfirming('2025-11-25T01:00:00Z', now)).toBe(false)
    expect(needsConfirming('2026-06-01T00:00:00Z', now)).toBe(false)
  })

  it('shows the day in UTC, as the database records it', () => {
    expect(confirmedDay('2026-11-25T01:00:00+00:00')).toBe('25 November 2026')
    expect(confirmedDay('2026-11-24T23:30:00-02:00')).toBe('25 November 2026')
  })
})
