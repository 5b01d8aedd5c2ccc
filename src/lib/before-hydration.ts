declare global {
  interface Window {
    /** Set once the page has hydrated: from then on each form's own handler decides what a send does. */
    __appReady?: boolean
  }
}

/**
 * Inline in every page's head (src/app/root.tsx), so it runs before anything can be pressed. A
 * prerendered page is visible, and its forms can be filled in, before its scripts have hydrated
 * it (docs/decisions/0007-scripts-after-first-paint.md). A form sent in that moment would be sent
 * by the browser itself: the site has no server, so that would only be a GET of the same page
 * with every field, email and phone included, in the URL. Until the page is live a send does
 * nothing; what was typed stays in the form, which hydrates with it (src/components/forms/form-kit.tsx).
 */
export const BEFORE_HYDRATION_SCRIPT =
  'addEventListener("submit",function(e){if(!window.__appReady)e.preventDefault()},true)'

/** Called once the whole page has hydrated. */
export function markAppReady(): void {
  window.__appReady = true
}
