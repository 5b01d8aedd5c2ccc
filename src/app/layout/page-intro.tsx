import type { ReactNode } from 'react'
import { PageHero } from '../../components/page-hero.tsx'
import { Seo } from '../../features/seo/seo.tsx'
import { site } from '../../lib/site.ts'

/**
 * The top of a content page: its head tags and its hero. The title is written once, for the
 * browser tab ('How It Works | <site>') and for the page's h1.
 */
export function PageIntro({
  title,
  description,
  keywords,
  path,
  children,
}: {
  title: string
  /** For search engines and social previews. */
  description: string
  keywords: readonly string[]
  /** The page's canonical path. */
  path: string
  /** The hero's lead. */
  children: ReactNode
}) {
  return (
    <>
      <Seo
        title={`${title} | ${site.name}`}
        description={description}
        keywords={keywords}
        canonicalPath={path}
      />
      <PageHero title={title}>{children}</PageHero>
    </>
  )
}
