import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach } from 'vitest'
import { installConsoleGuard } from './console-guard.ts'
import { server } from './msw-server.ts'

// findBy… waits for what should appear: 1 s (the default) is short on a busy 2-core machine, where
// a route's lazy chunk can take longer; a wait ends as soon as the element is there.
configure({ asyncUtilTimeout: 5000 })

// jsdom has no scrolling ("Not implemented" goes to console.error); the layout scrolls to the
// top on every new page. Marked as stubbed so test helpers that stub it too leave it alone.
window.scrollTo = Object.assign(() => {}, { __stubbed: true })

// Registered first so its check runs after the hooks below (after-hooks run last-registered
// first): a failed check then still leaves the page unmounted and the handlers reset.
installConsoleGuard()

// Listen before the test file imports the app: the light PostgREST client (src/lib/data-client.ts)
// keeps the `fetch` it finds when it is created, so msw must have patched it by then.
server.listen({ onUnhandledRequest: 'error' })
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

afterEach(() => cleanup())

// The form kit loads zod's resolver on a form's first check (src/components/forms/form-kit.tsx).
// Loaded once per test file here, so the first check of a test doesn't wait on a cold import when
// the machine is busy.
await import('@hookform/resolvers/zod')
