import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { formatHtmlError, htmlFilesUnder, validateHtml } from '../scripts/check-html.ts'
import { expect, test } from './support/fixtures.ts'
import { publicPages, sampleStudioSlug, sampleTeacherSlug } from './support/pages.ts'

// Valid HTML (W3C Nu HTML Checker, scripts/check-html.ts) for every page: each .html file of the
// build that playwright.config.ts made and serves, so a page type added later is checked without
// a change here, and the public pages that exist only in the browser (from the SPA fallback), as
// their rendered document.

function clientDir(): string {
  const buildDir = process.env.E2E_BUILD_DIR
  if (!buildDir) throw new Error('E2E_BUILD_DIR is not set: run the end-to-end tests with npm run test:e2e')
  return path.join(buildDir, 'client')
}

/** The file a prerendered path is served from, relative to the client folder. */
function prerenderedFile(urlPath: string): string {
  return urlPath === '/' ? 'index.html' : `${urlPath.slice(1)}/index.html`
}

test('every page of the site is valid HTML', async ({ page }) => {
  // One Java process for all pages; it takes some 15 s to start and check the seed's pages.
  test.setTimeout(180_000)
  const root = clientDir()
  const built = htmlFilesUnder(root)
  const builtPages = built.map((file) => path.relative(root, file))
  // A check of no pages would pass: the build must hold every prerendered page type.
  expect(builtPages).toEqual(
    expect.arrayContaining([
      '__spa-fallback.html',
      'index.html',
      'teachers/index.html',
      'studios/index.html',
      prerenderedFile(`/teacher/${sampleTeacherSlug}`),
      prerenderedFile(`/studio/${sampleStudioSlug}`),
      'about/index.html',
      'contact/index.html',
      'join/index.html',
      'studios/apply/index.html',
    ]),
  )

  // The pages the browser renders from the SPA fallback (not found, thank you, ...), as rendered.
  const renderedDir = mkdtempSync(path.join(os.tmpdir(), 'yoga-rendered-html-'))
  try {
    const rendered: string[] = []
    for (const publicPage of publicPages.filter(
      (each) => !existsSync(path.join(root, prerenderedFile(each.path))),
    )) {
      await page.goto(publicPage.path)
      await publicPage.ready(page)
      const file = path.join(renderedDir, `${publicPage.name.replace(/\W+/g, '-')}.html`)
      writeFileSync(file, await page.content())
      rendered.push(file)
    }
    expect(rendered.map((file) => path.basename(file))).toContain('not-found.html')

    const errors = await validateHtml([...built, ...rendered])
    const where = (file: string) => (file.startsWith(renderedDir) ? renderedDir : root)
    expect(
      errors.map((error) => formatHtmlError(error, where(error.file))),
      'vnu errors (file:line:column)',
    ).toEqual([])
  } finally {
    rmSync(renderedDir, { recursive: true, force: true })
  }
})
