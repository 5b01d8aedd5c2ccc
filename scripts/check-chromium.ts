import { accessSync, constants, statSync } from 'node:fs'

/** Debian's Chromium; Playwright cannot download its own browsers here. */
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium'

/**
 * Flags for headless Chromium on this kind of machine: run as root without a sandbox,
 * no GPU, and none of the background connections a closed network refuses.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
]

/** The Chromium the end-to-end tests launch: PLAYWRIGHT_CHROMIUM_PATH, else Debian's. */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  const override = env.PLAYWRIGHT_CHROMIUM_PATH?.trim()
  return override ? override : DEFAULT_CHROMIUM_PATH
}

/** One line saying how to get Chromium when it is missing, or null when it is there. */
export function chromiumProblem(env: NodeJS.ProcessEnv = process.env): string | null {
  const executable = chromiumPath(env)
  try {
    accessSync(executable, constants.X_OK)
    if (statSync(executable).isFile()) return null
  } catch {
    // Missing or not executable: fall through to the message.
  }
  return (
    `Chromium not found at ${executable}: install it with 'sudo apt-get install -y chromium' ` +
    `(Debian/Ubuntu) or set PLAYWRIGHT_CHROMIUM_PATH.`
  )
}
