import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/**
 * Every reference to the project's documentation resolves inside the repository: no file cites a
 * document that lives elsewhere, every `docs/….md` path names a file that exists, and a section,
 * difference, convention or quoted heading cited in one of those files is there.
 */

/** Tracked text files with their contents (binary files, which hold a NUL byte, are left out). */
function trackedTextFiles(): { path: string; text: string }[] {
  const paths = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' }).split('\0').filter(Boolean)
  return paths
    .filter((path) => existsSync(path))
    .map((path) => ({ path, text: readFileSync(path, 'utf8') }))
    .filter(({ text }) => !text.includes('\0'))
}

const files = trackedTextFiles()

/** `file:line: the line`, for a failure message. */
function located(path: string, text: string, index: number): string {
  const line = text.slice(0, index).split('\n').length
  return `${path}:${line}: ${text.split('\n')[line - 1]!.trim()}`
}

/** Every match of `pattern` in every tracked file, located. */
function citations(pattern: RegExp): { where: string; match: RegExpExecArray }[] {
  return files.flatMap(({ path, text }) =>
    [...text.matchAll(pattern)].map((match) => ({ where: located(path, text, match.index), match })),
  )
}

/** Text with comment leaders at line starts and runs of white space made single spaces. */
function flattened(text: string): string {
  return text
    .replace(/\n\s*(?:\*|\/\/|#|--)?\s*/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

// The documents that used to be kept outside the repository, spelled so this file does not cite them.
const OUTSIDE_DOCUMENTS = ['SPEC', 'ARCHITECTURE', 'STYLE'].map((name) => `${name}.md`)
const outsideDocument = new RegExp(`\\b(?:${OUTSIDE_DOCUMENTS.join('|').replaceAll('.', '\\.')})`, 'g')

describe('documentation references', () => {
  it('cite no document kept outside the repository', () => {
    expect(citations(outsideDocument).map(({ where }) => where)).toEqual([])
  })

  it('name docs/ files that exist', () => {
    const missing = citations(/(?<![\w.-])docs\/[\w./-]*?\.md\b/g)
      .filter(({ match }) => !existsSync(match[0]))
      .map(({ where }) => where)
    expect(missing).toEqual([])
  })

  it('name sections and differences of docs/product.md that exist', () => {
    const product = readFileSync('docs/product.md', 'utf8')
    const missing = [
      ...citations(/docs\/product\.md((?:,? §\d+)+)/g).flatMap(({ where, match }) =>
        [...match[1]!.matchAll(/§(\d+)/g)]
          .filter(([, section]) => !product.includes(`\n## ${section}. `))
          .map(([cited]) => `${where} (${cited})`),
      ),
      ...citations(/docs\/product\.md\s+(?:\*\s+)?difference (\d+)/g)
        .filter(({ match }) => !product.includes(`\n### Difference ${match[1]}: `))
        .map(({ where, match }) => `${where} (difference ${match[1]})`),
    ]
    expect(missing).toEqual([])
  })

  it('name conventions of docs/architecture.md that exist', () => {
    const conventions = readFileSync('docs/architecture.md', 'utf8').split('\n## Conventions\n')[1] ?? ''
    const missing = citations(/docs\/architecture\.md convention (\d+)/g)
      .filter(({ match }) => !conventions.includes(`\n${match[1]}. `))
      .map(({ where }) => where)
    expect(missing).toEqual([])
  })

  it('quote headings and phrases that the cited page holds', () => {
    const missing = citations(/(docs\/[\w./-]+\.md)(?:,? §\d+)* "([^"]+)"/g)
      .filter(({ match }) => existsSync(match[1]!))
      .filter(({ match }) => !flattened(readFileSync(match[1]!, 'utf8')).includes(flattened(match[2]!)))
      .map(({ where, match }) => `${where} ("${flattened(match[2]!)}")`)
    expect(missing).toEqual([])
  })
})
