import { paths } from '../../lib/paths.ts'

export interface NavItem {
  label: string
  to: string
  /** Active only on the exact path (home would otherwise match every page). */
  end?: boolean
}

/** The header's six links (SPEC.md §2 "Header and footer"). */
export const mainNavItems: readonly NavItem[] = [
  { label: 'Home', to: paths.home.href(), end: true },
  { label: 'Browse Teachers', to: paths.teachers.href() },
  { label: 'Browse Studios', to: paths.studios.href() },
  { label: 'How It Works', to: paths.about.href() },
  { label: 'Why Choose Us', to: paths.whyChooseUs.href() },
  { label: 'Contact', to: paths.contact.href() },
]

export const footerQuickLinks: readonly NavItem[] = [
  { label: 'Browse Teachers', to: paths.teachers.href() },
  { label: 'Browse Studios', to: paths.studios.href() },
  { label: 'How It Works', to: paths.about.href() },
  { label: 'Why Choose Us', to: paths.whyChooseUs.href() },
  { label: 'Join as a Teacher', to: paths.join.href() },
  { label: 'Contact', to: paths.contact.href() },
  { label: 'Admin Login', to: paths.login.href() },
]

export const footerLegalLinks: readonly NavItem[] = [
  { label: 'Privacy Policy', to: paths.privacyPolicy.href() },
  { label: 'Terms of Service', to: paths.termsOfService.href() },
]
