/**
 * The local backend refuses to serve beyond loopback while anyone could mint keys (the public
 * demo JWT secret) or sign in as the sample admin (its password is in the README), and says in
 * one line what to set. Each start here uses a data directory of its own.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../../supabase/local/auth/users.ts'
import { configFromEnv, DEMO_JWT_SECRET, repoPaths, SAMPLE_ADMIN } from '../../supabase/local/config.ts'
import { isLoopbackHost } from '../../supabase/local/exposure.ts'
import { startLocalBackend } from '../../supabase/local/server.ts'

const OWN_SECRET = 'a-secret-of-our-own-that-is-at-least-32-characters'

describe('isLoopbackHost', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    'localhost',
    'LOCALHOST',
    '::1',
    '[::1]',
    '0:0:0:0:0:0:0:1',
    '::ffff:127.0.0.1',
  ])('%s is loopback', (host) => expect(isLoopbackHost(host)).toBe(true))
  it.each([
    '0.0.0.0',
    '::',
    '[::]',
    '192.168.1.20',
    '10.0.0.1',
    '::ffff:10.0.0.1',
    'example.com',
    '128.0.0.1',
    '',
  ])('%s is not', (host) => expect(isLoopbackHost(host)).toBe(false))
})

describe('starting on 0.0.0.0', () => {
  const dirs: string[] = []
  const newDir = async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'yoga-exposure-'))
    dirs.push(dir)
    return dir
  }
  afterAll(async () => {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })))
  })

  it('is refused with the demo secret, before anything is opened', async () => {
    const dataDir = path.join(await newDir(), 'data')
    const config = {
      ...configFromEnv({ LOCAL_SUPABASE_SAMPLE_ADMIN: 'false' }),
      host: '0.0.0.0',
      dataDir,
      port: 0,
    }
    expect(config.jwtSecret).toBe(DEMO_JWT_SECRET)
    await expect(startLocalBackend(config)).rejects.toThrow(
      "Refusing to serve on 0.0.0.0: the JWT secret is Supabase's public demo secret, so anyone who reaches it can mint service_role keys. Set LOCAL_SUPABASE_JWT_SECRET to a secret of your own (at least 32 characters).",
    )
    expect(existsSync(dataDir)).toBe(false)
  })

  it('is refused while a new directory would get the sample admin', async () => {
    const config = {
      ...configFromEnv({ LOCAL_SUPABASE_JWT_SECRET: OWN_SECRET }),
      host: '0.0.0.0',
      dataDir: await newDir(),
      port: 0,
    }
    expect(config.sampleAdmin).toEqual(SAMPLE_ADMIN)
    await expect(startLocalBackend(config)).rejects.toThrow(
      /sample admin .*Set LOCAL_SUPABASE_SAMPLE_ADMIN=false\.$/,
    )
  })

  it('`npm run backend` names every problem and its fix in one line and exits 1', async () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'supabase/local/main.ts'], {
      cwd: repoPaths.root,
      env: {
        ...process.env,
        LOCAL_SUPABASE_HOST: '0.0.0.0',
        LOCAL_SUPABASE_PORT: '0',
        LOCAL_SUPABASE_DIR: await newDir(),
        LOCAL_SUPABASE_JWT_SECRET: '',
      },
      encoding: 'utf8',
      timeout: 60_000,
    })
    expect(result.status).toBe(1)
    expect(result.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(
        /^Local backend failed to start: Refusing to serve on 0\.0\.0\.0: .*demo secret.*; .*sample admin.*\. Set LOCAL_SUPABASE_JWT_SECRET .* Set LOCAL_SUPABASE_SAMPLE_ADMIN=false\.$/,
      ),
    ])
  })

  describe('on a directory that already has the sample admin', () => {
    let dataDir: string
    const exposed = () => ({
      ...configFromEnv({ LOCAL_SUPABASE_JWT_SECRET: OWN_SECRET, LOCAL_SUPABASE_SAMPLE_ADMIN: 'false' }),
      host: '0.0.0.0',
      dataDir,
      port: 0,
    })

    beforeAll(async () => {
      dataDir = await newDir()
      const local = await startLocalBackend({ ...configFromEnv({}), dataDir, port: 0 })
      await local.close()
    })

    it('is refused while it has its public password, and served once it has another', async () => {
      await expect(startLocalBackend(exposed())).rejects.toThrow(
        `Refusing to serve on 0.0.0.0: the sample admin ${SAMPLE_ADMIN.email} still has its public password. Delete that user or change its password, or use a new LOCAL_SUPABASE_DIR with LOCAL_SUPABASE_SAMPLE_ADMIN=false.`,
      )

      const local = await startLocalBackend({
        ...configFromEnv({ LOCAL_SUPABASE_SAMPLE_ADMIN: 'false' }),
        dataDir,
        port: 0,
      })
      await local.db.query(`update auth.users set encrypted_password = $1 where email = $2`, [
        await hashPassword('a password nobody has published'),
        SAMPLE_ADMIN.email,
      ])
      await local.close()

      const served = await startLocalBackend(exposed())
      try {
        const health = await fetch(`http://127.0.0.1:${served.port}/auth/v1/health`)
        expect(health.status).toBe(200)
      } finally {
        await served.close()
      }
    })
  })
})
