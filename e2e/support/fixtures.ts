import { test as base, expect, type ConsoleMessage } from '@playwright/test'
import type { Database } from '../../src/types/database.types.ts'
import { startTestSmtpServer, type TestSmtpServer } from '../../tests/test-smtp-server.ts'
import { adminClient } from './backend.ts'

type TableName = keyof Database['public']['Tables']

/** The bucket the app uploads every image to. */
const BUCKET = 'studio-assets'

/**
 * What a test creates, for the `cleanup` fixture to delete with the service role once the test
 * is over, whether it passed or failed. Images uploaded by the test's pages are registered on
 * their own.
 */
export interface Cleanup {
  /** The rows of `table` whose `column` is `value` (a row the test inserted). */
  row(table: TableName, column: string, value: string | number): void
  /** The rows of `table` whose `column` contains `tag`: rows made through the UI, named with the test's tag. */
  tagged(table: TableName, column: string, tag: string): void
  /** An object of the image bucket, by its path in the bucket or any of its URLs. */
  storageObject(pathOrUrl: string): void
}

type RowTarget = { table: TableName; column: string } & ({ value: string | number } | { tag: string })

/** The object's path in the image bucket, for a path or a storage URL (upload or public). */
function objectPath(pathOrUrl: string): string | null {
  if (!/^https?:/.test(pathOrUrl)) return pathOrUrl
  const match = new RegExp(`/storage/v1/object/(?:public/)?${BUCKET}/([^?#]+)`).exec(pathOrUrl)
  return match ? decodeURIComponent(match[1]!) : null
}

async function deleteAll(rows: RowTarget[], objects: Set<string>): Promise<string[]> {
  const client = adminClient()
  const problems: string[] = []
  for (const target of rows) {
    const request = client.from(target.table).delete()
    const { error } =
      'tag' in target
        ? await request.like(target.column, `%${target.tag}%`)
        : await request.eq(target.column, target.value)
    if (error) problems.push(`deleting ${target.table} rows failed: ${error.message}`)
  }
  if (objects.size > 0) {
    const { error } = await client.storage.from(BUCKET).remove([...objects])
    if (error) problems.push(`deleting ${[...objects].join(', ')} failed: ${error.message}`)
  }
  return problems
}

/** A console error a test expects, matched on its text and the URL it came from. */
export interface AllowedConsoleError {
  text: RegExp
  url?: RegExp
}

interface ProjectFixtures {
  /** Console errors this test tolerates (none by default; set with `allowConsoleErrors`). */
  allowedConsoleErrors: AllowedConsoleError[]
  /** Every console error and uncaught exception of every page of the test's context. */
  consoleErrors: string[]
  /** Registers what the test creates; all of it is deleted after the test, even a failed one. */
  cleanup: Cleanup
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

interface WorkerFixtures {
  /**
   * The SMTP server the run's backend sends its mail to (E2E_SMTP_PORT, playwright.config.ts),
   * with every mail it caught. Started for the worker by the first test that reads mail.
   */
  mailbox: TestSmtpServer
}

/**
 * The project's test: like Playwright's, plus a guard that fails the test when any
 * page of its browser context (including pages it opens later) logs a console error
 * or throws an uncaught exception, and the `cleanup` of what the test created.
 */
export const test = base.extend<ProjectFixtures, WorkerFixtures>({
  mailbox: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
    async ({}, use) => {
      const mailbox = await startTestSmtpServer({ port: Number(process.env.E2E_SMTP_PORT) })
      await use(mailbox)
      await mailbox.stop()
    },
    { scope: 'worker' },
  ],
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
  cleanup: [
    async ({ context }, use) => {
      const rows: RowTarget[] = []
      const objects = new Set<string>()
      const storageObject = (pathOrUrl: string) => {
        const path = objectPath(pathOrUrl)
        if (path) objects.add(path)
      }
      // Every image a page of the test uploads, whether or not a row ends up pointing to it.
      context.on('request', (request) => {
        if (request.method() === 'POST') storageObject(request.url())
      })
      await use({
        row: (table, column, value) => rows.push({ table, column, value }),
        tagged: (table, column, tag) => {
          // A short tag would match other tests' rows, an empty one every row.
          if (tag.length < 8) throw new Error(`cleanup.tagged needs a unique tag, not '${tag}'`)
          rows.push({ table, column, tag })
        },
        storageObject,
      })
      expect(await deleteAll(rows, objects), 'deleting what the test created').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
