import type { ComponentType, SVGProps } from 'react'
import { Link } from 'react-router'
import { FacebookIcon, InstagramIcon, LogoMark, XIcon } from '../../components/icons.tsx'
import { paths } from '../../lib/paths.ts'
import { site, type SocialNetwork } from '../../lib/site.ts'
import { footerLegalLinks, footerQuickLinks, type NavItem } from './nav-items.ts'

const socialIcons: Record<SocialNetwork, ComponentType<SVGProps<SVGSVGElement>>> = {
  Facebook: FacebookIcon,
  Instagram: InstagramIcon,
  X: XIcon,
}

const linkClass =
  'rounded text-sm text-gray-300 hover:text-white focus-visible:outline-2 focus-visible:outline-white'

function LinkList({ id, title, items }: { id: string; title: string; items: readonly NavItem[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold tracking-wide text-white uppercase">
        {title}
      </h2>
      <ul className="mt-4 space-y-3">
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className={linkClass}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

export function Footer() {
  const year = new Date().getFullYear()

  return (
    <footer className="bg-gray-900 text-gray-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div className="lg:col-span-2">
          <Link
            to={paths.home.href()}
            className="inline-flex items-center gap-2 rounded text-lg font-bold text-white focus-visible:outline-2 focus-visible:outline-white"
          >
            <LogoMark className="h-8 w-8" />
            <span>{site.name}</span>
          </Link>
          <p className="mt-4 max-w-md text-sm leading-6">
            {site.description} Curated profiles, direct connections and no commissions: teachers and studios
            keep 100% of earnings.
          </p>
          <p className="mt-3 text-sm">{site.location}</p>
          <ul className="mt-6 flex gap-4" aria-label="Social media">
            {site.social.map(({ name, href }) => {
              const SocialIcon = socialIcons[name]
              return (
                <li key={name}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${name} (opens in a new tab)`}
                    className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-gray-800 text-gray-200 hover:bg-brand-700 hover:text-white focus-visible:outline-2 focus-visible:outline-white"
                  >
                    <SocialIcon className="h-5 w-5" />
                  </a>
                </li>
              )
            })}
          </ul>
        </div>
        <LinkList id="footer-quick-links" title="Quick Links" items={footerQuickLinks} />
        <LinkList id="footer-legal" title="Legal" items={footerLegalLinks} />
      </div>
      <div className="border-t border-gray-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-gray-400 sm:px-6 lg:px-8">
          © {year} {site.name}. All rights reserved.
        </p>
      </div>
    </footer>
  )
}
