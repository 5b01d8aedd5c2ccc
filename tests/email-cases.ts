/**
 * E-mail addresses (already trimmed, as the forms trim them) with whether the forms accept them.
 * The database's CHECK must say the same: tests/unit/email-rule.test.ts runs them through the
 * forms' rule, tests/backend/email-check.test.ts through the database.
 */
export const EMAIL_CASES: readonly { email: string; valid: boolean; why: string }[] = [
  { email: 'ana@example.com', valid: true, why: 'plain address' },
  { email: 'ana.reyes+yoga@mail.example.co.uk', valid: true, why: 'dots, plus and subdomains' },
  { email: 'josé@exámple.com', valid: true, why: 'letters beyond ASCII' },
  { email: `${'a'.repeat(242)}@example.com`, valid: true, why: '254 characters' },
  { email: `${'a'.repeat(243)}@example.com`, valid: false, why: '255 characters' },
  { email: `${'😀'.repeat(121)}@example.com`, valid: true, why: '254 UTF-16 code units' },
  { email: `${'😀'.repeat(122)}@example.com`, valid: false, why: '256 UTF-16 code units, 134 characters' },
  { email: 'ana@example', valid: false, why: 'no dot after the @' },
  { email: 'ana.example.com', valid: false, why: 'no @' },
  { email: 'ana@@example.com', valid: false, why: 'two @' },
  { email: 'ana reyes@example.com', valid: false, why: 'a space' },
  { email: 'ana\treyes@example.com', valid: false, why: 'a tab' },
  { email: 'ana\u00a0reyes@example.com', valid: false, why: 'a no-break space (U+00A0)' },
  { email: 'ana@exa\u2028mple.com', valid: false, why: 'a line separator (U+2028)' },
  { email: 'ana@example.\u3000com', valid: false, why: 'an ideographic space (U+3000)' },
  { email: 'ana\ufeffreyes@example.com', valid: false, why: 'a zero-width no-break space (U+FEFF)' },
]
