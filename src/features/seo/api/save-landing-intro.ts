/**
 * Stores an admin's intro for the landing page at `path`, or removes it when `intro` is empty (the
 * page then shows its default intro). An update first, then an insert: the path of a stored
 * intro is not writable (supabase/migrations/20251130000100_landing_page_texts.sql), so an upsert,
 * which writes every column it sends, would be refused.
 */
export async function saveLandingIntro(path: string, intro: string): Promise<void> {
  const { supabase } = await import('../../../lib/supabase.ts')
  const text = intro.trim()
  const fail = (error: { message: string } | null, status: number) => {
    if (error) throw new Error(error.message || `Request failed with status ${status}.`, { cause: error })
  }
  if (!text) {
    const { error, status } = await supabase.from('landing_page_texts').delete().eq('path', path)
    return fail(error, status)
  }
  const updated = await supabase
    .from('landing_page_texts')
    .update({ intro: text })
    .eq('path', path)
    .select('path')
  fail(updated.error, updated.status)
  if ((updated.data ?? []).length > 0) return
  const inserted = await supabase.from('landing_page_texts').insert({ path, intro: text })
  fail(inserted.error, inserted.status)
}
