import { paths } from '../../lib/paths.ts'

export interface NavItem {
  label: string
  to: string
  /** Active only on the exact path (home would otherwise match every page). */
  end?: boolean
}

/** The pages the header and footer link to, each with the label it goes by in the menus. */
const siteLinks = {
  home: { label: 'Home', to: paths.home.href(), end: true },
  teachers: { label: 'Browse Teachers', to: paths.teachers.href() },
  studios: { label: 'Browse Studios', to: paths.studios.href() },
  about: { label: 'How It Works', to: paths.about.href() },
  whyChooseUs: { label: 'Why Choose Us', to: paths.whyChooseUs.href() },
  join: { label: 'Join as a Teacher', to: paths.join.href() },
  contact: { label: 'Contact', to: paths.contact.href() },
  login: { label: 'Admin Login', to: paths.login.href() },
  privacyPolicy: { label: 'Privacy Policy', to: paths.privacyPolicy.href() },
  termsOfService: { label: 'Terms of Service', to: paths.termsOfService.href() },
} as const satisfies Record<string, NavItem>

/** The header's six links (docs/product.md §2 "Header and footer"). */
export const mainNavItems: readonly NavItem[] = [
  siteLinks.home,
  siteLinks.teachers,
  siteLinks.studios,
  siteLinks.about,
  siteLinks.whyChooseUs,
  siteLinks.contact,
]

export const footerQuickLinks: readonly NavItem[] = [
  siteLinks.teachers,
  siteLinks.studios,
  siteLinks.about,
  siteLinks.whyChooseUs,
  siteLinks.join,
  siteLinks.contact,
  siteLinks.login,
]

export const footerLegalLinks: readonly NavItem[] = [siteLinks.privacyPolicy, siteLinks.termsOfService]
