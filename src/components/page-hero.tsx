import type { ReactNode } from 'react'

/** The top band of a content page: its one `h1` and a short lead. */
export function PageHero({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:px-6 sm:py-20">
        <h1 className="text-4xl font-bold tracking-tight text-gray-900 sm:text-5xl">{title}</h1>
        {children && <div className="mx-auto mt-5 max-w-2xl text-lg leading-8 text-gray-700">{children}</div>}
      </div>
    </section>
  )
}
