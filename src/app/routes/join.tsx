import { JoinForm } from '../../features/submissions/components/join-form.tsx'
import { paths } from '../../lib/paths.ts'
import { PageIntro } from '../layout/page-intro.tsx'

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
        <JoinForm />
      </div>
    </>
  )
}
