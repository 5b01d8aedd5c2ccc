import { lazy, Suspense } from 'react'
import { PageHero } from '../../components/page-hero.tsx'
import { Seo } from '../../features/seo/seo.tsx'
import { paths } from '../../lib/paths.ts'
import { site } from '../../lib/site.ts'

// The form (react-hook-form, zod and the form's code, about 20 KB gz) is its own chunk,
// fetched as soon as this page renders, so the heading and text don't wait for it.
const StudioApplicationForm = lazy(() =>
  import('../../features/submissions/components/studio-application-form.tsx').then((module) => ({
    default: module.StudioApplicationForm,
  })),
)

export default function StudioApplyRoute() {
  return (
    <>
      <Seo
        title={`List Your Studio | ${site.name}`}
        description="Apply to list your yoga studio in a commission-free directory and reach students looking for classes near them."
        keywords={['list yoga studio', 'yoga studio directory', 'studio application']}
        canonicalPath={paths.studioApply.href()}
      />
      <PageHero title="List Your Studio">
        <p>
          Tell us about your studio. Once we've reviewed your application, it will appear in the studio
          directory.
        </p>
      </PageHero>
      <div className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
        <Suspense fallback={<div className="min-h-[40rem]" />}>
          <StudioApplicationForm />
        </Suspense>
      </div>
    </>
  )
}
