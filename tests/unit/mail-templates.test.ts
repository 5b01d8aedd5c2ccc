import { describe, expect, it } from 'vitest'
import {
  FIRST_NAME_MAX,
  renderMail,
  safeFirstName,
  TemplateError,
} from '../../supabase/functions/send-mail/templates.ts'

const ORIGIN = 'https://yoga.test'

describe('mail templates', () => {
  it('keeps a first name to one line of at most 50 characters, and drops one a client could link', () => {
    expect(safeFirstName('Ana\r\nBcc evil')).toBe('Ana Bcc evil')
    expect(safeFirstName('x'.repeat(80))).toHaveLength(FIRST_NAME_MAX)
    expect(safeFirstName('spam.example')).toBeNull()
    expect(safeFirstName('http://spam')).toBeNull()
    expect(safeFirstName('  ')).toBeNull()
    expect(safeFirstName(42)).toBeNull()
  })

  it('escapes the admin note in HTML and keeps it as text', () => {
    const mail = renderMail(
      'application_declined',
      { firstName: 'Ana', kind: 'teacher', note: '<script>alert(1)</script> & "more"' },
      ORIGIN,
    )
    expect(mail.subject).toBe('About your application')
    expect(mail.text).toContain('<script>alert(1)</script> & "more"')
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;more&quot;')
    expect(mail.html).not.toContain('<script>')
  })

  it('links the listed profile absolutely from the site origin', () => {
    const mail = renderMail(
      'application_listed',
      { firstName: 'Ana', kind: 'studio', profilePath: '/studio/lotus' },
      ORIGIN,
    )
    expect(mail.subject).toBe("You're listed on Yoga Directory")
    expect(mail.html).toContain('href="https://yoga.test/studio/lotus"')
    expect(() =>
      renderMail(
        'application_listed',
        { firstName: 'Ana', kind: 'studio', profilePath: '//evil.test/x' },
        ORIGIN,
      ),
    ).toThrow(TemplateError)
  })

  it('counts an admin alert by kind and links each inbox tab', () => {
    const mail = renderMail(
      'admin_alert',
      {
        items: [
          { kind: 'teacher application', name: 'Ana <b>' },
          { kind: 'teacher application', name: 'Ben' },
          { kind: 'contact message', name: 'Cy' },
        ],
      },
      ORIGIN,
    )
    expect(mail.subject).toBe('New on the directory: 2 teacher applications, 1 contact message')
    expect(mail.html).toContain('Ana &lt;b&gt; (teacher application)')
    expect(mail.html).toContain('href="https://yoga.test/admin/submissions?tab=teacher"')
    expect(mail.html).toContain('href="https://yoga.test/admin/submissions?tab=contact"')
    expect(mail.html).not.toContain('tab=studio')
  })

  it('sends the received mail without a link when the form sent no token, and a listing without a path to its kind', () => {
    const received = renderMail('application_received', { firstName: 'Ana', kind: 'teacher' }, ORIGIN)
    expect(received.html).not.toContain('href=')
    expect(received.text).toContain('We will write to you again')
    const listed = renderMail(
      'application_listed',
      { firstName: '', kind: 'studio', profilePath: '' },
      ORIGIN,
    )
    expect(listed.text).toContain('Hello,')
    expect(listed.html).toContain('href="https://yoga.test/studios"')
  })

  it('refuses an unknown template or data it cannot use', () => {
    expect(() => renderMail('nope', {}, ORIGIN)).toThrow(TemplateError)
    expect(() => renderMail('application_received', { kind: 'teacher', statusToken: 'a b' }, ORIGIN)).toThrow(
      TemplateError,
    )
    expect(() => renderMail('admin_alert', { items: [] }, ORIGIN)).toThrow(TemplateError)
  })
})
