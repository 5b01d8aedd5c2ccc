import { useId, useState } from 'react'
import { useRouteAction } from '../../../components/admin/use-route-action.ts'
import { Field, inputClass } from '../../../components/forms/field.tsx'
import { buttonClasses } from '../../../components/ui/button-styles.ts'
import { useToast } from '../../../components/toast/use-toast.ts'
import type { LandingIntroChange, LandingIntroChangeResult } from '../landing-intro-change.ts'

/** A landing page as the editor offers it: its path, heading and how many listings it has. */
export interface LandingPageChoice {
  path: string
  heading: string
  count: number
}

export const LANDING_INTRO_MAX = 2000

/**
 * SEO Management's intros of landing pages: pick a page (the biggest first) or type its path,
 * write its intro, save; an empty intro clears it and the page shows its default text.
 */
export function LandingIntroEditor({
  pages,
  intros,
}: {
  pages: readonly LandingPageChoice[]
  intros: Readonly<Record<string, string>>
}) {
  const { toast } = useToast()
  const listId = useId()
  const saveChange = useRouteAction<LandingIntroChange, LandingIntroChangeResult>()
  const [path, setPath] = useState(pages[0]?.path ?? '')
  const [intro, setIntro] = useState(intros[path] ?? '')
  const saving = saveChange.sending !== undefined
  const known = pages.find((page) => page.path === path)

  const choose = (next: string) => {
    setPath(next)
    setIntro(intros[next.trim()] ?? '')
  }

  const save = async (text: string) => {
    const result = await saveChange.run({ landingPath: path.trim(), intro: text })
    if (!result.ok) {
      toast({ title: 'Error', description: 'Failed to save the intro.', variant: 'destructive' })
      return
    }
    if (!text.trim()) setIntro('')
    toast({
      title: text.trim() ? 'Intro saved' : 'Intro cleared',
      description: text.trim() ? `Saved for ${path.trim()}.` : `${path.trim()} shows its default intro.`,
      variant: 'success',
    })
  }

  return (
    <section aria-labelledby={`${listId}-title`} className="mt-10 border-t border-gray-200 pt-6">
      <h2 id={`${listId}-title`} className="text-lg font-semibold text-gray-900">
        Landing page intros
      </h2>
      <p className="mt-1 text-sm text-gray-600">
        The text under the heading of a place or style page. Without one, the page says how many listings it
        has, how many teach online, in which languages and how many are verified.
      </p>
      <form
        className="mt-4 max-w-2xl space-y-4"
        onSubmit={(event) => {
          event.preventDefault()
          void save(intro)
        }}
      >
        <Field
          label="Landing page"
          hint={
            known
              ? `${known.heading}: ${known.count} listings`
              : 'Choose a page, biggest first, or type its path'
          }
        >
          {(control) => (
            <>
              <input
                {...control}
                className={inputClass}
                list={`${listId}-pages`}
                value={path}
                onChange={(event) => choose(event.target.value)}
                required
                pattern="/(teachers|studios)/(in|style)/[a-z0-9/-]+"
                readOnly={saving}
              />
              <datalist id={`${listId}-pages`}>
                {pages.map((page) => (
                  <option key={page.path} value={page.path}>
                    {`${page.heading} (${page.count})`}
                  </option>
                ))}
              </datalist>
            </>
          )}
        </Field>
        <Field
          label="Intro"
          hint={`Up to ${LANDING_INTRO_MAX} characters. Leave empty for the default text.`}
        >
          {(control) => (
            <textarea
              {...control}
              className={inputClass}
              rows={5}
              maxLength={LANDING_INTRO_MAX}
              value={intro}
              onChange={(event) => setIntro(event.target.value)}
              readOnly={saving}
            />
          )}
        </Field>
        <div className="flex gap-3">
          <button type="submit" className={buttonClasses('primary')} disabled={saving} aria-busy={saving}>
            {saving ? 'Saving...' : 'Save intro'}
          </button>
          <button
            type="button"
            className={buttonClasses('outline')}
            disabled={saving || intros[path.trim()] === undefined}
            onClick={() => void save('')}
          >
            Clear intro
          </button>
        </div>
      </form>
    </section>
  )
}
