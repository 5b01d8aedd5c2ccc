import { adminClient } from './support/backend.ts'

/**
 * The per-client submission limits for an end-to-end run, well above what one run sends.
 *
 * Every page of the run reaches the backend from 127.0.0.1, so to the database the whole suite is
 * one visitor: the defaults (5 sends of a form, 30 contact questions, per 10 minutes) would be
 * reached partway through a run and fail unrelated tests with 'Too many submissions'. The limits
 * themselves stay on: the overall limits are untouched, and the test of the limit
 * (e2e/forms.spec.ts) sends from a client address of its own and reads per_client from the table.
 */
export const RUN_PER_CLIENT = {
  teacher_application: 50,
  studio_application: 50,
  contact_message: 50,
  logo_upload: 50,
  // Every visit of /contact asks for a question, and each contact message needs one.
  contact_question: 300,
  listing_message: 20,
  // Every opening of a confirmation link is an attempt.
  message_confirm: 300,
} as const satisfies Record<string, number>

/**
 * Playwright's global setup, which runs once the web servers of playwright.config.ts are up:
 * raises the per-client limits of the run's fresh backend as an operator would, with the service
 * role on public.submission_limits.
 */
export default async function raiseSubmissionLimits(): Promise<void> {
  const client = adminClient()
  for (const [form, perClient] of Object.entries(RUN_PER_CLIENT)) {
    const { data, error } = await client
      .from('submission_limits')
      .update({ per_client: perClient })
      .eq('form', form)
      .select('form, per_client')
    if (error) throw new Error(`Raising the ${form} limit failed: ${error.message}`)
    if (data.length !== 1) throw new Error(`public.submission_limits has no row for ${form}`)
  }
}
