import { absoluteUrl, getSiteUrl, site } from '../../lib/site.ts'
import type { JsonLd } from './serialize-json-ld.ts'

/** The site's organisation, with a customer-service contact (docs/product.md §2: home page). */
export function organizationJsonLd(siteUrl: string = getSiteUrl()): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.name,
    url: siteUrl,
    logo: absoluteUrl(site.logoPath, siteUrl),
    description: site.description,
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      email: site.email,
      telephone: site.phone,
      areaServed: 'Worldwide',
    },
    address: {
      '@type': 'PostalAddress',
      addressLocality: site.locality,
      addressCountry: site.countryCode,
    },
    sameAs: site.social.map((network) => network.href),
  }
}
