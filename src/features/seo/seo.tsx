import { useLocation } from 'react-router'
import { absoluteUrl, getSiteUrl, site } from '../../lib/site.ts'
import { serializeJsonLd, type JsonLd } from './serialize-json-ld.ts'

export interface SeoProps {
  /** The full document title, used as is. */
  title: string
  description: string
  keywords?: string | readonly string[]
  /** The page's path (`/teachers`); defaults to the current path, without query or hash. */
  canonicalPath?: string
  /** An absolute URL or a site path for social previews; defaults to the site's image. */
  image?: string | null
  type?: 'website' | 'article' | 'profile'
  /** Keeps the page out of search results (admin, not-found, confirmations). */
  noindex?: boolean
  jsonLd?: JsonLd | readonly JsonLd[]
}

/**
 * A page's title, description, keywords, canonical link, social-sharing tags and structured
 * data. React 19 places <title>, <meta> and <link> in <head>, in the prerendered HTML as on
 * client navigation (docs/decisions/0005-head-tags-with-react-19.md); the JSON-LD script stays
 * where the page renders it, which search engines read as well.
 */
export function Seo({
  title,
  description,
  keywords,
  canonicalPath,
  image,
  type = 'website',
  noindex = false,
  jsonLd,
}: SeoProps) {
  const { pathname } = useLocation()
  const siteUrl = getSiteUrl()
  const url = absoluteUrl(canonicalPath ?? pathname, siteUrl)
  const imageUrl = absoluteUrl(image?.trim() || site.defaultImagePath, siteUrl)
  const keywordList = typeof keywords === 'string' ? keywords : keywords?.join(', ')

  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {keywordList && <meta name="keywords" content={keywordList} />}
      {noindex && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={url} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={type} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:site_name" content={site.name} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      {jsonLd && (
        <script
          type="application/ld+json"
          // serializeJsonLd escapes <, > and &, so data cannot close the element.
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }}
        />
      )}
    </>
  )
}
