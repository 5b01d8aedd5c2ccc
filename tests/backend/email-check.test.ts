import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { contactInsert, studioInsert } from '../builders.ts'
import { EMAIL_CASES } from '../email-cases.ts'
import { anonClient, send, serviceClient } from './support.ts'

/**
 * The database's e-mail CHECK (private.is_email) says what the forms' rule says, case by case
 * (tests/email-cases.ts; the forms' side is tests/unit/email-rule.test.ts): a visitor's insert
 * (sent through the contact form's function) is stored exactly when the forms would have sent it, and refused by the CHECK (23514) otherwise.
 */

const tag = `email-check-${randomUUID()}`
const visitor = anonClient()
const service = serviceClient()

afterAll(async () => {
  await service.from('contactsubmissions').delete().eq('subject', tag)
  await service.from('studios').delete().like('slug', `${tag}%`)
})

describe('the e-mail CHECK agrees with the forms', () => {
  for (const { email, valid, why } of EMAIL_CASES) {
    it(`${valid ? 'stores' : 'refuses'} ${why} in a contact message`, async () => {
      const { error } = await send(visitor, 'contactsubmissions', contactInsert({ email, subject: tag }))
      if (valid) expect(error).toBeNull()
      else expect(error?.code).toBe('23514')
    })
  }

  it('applies to studios too (the same function)', async () => {
    const refused = await service
      .from('studios')
      .insert(studioInsert({ slug: `${tag}-refused`, email: 'ana\u00a0reyes@example.com' }))
    expect(refused.error?.code).toBe('23514')
    const stored = await service
      .from('studios')
      .insert(studioInsert({ slug: `${tag}-stored`, email: 'josé@exámple.com' }))
    expect(stored.error).toBeNull()
  })
})
