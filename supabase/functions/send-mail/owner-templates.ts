/**
 * Mail to the owners of listings: the claim's sign-in link, the 'still correct?' reminder and the
 * confirmation of a new inquiry address. Sign-in links come from Auth when the mail is sent
 * (docs/decisions/0025-sign-in-links-from-the-auth-admin-api.md); the blocks here only name them.
 */
import {
  mail,
  nameLine,
  SIGN_OFF,
  SITE_NAME,
  siteLink,
  TemplateError,
  text,
  type Block,
  type MailDraft,
} from './mail-format.ts'

/** Where an owner's sign-in link leads once Auth has signed them in. */
export const ACCOUNT_PATH = '/account'

/** The page that spends a listing's one-use links: 'still correct' and a new inquiry address. */
export const LISTING_CONFIRM_PATH = '/listing/confirm'

/** Said under every sign-in link: Auth spends it at the first use and refuses it after an hour. */
export const SIGN_IN_VALIDITY: Block = {
  paragraph:
    "The sign-in link works once, within 1 hour of this mail. There is no password: to sign in again later, ask for a new link with 'Manage this listing' on your listing's page.",
}

/** A listing's one-use token (32 random bytes from the database: base64url, or hex). */
const LISTING_TOKEN = /^(?:[A-Za-z0-9_-]{43}|[0-9a-f]{64})$/

function listingTokenOf(data: Record<string, unknown>): string {
  const token = text(data, 'token')
  if (!LISTING_TOKEN.test(token)) throw new TemplateError('data.token is not a token')
  return token
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/

/** The listing's public page, from its kind and slug as the database sends them. */
function listingPathOf(data: Record<string, unknown>): string {
  const kind = data.listing_kind
  if (kind !== 'teacher' && kind !== 'studio')
    throw new TemplateError('data.listing_kind must be teacher or studio')
  const slug = text(data, 'listing_slug')
  if (!SLUG.test(slug)) throw new TemplateError('data.listing_slug is not a slug')
  return `/${kind}/${slug}`
}

/**
 * To a listing's inquiry address, and only to it: someone asked to manage the listing. The
 * database queues it only when the typed address is that one, and puts in nothing the visitor typed.
 */
export function ownerSignIn(data: Record<string, unknown>): MailDraft {
  const listingName = nameLine(data, 'listing_name')
  const listings = typeof data.listings === 'number' && Number.isInteger(data.listings) ? data.listings : 1
  return mail(`Your sign-in link for ${listingName}`, [
    { paragraph: 'Hello,' },
    {
      paragraph:
        listings > 1
          ? `Someone asked to manage the listings of this address on ${SITE_NAME}: ${listingName} and ${listings - 1} more. Once signed in you can keep them all up to date.`
          : `Someone asked to manage ${listingName} on ${SITE_NAME}. This address receives the listing's messages, so the link to sign in comes here.`,
    },
    { signIn: 'Sign in to manage your listing' },
    SIGN_IN_VALIDITY,
    { paragraph: 'If you did not ask for it, ignore this mail: nothing changes.' },
    SIGN_OFF,
  ])
}

/** Every 180 days after the last confirmation, to the listing's inquiry address. */
export function ownerReminder(origin: string, data: Record<string, unknown>): MailDraft {
  const listingName = nameLine(data, 'listing_name')
  const listingPath = listingPathOf(data)
  const token = listingTokenOf(data)
  return mail('Are your details still correct?', [
    { paragraph: 'Hello,' },
    {
      paragraph: `It has been a while since the details of ${listingName} on ${SITE_NAME} were confirmed. Students rely on them: are they still correct?`,
    },
    { link: siteLink(origin, listingPath), label: `See ${listingName} as students see it` },
    { link: siteLink(origin, `${LISTING_CONFIRM_PATH}#${token}`), label: 'Yes, still correct' },
    {
      paragraph: 'This confirms the listing without signing in. The link works once, within 30 days.',
    },
    { signIn: 'Update my listing' },
    SIGN_IN_VALIDITY,
    SIGN_OFF,
  ])
}

/** To the new address an owner gave for the listing's messages; it takes over once confirmed. */
export function inquiryAddressConfirm(origin: string, data: Record<string, unknown>): MailDraft {
  const listingName = nameLine(data, 'listing_name')
  const token = listingTokenOf(data)
  return mail(`Confirm this address for ${listingName}`, [
    { paragraph: 'Hello,' },
    {
      paragraph: `The owner of ${listingName} on ${SITE_NAME} asked for the listing's messages to come to this address. Nothing changes until you confirm that this address is yours.`,
    },
    { link: siteLink(origin, `${LISTING_CONFIRM_PATH}#${token}`), label: 'Confirm this address' },
    {
      paragraph:
        'The link is valid for 24 hours and works once. Once confirmed, this address receives the messages and can sign in to manage the listing. If you did not ask for this, ignore this mail: nothing will change.',
    },
    SIGN_OFF,
  ])
}
