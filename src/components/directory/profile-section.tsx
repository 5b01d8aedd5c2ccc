import { useId, type ReactNode } from 'react'
import { FallbackImage, type FallbackKind } from './fallback-image.tsx'

/** A titled block of a profile page. */
export function ProfileSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold text-gray-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  )
}

/** Text with paragraphs split at blank lines and single line breaks kept. */
export function Paragraphs({ text, empty = 'Not specified' }: { text: string; empty?: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
  if (paragraphs.length === 0) return <p className="text-gray-500">{empty}</p>
  return (
    <div className="space-y-4 leading-relaxed whitespace-pre-line text-gray-700">
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  )
}

export const primaryButtonClass =
  'inline-flex w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 py-3 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700'

/** The page for a profile that doesn't exist (or failed to load). */
export function ProfileMessage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-gray-900">{title}</h1>
      {children}
    </div>
  )
}

/** The top band of a profile page: the listing's picture beside its name and details. */
export function ProfileHeader({
  image,
  children,
}: {
  /** The picture (listing-images.ts) and its frame. */
  image: { src: string | null; fallback: FallbackKind; alt: string; className: string }
  children: ReactNode
}) {
  return (
    <header className="bg-gradient-to-b from-brand-50 to-transparent">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-6 px-4 py-10 text-center sm:flex-row sm:text-left sm:px-6 lg:px-8">
        <FallbackImage {...image} width={320} height={320} loading="eager" fetchPriority="high" />
        <div className="min-w-0">{children}</div>
      </div>
    </header>
  )
}
