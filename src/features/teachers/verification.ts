import { safeHttpUrl } from '../../lib/safe-url.ts'
import type { Database } from '../../types/database.types.ts'

type TeacherRow = Database['public']['Tables']['teachers']['Row']

/** The columns that decide whether a teacher's verification stands. */
export type VerificationDates = Pick<TeacherRow, 'verified_on' | 'verification_expires_on'>

/**
 * Whether a teacher's recorded verification stands on `today` ('YYYY-MM-DD'). Decided when the
 * listing is read, never stored, so a badge lapses on its own: it holds from the day of the
 * check through the expiry day itself, and for good when no expiry was recorded. A check dated
 * after `today` does not count yet (the database refuses one, but a build's clock may be behind).
 */
export function isVerificationValid(teacher: VerificationDates, today: string): boolean {
  if (!teacher.verified_on || teacher.verified_on > today) return false
  return teacher.verification_expires_on === null || teacher.verification_expires_on >= today
}

/** What a profile's badge and structured data say about a verification that stands. */
export interface Verification {
  credential: string
  issuer: string
  /** 'YYYY-MM-DD' of the check. */
  checkedOn: string
  /** Only an http(s) link; anything else is not linked. */
  evidenceUrl: string | null
}

/** The teacher's verification if it stands on `today`, else null. */
export function verificationOf(
  teacher: VerificationDates &
    Pick<TeacherRow, 'verified_credential' | 'verified_issuer' | 'verification_evidence_url'>,
  today: string,
): Verification | null {
  const credential = teacher.verified_credential?.trim()
  const issuer = teacher.verified_issuer?.trim()
  if (!isVerificationValid(teacher, today) || !credential || !issuer || !teacher.verified_on) return null
  return {
    credential,
    issuer,
    checkedOn: teacher.verified_on,
    evidenceUrl: safeHttpUrl(teacher.verification_evidence_url),
  }
}
