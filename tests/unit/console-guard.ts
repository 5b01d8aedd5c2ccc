import { afterEach, beforeEach, vi } from 'vitest'

/**
 * Any console.error or console.warn fails the test (React warnings, unhandled requests, the
 * app's logs of failed backend calls...), unless the test declares it with `expectConsole`.
 * The calls are collected and reported after the test, because code that logs may catch a throw.
 */

type Level = 'error' | 'warn'

interface Expected {
  level: Level
  text: RegExp
  seen: boolean
}

let logged: { level: Level; text: string }[] = []
let expected: Expected[] = []

/**
 * Declares a log this test causes on purpose, matched on its text (the arguments joined with
 * spaces). Every matching call is then allowed, and the test fails if there was none.
 */
export function expectConsole(level: Level, text: RegExp): void {
  expected.push({ level, text, seen: false })
}

function textOf(args: unknown[]): string {
  return args.map(describe).join(' ')
}

/** A logged value as text: errors by name and message, plain objects (a PostgREST error) as JSON. */
function describe(value: unknown): string {
  if (typeof value === 'string' || value instanceof Error) return String(value)
  if (typeof value !== 'object' || value === null) return String(value)
  try {
    return JSON.stringify(value)
  } catch {
    return String(value)
  }
}

export function installConsoleGuard(): void {
  beforeEach(() => {
    logged = []
    expected = []
    for (const level of ['error', 'warn'] as const) {
      const original = console[level]
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        const text = textOf(args)
        logged.push({ level, text })
        // Declared logs stay out of the output; any other is shown where it happened.
        if (!expected.some((rule) => rule.level === level && rule.text.test(text))) original(...args)
      })
    }
  })

  afterEach(() => {
    vi.restoreAllMocks()
    const unexpected = logged.filter((log) => {
      const matches = expected.filter((rule) => rule.level === log.level && rule.text.test(log.text))
      for (const rule of matches) rule.seen = true
      return matches.length === 0
    })
    const problems = [
      ...unexpected.map((log) => `console.${log.level} was called during the test: ${log.text}`),
      ...expected
        .filter((rule) => !rule.seen)
        .map((rule) => `expected a console.${rule.level} matching ${rule.text}, but none was logged`),
    ]
    if (problems.length > 0) throw new Error(problems.join('\n'))
  })
}
