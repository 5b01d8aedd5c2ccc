/**
 * The W3C Nu HTML Checker (vnu, from the `vnu-jar` package) over HTML files: one Java process for
 * all of them, errors only (warnings never fail). `tsx scripts/check-html.ts [dir]` checks every
 * `.html` file under `dir` (by default `dist/client`, what `npm run build` writes) and prints
 * `file:line:column: message` for each error, exiting 1 when there is any. The browser tests run
 * the same check over the build they serve (e2e/valid-html.spec.ts).
 */
import { spawn, spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** vnu runs on Java 11 or later. */
const MINIMUM_JAVA = 11

export interface HtmlError {
  /** Absolute path of the checked file. */
  file: string
  line?: number
  column?: number
  message: string
}

/** One line saying how to get Java when it is missing or too old, or null when it will do. */
export function javaProblem(): string | null {
  const install = "install it with 'sudo apt-get install -y default-jre-headless' (Debian/Ubuntu)"
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' })
  if (result.error) return `Java not found on PATH (the HTML checker runs on it): ${install}.`
  const major = Number(/version "(\d+)/.exec(`${result.stderr}${result.stdout}`)?.[1])
  if (!(major >= MINIMUM_JAVA)) {
    return `The HTML checker needs Java ${MINIMUM_JAVA} or later, found: ${result.stderr.split('\n')[0]}; ${install}.`
  }
  return null
}

/** Every `.html` file under `dir`, sorted, as absolute paths. */
export function htmlFilesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.resolve(entry.parentPath, entry.name))
    .sort()
}

interface VnuMessage {
  type: string
  url?: string
  lastLine?: number
  firstColumn?: number
  message: string
}

/**
 * The errors in vnu's `--format json` report. With `--errors-only` it holds only errors and
 * 'non-document-error's (a file it could not read or parse), and both fail the check.
 */
export function errorsInReport(report: string): HtmlError[] {
  const { messages } = JSON.parse(report) as { messages: VnuMessage[] }
  return messages
    .filter((message) => message.type !== 'info')
    .map((message) => ({
      file: message.url?.startsWith('file:') ? fileURLToPath(message.url) : (message.url ?? '(no file)'),
      line: message.lastLine,
      column: message.firstColumn,
      message: message.message,
    }))
}

/** `file:line:column: message`, the file relative to `root`. */
export function formatHtmlError(error: HtmlError, root: string): string {
  const where = [path.relative(root, error.file), error.line, error.column].filter(
    (part) => part !== undefined,
  )
  return `${where.join(':')}: ${error.message}`
}

/** Runs vnu once over `files`; resolves with their errors (none: valid HTML). */
export async function validateHtml(files: readonly string[]): Promise<HtmlError[]> {
  if (files.length === 0) return []
  const problem = javaProblem()
  if (problem) throw new Error(problem)
  const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar')
  // --exit-zero-always: the report, not the exit code, says what is wrong; a non-zero exit is
  // then vnu itself failing.
  const args = ['-jar', vnuJar, '--errors-only', '--format', 'json', '--exit-zero-always', ...files]
  const report = await new Promise<string>((resolve, reject) => {
    const child = spawn('java', args, { stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve(stderr) : reject(new Error(`vnu exited with ${code}:\n${stderr.slice(-4000)}`)),
    )
  })
  return errorsInReport(report)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? 'dist/client')
  const files = htmlFilesUnder(root)
  if (files.length === 0) {
    console.error(`No .html files under ${root}: build the site first (npm run build).`)
    process.exit(1)
  }
  const errors = await validateHtml(files)
  for (const error of errors) console.error(formatHtmlError(error, root))
  console.log(`Checked ${files.length} HTML files under ${root}; errors: ${errors.length}.`)
  process.exit(errors.length === 0 ? 0 : 1)
}
