import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  contactInsert,
  studioApplicationInsert,
  studioInsert,
  teacherApplicationInsert,
  teacherInsert,
} from '../builders.ts'
import {
  anonClient,
  createTestUser,
  serviceClient,
  send,
  signedInClient,
  type Client,
  type TestUser,
} from './support.ts'

/**
 * The RLS matrix for the tables: every table × select/insert/update/delete ×
 * visitor, signed-in non-admin ("member") and admin, the allowed case and the
 * denied case. Storage has its own matrix in storage-rls.test.ts.
 */

type Role = 'visitor' | 'member' | 'admin'
const clients = {} as Record<Role, Client>
let memberUser: TestUser
const service = serviceClient()

beforeAll(async () => {
  memberUser = await createTestUser({ admin: false })
  clients.visitor = anonClient()
  clients.member = await signedInClient(memberUser)
  clients.admin = await signedInClient(await createTestUser({ admin: true }))
})

const listings = [
  { table: 'teachers', row: () => teacherInsert() },
  { table: 'studios', row: () => studioInsert() },
] as const

const submissions = [
  { table: 'teacherapplications', row: teacherApplicationInsert },
  { table: 'studioapplications', row: studioApplicationInsert },
  { table: 'contactsubmissions', row: contactInsert },
] as const

type TableName = (typeof listings)[number]['table'] | (typeof submissions)[number]['table']

/** Inserts a row as the operator (bypassing RLS) and returns its id. */
async function seedRow<Id extends string | number>(table: TableName, row: object): Promise<Id> {
  const { data, error } = await service
    .from(table)
    .insert(row as never)
    .select('id')
    .single()
  if (error) throw new Error(error.message)
  return (data as { id: Id }).id
}

describe.each(listings)('$table (public listing)', ({ table, row }) => {
  it.each(['visitor', 'member', 'admin'] as const)('%s can read', async (role) => {
    const { data, error } = await clients[role].from(table).select('id').limit(5)
    expect(error).toBeNull()
    expect(data!.length).toBeGreaterThan(0)
  })

  it('admin can insert; visitor (401) and member (403) are refused', async () => {
    const allowed = await clients.admin
      .from(table)
      .insert(row() as never)
      .select('id')
    expect(allowed.error).toBeNull()
    expect(allowed.data).toHaveLength(1)

    const byVisitor = await clients.visitor.from(table).insert(row() as never)
    expect(byVisitor.status).toBe(401)
    expect(byVisitor.error?.code).toBe('42501')
    expect(byVisitor.error?.message).toContain('row-level security')

    const byMember = await clients.member.from(table).insert(row() as never)
    expect(byMember.status).toBe(403)
    expect(byMember.error?.code).toBe('42501')
  })

  it('admin can update; visitor and member change nothing', async () => {
    const id = await seedRow<string>(table, row())
    for (const role of ['visitor', 'member'] as const) {
      const denied = await clients[role]
        .from(table)
        .update({ seo_title: `by ${role}` })
        .eq('id', id)
        .select()
      expect(denied.error).toBeNull()
      expect(denied.data).toEqual([])
    }
    const allowed = await clients.admin
      .from(table)
      .update({ seo_title: 'by admin' })
      .eq('id', id)
      .select('seo_title')
    expect(allowed.data).toEqual([{ seo_title: 'by admin' }])
  })

  it('admin can delete; visitor and member delete nothing', async () => {
    const id = await seedRow<string>(table, row())
    for (const role of ['visitor', 'member'] as const) {
      const denied = await clients[role].from(table).delete().eq('id', id).select()
      expect(denied.data ?? []).toEqual([])
      const still = await service.from(table).select('id').eq('id', id)
      expect(still.data).toHaveLength(1)
    }
    const allowed = await clients.admin.from(table).delete().eq('id', id).select('id')
    expect(allowed.data).toEqual([{ id }])
  })
})

