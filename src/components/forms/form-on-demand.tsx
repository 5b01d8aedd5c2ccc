import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react'
import { flushSync } from 'react-dom'
import { pressesHeld, takeFormSentBeforeReady, takeTypedBeforeLeaving } from '../../lib/before-hydration.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'
import { addToDraft, hasDraft } from './form-draft.ts'
import { HONEYPOT_FIELD } from './honeypot.tsx'
import {
  controlAt,
  controlIndex,
  hasBeenChanged,
  restoreFocus,
  restoreUnnamedTexts,
  takeSnapshot,
  type TypedBeforeReady,
  valuesOf,
} from './typed-before-ready.ts'

/** A form whose code (react-hook-form, zod, the submit call) is loaded only when it is needed. */
export interface OnDemandForm {
  /** Rendered at build time, so the prerendered page holds the whole form, and on navigation. */
  Lazy: ComponentType
  load: () => Promise<ComponentType>
  /** The session-storage key the form restores its draft from (src/components/forms/form-draft.ts). */
  draftKey: string
}

export function formOnDemand(load: () => Promise<ComponentType>, draftKey: string): OnDemandForm {
  let loading: Promise<ComponentType> | undefined
  const loadOnce = () => (loading ??= load())
  return {
    Lazy: lazy(() => loadOnce().then((component) => ({ default: component }))),
    load: loadOnce,
    draftKey,
  }
}

/** The honeypot is for robots: what fills it is never kept. */
function withoutHoneypot(values: Record<string, unknown>): Record<string, unknown> {
  const { [HONEYPOT_FIELD]: _robotsOnly, ...kept } = values
  return kept
}

/** The longest the live form waits for a key or pointer to be released before it takes over. */
const MAX_PRESS_WAIT_MS = 1000

/** Any of these in the prerendered form means the visitor is using it. */
const STARTING_EVENTS = ['focusin', 'pointerdown', 'keydown', 'input', 'change'] as const

interface Handover {
  snapshot: TypedBeforeReady
  /** A button (other than submit) pressed before the form was live: pressed again on the live one. */
  pressedIndex: number | null
  /** Sent before the form was live: sent again, through validation, by the live one. */
  submitted: boolean
}

/**
 * A prerendered form that becomes live when the visitor starts to use it
 * (docs/decisions/0007-scripts-after-first-paint.md). The page's HTML holds the whole form; while
 * the page hydrates, React leaves that HTML as it is instead of loading the form's code. The
 * first focus, tap, key or pointer over the form loads it; the live form then replaces the
 * prerendered one in a single synchronous step, taking over what was typed (through the form's
 * draft), the focus and selection, a button pressed and a submit. A visitor who comes back to a
 * stored draft gets the live form at once. On client-side navigation the form renders as usual.
 */
