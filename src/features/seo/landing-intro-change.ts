import { answerChange } from '../../components/admin/use-route-action.ts'
import { saveLandingIntro } from './api/save-landing-intro.ts'

/** What the landing intro editor asks of SEO Management's route: store or clear one intro. */
export type LandingIntroChange = { landingPath: string; intro: string }

export type LandingIntroChangeResult = { ok: true } | { ok: false }

/** Whether a change sent to SEO Management is a landing page's intro (else a listing's SEO text). */
export function isLandingIntroChange(change: unknown): change is LandingIntroChange {
  return typeof change === 'object' && change !== null && 'landingPath' in change
}

/** SEO Management's clientAction for an intro; React Router then reloads the intros. */
export function applyLandingIntroChange(request: Request): Promise<LandingIntroChangeResult> {
  return answerChange(request, async ({ landingPath, intro }: LandingIntroChange) => {
    try {
      await saveLandingIntro(landingPath, intro)
      return { ok: true }
    } catch (error) {
      console.warn('Saving a landing page intro failed:', error)
      return { ok: false }
    }
  })
}
