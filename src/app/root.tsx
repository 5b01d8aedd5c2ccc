import { useEffect, type ReactNode } from 'react'
import { isRouteErrorResponse, Links, Meta, Scripts, useRouteError } from 'react-router'
import { BEFORE_HYDRATION_SCRIPT, markAppReady } from '../lib/before-hydration.ts'
import { site } from '../lib/site.ts'
import { AppLayout } from './layout/app-layout.tsx'
import { FallbackPage } from './layout/page-loading.tsx'
import { AppProviders } from './providers.tsx'
import '../index.css'
// Inlined: a favicon request sent before the first paint shares the slow connection with the
// stylesheet, and Lighthouse's simulation then counts one more round trip before the largest paint.
import favicon from '../../public/favicon.svg?inline'

/** The document around every page: prerendered at build time, then hydrated. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        <link rel="icon" type="image/svg+xml" href={favicon} />
        <meta name="theme-color" content="#0d9488" />
        <Meta />
        <Links />
        <script dangerouslySetInnerHTML={{ __html: BEFORE_HYDRATION_SCRIPT }} />
      </head>
      <body className="bg-gray-50 text-gray-900 antialiased">
        {children}
        <Scripts />
      </body>
    </html>
  )
}

export default function Root() {
  // Runs once the whole page has hydrated.
  useEffect(markAppReady, [])
  return (
    <AppProviders>
      <AppLayout />
    </AppProviders>
  )
}

/**
 * The SPA fallback: what a URL that was not prerendered (a listing added after the build, the
 * admin area) shows until its route module and data have loaded in the browser.
 */
export function HydrateFallback() {
  return (
    <AppProviders>
      <title>{site.name}</title>
      <AppLayout plainLinks>
        <FallbackPage />
      </AppLayout>
    </AppProviders>
  )
}

/** A failure no page handled itself: a message inside the usual header and footer. */
export function ErrorBoundary() {
  const error = useRouteError()
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Something went wrong'
  return (
    <AppProviders>
      <title>{`Something went wrong | ${site.name}`}</title>
      <AppLayout plainLinks>
        <div role="alert" className="mx-auto max-w-xl px-4 py-20 text-center">
          <h1 className="text-2xl font-bold text-gray-900">Something went wrong</h1>
          <p className="mt-4 text-gray-700">{message}</p>
          <a href="/" className="mt-6 inline-block font-semibold text-brand-800 underline">
            Go to the homepage
          </a>
        </div>
      </AppLayout>
    </AppProviders>
  )
}
