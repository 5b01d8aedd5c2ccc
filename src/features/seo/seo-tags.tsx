import { Helmet, HelmetProvider } from 'react-helmet-async'
import { useLocation } from 'react-router-dom'
import { absoluteUrl, getSiteUrl, site } from '../../lib/site.ts'
import type { SeoProps } from './seo.tsx'
import { serializeJsonLd } from './serialize-json-ld.ts'

/**
 * The tags behind <Seo>. Its own HelmetProvider keeps react-helmet-async in this
 * lazily loaded chunk, out of every page's first load (one <Seo> per page).
 */
export default function SeoTags({
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
    <HelmetProvider>
      <Helmet>
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
        {jsonLd && <script type="application/ld+json">{serializeJsonLd(jsonLd)}</script>}
      </Helmet>
    </HelmetProvider>
  )
}
