import { SubmissionInbox } from '../../../features/submissions/components/submission-inbox.tsx'
import { DashboardSection } from './dashboard-section.tsx'

/** /admin/submissions (SPEC.md §2 "Form Submissions"). */
export default function SubmissionsSection() {
  return (
    <DashboardSection title="Form Submissions">
      <SubmissionInbox />
    </DashboardSection>
  )
}
