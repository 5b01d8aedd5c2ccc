import { dataClient } from '../../../lib/data-client.ts'
import { answerOf, cancelledBy } from '../../../lib/postgrest-query.ts'

/** What an admin wrote for the landing page at `path` in SEO Management, or null. */
export async function readLandingIntro(path: string, signal?: AbortSignal): Promise<string | null> {
  const query = dataClient.from('landing_page_texts').select('intro').eq('path', path)
  const { data } = await answerOf(cancelledBy(query, signal).maybeSingle())
  return data?.intro ?? null
}

/** Every intro admins have written, by path. */
export async function listLandingIntros(signal?: AbortSignal): Promise<Record<string, string>> {
  const query = dataClient.from('landing_page_texts').select('path, intro').order('path')
  const { data } = await answerOf(cancelledBy(query, signal))
  return Object.fromEntries(data.map((row) => [row.path, row.intro]))
}
