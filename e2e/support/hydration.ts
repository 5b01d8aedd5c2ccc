import type { Page } from '@playwright/test'

/**
 * Holds back the app's entry module, so the page stays as prerendered (visible, fillable, not yet
 * hydrated) until `release` is called.
 */
export async function holdHydration(page: Page): Promise<{ release: () => void }> {
  let release: () => void = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/entry\.client-[^/]*\.js$/, async (route) => {
    await released
    await route.continue()
  })
  return { release }
}

/** Resolves once the whole page has hydrated (`window.__appReady`, src/lib/before-hydration.ts). */
export async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction('window.__appReady === true')
}
