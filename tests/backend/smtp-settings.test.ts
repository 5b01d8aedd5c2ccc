import { describe, expect, it } from 'vitest'
import { DEFAULT_SMTP_FROM, DEFAULT_SMTP_PORT, parseSmtpSettings } from '../../supabase/local/config.ts'

describe('SMTP settings from the environment', () => {
  it('are absent without SMTP_HOST, so nothing is sent', () => {
    expect(parseSmtpSettings({})).toBeNull()
    expect(parseSmtpSettings({ SMTP_HOST: ' ', SMTP_PORT: '1025' })).toBeNull()
  })

  it('read host, port, credentials and sender', () => {
    expect(
      parseSmtpSettings({
        SMTP_HOST: 'smtp.example.com',
        SMTP_PORT: '2525',
        SMTP_USER: 'mailer',
        SMTP_PASS: 'secret',
        SMTP_FROM: 'Yoga <hello@example.com>',
      }),
    ).toEqual({
      host: 'smtp.example.com',
      port: 2525,
      user: 'mailer',
      pass: 'secret',
      from: 'Yoga <hello@example.com>',
    })
  })

  it('default the port and the sender, and leave credentials out when none are given', () => {
    expect(parseSmtpSettings({ SMTP_HOST: '127.0.0.1' })).toEqual({
      host: '127.0.0.1',
      port: DEFAULT_SMTP_PORT,
      from: DEFAULT_SMTP_FROM,
    })
  })

  it('refuse a port that is not one, a user without a password, and a line break in any field', () => {
    expect(() => parseSmtpSettings({ SMTP_HOST: 'h', SMTP_PORT: '70000' })).toThrow(/SMTP_PORT/)
    expect(() => parseSmtpSettings({ SMTP_HOST: 'h', SMTP_USER: 'u' })).toThrow(/SMTP_USER and SMTP_PASS/)
    expect(() => parseSmtpSettings({ SMTP_HOST: 'h', SMTP_FROM: 'a@b.c\r\nBcc: x@y.z' })).toThrow(/SMTP_FROM/)
    expect(() => parseSmtpSettings({ SMTP_HOST: 'h', SMTP_USER: 'u\n', SMTP_PASS: 'p' })).toThrow(/SMTP_USER/)
  })
})
