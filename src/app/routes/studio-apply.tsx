import { FormOnDemand, formOnDemand } from '../../components/forms/form-on-demand.tsx'
import { STUDIO_DRAFT_KEY } from '../../features/submissions/draft-keys.ts'
import { paths } from '../../lib/paths.ts'
import { PageIntro } from '../layout/page-intro.tsx'

// The form's code (react-hook-form, zod, sending: about 25 KB gz) loads when the visitor starts
// to use the prerendered form, not with the page.
const studioApplicationForm = formOnDemand(
  () =>
    import('../../features/submissions/components/studio-application-form.tsx').then(
      (module) => module.StudioApplicationForm,
    ),
  STUDIO_DRAFT_KEY,
)

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
        <FormOnDemand form={studioApplicationForm} placeholderClassName="min-h-[40rem]" />
      </div>
    </>
  )
}
