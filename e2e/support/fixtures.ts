import { test as base, expect, type ConsoleMessage } from '@playwright/test'

/** A console error a test expects, matched on its text and the URL it came from. */
export interface AllowedConsoleError {
  text: RegExp
  url?: RegExp
}

interface ConsoleGuardFixtures {
  /** Console errors this test tolerates (none by default; set with `allowConsoleErrors`). */
  allowedConsoleErrors: AllowedConsoleError[]
  /** Every console error and uncaught exception of every page of the test's context. */
  consoleErrors: string[]
}

/**
 * For `test.use(allowConsoleErrors(...rules))`. Always the [value, options] form:
 * Playwright would read a bare list of two rules as [value, options].
 */
export function allowConsoleErrors(...rules: AllowedConsoleError[]) {
  const option: [AllowedConsoleError[], { scope: 'test' }] = [rules, { scope: 'test' }]
  return { allowedConsoleErrors: option }
}

function describe(message: ConsoleMessage): string {
  const { url, lineNumber } = message.location()
  const where = url ? ` (${url}${lineNumber ? `:${lineNumber}` : ''})` : ''
  return `console.error on ${message.page()?.url() ?? 'unknown page'}: ${message.text()}${where}`
}

/**
 * The project's test: like Playwright's, plus a guard that fails the test when any
 * page of its browser context (including pages it opens later) logs a console error
 * or throws an uncaught exception.
 */
export const test = base.extend<ConsoleGuardFixtures>({
  allowedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ context, allowedConsoleErrors }, use) => {
      const errors: string[] = []
      context.on('console', (message) => {
        if (message.type() !== 'error') return
        const { url } = message.location()
        const allowed = allowedConsoleErrors.some(
          (rule) => rule.text.test(message.text()) && (!rule.url || rule.url.test(url)),
        )
        if (!allowed) errors.push(describe(message))
      })
      context.on('weberror', (webError) => {
        errors.push(
          `uncaught exception on ${webError.page()?.url() ?? 'unknown page'}: ${webError.error().message}`,
        )
      })
      await use(errors)
      expect(errors, 'no page may log console errors or throw').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
