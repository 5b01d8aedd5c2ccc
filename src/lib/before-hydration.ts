declare global {
  interface Window {
    /** Set once the page has hydrated: from then on React handles every event. */
    __appReady?: boolean
    /** The last form a visitor sent before the page had hydrated. */
    __formSentBeforeReady?: EventTarget | null
    /** Buttons a visitor pressed before the page had hydrated, in order. */
    __pressedBeforeReady?: EventTarget[]
    /** The pointers and keys held down right now. */
    __held?: Set<string>
  }
}

/**
 * Inline in every page's head (src/app/root.tsx), so it runs before anything can be clicked. A
 * prerendered page is visible, and usable to the eye, before its scripts have hydrated it
 * (docs/decisions/0007-scripts-after-first-paint.md); what a visitor does in that moment is kept:
 *
 * - A form is never sent by the browser itself: the site has no server, so that would only be a
 *   GET of the same page with every field, email and phone included, in the URL. The form sent
 *   is remembered and the live form sends it (src/components/forms/form-on-demand.tsx). Every
 *   form the scripts handle prevents the browser's sending anyway, so this changes nothing for
 *   them.
 * - A button pressed before hydration (a gallery's Next, the menu) is pressed again once the page
 *   has hydrated (replayPressesBeforeReady).
 * - The pointers and keys held down are known from the start (pressesHeld), so a part of the page
 *   that replaces itself can wait for a press that began before its scripts to end.
 */
export const BEFORE_HYDRATION_SCRIPT =
  'addEventListener("submit",function(e){e.preventDefault();if(!window.__appReady)window.__formSentBeforeReady=e.target},true);' +
  'addEventListener("click",function(e){if(window.__appReady||!e.target.closest)return;var b=e.target.closest("button");' +
  'if(b&&b.type==="button")(window.__pressedBeforeReady=window.__pressedBeforeReady||[]).push(b)},true);' +
  'var h=window.__held=new Set;function k(e){return e.pointerId!==undefined?"p"+e.pointerId:"k"+e.code}' +
  '["pointerdown","keydown"].forEach(function(t){addEventListener(t,function(e){h.add(k(e))},true)});' +
  '["pointerup","pointercancel","keyup"].forEach(function(t){addEventListener(t,function(e){h.delete(k(e))},true)});' +
  'addEventListener("blur",function(){h.clear()})'

/** How many pointers and keys are held down right now. */
export function pressesHeld(): number {
  return window.__held?.size ?? 0
}

/** Whether a form inside `container` was sent before the page hydrated; forgets it once asked. */
export function takeFormSentBeforeReady(container: Element): boolean {
  const sent = window.__formSentBeforeReady
  if (!(sent instanceof Node) || !container.contains(sent)) return false
  window.__formSentBeforeReady = null
  return true
}

/**
 * Called once the page has hydrated: presses again, in order, the buttons pressed before. React
 * kept the prerendered elements, so they are the same ones, now with their handlers.
 */
export function replayPressesBeforeReady(): void {
  window.__appReady = true
  const pressed = window.__pressedBeforeReady ?? []
  window.__pressedBeforeReady = []
  for (const button of pressed) {
    if (button instanceof HTMLButtonElement && button.isConnected) button.click()
  }
}
