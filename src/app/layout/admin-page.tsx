import type { ReactNode } from 'react'
import { Seo } from '../../features/seo/seo.tsx'
import { site } from '../../lib/site.ts'

/** An admin screen: its own title, kept out of search engines (noindex), in a wide container. */
export function AdminPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <Seo title={`${title} | ${site.name}`} description={`${site.name} administration.`} noindex />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">{children}</div>
    </>
  )
}

/** The guard's and the forms' waiting state. */
export function AdminLoading({ label = 'Loading....' }: { label?: string }) {
  return (
    <AdminPage title="Admin">
      <p role="status" className="py-16 text-center text-gray-700">
        {label}
      </p>
    </AdminPage>
  )
}
