import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { server } from './msw-server.ts'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
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
