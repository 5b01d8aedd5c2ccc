import { safeHttpUrl } from './safe-url.ts'

/**
 * The product's identity: name, contact details and social links, shown in the
 * header, footer, contact page and structured data.
 */
export const site = {
  name: 'Yoga Directory',
  description:
    'A commission-free directory connecting yoga students with certified teachers and studios, online and in person.',
  // Placeholders until the operator's real inbox and number are known.
  email: 'hello@yogadirectory.com',
  phone: '+63 912 345 6789',
  location: 'Cebu City, Philippines',
  locality: 'Cebu City',
  country: 'Philippines',
  countryCode: 'PH',
  logoPath: '/favicon.svg',
  // Used for social previews when a page has no image of its own.
  defaultImagePath: '/favicon.svg',
  social: [
    { name: 'Facebook', href: 'https://facebook.com' },
    { name: 'Instagram', href: 'https://instagram.com' },
    { name: 'X', href: 'https://x.com' },
  ],
} as const

export type SocialNetwork = (typeof site.social)[number]['name']

/**
 * The public origin used in canonical links and structured data: `VITE_SITE_URL`
 * when the build sets it (so previews on another host still point at production),
 * otherwise the origin the app is served from.
 */
export function getSiteUrl(raw: unknown = import.meta.env.VITE_SITE_URL): string {
  const configured = typeof raw === 'string' ? safeHttpUrl(raw) : null
  if (configured) return configured.replace(/\/+$/, '')
  return typeof window === 'undefined' ? '' : window.location.origin
}

/** An absolute URL on this site for a path such as `/teachers`. */
export function absoluteUrl(path: string, siteUrl: string = getSiteUrl()): string {
  if (safeHttpUrl(path)) return path
  return `${siteUrl}${path.startsWith('/') ? path : `/${path}`}`
}
