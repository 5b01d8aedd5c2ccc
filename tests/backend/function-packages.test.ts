import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { repoPaths } from '../../supabase/local/config.ts'
import { functionFolders, functionPackageProblems } from '../../supabase/local/functions/function-packages.ts'

/**
 * The local backend's Deno reads each Edge Function's npm imports from node_modules; deno.lock
 * (what hosted Supabase resolves) and package-lock.json (what npm installs) must name the same
 * packages, found where Node's resolution finds them.
 */

describe('the Edge Functions of this project', () => {
  it('find in node_modules exactly the packages their deno.lock pins', () => {
    const folders = functionFolders(repoPaths.functionsDir)
    expect(folders.map((folder) => path.basename(folder))).toContain('send-mail')
    for (const folder of folders) expect(functionPackageProblems(folder, repoPaths.root)).toEqual([])
  })
})

describe('functionPackageProblems', () => {
  let root: string
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  const integrity = (name: string) => `sha512-${name}`
  function writeJson(file: string, value: unknown) {
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, JSON.stringify(value))
  }
  function install(at: string, name: string, version: string) {
    writeJson(path.join(root, at, 'package.json'), { name, version })
  }

  /**
   * A project whose function imports `mailer`, which depends on `tiny@2`, while the project itself
   * has `tiny@1` at the top: npm nests tiny@2 under mailer, where Node's resolution finds it.
   */
  function project(packageLock: Record<string, { version: string; integrity?: string }>): string {
    root = mkdtempSync(path.join(os.tmpdir(), 'function-packages-'))
    const fn = path.join(root, 'supabase', 'functions', 'mail')
    writeJson(path.join(fn, 'deno.json'), { imports: { mailer: 'npm:mailer@1.0.0' } })
    writeJson(path.join(fn, 'deno.lock'), {
      version: '5',
      specifiers: { 'npm:mailer@1.0.0': '1.0.0' },
      npm: {
        'mailer@1.0.0': { integrity: integrity('mailer'), dependencies: ['tiny'] },
        'tiny@2.0.0': { integrity: integrity('tiny2') },
      },
    })
    writeJson(path.join(root, 'package-lock.json'), { packages: packageLock })
    return fn
  }
  const goodLock = {
    'node_modules/mailer': { version: '1.0.0', integrity: integrity('mailer') },
    'node_modules/tiny': { version: '1.0.0', integrity: integrity('tiny1') },
    'node_modules/mailer/node_modules/tiny': { version: '2.0.0', integrity: integrity('tiny2') },
  }

  it('accepts a nested copy that Node finds before the top-level one', () => {
    const fn = project(goodLock)
    install('node_modules/mailer', 'mailer', '1.0.0')
    install('node_modules/tiny', 'tiny', '1.0.0')
    install('node_modules/mailer/node_modules/tiny', 'tiny', '2.0.0')
    expect(functionPackageProblems(fn, root)).toEqual([])
  })

  it('says what is missing, and that npm install puts it there', () => {
    const fn = project(goodLock)
    expect(functionPackageProblems(fn, root)).toEqual([
      { problem: 'mailer is not installed (deno.lock pins 1.0.0)', fix: 'npm install' },
    ])
  })

  it('finds the wrong version where Node would load it', () => {
    const fn = project(goodLock)
    install('node_modules/mailer', 'mailer', '1.0.0')
    install('node_modules/tiny', 'tiny', '1.0.0')
    expect(functionPackageProblems(fn, root)).toEqual([
      { problem: 'node_modules/tiny is tiny@1.0.0, deno.lock pins 2.0.0', fix: 'npm install' },
    ])
  })

  it('says when package-lock.json pins another version than deno.lock', () => {
    const fn = project({ ...goodLock, 'node_modules/mailer': { version: '1.1.0' } })
    install('node_modules/mailer', 'mailer', '1.1.0')
    expect(functionPackageProblems(fn, root)).toEqual([
      {
        problem: 'package-lock.json pins mailer@1.1.0, deno.lock pins 1.0.0',
        fix: 'npm install --save-exact mailer@1.0.0',
      },
    ])
  })

  it('says when the two locks record different tarballs for one version', () => {
    const fn = project({
      ...goodLock,
      'node_modules/mailer': { version: '1.0.0', integrity: 'sha512-other' },
    })
    install('node_modules/mailer', 'mailer', '1.0.0')
    install('node_modules/mailer/node_modules/tiny', 'tiny', '2.0.0')
    expect(functionPackageProblems(fn, root)).toEqual([
      {
        problem: 'mailer@1.0.0: package-lock.json and deno.lock record different tarballs',
        fix: 'npm install',
      },
    ])
  })

  it('sends a broken deno.lock to be pinned again', () => {
    const fn = project(goodLock)
    writeFileSync(path.join(fn, 'deno.lock'), '{ "version": ')
    const [only, ...rest] = functionPackageProblems(fn, root)
    expect(rest).toEqual([])
    expect(only!.problem).toMatch(/^supabase\/functions\/mail\/deno\.lock cannot be read \(/)
    expect(only!.fix).toBe('npm run functions:lock')
  })
})
