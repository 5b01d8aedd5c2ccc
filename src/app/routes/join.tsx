import { lazy, Suspense } from 'react'
import { PageHero } from '../../components/page-hero.tsx'
import { Seo } from '../../features/seo/seo.tsx'
import { paths } from '../../lib/paths.ts'
import { site } from '../../lib/site.ts'

// The form (react-hook-form, zod and the form's code, about 20 KB gz) is its own chunk,
// fetched as soon as this page renders, so the heading and text don't wait for it.
const JoinForm = lazy(() =>
  import('../../features/submissions/components/join-form.tsx').then((module) => ({
    default: module.JoinForm,
  })),
)

export default function JoinRoute() {
  return (
    <>
      <Seo
        title={`Join as a Teacher | ${site.name}`}
        description="Apply to be listed as a yoga teacher in a commission-free directory: reach students online and in person and keep 100% of what you earn."
        keywords={['yoga teacher application', 'list yoga classes', 'become a featured yoga teacher']}
        canonicalPath={paths.join.href()}
      />
      <PageHero title="Join as a Teacher">
        <p>
          Share your practice with students looking for a teacher like you. Tell us about yourself and we'll
          be in touch.
        </p>
      </PageHero>
      <div className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
        <Suspense fallback={<div className="min-h-[40rem]" />}>
          <JoinForm />
        </Suspense>
      </div>
    </>
  )
}
