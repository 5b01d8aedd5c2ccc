import { lazy, Suspense } from 'react'
import type { JsonLd } from './serialize-json-ld.ts'

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

const SeoTags = lazy(() => import('./seo-tags.tsx'))

/**
 * A page's title, description, canonical link, social-sharing tags and
 * structured data, set in <head> by react-helmet-async. The tags load as their
 * own chunk right after the page renders, keeping the public first-load budget.
 */
export function Seo(props: SeoProps) {
  return (
    <Suspense fallback={null}>
      <SeoTags {...props} />
    </Suspense>
  )
}
