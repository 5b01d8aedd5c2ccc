/**
 * `npm run functions:lock`: pins each Edge Function's npm imports again in its deno.lock, from its
 * deno.json, the way `supabase functions deploy` resolves them. Run it after changing a function's
 * imports (and the same versions in package.json, through which npm installs them for the local
 * backend), or to mend a broken deno.lock. Unlike anything else after `npm install` it needs the
 * network: Deno resolves the imports into an empty, temporary cache, through the machine's proxy
 * and certificate settings and npm's registry.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { repoPaths } from '../supabase/local/config.ts'
import { denoEnv, denoExecutable } from '../supabase/local/functions/deno-function.ts'
import { functionFolders, functionPackageProblems } from '../supabase/local/functions/function-packages.ts'

const registry = process.env.npm_config_registry || process.env.NPM_CONFIG_REGISTRY
let failed = false
for (const folder of functionFolders(repoPaths.functionsDir)) {
  const name = path.relative(repoPaths.root, folder)
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'functions-lock-'))
  try {
    const newLock = path.join(scratch, 'deno.lock')
    const run = spawnSync(
      denoExecutable(),
      [
        'install',
        // From the registry, as hosted Supabase resolves them, not from node_modules.
        '--node-modules-dir=none',
        `--lock=${newLock}`,
        `--config=${path.join(folder, 'deno.json')}`,
        '--entrypoint',
        path.join(folder, 'index.ts'),
      ],
      {
        cwd: folder,
        encoding: 'utf8',
        env: {
          ...denoEnv(path.join(scratch, 'deno')),
          ...(registry && { NPM_CONFIG_REGISTRY: registry }),
        },
      },
    )
    if (run.status !== 0) {
      console.error(`${name}: Deno could not resolve the imports:\n${run.stderr || run.error?.message}`)
      failed = true
      continue
    }
    const lockFile = path.join(folder, 'deno.lock')
    const before = readFileSafe(lockFile)
    const after = readFileSync(newLock, 'utf8')
    if (before !== after) writeFileSync(lockFile, after)
    console.log(`${name}/deno.lock: ${before === after ? 'unchanged' : 'pinned again'}`)
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
  for (const { problem, fix } of functionPackageProblems(folder, repoPaths.root)) {
    console.error(`${name}: ${problem}; run \`${fix}\``)
    failed = true
  }
}
process.exit(failed ? 1 : 0)

function readFileSafe(file: string): string | null {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return null
  }
}
