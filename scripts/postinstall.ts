/**
 * `npm install`'s last step (package.json "postinstall"): applies the project's patches to
 * installed packages, then checks that the Edge Functions' npm imports are installed exactly as
 * their deno.lock pins them, since the local backend's Deno reads them from node_modules and
 * never downloads (decision 0030). Silent when all is well: npm install prints only what needs
 * the reader.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { repoPaths } from '../supabase/local/config.ts'
import { functionFolders, functionPackageProblems } from '../supabase/local/functions/function-packages.ts'

const patched = spawnSync(path.join(repoPaths.root, 'node_modules', '.bin', 'patch-package'), {
  cwd: repoPaths.root,
  encoding: 'utf8',
})
if (patched.status !== 0) {
  process.stderr.write(`${patched.stdout ?? ''}${patched.stderr ?? ''}${patched.error?.message ?? ''}\n`)
  process.exit(patched.status ?? 1)
}

for (const folder of functionFolders(repoPaths.functionsDir)) {
  for (const { problem, fix } of functionPackageProblems(folder, repoPaths.root)) {
    console.warn(
      `Edge Function ${path.basename(folder)}: ${problem}; run \`${fix}\` (until then the local backend keeps its mail queued).`,
    )
  }
}
