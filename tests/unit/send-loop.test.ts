import { describe, expect, it } from 'vitest'
import {
  ConnectionError,
  MessageRefusedError,
  RecipientRefusedError,
  runSendLoop,
  SignInLinkError,
  type ClaimedMail,
  type OutgoingMail,
  type Outbox,
} from '../../supabase/functions/send-mail/send-loop.ts'

function row(id: number, recipient: string | null = `r${id}@example.test`): ClaimedMail {
  return {
    id,
    recipient,
    reply_to: null,
    template: 'application_received',
    data: { firstName: 'Ana', kind: 'teacher', statusToken: `t${id}` },
    attempts: 1,
  }
}

const SITE = 'https://y.test'
const LINK = 'https://auth.y.test/auth/v1/verify?token=abc&type=magiclink&redirect_to=https://y.test/account'

/** Auth as the sender sees it: a link per address, recorded. */
function fakeSignInLinks() {
  const askedFor: string[] = []
  return {
    askedFor,
    signInLinks: async (email: string) => {
      askedFor.push(email)
      return `${LINK}&for=${encodeURIComponent(email)}`
    },
  }
}

const options = { siteOrigin: SITE, signInLinks: fakeSignInLinks().signInLinks }

function signInRow(
  id: number,
  data: unknown = { listing_name: 'Ana Reyes', listing_kind: 'teacher', listing_slug: 'ana-reyes' },
): ClaimedMail {
  return { ...row(id), template: 'owner_sign_in', data }
}

/** An outbox that hands out the given batches in turn and records the outcomes. */
function fakeOutbox(batches: ClaimedMail[][]) {
  const sent: number[] = []
  const failed: { id: number; error: string; permanent: boolean }[] = []
  const outbox: Outbox = {
    claim: async () => batches.shift() ?? [],
    sent: async (id) => void sent.push(id),
    failed: async (id, error, permanent) => void failed.push({ id, error, permanent }),
  }
  return { outbox, sent, failed }
}

describe('the send loop', () => {
  it('sends every claimed mail, batch after batch', async () => {
    const { outbox, sent, failed } = fakeOutbox([[row(1), row(2)], [row(3)]])
    const delivered: OutgoingMail[] = []
    const result = await runSendLoop(outbox, async (mail) => void delivered.push(mail), options)
    expect(result).toEqual({ sent: 3, failed: 0 })
    expect(sent).toEqual([1, 2, 3])
    expect(failed).toEqual([])
    expect(delivered.map((mail) => [mail.outboxId, mail.to])).toEqual([
      [1, 'r1@example.test'],
      [2, 'r2@example.test'],
      [3, 'r3@example.test'],
    ])
  })

  it('fails a bad or refused address alone, for good, and goes on', async () => {
    const { outbox, sent, failed } = fakeOutbox([
      [
        row(1, 'a@example.test\nBcc: b@example.test'),
        row(2, 'a@example.test, b@example.test'),
        row(3),
        row(4),
        row(5),
        { ...row(6), template: 'no_such_template' },
        row(7),
      ],
    ])
    const result = await runSendLoop(
      outbox,
      async (mail) => {
        if (mail.outboxId === 3) throw new RecipientRefusedError('550 No such user')
        if (mail.outboxId === 4) throw new Error('451 Try again later')
        if (mail.outboxId === 7) throw new MessageRefusedError('554 5.7.1 Message rejected as spam')
      },
      options,
    )
    expect(result).toEqual({ sent: 1, failed: 6 })
    expect(sent).toEqual([5])
    expect(failed).toEqual([
      { id: 1, error: 'recipient is not a single valid address', permanent: true },
      { id: 2, error: 'recipient is not a single valid address', permanent: true },
      // Said apart, so the database closes a listing only for its address, never for a text.
      { id: 3, error: 'recipient refused: 550 No such user', permanent: true },
      // A busy or unsure server may take it later.
      { id: 4, error: '451 Try again later', permanent: false },
      { id: 6, error: 'template: unknown template: no_such_template', permanent: true },
      { id: 7, error: 'message refused: 554 5.7.1 Message rejected as spam', permanent: true },
    ])
  })

  it('stops at an unreachable server, failing the rest of its batch', async () => {
    const { outbox, sent, failed } = fakeOutbox([[row(1), row(2), row(3)], [row(4)]])
    const result = await runSendLoop(
      outbox,
      async (mail) => {
        if (mail.outboxId === 2) throw new ConnectionError('connect ECONNREFUSED')
      },
      options,
    )
    expect(result).toEqual({ sent: 1, failed: 2, stoppedBy: 'connect ECONNREFUSED' })
    expect(sent).toEqual([1])
    expect(failed.map(({ id, permanent }) => [id, permanent])).toEqual([
      [2, false],
      [3, false],
    ])
  })

  it('claims no new batch once its time is spent', async () => {
    const { outbox, sent } = fakeOutbox([[row(1)], [row(2)]])
    let clock = 0
    const result = await runSendLoop(
      outbox,
      async () => {
        clock += 60_000
      },
      { ...options, budgetMs: 50_000, now: () => clock },
    )
    expect(result.sent).toBe(1)
    expect(sent).toEqual([1])
  })

  it('asks Auth for a sign-in link to the recipient only for a mail that carries one', async () => {
    const { outbox, sent } = fakeOutbox([[row(1), signInRow(2)]])
    const auth = fakeSignInLinks()
    const delivered: OutgoingMail[] = []
    const result = await runSendLoop(outbox, async (mail) => void delivered.push(mail), {
      siteOrigin: SITE,
      signInLinks: auth.signInLinks,
    })
    expect(result).toEqual({ sent: 2, failed: 0 })
    expect(sent).toEqual([1, 2])
    expect(auth.askedFor).toEqual(['r2@example.test'])
    expect(delivered[1]!.subject).toBe('Your sign-in link for Ana Reyes')
    expect(delivered[1]!.text).toContain(`${LINK}&for=r2%40example.test`)
    expect(delivered[1]!.html).toContain(`href="${LINK.replaceAll('&', '&amp;')}&amp;for=r2%40example.test"`)
  })

  it('retries a mail Auth gave no link for, and goes on with the others', async () => {
    const { outbox, sent, failed } = fakeOutbox([[signInRow(1), row(2), signInRow(3)]])
    const result = await runSendLoop(outbox, async () => {}, {
      siteOrigin: SITE,
      signInLinks: async (email) => {
        if (email === 'r1@example.test') throw new Error('fetch failed')
        throw new SignInLinkError('sign-in link: Auth answered without a link')
      },
    })
    expect(result).toEqual({ sent: 1, failed: 2 })
    expect(sent).toEqual([2])
    expect(failed).toEqual([
      { id: 1, error: 'sign-in link: fetch failed', permanent: false },
      { id: 3, error: 'sign-in link: Auth answered without a link', permanent: false },
    ])
  })

  it('fails a sign-in mail it cannot render for good before asking Auth for a link', async () => {
    const { outbox, failed } = fakeOutbox([
      [signInRow(1, { listing_name: ' ' }), { ...signInRow(2), recipient: 'not an address' }],
    ])
    const auth = fakeSignInLinks()
    await runSendLoop(outbox, async () => {}, { siteOrigin: SITE, signInLinks: auth.signInLinks })
    expect(failed.map(({ id, permanent }) => [id, permanent])).toEqual([
      [1, true],
      [2, true],
    ])
    // For an address without an account a link would create one.
    expect(auth.askedFor).toEqual([])
  })
})
