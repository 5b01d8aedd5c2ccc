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

/** Where the inline script keeps what was typed into a page left before it hydrated. */
export const TYPED_BEFORE_LEAVING_KEY = 'typed-before-leaving'

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
 * - What was typed into a form is kept when the page is left (a reload) before it hydrated: the
 *   changed controls go to session storage under TYPED_BEFORE_LEAVING_KEY, by form and control
 *   position, and the form puts them back when the page comes again (takeTypedBeforeLeaving).
 *   Passwords and files are never kept.
 */
export const BEFORE_HYDRATION_SCRIPT =
  'addEventListener("submit",function(e){e.preventDefault();if(!window.__appReady)window.__formSentBeforeReady=e.target},true);' +
  'addEventListener("click",function(e){if(window.__appReady||!e.target.closest)return;var b=e.target.closest("button");' +
  'if(b&&b.type==="button")(window.__pressedBeforeReady=window.__pressedBeforeReady||[]).push(b)},true);' +
  'var h=window.__held=new Set;function k(e){return e.pointerId!==undefined?"p"+e.pointerId:"k"+e.code}' +
  '["pointerdown","keydown"].forEach(function(t){addEventListener(t,function(e){h.add(k(e))},true)});' +
  '["pointerup","pointercancel","keyup"].forEach(function(t){addEventListener(t,function(e){h.delete(k(e))},true)});' +
  'addEventListener("blur",function(){h.clear()});' +
  'addEventListener("pagehide",function(){if(window.__appReady)return;var d=[],m=Array.prototype.map;' +
  'try{m.call(document.forms,function(f,i){m.call(f.elements,function(c,j){var t=c.type,v;' +
  'if(!c.name||t==="password"||t==="file"||t==="hidden"||c.tagName==="BUTTON")return;' +
  'if(t==="checkbox"||t==="radio"){if(c.checked!==c.defaultChecked)v=c.checked}' +
  'else if(c.options){if(m.call(c.options,function(o){return o.selected!==o.defaultSelected}).indexOf(true)>=0)' +
  'v=m.call(c.options,function(o){return o.selected})}else if(c.value!==c.defaultValue)v=c.value;' +
  'if(v!==undefined)d.push([i,j,c.name,v])})});' +
  'if(d.length)sessionStorage.setItem("' +
  TYPED_BEFORE_LEAVING_KEY +
  '",JSON.stringify({path:location.pathname,controls:d}))}catch(e){}})'

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

/** A control's value as the inline script keeps it: text, checked, or each option's selected. */
type KeptValue = string | boolean | boolean[]

function isKeptControl(value: unknown): value is [number, number, string, KeptValue] {
  if (!Array.isArray(value) || value.length !== 4) return false
  const [formIndex, controlIndex, name, kept] = value as unknown[]
  return (
    typeof formIndex === 'number' &&
    typeof controlIndex === 'number' &&
    typeof name === 'string' &&
    (typeof kept === 'string' ||
      typeof kept === 'boolean' ||
      (Array.isArray(kept) && kept.every((selected) => typeof selected === 'boolean')))
  )
}

/**
 * Puts back into `form` what the visitor had typed into it when they left this page before it
 * hydrated (a reload), as the inline script kept it, and forgets it. A control is filled only if
 * it is still at the same position with the same name, so a page that changed meanwhile is left
 * as it is. What was kept for another page stays for that page. Returns whether anything was put
 * back.
 */
export function takeTypedBeforeLeaving(form: HTMLFormElement): boolean {
  let kept: unknown
  try {
    kept = JSON.parse(window.sessionStorage.getItem(TYPED_BEFORE_LEAVING_KEY) ?? 'null')
  } catch {
    kept = null
  }
  const { path, controls } = (typeof kept === 'object' && kept !== null ? kept : {}) as {
    path?: unknown
    controls?: unknown
  }
  // Kept for another page: that page takes it when it comes again.
  if (typeof path === 'string' && path !== window.location.pathname) return false
  try {
    window.sessionStorage.removeItem(TYPED_BEFORE_LEAVING_KEY)
  } catch {
    return false
  }
  if (!Array.isArray(controls)) return false
  const formIndex = Array.from(document.forms).indexOf(form)
  let restored = false
  for (const entry of controls) {
    if (!isKeptControl(entry) || entry[0] !== formIndex) continue
    const [, controlIndex, name, value] = entry
    const control = form.elements[controlIndex]
    if (!control || (control as HTMLInputElement).name !== name) continue
    if (control instanceof HTMLSelectElement && Array.isArray(value)) {
      Array.from(control.options).forEach((option, index) => (option.selected = value[index] ?? false))
    } else if (control instanceof HTMLInputElement && typeof value === 'boolean') {
      control.checked = value
    } else if (
      (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) &&
      typeof value === 'string'
    ) {
      control.value = value
    } else continue
    restored = true
  }
  return restored
}