export function FormOnDemand({
  form,
  placeholderClassName,
}: {
  form: OnDemandForm
  /** Holds the form's place while its code loads after a client-side navigation. */
  placeholderClassName: string
}) {
  const hydrated = useHydrated()
  // True only for the instance the browser hydrates over the prerendered HTML.
  const [prerendered] = useState(() => typeof document !== 'undefined' && !hydrated)
  const [Live, setLive] = useState<ComponentType | null>(null)
  const prerenderedRef = useRef<HTMLDivElement>(null)
  const liveRef = useRef<HTMLDivElement>(null)
  const handover = useRef<Handover | null>(null)

  useEffect(() => {
    const container = prerenderedRef.current
    if (!prerendered || !container) return
    let started = false
    let stopped = false
    let pressedIndex: number | null = null
    let submitted = false
    /** Names of the controls typed into before the form was live. */
    const edited = new Set<string>()

    // The live form never replaces the prerendered one in the middle of a press: the click (or
    // the key's action) would land on an element that is gone.
    let waitingToSwap: (() => void) | null = null
    const release = () => {
      // After the click or the key's default action, which follow in this same task.
      if (pressesHeld() === 0 && waitingToSwap) setTimeout(waitingToSwap, 0)
    }
    const swapWhenReleased = (swap: () => void) => {
      if (pressesHeld() === 0) return swap()
      let done = false
      const once = () => {
        if (done) return
        done = true
        waitingToSwap = null
        swap()
      }
      waitingToSwap = once
      // A release this never sees (the window lost focus mid-press) delays the form, no more.
      setTimeout(once, MAX_PRESS_WAIT_MS)
    }

    const start = () => {
      if (started) return
      started = true
      void form.load().then((component) =>
        swapWhenReleased(() => {
          if (stopped) return
          const prerenderedForm = container.querySelector('form')
          const snapshot: TypedBeforeReady = prerenderedForm
            ? takeSnapshot(prerenderedForm, edited)
            : { values: {}, focusedIndex: null, selection: null, unnamedTexts: [] }
          addToDraft(form.draftKey, withoutHoneypot(snapshot.values))
          handover.current = { snapshot, pressedIndex, submitted }
          // Synchronous, so no keystroke can fall between the snapshot and the live form.
          flushSync(() => setLive(() => component))
        }),
      )
    }
    const preload = () => void form.load()
    const onClick = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null
      const prerenderedForm = container.querySelector('form')
      if (button?.type === 'button' && prerenderedForm) pressedIndex = controlIndex(prerenderedForm, button)
      start()
    }
    // Without its code the form would be sent by the browser itself, as a GET with every field
    // in the URL.
    const onSubmit = (event: Event) => {
      event.preventDefault()
      submitted = true
      start()
    }

    // Until the live form saves its own draft, what is typed goes to the draft at once, so a
    // reload in between loses nothing.
    const saveTyped = (event?: Event) => {
      const target = event?.target
      if (
        target instanceof HTMLInputElement ||
        target instanceof HTMLTextAreaElement ||
        target instanceof HTMLSelectElement
      ) {
        edited.add(target.name)
      }
      const prerenderedForm = container.querySelector('form')
      if (prerenderedForm) addToDraft(form.draftKey, withoutHoneypot(valuesOf(prerenderedForm, edited)))
    }
    container.addEventListener('input', saveTyped)
    container.addEventListener('change', saveTyped)
    for (const type of STARTING_EVENTS) container.addEventListener(type, start, true)
    // Used before the page was hydrated: typed into, focused or sent.
    const prerenderedForm = container.querySelector('form')
    // Typed before a reload that came before the page had hydrated: back into the form first.
    if (prerenderedForm) takeTypedBeforeLeaving(prerenderedForm)
    if (takeFormSentBeforeReady(container)) submitted = true
    const changed = prerenderedForm !== null && hasBeenChanged(prerenderedForm)
    if (changed) saveTyped()
    if (submitted || changed || container.contains(document.activeElement) || hasDraft(form.draftKey)) {
      start()
    }
    window.addEventListener('pointerup', release, true)
    window.addEventListener('pointercancel', release, true)
    window.addEventListener('keyup', release, true)
    container.addEventListener('pointerover', preload, { capture: true, once: true })
    container.addEventListener('click', onClick, true)
    container.addEventListener('submit', onSubmit, true)
    return () => {
      stopped = true
      for (const type of STARTING_EVENTS) container.removeEventListener(type, start, true)
      container.removeEventListener('pointerover', preload, true)
      window.removeEventListener('pointerup', release, true)
      window.removeEventListener('pointercancel', release, true)
      window.removeEventListener('keyup', release, true)
      container.removeEventListener('click', onClick, true)
      container.removeEventListener('submit', onSubmit, true)
      container.removeEventListener('input', saveTyped)
      container.removeEventListener('change', saveTyped)
    }
  }, [prerendered, form])

  // Before the live form is painted: focus stays where the visitor left it.
  useLayoutEffect(() => {
    const liveForm = liveRef.current?.querySelector('form')
    if (!Live || !handover.current || !liveForm) return
    restoreUnnamedTexts(liveForm, handover.current.snapshot)
    restoreFocus(liveForm, handover.current.snapshot)
  }, [Live])

  // After the live form's own effects (its draft is being saved by now): replay a press or a send.
  useEffect(() => {
    const taken = handover.current
    const liveForm = liveRef.current?.querySelector('form')
    if (!Live || !taken || !liveForm) return
    handover.current = null
    if (taken.pressedIndex !== null) {
      const button = controlAt(liveForm, taken.pressedIndex)
      if (button instanceof HTMLButtonElement) button.click()
    }
    if (taken.submitted) liveForm.requestSubmit()
  }, [Live])

  if (Live) {
    return (
      <div ref={liveRef} key="live">
        <Live />
      </div>
    )
  }
  if (prerendered) {
    // React keeps the element's prerendered children as they are: it neither hydrates nor
    // replaces inner HTML it is given, and suppressHydrationWarning says the difference is meant.
    return (
      <div
        ref={prerenderedRef}
        key="prerendered"
        dangerouslySetInnerHTML={{ __html: '' }}
        suppressHydrationWarning
      />
    )
  }
  return (
    <div key="live">
      <Suspense fallback={<div className={placeholderClassName} />}>
        <form.Lazy />
      </Suspense>
    </div>
  )
}
