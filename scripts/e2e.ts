/**
 * `npm run test:e2e`: checks that Chromium and Java (for the HTML checker) are installed, picks
 * free ports for the run's backend, app and test SMTP server (any free ports, so two runs never
 * race for the same one), then runs `playwright test` with the given arguments and exits with its code. playwright.config.ts starts
 * and stops the fresh backend and the built app.
 */
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { freePort } from '../supabase/local/free-port.ts'
import { chromiumProblem } from './check-chromium.ts'
import { javaProblem } from './check-html.ts'

const problem = chromiumProblem() ?? javaProblem()
if (problem) {
  console.error(problem)
  process.exit(1)
}

const env = { ...process.env }
env.E2E_BACKEND_PORT ||= String(await freePort())
env.E2E_APP_PORT ||= String(await freePort())
env.E2E_SMTP_PORT ||= String(await freePort())

const playwrightCli = createRequire(import.meta.url).resolve('@playwright/test/cli')
const child = spawn(process.execPath, [playwrightCli, 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env,
})

// Ctrl-C reaches Playwright directly (same process group); wait for it to clean up.
process.on('SIGINT', () => {})
process.on('SIGTERM', () => child.kill('SIGTERM'))

child.on('error', (error) => {
  console.error(`Could not start Playwright: ${error.message}`)
  process.exit(1)
})
child.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 1 : 0))
})
