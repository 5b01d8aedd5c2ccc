// public.application_status(token), the applicant's private status link, through supabase-js
// against the local backend: what the token holder gets back, and that nothing else does.
import { createHash, randomBytes } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import {
  studioApplicationInsert,
  studioInsert,
  teacherApplicationInsert,
  teacherInsert,
} from '../builders.ts'
import { anonClient, send, serviceClient } from './support.ts'

const visitor = anonClient()
const service = serviceClient()

/** A token as the browser makes it (32 random bytes, base64url) and its hex SHA-256. */
function newToken() {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: createHash('sha256').update(token, 'utf8').digest('hex') }
}

const made = {
  teacherApplications: [] as string[],
  studioApplications: [] as string[],
  listings: [] as string[],
}

afterAll(async () => {
  await service.from('teacherapplications').delete().in('lastname', made.teacherApplications)
  await service.from('studioapplications').delete().in('name', made.studioApplications)
  await service.from('teachers').delete().in('slug', made.listings)
  await service.from('studios').delete().in('slug', made.listings)
})

/** A teacher application sent as a visitor sends it, with the hash of a new token. */
async function applyAsTeacher() {
  const { token, hash } = newToken()
  const row = teacherApplicationInsert({ status_token_hash: hash })
  made.teacherApplications.push(row.lastname)
  const { error } = await send(visitor, 'teacherapplications', row)
  expect(error).toBeNull()
  return { token, hash, lastname: row.lastname }
}

async function applyAsStudio() {
  const { token, hash } = newToken()
  const row = studioApplicationInsert({ status_token_hash: hash })
  made.studioApplications.push(row.name)
  const { error } = await send(visitor, 'studioapplications', row)
  expect(error).toBeNull()
  return { token, name: row.name }
}

async function statusOf(token: string) {
  const { data, error } = await visitor.rpc('application_status', { token })
  expect(error).toBeNull()
  return data
}

describe('application_status', () => {
  it('answers the token holder with the kind and status of a new application, and nothing more', async () => {
    const teacher = await applyAsTeacher()
    const studio = await applyAsStudio()
    expect(await statusOf(teacher.token)).toEqual([
      { kind: 'teacher', status: 'new', listing_slug: null, note: null },
    ])
    expect(await statusOf(studio.token)).toEqual([
      { kind: 'studio', status: 'new', listing_slug: null, note: null },
    ])
    // The visitor who sent it still cannot read the table.
    const { data } = await visitor.from('teacherapplications').select('*').eq('lastname', teacher.lastname)
    expect(data).toEqual([])
  })

  it('answers a wrong, malformed or missing token, or the stored hash itself, with no row', async () => {
    const teacher = await applyAsTeacher()
    for (const token of [
      newToken().token,
      teacher.token.slice(0, 42),
      `${teacher.token}=`,
      `${teacher.token.slice(0, 42)}+`,
      '',
      teacher.hash,
    ]) {
      expect(await statusOf(token), token).toEqual([])
    }
  })

  it('gives the note only once Declined', async () => {
    const teacher = await applyAsTeacher()
    const note = 'Please add your certificate.\nThen apply again.'
    await service.from('teacherapplications').update({ decline_note: note }).eq('lastname', teacher.lastname)
    expect(await statusOf(teacher.token)).toEqual([
      { kind: 'teacher', status: 'new', listing_slug: null, note: null },
    ])
    await service.from('teacherapplications').update({ status: 'declined' }).eq('lastname', teacher.lastname)
    expect(await statusOf(teacher.token)).toEqual([
      { kind: 'teacher', status: 'declined', listing_slug: null, note },
    ])
  })

  it("gives the listing's slug once Listed, and none after the listing is deleted", async () => {
    const teacher = await applyAsTeacher()
    const listing = teacherInsert()
    made.listings.push(listing.slug)
    const { data: created, error } = await service.from('teachers').insert(listing).select('id').single()
    expect(error).toBeNull()
    await service
      .from('teacherapplications')
      .update({ status: 'listed', teacher_id: created!.id })
      .eq('lastname', teacher.lastname)
    expect(await statusOf(teacher.token)).toEqual([
      { kind: 'teacher', status: 'listed', listing_slug: listing.slug, note: null },
    ])

    await service.from('teachers').delete().eq('id', created!.id)
    expect(await statusOf(teacher.token)).toEqual([
      { kind: 'teacher', status: 'listed', listing_slug: null, note: null },
    ])
  })

  it('links a Listed studio application to its studio', async () => {
    const studio = await applyAsStudio()
    const listing = studioInsert()
    made.listings.push(listing.slug)
    const { data: created, error } = await service.from('studios').insert(listing).select('id').single()
    expect(error).toBeNull()
    await service
      .from('studioapplications')
      .update({ status: 'listed', studio_id: created!.id })
      .eq('name', studio.name)
    expect(await statusOf(studio.token)).toEqual([
      { kind: 'studio', status: 'listed', listing_slug: listing.slug, note: null },
    ])
  })
})
