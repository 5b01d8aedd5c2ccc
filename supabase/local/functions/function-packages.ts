import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * An Edge Function's npm imports as the local backend runs them: Deno reads them from the
 * project's node_modules (`--node-modules-dir=manual`), where `npm install` put them, and never
 * downloads anything (decision 0030). Hosted Supabase resolves the same imports from the
 * function's deno.lock. This module holds the two together: every package deno.lock pins must be
 * what Node's resolution finds from the function's folder, at the same version and, where
 * package-lock.json records it, with the same integrity (the same tarball).
 */

interface DenoLock {
  specifiers?: Record<string, string>
  npm?: Record<string, { integrity?: string; dependencies?: string[] }>
}

interface PackageLock {
  packages?: Record<string, { version?: string; integrity?: string }>
}

/** One pinned package: `name@version` as deno.lock keys it. */
interface Pinned {
  name: string
  version: string
  integrity: string | undefined
  dependencies: string[]
}

/** `@scope/name@1.2.3` → name and version (the last '@' that is not the first character). */
function splitKey(key: string): { name: string; version: string } {
  const at = key.lastIndexOf('@')
  return at > 0 ? { name: key.slice(0, at), version: key.slice(at + 1) } : { name: key, version: '' }
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T
}

/**
 * Where Node (and Deno with a manual node_modules) finds `name` from `fromDir`: the first
 * `node_modules/<name>` walking up to the filesystem root.
 */
function resolvePackageDir(name: string, fromDir: string): string | null {
  let dir = fromDir
  for (;;) {
    const candidate = path.join(dir, 'node_modules', name)
    if (existsSync(path.join(candidate, 'package.json'))) return candidate
    const parent = path.dirname(dir)
    if (parent === dir) return null
    dir = parent
  }
}

/** What is wrong, and the command that puts it right. */
export interface PackageProblem {
  problem: string
  fix: string
}

/**
 * What is wrong between the function's deno.lock and the installed packages; an empty list when
 * Deno will find exactly the pinned packages in node_modules.
 */
export function functionPackageProblems(functionDir: string, projectRoot: string): PackageProblem[] {
  const lockFile = path.join(functionDir, 'deno.lock')
  let lock: DenoLock
  try {
    lock = readJson<DenoLock>(lockFile)
  } catch (error) {
    const problem = `${path.relative(projectRoot, lockFile)} cannot be read (${messageOf(error)})`
    return [{ problem, fix: 'npm run functions:lock' }]
  }
  const pinned = new Map<string, Pinned>()
  for (const [key, entry] of Object.entries(lock.npm ?? {})) {
    const { name, version } = splitKey(key)
    pinned.set(key, { name, version, integrity: entry.integrity, dependencies: entry.dependencies ?? [] })
  }
  const packageLockFile = path.join(projectRoot, 'package-lock.json')
  const recorded = existsSync(packageLockFile) ? (readJson<PackageLock>(packageLockFile).packages ?? {}) : {}

  const problems: PackageProblem[] = []
  // A package several others depend on is reported once.
  const report = (found: PackageProblem) => {
    if (!problems.some((known) => known.problem === found.problem)) problems.push(found)
  }
  const installProblem = (problem: string) => report({ problem, fix: 'npm install' })
  const seen = new Set<string>()
  /** Checks `key` as found from `fromDir`, then its own dependencies from where it is installed. */
  const visit = (key: string, fromDir: string): void => {
    const pin = pinned.get(key)
    if (!pin) {
      report({ problem: `deno.lock names ${key} but does not pin it`, fix: 'npm run functions:lock' })
      return
    }
    // What npm installs comes from package-lock.json: it must pin what deno.lock pins, where
    // Node's resolution will look.
    const recordedAt = resolveRecorded(pin.name, relative(projectRoot, fromDir), recorded)
    const inPackageLock = recordedAt ? recorded[recordedAt] : undefined
    if (inPackageLock?.version && inPackageLock.version !== pin.version) {
      report({
        problem: `package-lock.json pins ${pin.name}@${inPackageLock.version}, deno.lock pins ${pin.version}`,
        fix: `npm install --save-exact ${pin.name}@${pin.version}`,
      })
      return
    }
    if (inPackageLock?.integrity && pin.integrity && inPackageLock.integrity !== pin.integrity) {
      installProblem(`${pin.name}@${pin.version}: package-lock.json and deno.lock record different tarballs`)
      return
    }
    // Then what is on disk: an install that did not finish, or a package changed by hand.
    const dir = resolvePackageDir(pin.name, fromDir)
    if (!dir) {
      installProblem(`${pin.name} is not installed (deno.lock pins ${pin.version})`)
      return
    }
    if (seen.has(dir)) return
    seen.add(dir)
    const installed = readJson<{ version?: string }>(path.join(dir, 'package.json')).version
    if (installed !== pin.version) {
      installProblem(
        `${relative(projectRoot, dir)} is ${pin.name}@${installed}, deno.lock pins ${pin.version}`,
      )
      return
    }
    for (const dependency of pin.dependencies) visit(dependencyKey(dependency, pinned), dir)
  }
  for (const [specifier, version] of Object.entries(lock.specifiers ?? {})) {
    if (!specifier.startsWith('npm:')) continue
    const { name } = splitKey(specifier.slice('npm:'.length))
    visit(`${name}@${version}`, functionDir)
  }
  return problems
}

/** `dir` relative to `root`, with forward slashes as package-lock.json writes its keys. */
function relative(root: string, dir: string): string {
  return path.relative(root, dir).split(path.sep).join('/')
}

/**
 * Where package-lock.json installs the `name` that Node finds from `fromDir` (relative to the
 * project): the first `<dir>/node_modules/<name>` key walking up to the project's root.
 */
function resolveRecorded(name: string, fromDir: string, recorded: Record<string, unknown>): string | null {
  let dir = fromDir
  for (;;) {
    const key = dir === '' ? `node_modules/${name}` : `${dir}/node_modules/${name}`
    if (key in recorded) return key
    if (dir === '') return null
    const slash = dir.lastIndexOf('/')
    dir = slash < 0 ? '' : dir.slice(0, slash)
  }
}

/**
 * deno.lock names a dependency by its name alone when one version of it is pinned, and as
 * `name@version` when several are.
 */
function dependencyKey(dependency: string, pinned: Map<string, Pinned>): string {
  if (pinned.has(dependency)) return dependency
  const versions = [...pinned.values()].filter((pin) => pin.name === dependency)
  return versions.length === 1 ? `${versions[0]!.name}@${versions[0]!.version}` : dependency
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/** The Edge Functions of the project: each folder of supabase/functions with a deno.json. */
export function functionFolders(functionsDir: string): string[] {
  return readdirSync(functionsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(functionsDir, entry.name, 'deno.json')))
    .map((entry) => path.join(functionsDir, entry.name))
}
