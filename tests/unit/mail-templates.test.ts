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

describe('message templates', () => {
  const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde'
  const HOSTILE = '<img src=x onerror=alert(1)> & "quotes"\nSecond line'

  it('asks to confirm with the link and nothing the student typed but the first name', () => {
    const mail = renderMail(
      'message_confirm',
      { firstName: 'Sam', listingName: 'Ana', listingKind: 'teacher', token: TOKEN },
      ORIGIN,
    )
    expect(mail.subject).toBe('Confirm your message to Ana')
    expect(mail.text).toContain('Hello Sam,')
    expect(mail.text).toContain(`https://yoga.test/message/confirm#${TOKEN}`)
    expect(mail.html).toContain(`href="https://yoga.test/message/confirm#${TOKEN}"`)
    expect(mail.text).toContain('valid for 24 hours')
    expect(mail.text).toContain('Nothing goes to the teacher until you confirm')
  })

  it('refuses a confirm mail whose token is not one, and greets a name that could be a link without it', () => {
    const data = { firstName: 'spam.example', listingName: 'Ana', listingKind: 'teacher', token: TOKEN }
    expect(renderMail('message_confirm', data, ORIGIN).text).toContain('Hello,\n')
    expect(() => renderMail('message_confirm', { ...data, token: `${TOKEN}" onclick="x` }, ORIGIN)).toThrow(
      TemplateError,
    )
    expect(() => renderMail('message_confirm', { ...data, listingKind: 'school' }, ORIGIN)).toThrow(
      TemplateError,
    )
  })

  const delivery = {
    senderName: 'Sam <b>Student</b>',
    body: HOSTILE,
    practices: ['Online 1-on-1', 'Group <Online>'],
    listingName: 'Ana Reyes',
    listingKind: 'teacher',
    listingPath: '/teacher/ana-reyes',
    listingId: '00000000-0000-4000-8000-000000000001',
  }

  it('delivers the text escaped in HTML, kept as written in text, and says a reply goes to the student', () => {
    const mail = renderMail('message_delivery', delivery, ORIGIN)
    expect(mail.subject).toBe('New message through Yoga Directory')
    expect(mail.text).toContain(HOSTILE)
    expect(mail.html).not.toContain('<img')
    expect(mail.html).not.toContain('<b>Student')
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;\nSecond line')
    expect(mail.html).toContain('<li>Group &lt;Online&gt;</li>')
    expect(mail.text).toContain('Reply to this mail to answer Sam <b>Student</b> directly')
    expect(mail.html).toContain('href="https://yoga.test/teacher/ana-reyes"')
  })

  it('keeps the sender name to one line, and writes to a studio by its name', () => {
    const mail = renderMail(
      'message_delivery',
      {
        ...delivery,
        senderName: 'Sam\r\nBcc: victim@x.test',
        listingKind: 'studio',
        listingName: 'Lotus Flow',
      },
      ORIGIN,
    )
    expect(mail.text).toContain('Sam Bcc: victim@x.test sent Lotus Flow a message')
    expect(mail.subject).not.toMatch(/[\r\n]/)
  })

  it("sends the student a copy of their own text, and a subject with the listing's name", () => {
    const mail = renderMail(
      'message_copy',
      {
        firstName: 'Sam',
        listingName: 'Ana Reyes',
        body: HOSTILE,
        practices: [],
        listingPath: '/teacher/ana-reyes',
      },
      ORIGIN,
    )
    expect(mail.subject).toBe('Your message to Ana Reyes was delivered')
    expect(mail.text).toContain(HOSTILE)
    expect(mail.text).not.toContain('Interested in')
    expect(mail.html).not.toContain('<img')
    expect(mail.html).toContain('href="https://yoga.test/teacher/ana-reyes"')
  })

  it('refuses message data it cannot use', () => {
    expect(() => renderMail('message_delivery', { ...delivery, body: 42 }, ORIGIN)).toThrow(TemplateError)
    expect(() => renderMail('message_delivery', { ...delivery, senderName: ' \n ' }, ORIGIN)).toThrow(
      TemplateError,
    )
    expect(() => renderMail('message_delivery', { ...delivery, practices: 'Yin' }, ORIGIN)).toThrow(
      TemplateError,
    )
    expect(() =>
      renderMail('message_delivery', { ...delivery, listingPath: 'https://evil.test' }, ORIGIN),
    ).toThrow(TemplateError)
  })
})
