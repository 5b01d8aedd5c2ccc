import { describe, expect, it } from 'vitest'
import { emailField } from '../../src/lib/field-rules.ts'
import { EMAIL_CASES } from '../email-cases.ts'

describe("the forms' e-mail rule", () => {
  const rule = emailField('Email is required')
  for (const { email, valid, why } of EMAIL_CASES) {
    it(`${valid ? 'accepts' : 'refuses'} ${why}`, () => {
      expect(rule.safeParse(email).success).toBe(valid)
    })
  }
})
