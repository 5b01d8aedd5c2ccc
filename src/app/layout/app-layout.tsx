import { Outlet } from 'react-router-dom'
import { Footer } from './footer.tsx'
import { Header } from './header.tsx'
import { ScrollToTop } from './scroll-to-top.tsx'

/** Header, page, footer; every page renders inside `<main id="main">` (pages do not render their own `<main>`). */
export function AppLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <ScrollToTop />
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-brand-800 px-4 py-2 font-medium text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
    </div>
  )
}
