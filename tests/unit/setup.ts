import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, beforeEach, vi } from 'vitest'
import { server } from './msw-server.ts'

// jsdom has no scrolling ("Not implemented" goes to console.error); the layout scrolls to the
// top on every new page. Marked as stubbed so test helpers that stub it too leave it alone.
window.scrollTo = Object.assign(() => {}, { __stubbed: true })

// Listen before the test file imports the app: the light PostgREST client (src/lib/data-client.ts)
// keeps the `fetch` it finds when it is created, so msw must have patched it by then.
server.listen({ onUnhandledRequest: 'error' })
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

afterEach(() => cleanup())

// Any console.error (React warnings, unhandled requests, failed prop types...) fails the test.
// The calls are collected and reported after the test, because code that logs may catch a throw.
let consoleErrors: unknown[][] = []

beforeEach(() => {
  consoleErrors = []
  const originalConsoleError = console.error
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args)
    originalConsoleError(...args)
  })
})

afterEach(() => {
  vi.restoreAllMocks()
  if (consoleErrors.length > 0) {
    const messages = consoleErrors.map((args) => args.map(String).join(' ')).join('\n')
    throw new Error(`console.error was called during the test:\n${messages}`)
  }
})
