import { expect, type Locator, type Page } from '@playwright/test'
import type { Tables } from '../../src/types/database.types.ts'
import { adminClient } from './backend.ts'

/** A unique tag per run, so each test finds its own rows among the others. */
export const runTag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

export type DashboardSectionName = 'SEO Management' | 'Form Submissions' | 'Teachers' | 'Studios' | 'Mail'

/** A section of the dashboard by its heading ('SEO Management', 'Form Submissions', 'Teachers', 'Studios', 'Mail'). */
export function dashboardSection(page: Page, name: DashboardSectionName): Locator {
  return page.getByRole('region', { name })
}

const SECTION_PATHS: Record<DashboardSectionName, string> = {
  'SEO Management': '/admin/seo',
  'Form Submissions': '/admin/submissions',
  Teachers: '/admin/teachers',
  Studios: '/admin/studios',
  Mail: '/admin/mail',
}

/** Opens a section of the dashboard at its own URL (with a query such as `?q=…`) and waits for it. */
export async function openSection(page: Page, name: DashboardSectionName, query = ''): Promise<Locator> {
  await page.goto(`${SECTION_PATHS[name]}${query}`)
  const section = dashboardSection(page, name)
  await expect(section.getByRole('heading', { level: 2, name })).toBeVisible()
  return section
}

/** The row of the dashboard's Teachers or Studios table for a listing. */
export function listingRow(page: Page, section: 'Teachers' | 'Studios', name: string): Locator {
  return dashboardSection(page, section).getByRole('row', { name: new RegExp(escapeRegExp(name)) })
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** Reads a stored object back over HTTP: its content type and its bytes. */
export async function fetchStoredImage(url: string): Promise<{ contentType: string; bytes: Buffer }> {
  const response = await fetch(url)
  expect(response.status, `GET ${url}`).toBe(200)
  return {
    contentType: response.headers.get('content-type') ?? '',
    bytes: Buffer.from(await response.arrayBuffer()),
  }
}

/** Width and height of a baseline or progressive JPEG, from its SOF marker. */
export function jpegSize(bytes: Buffer): { width: number; height: number } {
  expect([...bytes.subarray(0, 3)], 'JPEG magic bytes').toEqual([0xff, 0xd8, 0xff])
  let offset = 2
  while (offset < bytes.length) {
    const marker = bytes[offset + 1]!
    const length = bytes.readUInt16BE(offset + 2)
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) }
    }
    offset += 2 + length
  }
  throw new Error('no SOF marker in the JPEG')
}

/** The teacher as the database holds it (read with the service role), or null. */
export async function storedTeacher(slug: string): Promise<Tables<'teachers'> | null> {
  const { data, error } = await adminClient().from('teachers').select('*').eq('slug', slug).maybeSingle()
  if (error) throw new Error(error.message)
  return data
}

/** The studio as the database holds it (read with the service role), or null. */
export async function storedStudio(slug: string): Promise<Tables<'studios'> | null> {
  const { data, error } = await adminClient().from('studios').select('*').eq('slug', slug).maybeSingle()
  if (error) throw new Error(error.message)
  return data
}
