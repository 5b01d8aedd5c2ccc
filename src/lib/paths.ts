/**
 * Every route of the app (docs/product.md §2). `pattern` is what the router matches;
 * `href(...)` builds a link to it.
 */
const slugPart = (slug: string) => encodeURIComponent(slug)

/** A path with its query string; empty and undefined values are left out. */
function withQuery(path: string, query: Record<string, string | number | undefined> = {}): string {
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') search.set(name, String(value))
  }
  const text = search.toString()
  return text ? `${path}?${text}` : path
}

type Query = Record<string, string | number | undefined>

export const paths = {
  home: { pattern: '/', href: () => '/' },
  teachers: { pattern: '/teachers', href: () => '/teachers' },
  teacher: { pattern: '/teacher/:slug', href: (slug: string) => `/teacher/${slugPart(slug)}` },
  studios: { pattern: '/studios', href: () => '/studios' },
  studio: { pattern: '/studio/:slug', href: (slug: string) => `/studio/${slugPart(slug)}` },
  studioApply: { pattern: '/studios/apply', href: () => '/studios/apply' },
  join: { pattern: '/join', href: () => '/join' },
  about: { pattern: '/about', href: () => '/about' },
  whyChooseUs: { pattern: '/why-choose-us', href: () => '/why-choose-us' },
  contact: { pattern: '/contact', href: () => '/contact' },
  privacyPolicy: { pattern: '/privacy-policy', href: () => '/privacy-policy' },
  termsOfService: { pattern: '/terms-of-service', href: () => '/terms-of-service' },
  // Every landing page (/teachers/in/portugal, /studios/style/yin-yoga/in/spain...) in one route
  // entry, since each entry weighs on every page; src/lib/landing-pages.ts reads and builds them.
  landing: { pattern: '/:kind/:facet/*' },
  thankYou: { pattern: '/thank-you', href: () => '/thank-you' },
  // The token rides in the fragment, which browsers never send to a server.
  applicationStatus: {
    pattern: '/application-status',
    href: (token?: string) => (token ? `/application-status#${token}` : '/application-status'),
  },
  // Where a student's mail leads to confirm a message to a teacher or studio; the token rides in
  // the fragment, as for the application status.
  messageConfirm: {
    pattern: '/message/confirm',
    href: (token?: string) => (token ? `/message/confirm#${token}` : '/message/confirm'),
  },
  // Where an owner's reminder and new-address mails lead; the one-use token rides in the fragment.
  listingConfirm: {
    pattern: '/listing/confirm',
    href: (token?: string) => (token ? `/listing/confirm#${token}` : '/listing/confirm'),
  },
  // An owner's own listing; `listing` (<kind>/<slug>) picks one when they keep several.
  account: {
    pattern: '/account',
    href: (query?: { listing?: string }) => withQuery('/account', query),
  },
  login: { pattern: '/login', href: () => '/login' },
  // Where a password reset mail's link leads; the session arrives in the fragment.
  resetPassword: { pattern: '/reset-password', href: () => '/reset-password' },
  admin: { pattern: '/admin', href: () => '/admin' },
  // The dashboard's sections; each keeps its list state (tab, status, q, page) in the query.
  adminSeo: { pattern: '/admin/seo', href: (query?: Query) => withQuery('/admin/seo', query) },
  adminSubmissions: {
    pattern: '/admin/submissions',
    href: (query?: Query) => withQuery('/admin/submissions', query),
  },
  adminTeachers: { pattern: '/admin/teachers', href: (query?: Query) => withQuery('/admin/teachers', query) },
  adminStudios: { pattern: '/admin/studios', href: (query?: Query) => withQuery('/admin/studios', query) },
  adminMail: { pattern: '/admin/mail', href: () => '/admin/mail' },
  adminTeacherNew: { pattern: '/admin/teacher/new', href: () => '/admin/teacher/new' },
  adminTeacherEdit: {
    pattern: '/admin/teacher/edit/:slug',
    href: (slug: string) => `/admin/teacher/edit/${slugPart(slug)}`,
  },
  adminStudioNew: { pattern: '/admin/studio/new', href: () => '/admin/studio/new' },
  adminStudioEdit: {
    pattern: '/admin/studio/edit/:slug',
    href: (slug: string) => `/admin/studio/edit/${slugPart(slug)}`,
  },
} as const
