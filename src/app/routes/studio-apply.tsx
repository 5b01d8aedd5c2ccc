import { StudioApplicationForm } from '../../features/submissions/components/studio-application-form.tsx'
import { paths } from '../../lib/paths.ts'
import { PageIntro } from '../layout/page-intro.tsx'

export default function StudioApplyRoute() {
  return (
    <>
      <PageIntro
        title="List Your Studio"
        description="Apply to list your yoga studio in a commission-free directory and reach students looking for classes near them."
        keywords={['list yoga studio', 'yoga studio directory', 'studio application']}
        path={paths.studioApply.href()}
      >
        <p>
          Tell us about your studio. Once we've reviewed your application, it will appear in the studio
          directory.
        </p>
      </PageIntro>
      <div className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
        <StudioApplicationForm />
      </div>
    </>
  )
}
