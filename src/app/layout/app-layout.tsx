import type { ReactNode } from 'react'
import { Footer } from './footer.tsx'
import { Header } from './header.tsx'
import { PageOutlet } from './page-loading.tsx'
import { ScrollToTop } from './scroll-to-top.tsx'

/**
 * Header, page, footer; every page renders inside `<main id="main">` (pages do not render their
 * own `<main>`). `children` replaces the routed page (the SPA fallback's loading state).
 */
export function AppLayout({ children, plainLinks }: { children?: ReactNode; plainLinks?: boolean }) {
  return (
    <div className="flex min-h-screen flex-col">
      <ScrollToTop />
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-brand-800 px-4 py-2 font-medium text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <Header plainLinks={plainLinks} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children ?? <PageOutlet />}
      </main>
      <Footer />
    </div>
  )
}
