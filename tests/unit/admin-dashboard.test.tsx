import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import {
  adminStudioColumns,
  type AdminStudio,
} from '../../src/features/studios/api/list-studios-for-admin.ts'
import {
  adminTeacherColumns,
  type AdminTeacher,
} from '../../src/features/teachers/api/list-teachers-for-admin.ts'
import type { Tables } from '../../src/types/database.types.ts'
import { selectColumns, studioRow, teacherRow } from '../builders.ts'
import { API, clearSession, REST, storeSession } from './admin-test-utils.ts'
import { expectConsole } from './console-guard.ts'
import { deferred, postgrestError } from './directory-test-utils.tsx'
import { server } from './msw-server.ts'
import { renderRoute } from './render-route.tsx'
import { sendTwiceWhilePending } from './send-twice.ts'

afterEach(() => clearSession())

const UPDATED = '2025-10-28T09:15:00.000Z'

/** A teacher or studio as the dashboard's list selects it. */
const adminTeacher = (values: Partial<Tables<'teachers'>>) =>
  selectColumns(teacherRow(values), adminTeacherColumns)
const adminStudio = (values: Partial<Tables<'studios'>>) =>
  selectColumns(studioRow(values), adminStudioColumns)

const anaBio = `Ana has taught Vinyasa and Yin in Cebu for ten years.\n\n  She trains new teachers,   leads retreats and ${'loves slow mornings. '.repeat(10)}`
const ana: AdminTeacher = adminTeacher({
  id: '5d1f6a52-8d0e-4a4c-9f55-0c2f0d8b3a11',
  slug: 'ana-reyes',
  firstname: 'Ana',
  lastname: 'Reyes',
  name: 'Ana Reyes',
  location: 'Cebu City',
  country: 'Philippines',
  experience: 10,
  bio: anaBio,
  seo_title: null,
  seo_description: null,
  updated_at: UPDATED,
})
const ben: AdminTeacher = adminTeacher({
  id: '7a2b3c4d-1111-4222-8333-444455556666',
  slug: 'ben-cruz',
  firstname: 'Ben',
  lastname: 'Cruz',
  name: 'Ben Cruz',
  location: 'Manila',
  country: 'Philippines',
  experience: 1,
  bio: 'Ben teaches Hatha.',
  seo_title: 'Ben Cruz, Hatha in Manila',
  seo_description: 'Gentle Hatha classes with Ben in Manila.',
  updated_at: UPDATED,
})
const lotus: AdminStudio = adminStudio({
  id: '9e8d7c6b-2222-4333-8444-555566667777',
  slug: 'lotus-flow',
  name: 'Lotus Flow',
  city: 'Lisbon',
  country: 'Portugal',
  studiotype: 'In-person',
  description: 'A bright studio by the river.',
  seo_title: null,
  seo_description: null,
  updated_at: UPDATED,
})

interface Backend {
  teachers?: AdminTeacher[] | (() => Response)
  studios?: AdminStudio[] | (() => Response)
}

/** An admin session and the dashboard's requests; records every write it receives. */
function serveDashboard({ teachers = [ana, ben], studios = [lotus] }: Backend = {}) {
  storeSession({ admin: true })
  const reads: string[] = []
  const writes: { method: string; url: URL; body: unknown }[] = []
  const answer = (rows: unknown[] | (() => Response)) =>
    typeof rows === 'function' ? rows() : HttpResponse.json(rows)
  server.use(
    http.get(`${REST}/teachers`, ({ request }) => {
      reads.push(request.url)
      return answer(teachers)
    }),
    http.get(`${REST}/studios`, ({ request }) => {
      reads.push(request.url)
      return answer(studios)
    }),
    // The Form Submissions inbox on the same page.
    ...['teacherapplications', 'studioapplications', 'contactsubmissions'].map((table) =>
      http.get(`${REST}/${table}`, () => HttpResponse.json([])),
    ),
    http.patch(`${REST}/:table`, async ({ request }) => {
      writes.push({ method: 'PATCH', url: new URL(request.url), body: await request.json() })
      return new HttpResponse(null, { status: 500 })
    }),
    http.delete(`${REST}/:table`, ({ request }) => {
      const url = new URL(request.url)
      writes.push({ method: 'DELETE', url, body: null })
      // As PostgREST with `select=id`: the deleted row's id.
      return HttpResponse.json([{ id: url.searchParams.get('id')?.replace(/^eq\./, '') }])
    }),
  )
  return { reads, writes }
}

