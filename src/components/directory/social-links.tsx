import type { ComponentType } from 'react'
import { ExternalLink } from './external-link.tsx'
import { FacebookIcon, InstagramIcon, WebsiteIcon } from './social-icons.tsx'

/** A listing's pages elsewhere: each a safe http(s) address, or null (or absent) when it has none. */
export type SocialPages = Partial<Record<'website' | 'instagram' | 'facebook', string | null>>

const socialPages: readonly { key: keyof SocialPages; label: string; Icon: ComponentType }[] = [
  { key: 'website', label: 'Website', Icon: WebsiteIcon },
  { key: 'instagram', label: 'Instagram', Icon: InstagramIcon },
  { key: 'facebook', label: 'Facebook', Icon: FacebookIcon },
]

/** A profile's links to the listing's pages elsewhere, each with its icon; nothing when it has none. */
export function SocialLinkList({
  pages,
  className,
  linkClassName,
}: {
  pages: SocialPages
  className?: string
  linkClassName: string
}) {
  const links = socialPages.flatMap(({ key, label, Icon }) => {
    const href = pages[key]
    return href ? [{ key, label, Icon, href }] : []
  })
  if (links.length === 0) return null
  return (
    <ul className={className}>
      {links.map(({ key, label, Icon, href }) => (
        <li key={key}>
          <ExternalLink href={href} className={linkClassName}>
            <Icon />
            {label}
          </ExternalLink>
        </li>
      ))}
    </ul>
  )
}
