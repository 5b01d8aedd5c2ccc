import { answerChange } from '../../components/admin/use-route-action.ts'
import { saveListingSeo } from './api/save-listing-seo.ts'
import type { ListingKind, ListingSeoUpdate } from './seo-suggestions.ts'

/** What the SEO editor asks of SEO Management's route: store one listing's SEO text. */
export type SeoChange = { kind: ListingKind; id: string } & {
  [Column in keyof ListingSeoUpdate]: string | null
}

export type SeoChangeResult = { ok: true } | { ok: false }

/** SEO Management's clientAction: saves the editor's text; React Router then reloads the list. */
export function applySeoChange(request: Request): Promise<SeoChangeResult> {
  return answerChange(request, save)
}

async function save({ kind, id, seo_title, seo_description }: SeoChange): Promise<SeoChangeResult> {
  try {
    await saveListingSeo(kind, id, { seo_title, seo_description })
    return { ok: true }
  } catch (error) {
    console.warn('Saving SEO data failed:', error)
    return { ok: false }
  }
}
