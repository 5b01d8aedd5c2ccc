import { describe, expect, it } from 'vitest'
import { TemplateError } from '../../supabase/functions/send-mail/mail-format.ts'
import { authSignInLinks } from '../../supabase/functions/send-mail/sign-in-links.ts'
import {
  composeMail,
  FIRST_NAME_MAX,
  renderMail,
  safeFirstName,
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
    expect(mail.text).toContain('Sam Bcc: victim@x[.]test wrote to Lotus Flow through your listing')
    expect(mail.subject).not.toMatch(/[\r\n]/)
  })

  it("frames the student's text as theirs, and shows its web addresses as text no mail program links", () => {
    const lure =
      'Your listing expires! Verify it at https://yoga-directory.verify.example/login?next=%2F or www.evil.example today.\n' +
      'Or write to help@evil.example. Class at 6.30, see yogajournal.com'
    for (const template of ['message_delivery', 'message_copy'] as const) {
      const mail = renderMail(template, { ...delivery, firstName: 'Sam', body: lure }, ORIGIN)
      for (const part of [mail.text, mail.html]) {
        expect(part).toContain('yoga-directory[.]verify[.]example/login?next=%2F')
        expect(part).toContain('www[.]evil[.]example today')
        expect(part).toContain('help@evil[.]example.')
        expect(part).toContain('Class at 6.30, see yogajournal[.]com')
        expect(part).not.toMatch(/https?:\/\/yoga-directory|evil\.example|yogajournal\.com/)
        expect(part).toContain('Web addresses in the message are shown as text, with [.] for their dots')
      }
      // The only anchors are our own.
      const anchors = [...mail.html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((match) => match[1])
      expect(anchors).toEqual(['https://yoga.test/teacher/ana-reyes'])
    }
    const delivered = renderMail('message_delivery', { ...delivery, body: lure }, ORIGIN)
    expect(delivered.text).toContain(
      'Sam <b>Student</b> wrote to you through your listing on Yoga Directory. These are their words: they confirmed their address, and Yoga Directory did not check what they wrote.',
    )
    // Without a web address there is nothing to explain.
    expect(renderMail('message_delivery', delivery, ORIGIN).text).not.toContain('Web addresses')
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

describe('owner templates', () => {
  const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde'
  const SIGN_IN =
    'https://ref.supabase.test/auth/v1/verify?token=t0k&type=magiclink&redirect_to=https://yoga.test/account'
  const HOSTILE_NAME = 'Ana <b>Reyes</b> & "Co"'
  const listing = { listing_name: 'Ana Reyes', listing_kind: 'teacher', listing_slug: 'ana-reyes' }

  it("mails a claim its sign-in link, saying it works once within an hour and there's no password", () => {
    const mail = renderMail('owner_sign_in', listing, ORIGIN, SIGN_IN)
    expect(mail.subject).toBe('Your sign-in link for Ana Reyes')
    expect(mail.text).toContain(`Sign in to manage your listing:\n${SIGN_IN}`)
    expect(mail.html).toContain(`href="${SIGN_IN.replaceAll('&', '&amp;')}"`)
    expect(mail.text).toContain('works once, within 1 hour')
    expect(mail.text).toContain('There is no password')
    expect(mail.text).toContain('If you did not ask for it, ignore this mail')
  })

  it('says how many listings a claim without a listing signs in to', () => {
    const mail = renderMail(
      'owner_sign_in',
      { listing_name: 'Ana Reyes', listing_kind: null, listing_slug: null, listings: 3 },
      ORIGIN,
      SIGN_IN,
    )
    expect(mail.subject).toBe('Your sign-in link for Ana Reyes')
    expect(mail.text).toContain('Ana Reyes and 2 more')
  })

  it('needs the sign-in link only for the mails that carry one', () => {
    expect(composeMail('owner_sign_in', listing, ORIGIN).needsSignInLink).toBe(true)
    expect(composeMail('owner_reminder', { ...listing, token: TOKEN }, ORIGIN).needsSignInLink).toBe(true)
    expect(
      composeMail('inquiry_address_confirm', { listing_name: 'Ana', token: TOKEN }, ORIGIN).needsSignInLink,
    ).toBe(false)
    const listed = { firstName: 'Ana', kind: 'teacher', profilePath: '/teacher/ana-reyes' }
    expect(composeMail('application_listed', listed, ORIGIN).needsSignInLink).toBe(false)
    expect(composeMail('application_listed', { ...listed, sign_in: 'yes' }, ORIGIN).needsSignInLink).toBe(
      false,
    )
    expect(composeMail('application_listed', { ...listed, sign_in: true }, ORIGIN).needsSignInLink).toBe(true)
    expect(() => renderMail('owner_sign_in', listing, ORIGIN)).toThrow(TemplateError)
  })

  it('reminds with a one-use confirm link, the public page and a sign-in link to update', () => {
    const mail = renderMail('owner_reminder', { ...listing, token: TOKEN }, ORIGIN, SIGN_IN)
    expect(mail.subject).toBe('Are your details still correct?')
    expect(mail.text).toContain('the details of Ana Reyes on Yoga Directory')
    expect(mail.text).toContain(`Yes, still correct:\nhttps://yoga.test/listing/confirm#${TOKEN}`)
    expect(mail.html).toContain(`<a href="https://yoga.test/listing/confirm#${TOKEN}">Yes, still correct</a>`)
    expect(mail.text).toContain(`Update my listing:\n${SIGN_IN}`)
    expect(mail.html).toContain('href="https://yoga.test/teacher/ana-reyes"')
    expect(mail.text).toContain('within 30 days')
    const studio = renderMail(
      'owner_reminder',
      {
        listing_name: 'Lotus Flow',
        listing_kind: 'studio',
        listing_slug: 'lotus-flow',
        token: 'ab'.repeat(32),
      },
      ORIGIN,
      SIGN_IN,
    )
    expect(studio.html).toContain('href="https://yoga.test/studio/lotus-flow"')
    expect(studio.text).toContain(`/listing/confirm#${'ab'.repeat(32)}`)
  })

  it('asks the new inquiry address to confirm itself within 24 hours', () => {
    const mail = renderMail('inquiry_address_confirm', { listing_name: 'Lotus Flow', token: TOKEN }, ORIGIN)
    expect(mail.subject).toBe('Confirm this address for Lotus Flow')
    expect(mail.html).toContain(
      `<a href="https://yoga.test/listing/confirm#${TOKEN}">Confirm this address</a>`,
    )
    expect(mail.text).toContain('valid for 24 hours and works once')
    expect(mail.html).not.toContain('/account')
  })

  it('adds a sign-in link to the listed mail when the applicant is the inquiry address', () => {
    const data = { firstName: 'Ana', kind: 'teacher', profilePath: '/teacher/ana-reyes', sign_in: true }
    const mail = renderMail('application_listed', data, ORIGIN, SIGN_IN)
    expect(mail.text).toContain(`Keep your listing up to date:\n${SIGN_IN}`)
    expect(mail.text).toContain('works once, within 1 hour')
    const plain = renderMail('application_listed', { ...data, sign_in: false }, ORIGIN, SIGN_IN)
    expect(plain.text).not.toContain('Keep your listing up to date')
    expect(plain.text).not.toContain(SIGN_IN)
  })

  it('escapes a listing name and keeps it to one line in the subject', () => {
    const mail = renderMail(
      'owner_sign_in',
      { ...listing, listing_name: `${HOSTILE_NAME}\r\nBcc: x@evil.test` },
      ORIGIN,
      SIGN_IN,
    )
    expect(mail.subject).toBe(`Your sign-in link for ${HOSTILE_NAME} Bcc: x@evil.test`)
    expect(mail.html).not.toContain('<b>')
    expect(mail.html).toContain('Ana &lt;b&gt;Reyes&lt;/b&gt; &amp; &quot;Co&quot;')
    const confirm = renderMail(
      'inquiry_address_confirm',
      { listing_name: HOSTILE_NAME, token: TOKEN },
      ORIGIN,
    )
    expect(confirm.html).not.toContain('<b>')
  })

  it('refuses owner data it cannot use', () => {
    expect(() => renderMail('owner_sign_in', { listing_name: ' ' }, ORIGIN, SIGN_IN)).toThrow(TemplateError)
    const reminder = { ...listing, token: TOKEN }
    for (const bad of [
      { ...reminder, token: `${TOKEN}" onclick="x` },
      { ...reminder, token: 'short' },
      { ...reminder, listing_kind: 'school' },
      { ...reminder, listing_slug: '../admin' },
      { ...reminder, listing_slug: null },
    ]) {
      expect(() => renderMail('owner_reminder', bad, ORIGIN, SIGN_IN)).toThrow(TemplateError)
    }
    expect(() =>
      renderMail('inquiry_address_confirm', { listing_name: 'Ana', token: 'x#y' }, ORIGIN),
    ).toThrow(TemplateError)
  })

  it("labels owners' changes and rename requests in the admin alert, with one link to the dashboard", () => {
    const mail = renderMail(
      'admin_alert',
      {
        items: [
          { kind: 'owner_change', name: 'Ana Reyes' },
          { kind: 'owner_change', name: 'Lotus Flow' },
          { kind: 'rename_request', name: 'Ben <i>' },
          { kind: 'studio application', name: 'New Studio' },
        ],
      },
      ORIGIN,
    )
    expect(mail.subject).toBe(
      'New on the directory: 1 studio application, 2 listings changed by their owners, 1 rename request',
    )
    expect(mail.text).toContain('- Ana Reyes (Changed by the owner)')
    expect(mail.text).toContain('- Ben <i> (Rename requested)')
    expect(mail.html).toContain('Ben &lt;i&gt; (Rename requested)')
    expect(mail.html.match(/href="https:\/\/yoga.test\/admin"/g)).toHaveLength(1)
    expect(mail.html).toContain('href="https://yoga.test/admin/submissions?tab=studio"')
    expect(() => renderMail('admin_alert', { items: [{ kind: 'toString', name: 'x' }] }, ORIGIN)).toThrow(
      TemplateError,
    )
  })
})

describe('sign-in links from Auth', () => {
  type GenerateLink = Parameters<typeof authSignInLinks>[0]['generateLink']

  function fakeAdmin(answer: Awaited<ReturnType<GenerateLink>>) {
    const calls: Parameters<GenerateLink>[0][] = []
    const generateLink: GenerateLink = async (params) => {
      calls.push(params)
      return answer
    }
    return { admin: { generateLink }, calls }
  }

  const answerWith = (actionLink: string) =>
    ({
      data: { properties: { action_link: actionLink }, user: {} },
      error: null,
    }) as unknown as Awaited<ReturnType<GenerateLink>>

  const ACCOUNT = 'owner-0123456789abcdef0123456789abcdef@owners.invalid'
  const accountNameOf = async (address: string) => (address === 'owner@example.test' ? ACCOUNT : 'other')

  it("asks for a magic link to the address's private account, leading to the account page", async () => {
    const link =
      'http://127.0.0.1:54321/auth/v1/verify?token=x&type=signup&redirect_to=https://yoga.test/account'
    const { admin, calls } = fakeAdmin(answerWith(link))
    expect(await authSignInLinks(admin, ORIGIN, accountNameOf)('owner@example.test')).toBe(link)
    expect(calls).toEqual([
      {
        type: 'magiclink',
        email: ACCOUNT,
        options: { redirectTo: 'https://yoga.test/account' },
      },
    ])
  })

  it('fails when Auth refuses or answers with something that is not a web address', async () => {
    const refused = fakeAdmin({
      data: { properties: null, user: null },
      error: new Error('Database error'),
    } as unknown as Awaited<ReturnType<GenerateLink>>)
    await expect(authSignInLinks(refused.admin, ORIGIN, accountNameOf)('a@example.test')).rejects.toThrow(
      'sign-in link: Database error',
    )
    const odd = fakeAdmin(answerWith('javascript:alert(1)'))
    await expect(authSignInLinks(odd.admin, ORIGIN, accountNameOf)('a@example.test')).rejects.toThrow(
      'Auth answered without a link',
    )
  })
})