describe.each(submissions)('$table (submission)', ({ table, row }) => {
  it.each(['visitor', 'member', 'admin'] as const)('%s can send one through the function', async (role) => {
    const sent = { ...row(), email: `${role}-${randomUUID()}@example.com` }
    const { error } = await send(clients[role], table, sent)
    expect(error).toBeNull()
    const stored = await service.from(table).select('id').eq('email', sent.email)
    expect(stored.data).toHaveLength(1)
  })

  it.each(['visitor', 'member', 'admin'] as const)('%s cannot insert directly', async (role) => {
    const sent = { ...row(), email: `${role}-${randomUUID()}@example.com` }
    const { error, status } = await clients[role].from(table).insert(sent as never)
    expect(status).toBe(role === 'visitor' ? 401 : 403)
    expect(error?.code).toBe('42501')
    const stored = await service.from(table).select('id').eq('email', sent.email)
    expect(stored.data).toEqual([])
  })

  it('only the admin can read them', async () => {
    await seedRow(table, row())
    const forAdmin = await clients.admin.from(table).select('id')
    expect(forAdmin.data!.length).toBeGreaterThan(0)
    for (const role of ['visitor', 'member'] as const) {
      const hidden = await clients[role].from(table).select('id')
      expect(hidden.error).toBeNull()
      expect(hidden.data).toEqual([])
    }
  })

  it('nobody can edit them', async () => {
    const id = await seedRow<number>(table, row())
    for (const role of ['visitor', 'member', 'admin'] as const) {
      const result = await clients[role].from(table).update({ email: 'changed@example.com' }).eq('id', id)
      expect(result.error?.code, role).toBe('42501')
    }
    const unchanged = await service.from(table).select('email').eq('id', id).single()
    expect((unchanged.data as { email: string }).email).not.toBe('changed@example.com')
  })

  it('only the admin can delete them', async () => {
    const id = await seedRow<number>(table, row())
    for (const role of ['visitor', 'member'] as const) {
      await clients[role].from(table).delete().eq('id', id)
      const still = await service.from(table).select('id').eq('id', id)
      expect(still.data, role).toHaveLength(1)
    }
    const allowed = await clients.admin.from(table).delete().eq('id', id).select('id')
    expect(allowed.data).toEqual([{ id }])
  })

  it('the database refuses an invalid row even when the UI is skipped', async () => {
    const invalid = { ...row(), email: 'not-an-email' }
    const result = await send(clients.visitor, table, invalid)
    expect(result.status).toBe(400)
    expect(result.error?.code).toBe('23514')
  })
})

describe('admin rights', () => {
  it('is_admin() is true only for admins', async () => {
    expect((await clients.visitor.rpc('is_admin')).data).toBe(false)
    expect((await clients.member.rpc('is_admin')).data).toBe(false)
    expect((await clients.admin.rpc('is_admin')).data).toBe(true)
  })

  it('a member who sets is_admin: true in their own user data gains nothing', async () => {
    const member = await signedInClient(memberUser)
    const { error } = await member.auth.updateUser({ data: { is_admin: true } })
    expect(error).toBeNull()
    // A fresh token carries the new user_metadata claim.
    const refreshed = await member.auth.refreshSession()
    expect(refreshed.data.session?.user.user_metadata.is_admin).toBe(true)

    expect((await member.rpc('is_admin')).data).toBe(false)
    const insert = await member.from('teachers').insert(teacherInsert())
    expect(insert.error?.code).toBe('42501')
    const read = await member.from('contactsubmissions').select('id')
    expect(read.data).toEqual([])
  })

  it('only the service role may grant admin rights', async () => {
    for (const role of ['visitor', 'member', 'admin'] as const) {
      const result = await clients[role].rpc('grant_admin', { target_email: memberUser.email })
      expect(result.error?.code, role).toBe('42501')
    }
    expect((await clients.member.rpc('is_admin')).data).toBe(false)
  })
})
