import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_JWT_SECRET, repoPaths } from '../../supabase/local/config.ts'
import { freePort } from '../../supabase/local/free-port.ts'
import { makeApiKeys } from '../../supabase/local/keys.ts'
import { createNodeClient } from '../../supabase/local/node-client.ts'
import { stopProcess } from '../backend-process.ts'
import { startTestSmtpServer, type TestSmtpServer } from '../test-smtp-server.ts'

/**
 * `npm run admin:create` as an operator runs it: first on a stopped, fresh data
 * directory, then while a backend (a separate process) serves that directory.
 */

const TSX = path.join(repoPaths.root, 'node_modules/.bin/tsx')
const CLI = path.join(repoPaths.root, 'supabase/local/cli/admin-create.ts')
const MAIN = path.join(repoPaths.root, 'supabase/local/main.ts')

interface CliResult {
  code: number
  stdout: string
  stderr: string
}

function runCli(args: string[], env: NodeJS.ProcessEnv): Promise<CliResult> {
  return new Promise((resolve) => {
    execFile(TSX, [CLI, ...args], { cwd: repoPaths.root, env, timeout: 180_000 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0
      resolve({ code, stdout, stderr })
    })
  })
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`backend exited with ${child.exitCode}`)
    const ok = await fetch(`${url}/auth/v1/health`).then(
      (response) => response.status === 200,
      () => false,
    )
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`backend at ${url} did not become healthy`)
}

async function expectAdmin(url: string, email: string, password: string): Promise<void> {
  const { anonKey } = await makeApiKeys(DEMO_JWT_SECRET)
  const client = createNodeClient(url, anonKey)
  const { error } = await client.auth.signInWithPassword({ email, password })
  expect(error).toBeNull()
  const { data, error: rpcError } = await client.rpc('is_admin')
  expect(rpcError).toBeNull()
  expect(data).toBe(true)
}

describe('npm run admin:create', () => {
  let dataDir: string
  let port: number
  let env: NodeJS.ProcessEnv
  let backend: ChildProcess | undefined
  let smtp: TestSmtpServer

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'yoga-admin-create-'))
    port = await freePort()
    // A server of its own, as SMTP_HOST allows, so the backend starts no mail catcher on the
    // catcher's fixed ports, which another test's backend may hold.
    smtp = await startTestSmtpServer()
    env = {
      ...process.env,
      LOCAL_SUPABASE_DIR: dataDir,
      LOCAL_SUPABASE_PORT: String(port),
      LOCAL_SUPABASE_HOST: '127.0.0.1',
      LOCAL_SUPABASE_JWT_SECRET: DEMO_JWT_SECRET,
      LOCAL_SUPABASE_LOG: '0',
      SMTP_HOST: smtp.host,
      SMTP_PORT: String(smtp.port),
    }
  })

  afterAll(async () => {
    await stopProcess(backend)
    await smtp.stop()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('prints usage and exits 1 without an e-mail, a password, or with a short password', async () => {
    const otherDir = { ...env, LOCAL_SUPABASE_DIR: path.join(dataDir, 'never-created') }
    for (const args of [
      [],
      ['--email', 'a@example.com'],
      ['--email', 'a@example.com', '--password', '123'],
    ]) {
      const result = await runCli(args, otherDir)
      expect(result.code, result.stdout).toBe(1)
      expect(result.stderr).toContain('Usage: npm run admin:create -- --email')
    }
  }, 120_000)

  it('creates an admin in a stopped, fresh data directory', async () => {
    const result = await runCli(['--email', 'First.Admin@example.com', '--password', 'first-admin-pw'], env)
    expect(result.code, result.stderr).toBe(0)
    expect(result.stdout.trim().split('\n')).toEqual([
      `Created admin first.admin@example.com, in ${dataDir} (backend not running).`,
    ])

    backend = spawn(TSX, [MAIN], { cwd: repoPaths.root, env, stdio: 'ignore' })
    const url = `http://127.0.0.1:${port}`
    await waitForHealth(url, backend)
    await expectAdmin(url, 'first.admin@example.com', 'first-admin-pw')

    // The directory was seeded for the address the backend serves.
    const { anonKey } = await makeApiKeys(DEMO_JWT_SECRET)
    const { data: teachers } = await createNodeClient(url, anonKey).from('teachers').select('image').limit(5)
    const images = (teachers ?? []).map((teacher) => teacher.image).filter((image) => image)
    expect(images.length).toBeGreaterThan(0)
    for (const image of images) expect(image!.startsWith(`${url}/`)).toBe(true)
  }, 240_000)

  it('creates a second admin through the running backend, and keeps an existing user', async () => {
    const url = `http://127.0.0.1:${port}`
    const result = await runCli(['--email', 'second-admin@example.com', '--password', 'second-admin-pw'], env)
    expect(result.code, result.stderr).toBe(0)
    expect(result.stdout.trim()).toBe(
      `Created admin second-admin@example.com, through the running backend at ${url}.`,
    )
    await expectAdmin(url, 'second-admin@example.com', 'second-admin-pw')

    const again = await runCli(['--email', 'second-admin@example.com', '--password', 'another-password'], env)
    expect(again.code, again.stderr).toBe(0)
    expect(again.stdout).toContain(
      'Existing user second-admin@example.com (password unchanged) is now an admin',
    )
    await expectAdmin(url, 'second-admin@example.com', 'second-admin-pw')
    await expectAdmin(url, 'first.admin@example.com', 'first-admin-pw')
  }, 240_000)
})
