/**
 * Prints the lines of form code in src/ at two commits, file by file, then the totals. It prints
 * figures; it never passes or fails anything. Run:
 *
 *   npm run figures:forms                     (the start of the form kit, e13c390, against HEAD)
 *   npm run figures:forms -- --base REV --head REV
 *
 * Form code: every file of src/ whose name has the word "form" (the forms, their sections, their
 * schemas and values, the kit, drafts), src/components/forms/ and the image fields (media), the
 * admin form pieces (src/features/listings/components/), the SEO dialog, and how forms send, load and
 * upload images. Lines are counted without the
 * blank ones, from git, so uncommitted changes do not count.
 */
import { execFileSync } from 'node:child_process'
import { parseArgs } from 'node:util'

const FORM_CODE = [
  /(^|[/-])forms?[-.]/,
  /^src\/components\/(forms|media)\//,
  /^src\/features\/media\//,
  /^src\/components\/admin\/form-errors/,
  /^src\/features\/listings\/components\/(admin-draft|stale-edit-alert|listing-fields|form-actions)/,
  /seo-dialog\.tsx$/,
  // How forms send and load: the guards against a second send, failure notices, loading for edit,
  // image uploads.
  /(use-submit-once|use-send-failure-notice|use-admin-load|upload-application-logo|upload-image)\.ts$/,
  /(send-controls|website-field)\.tsx$/,
  /^src\/lib\/storage\.ts$/,
]

const { values } = parseArgs({
  options: { base: { type: 'string', default: 'e13c390' }, head: { type: 'string', default: 'HEAD' } },
})

const git = (...args: string[]) =>
  execFileSync('git', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })

/** The form code files at `rev`, with their non-blank line counts. */
function formLines(rev: string): Map<string, number> {
  const files = git('ls-tree', '-r', '--name-only', rev, 'src')
    .split('\n')
    .filter((file) => /\.(ts|tsx)$/.test(file) && FORM_CODE.some((pattern) => pattern.test(file)))
  return new Map(
    files.map((file) => [
      file,
      git('show', `${rev}:${file}`)
        .split('\n')
        .filter((line) => line.trim() !== '').length,
    ]),
  )
}

const base = formLines(values.base)
const head = formLines(values.head)
const width = Math.max(...[...base.keys(), ...head.keys()].map((file) => file.length))
const cell = (count: number | undefined) => String(count ?? '-').padStart(7)

console.log(`${'file'.padEnd(width)} ${values.base.padStart(7)} ${values.head.padStart(7)}`)
for (const file of [...new Set([...base.keys(), ...head.keys()])].sort()) {
  console.log(`${file.padEnd(width)} ${cell(base.get(file))} ${cell(head.get(file))}`)
}
const total = (lines: Map<string, number>) => [...lines.values()].reduce((sum, count) => sum + count, 0)
console.log(`${'total'.padEnd(width)} ${cell(total(base))} ${cell(total(head))}`)
