import { absoluteUrl, getSiteUrl } from '../../lib/site.ts'
import type { JsonLd } from './serialize-json-ld.ts'

// The landing pages' structured data, apart from the profiles' builders so that neither page
// loads the other's.

const context = 'https://schema.org'

/** A breadcrumb as structured data, matching the one on the page. */
export function breadcrumbListJsonLd(
  crumbs: readonly { name: string; path: string }[],
  siteUrl: string = getSiteUrl(),
): JsonLd {
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path, siteUrl),
    })),
  }
}

/** The profiles a page lists, in the order shown, from `firstPosition` (page 2 starts at 25). */
export function itemListJsonLd(
  items: readonly { name: string; path: string }[],
  firstPosition = 1,
  siteUrl: string = getSiteUrl(),
): JsonLd {
  return {
    '@context': context,
    '@type': 'ItemList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: firstPosition + index,
      url: absoluteUrl(item.path, siteUrl),
      name: item.name,
    })),
  }
}
