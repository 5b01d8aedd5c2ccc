import { FormOnDemand, formOnDemand } from '../../components/forms/form-on-demand.tsx'
import { JOIN_DRAFT_KEY } from '../../features/submissions/draft-keys.ts'
import { paths } from '../../lib/paths.ts'
import { PageIntro } from '../layout/page-intro.tsx'

// The form's code (react-hook-form, zod, sending: about 25 KB gz) loads when the visitor starts
// to use the prerendered form, not with the page.
const joinForm = formOnDemand(
  () => import('../../features/submissions/components/join-form.tsx').then((module) => module.JoinForm),
  JOIN_DRAFT_KEY,
)

export default function JoinRoute() {
  return (
    <>
      <PageIntro
        title="Join as a Teacher"
        description="Apply to be listed as a yoga teacher in a commission-free directory: reach students online and in person and keep 100% of what you earn."
        keywords={['yoga teacher application', 'list yoga classes', 'become a featured yoga teacher']}
        path={paths.join.href()}
      >
        <p>
          Share your practice with students looking for a teacher like you. Tell us about yourself and we'll
          be in touch.
        </p>
      </PageIntro>
      <div className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
        <FormOnDemand form={joinForm} placeholderClassName="min-h-[40rem]" />
      </div>
    </>
  )
}
