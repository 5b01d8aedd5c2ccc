import { useId, type AnchorHTMLAttributes, type ReactNode } from 'react'
import { safeHttpUrl } from '../../lib/safe-url.ts'

type ExternalLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'> & {
  href: string | null | undefined
  children: ReactNode
}

/**
 * A link to another site, opened in a new tab. Only absolute http(s) addresses
 * are linked; anything else (javascript:, data:, relative paths) renders nothing.
 */
export function ExternalLink({ href, children, ...rest }: ExternalLinkProps) {
  const descriptionId = useId()
  const safeHref = safeHttpUrl(href)
  if (safeHref === null) return null
  return (
    <a {...rest} href={safeHref} target="_blank" rel="noopener noreferrer" aria-describedby={descriptionId}>
      {children}
      <span id={descriptionId} hidden>
        (opens in a new tab)
      </span>
    </a>
  )
}

/** `example.com/path` for showing an address as text. */
export function displayUrl(href: string): string {
  const safeHref = safeHttpUrl(href)
  if (safeHref === null) return href
  const url = new URL(safeHref)
  const path = url.pathname === '/' ? '' : url.pathname.replace(/\/$/, '')
  return `${url.host.replace(/^www\./, '')}${path}`
}