/** Answers SEO saves with `answer` (after `hold`, if given), recording them. */
function serveSeoSave(answer: (body: Record<string, unknown>, id: string) => Response, hold?: Promise<void>) {
  const saves: { table: string; url: URL; body: Record<string, unknown> }[] = []
  server.use(
    http.patch(`${REST}/:table`, async ({ request, params }) => {
      const url = new URL(request.url)
      const body = (await request.json()) as Record<string, unknown>
      saves.push({ table: String(params.table), url, body })
      if (hold) await hold
      return answer(body, (url.searchParams.get('id') ?? '').replace(/^eq\./, ''))
    }),
  )
  return saves
}

async function renderDashboard() {
  renderRoute('/admin')
  await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' }, { timeout: 5000 })
}

const region = (name: string) => screen.getByRole('region', { name })
const seoRegion = () => region('SEO Management')

async function openSeo(name: string) {
  fireEvent.click(await within(seoRegion()).findByRole('button', { name: `Edit SEO for ${name}` }))
  return screen.findByRole('dialog', { name: `Edit SEO: ${name}` })
}

function rowNames(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent ?? '')
}

function setValue(field: HTMLElement, value: string) {
  fireEvent.change(field, { target: { value } })
}

describe('/admin dashboard', () => {
  it('lists the teachers and studios, ordered as the spec asks', async () => {
    const { reads } = serveDashboard()
    await renderDashboard()

    expect(screen.getByRole('heading', { level: 2, name: 'Form Submissions' })).toBeInTheDocument()
    const teachers = region('Teachers')
    const teacherTable = await within(teachers).findByRole('table')
    expect(rowNames(teacherTable)).toEqual(['Ana Reyes', 'Ben Cruz'])
    const anaRow = within(teacherTable).getByRole('row', { name: /Ana Reyes/ })
    expect(anaRow).toHaveTextContent('Cebu City, Philippines')
    expect(anaRow).toHaveTextContent('10 years')
    expect(within(teachers).getByRole('link', { name: 'Edit Ana Reyes' })).toHaveAttribute(
      'href',
      '/admin/teacher/edit/ana-reyes',
    )
    expect(within(teachers).getByRole('link', { name: 'Add Teacher' })).toHaveAttribute(
      'href',
      '/admin/teacher/new',
    )

    const studios = region('Studios')
    const studioRow = within(studios).getByRole('row', { name: /Lotus Flow/ })
    expect(studioRow).toHaveTextContent('Lisbon, Portugal')
    expect(studioRow).toHaveTextContent('In-person')
    expect(within(studios).getByRole('link', { name: 'Edit Lotus Flow' })).toHaveAttribute(
      'href',
      '/admin/studio/edit/lotus-flow',
    )
    expect(within(studios).getByRole('link', { name: 'Add Studio' })).toHaveAttribute(
      'href',
      '/admin/studio/new',
    )

    const teacherRead = new URL(reads.find((url) => url.includes('/teachers'))!)
    expect(teacherRead.searchParams.get('order')).toBe('firstname.asc,lastname.asc,id.asc')
    expect(teacherRead.searchParams.get('select')).toContain('seo_description')
    const studioRead = new URL(reads.find((url) => url.includes('/studios'))!)
    expect(studioRead.searchParams.get('order')).toBe('name.asc,id.asc')
  })

  it('switches the SEO tabs with clicks and arrow keys, and searches by name', async () => {
    serveDashboard()
    await renderDashboard()
    const seo = seoRegion()
    const teachersTab = within(seo).getByRole('tab', { name: 'Teachers' })
    const studiosTab = within(seo).getByRole('tab', { name: 'Studios' })
    expect(teachersTab).toHaveAttribute('aria-selected', 'true')
    const panel = within(seo).getByRole('tabpanel', { name: 'Teachers' })
    expect(rowNames(await within(panel).findByRole('table'))).toEqual(['Ana Reyes', 'Ben Cruz'])
    expect(within(panel).getByRole('row', { name: /Ben Cruz/ })).toHaveTextContent('Manila, Philippines')

    fireEvent.keyDown(teachersTab, { key: 'ArrowRight' })
    expect(studiosTab).toHaveAttribute('aria-selected', 'true')
    expect(studiosTab).toHaveFocus()
    const studioPanel = within(seo).getByRole('tabpanel', { name: 'Studios' })
    expect(within(studioPanel).getByRole('row', { name: /Lotus Flow/ })).toHaveTextContent('Lisbon, Portugal')

    fireEvent.keyDown(studiosTab, { key: 'ArrowLeft' })
    expect(teachersTab).toHaveAttribute('aria-selected', 'true')
    setValue(within(seo).getByLabelText('Search by name'), 'CRU')
    expect(rowNames(within(seo).getByRole('table'))).toEqual(['Ben Cruz'])
    setValue(within(seo).getByLabelText('Search by name'), 'zz')
    expect(within(seo).queryByRole('table')).not.toBeInTheDocument()
    expect(within(seo).getByText('0 of 2 teachers match "zz"')).toBeInTheDocument()

    fireEvent.click(studiosTab)
    setValue(within(seo).getByLabelText('Search by name'), 'lotus')
    expect(rowNames(within(seo).getByRole('table'))).toEqual(['Lotus Flow'])
  })

  it('starts the SEO fields from suggestions when nothing is stored', async () => {
    serveDashboard()
    await renderDashboard()
    const dialog = await openSeo('Ana Reyes')
    expect(within(dialog).getByLabelText('SEO Title')).toHaveValue('Ana Reyes - Yoga Teacher in Cebu City')
    const description = within(dialog).getByLabelText('SEO Description')
    const expected = anaBio.replace(/\s+/g, ' ').slice(0, 155).trimEnd()
    expect(description).toHaveValue(expected)
    expect((description as HTMLTextAreaElement).value).toHaveLength(155)

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    fireEvent.click(within(seoRegion()).getByRole('tab', { name: 'Studios' }))
    const studio = await openSeo('Lotus Flow')
    expect(within(studio).getByLabelText('SEO Title')).toHaveValue('Lotus Flow | Yoga Studio in Lisbon')
    expect(within(studio).getByLabelText('SEO Description')).toHaveValue('A bright studio by the river.')
  })

  it('starts the SEO fields from the stored values when there are some', async () => {
    serveDashboard()
    await renderDashboard()
    const dialog = await openSeo('Ben Cruz')
    expect(within(dialog).getByLabelText('SEO Title')).toHaveValue('Ben Cruz, Hatha in Manila')
    expect(within(dialog).getByLabelText('SEO Description')).toHaveValue(
      'Gentle Hatha classes with Ben in Manila.',
    )
  })

  it('turns the counters red just above 60 and 160 characters, without blocking Save', async () => {
    serveDashboard()
    await renderDashboard()
    const dialog = await openSeo('Ana Reyes')
    const title = within(dialog).getByLabelText('SEO Title')
    const description = within(dialog).getByLabelText('SEO Description')

    setValue(title, 't'.repeat(60))
    expect(within(dialog).getByText('60/60')).not.toHaveClass('text-red-700')
    setValue(title, 't'.repeat(61))
    expect(within(dialog).getByText('61/60')).toHaveClass('text-red-700')
    expect(title).toHaveAccessibleDescription('61/60 (over the recommended length)')

    setValue(description, 'd'.repeat(160))
    expect(within(dialog).getByText('160/160')).not.toHaveClass('text-red-700')
    expect(description).toHaveAccessibleDescription('160/160')
    setValue(description, 'd'.repeat(161))
    expect(within(dialog).getByText('161/160')).toHaveClass('text-red-700')
    expect(within(dialog).getAllByText('(over the recommended length)')).toHaveLength(2)
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled()
  })

  it('saves exactly the SEO title and description, then closes and shows the new text', async () => {
    serveDashboard()
    const hold = deferred()
    const saves = serveSeoSave(
      (body, id) => HttpResponse.json({ id, ...body, updated_at: '2025-10-29T10:00:00.000Z' }),
      hold.promise,
    )
    await renderDashboard()
    const dialog = await openSeo('Ana Reyes')
    setValue(within(dialog).getByLabelText('SEO Title'), '  Ana Reyes | Vinyasa in Cebu  ')
    setValue(within(dialog).getByLabelText('SEO Description'), 'Slow flows by the sea.')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))

    const saving = await within(dialog).findByRole('button', { name: 'Saving...' })
    expect(saving).toBeDisabled()
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled()
    await waitFor(() => expect(saves).toHaveLength(1))
    expect(saves[0]!.table).toBe('teachers')
    expect(saves[0]!.url.searchParams.get('id')).toBe(`eq.${ana.id}`)
    expect(saves[0]!.body).toEqual({
      seo_title: 'Ana Reyes | Vinyasa in Cebu',
      seo_description: 'Slow flows by the sea.',
    })

    hold.release()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(await screen.findByText('SEO Updated!')).toBeInTheDocument()
    expect(screen.getByText('Successfully saved SEO data for Ana Reyes.')).toBeInTheDocument()

    // The row now holds what was stored.
    const again = await openSeo('Ana Reyes')
    expect(within(again).getByLabelText('SEO Title')).toHaveValue('Ana Reyes | Vinyasa in Cebu')
    expect(within(again).getByLabelText('SEO Description')).toHaveValue('Slow flows by the sea.')
  })

  it('saves the SEO text once when the dialog is sent again while the first save is pending', async () => {
    serveDashboard()
    const hold = deferred()
    const saves = serveSeoSave(
      (body, id) => HttpResponse.json({ id, ...body, updated_at: '2025-10-29T10:00:00.000Z' }),
      hold.promise,
    )
    await renderDashboard()
    const dialog = await openSeo('Ana Reyes')
    setValue(within(dialog).getByLabelText('SEO Title'), 'Ana Reyes | Vinyasa in Cebu')
    await sendTwiceWhilePending(dialog.querySelector('form')!, saves, hold.release)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(saves).toHaveLength(1)
  })

  it('stores emptied fields as null', async () => {
    serveDashboard()
    const saves = serveSeoSave((body, id) => HttpResponse.json({ id, ...body, updated_at: UPDATED }))
    await renderDashboard()
    const dialog = await openSeo('Ben Cruz')
    setValue(within(dialog).getByLabelText('SEO Title'), '   ')
    setValue(within(dialog).getByLabelText('SEO Description'), '')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await screen.findByText('SEO Updated!')
    expect(saves[0]!.body).toEqual({ seo_title: null, seo_description: null })
  })

  it('keeps the dialog open with what was typed when the save fails', async () => {
    expectConsole('warn', /^Saving SEO data failed: .*permission denied for table teachers/)
    serveDashboard()
    const saves = serveSeoSave(() => postgrestError(403, '42501', 'permission denied for table teachers'))
    await renderDashboard()
    const dialog = await openSeo('Ana Reyes')
    setValue(within(dialog).getByLabelText('SEO Title'), 'My typed title')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))

    expect(await screen.findByText('Failed to save SEO data.')).toBeInTheDocument()
    expect(screen.getByText('Error')).toBeInTheDocument()
    expect(saves).toHaveLength(1)
    expect(screen.getByRole('dialog', { name: 'Edit SEO: Ana Reyes' })).toBeInTheDocument()
    expect(within(dialog).getByLabelText('SEO Title')).toHaveValue('My typed title')
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled()
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled()
  })

  it('closes on Cancel without saving', async () => {
    const { writes } = serveDashboard()
    await renderDashboard()
    const dialog = await openSeo('Ana Reyes')
    setValue(within(dialog).getByLabelText('SEO Title'), 'Not saved')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(writes).toEqual([])
    const again = await openSeo('Ana Reyes')
    expect(within(again).getByLabelText('SEO Title')).toHaveValue('Ana Reyes - Yoga Teacher in Cebu City')
  })

  it('asks before deleting a teacher, and deletes only on confirm', async () => {
    const { writes } = serveDashboard()
    await renderDashboard()
    const teachers = region('Teachers')
    fireEvent.click(await within(teachers).findByRole('button', { name: 'Delete Ana Reyes' }))
    let dialog = await screen.findByRole('dialog')
    expect(dialog).toHaveAccessibleDescription("Are you sure you want to delete Ana Reyes's profile?")
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(writes).toEqual([])
    expect(within(teachers).getByRole('row', { name: /Ana Reyes/ })).toBeInTheDocument()

    fireEvent.click(within(teachers).getByRole('button', { name: 'Delete Ana Reyes' }))
    dialog = await screen.findByRole('dialog')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Profile Deleted')).toBeInTheDocument()
    expect(writes).toHaveLength(1)
    expect(writes[0]!.method).toBe('DELETE')
    expect(writes[0]!.url.pathname).toBe('/rest/v1/teachers')
    expect(writes[0]!.url.searchParams.get('id')).toBe(`eq.${ana.id}`)
    expect(within(teachers).queryByRole('row', { name: /Ana Reyes/ })).not.toBeInTheDocument()
    expect(within(seoRegion()).queryByRole('row', { name: /Ana Reyes/ })).not.toBeInTheDocument()
    expect(within(teachers).getByRole('row', { name: /Ben Cruz/ })).toBeInTheDocument()
  })

  it('keeps the teacher and shows the backend message when the delete fails', async () => {
    expectConsole('warn', /^Deleting the teacher failed: .*permission denied for table teachers/)
    serveDashboard()
    server.use(
      http.delete(`${REST}/teachers`, () =>
        postgrestError(403, '42501', 'permission denied for table teachers'),
      ),
    )
    await renderDashboard()
    const teachers = region('Teachers')
    fireEvent.click(await within(teachers).findByRole('button', { name: 'Delete Ana Reyes' }))
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Supabase error')).toBeInTheDocument()
    expect(screen.getByText('permission denied for table teachers')).toBeInTheDocument()
    expect(within(teachers).getByRole('row', { name: /Ana Reyes/ })).toBeInTheDocument()
  })

  it('keeps the teacher when the database deleted nothing (refused by its policies)', async () => {
    expectConsole('warn', /^Deleting the teacher failed: .*Nothing was deleted/)
    serveDashboard()
    server.use(http.delete(`${REST}/teachers`, () => HttpResponse.json([])))
    await renderDashboard()
    const teachers = region('Teachers')
    fireEvent.click(await within(teachers).findByRole('button', { name: 'Delete Ana Reyes' }))
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Supabase error')).toBeInTheDocument()
    expect(screen.getByText(/^Nothing was deleted/)).toBeInTheDocument()
    expect(within(teachers).getByRole('row', { name: /Ana Reyes/ })).toBeInTheDocument()
  })

  it('asks before deleting a studio, and deletes only on confirm', async () => {
    const { writes } = serveDashboard()
    await renderDashboard()
    const studios = region('Studios')
    fireEvent.click(await within(studios).findByRole('button', { name: 'Delete Lotus Flow' }))
    let dialog = await screen.findByRole('dialog')
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete the studio "Lotus Flow"?')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(writes).toEqual([])

    fireEvent.click(within(studios).getByRole('button', { name: 'Delete Lotus Flow' }))
    dialog = await screen.findByRole('dialog')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Studio Deleted')).toBeInTheDocument()
    expect(writes.map(({ method, url }) => [method, url.pathname, url.searchParams.get('id')])).toEqual([
      ['DELETE', '/rest/v1/studios', `eq.${lotus.id}`],
    ])
    expect(within(studios).queryByRole('table')).not.toBeInTheDocument()
    expect(within(studios).getByText('No studios yet.')).toBeInTheDocument()
  })

  it('says when there are no teachers or studios yet', async () => {
    serveDashboard({ teachers: [], studios: [] })
    await renderDashboard()
    expect(await within(region('Teachers')).findByText('No teachers yet.')).toBeInTheDocument()
    expect(within(region('Studios')).getByText('No studios yet.')).toBeInTheDocument()
    expect(within(seoRegion()).getByText('No teachers yet.')).toBeInTheDocument()
  })

  it('shows a load failure with Try again, which loads the list again', async () => {
    expectConsole('warn', /^Loading an admin list failed: .*column teachers.firstname does not exist/)
    let failures = 1
    serveDashboard({
      teachers: () =>
        failures-- > 0
          ? postgrestError(400, '42703', 'column teachers.firstname does not exist')
          : HttpResponse.json([ana]),
    })
    await renderDashboard()
    expect(await screen.findByText('Supabase error')).toBeInTheDocument()
    expect(screen.getByText('column teachers.firstname does not exist')).toBeInTheDocument()
    const teachers = region('Teachers')
    expect(within(teachers).getByText(/Could not load teachers/)).toBeInTheDocument()
    fireEvent.click(within(teachers).getByRole('button', { name: 'Try again' }))
    expect(await within(teachers).findByRole('row', { name: /Ana Reyes/ })).toBeInTheDocument()
    expect(within(seoRegion()).getByRole('row', { name: /Ana Reyes/ })).toBeInTheDocument()
  })

  it('shows Loading teachers... until the list arrives', async () => {
    const hold = deferred()
    serveDashboard()
    server.use(
      http.get(`${REST}/teachers`, async () => {
        await hold.promise
        return HttpResponse.json([ana])
      }),
    )
    await renderDashboard()
    expect(within(region('Teachers')).getByRole('status')).toHaveTextContent('Loading teachers...')
    hold.release()
    expect(await within(region('Teachers')).findByRole('row', { name: /Ana Reyes/ })).toBeInTheDocument()
  })

  it('logs out from the dashboard and goes home', async () => {
    // The home page asks for teachers too: none, so it shows its empty state.
    serveDashboard({ teachers: [], studios: [] })
    server.use(http.post(`${API}/auth/v1/logout`, () => new HttpResponse(null, { status: 204 })))
    await renderDashboard()
    const heading = screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })
    fireEvent.click(within(heading.parentElement!).getByRole('button', { name: 'Logout' }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Find Your Perfect Yoga Connection' }),
    ).toBeInTheDocument()
    expect(await screen.findByText('Logged Out')).toBeInTheDocument()
    await screen.findByText('Our first teachers are joining soon.')
  })
})
