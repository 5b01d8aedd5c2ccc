import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Tables } from '../../src/types/database.types.ts'
import { studioRow, teacherRow } from '../builders.ts'
import { region, renderDashboard, rowNames, serveAdmin } from './admin-list-backend.ts'
import { API, clearSession, REST } from './admin-test-utils.ts'
import { expectConsole } from './console-guard.ts'
import { deferred, postgrestError } from './directory-test-utils.tsx'
import { server } from './msw-server.ts'
import { renderRoute } from './render-route.tsx'
import { sendTwiceWhilePending } from './send-twice.ts'

// The first test also loads the lazy admin chunks; on two shared cores that can take seconds.
vi.setConfig({ testTimeout: 20_000 })

afterEach(() => clearSession())

const UPDATED = '2025-10-28T09:15:00.000Z'

const anaBio = `Ana has taught Vinyasa and Yin in Cebu for ten years.\n\n  She trains new teachers,   leads retreats and ${'loves slow mornings. '.repeat(10)}`
const ana: Tables<'teachers'> = teacherRow({
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
const ben: Tables<'teachers'> = teacherRow({
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
const lotus: Tables<'studios'> = studioRow({
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

/** The admin's backend with Ana and Ben, and Lotus Flow, unless told otherwise. */
function serveDashboard({
  teachers = [ana, ben],
  studios = [lotus],
}: { teachers?: Tables<'teachers'>[]; studios?: Tables<'studios'>[] } = {}) {
  return serveAdmin({ teachers, studios })
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

async function openSeo(name: string) {
  const seo = await region('SEO Management')
  fireEvent.click(await within(seo).findByRole('button', { name: `Edit SEO for ${name}` }))
  return screen.findByRole('dialog', { name: `Edit SEO: ${name}` })
}

function setValue(field: HTMLElement, value: string) {
  fireEvent.change(field, { target: { value } })
}

describe('/admin/seo', () => {
  it('lists the teachers by name and location, and the arrow keys move to the studios', async () => {
    serveDashboard()
    await renderDashboard('/admin/seo')
    const seo = await region('SEO Management')
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
    expect(await within(studioPanel).findByRole('row', { name: /Lotus Flow/ })).toHaveTextContent(
      'Lisbon, Portugal',
    )

    fireEvent.keyDown(studiosTab, { key: 'ArrowLeft' })
    expect(teachersTab).toHaveAttribute('aria-selected', 'true')
    expect(teachersTab).toHaveFocus()
    expect(await within(seo).findByRole('row', { name: /Ana Reyes/ })).toBeInTheDocument()
  })

  it('starts the SEO fields from suggestions when nothing is stored', async () => {
    serveDashboard()
    await renderDashboard('/admin/seo')
    const dialog = await openSeo('Ana Reyes')
    expect(within(dialog).getByLabelText('SEO Title')).toHaveValue('Ana Reyes - Yoga Teacher in Cebu City')
    const description = within(dialog).getByLabelText('SEO Description')
    const expected = anaBio.replace(/\s+/g, ' ').slice(0, 155).trimEnd()
    expect(description).toHaveValue(expected)
    expect((description as HTMLTextAreaElement).value).toHaveLength(155)

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    fireEvent.click(within(await region('SEO Management')).getByRole('tab', { name: 'Studios' }))
    const studio = await openSeo('Lotus Flow')
    expect(within(studio).getByLabelText('SEO Title')).toHaveValue('Lotus Flow | Yoga Studio in Lisbon')
    expect(within(studio).getByLabelText('SEO Description')).toHaveValue('A bright studio by the river.')
  })

  it('starts the SEO fields from the stored values when there are some', async () => {
    serveDashboard()
    await renderDashboard('/admin/seo')
    const dialog = await openSeo('Ben Cruz')
    expect(within(dialog).getByLabelText('SEO Title')).toHaveValue('Ben Cruz, Hatha in Manila')
    expect(within(dialog).getByLabelText('SEO Description')).toHaveValue(
      'Gentle Hatha classes with Ben in Manila.',
    )
  })

  it('turns the counters red just above 60 and 160 characters, without blocking Save', async () => {
    serveDashboard()
    await renderDashboard('/admin/seo')
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
    const { teachers } = serveDashboard()
    const hold = deferred()
    const saves = serveSeoSave((body, id) => {
      // As the database does: the list loaded again after the save shows it.
      teachers.rows = teachers.rows.map((row) => (row.id === id ? { ...row, ...body } : row))
      return HttpResponse.json({ id, ...body, updated_at: '2025-10-29T10:00:00.000Z' })
    }, hold.promise)
    await renderDashboard('/admin/seo')
    const dialog = await openSeo('Ana Reyes')
    setValue(within(dialog).getByLabelText('SEO Title'), '  Ana Reyes | Vinyasa in Cebu  ')
    setValue(within(dialog).getByLabelText('SEO Description'), 'Slow flows by the sea.')
    const readsBefore = teachers.reads.length
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

    // The page was loaded again once, and its row holds what was stored.
    await waitFor(() => expect(teachers.reads).toHaveLength(readsBefore + 1))
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
    await renderDashboard('/admin/seo')
    const dialog = await openSeo('Ana Reyes')
    setValue(within(dialog).getByLabelText('SEO Title'), 'Ana Reyes | Vinyasa in Cebu')
    await sendTwiceWhilePending(dialog.querySelector('form')!, saves, hold.release)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(saves).toHaveLength(1)
  })

  it('stores emptied fields as null', async () => {
    serveDashboard()
    const saves = serveSeoSave((body, id) => HttpResponse.json({ id, ...body, updated_at: UPDATED }))
    await renderDashboard('/admin/seo')
    const dialog = await openSeo('Ben Cruz')
    setValue(within(dialog).getByLabelText('SEO Title'), '   ')
    setValue(within(dialog).getByLabelText('SEO Description'), '')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await screen.findByText('SEO Updated!')
    expect(saves[0]!.body).toEqual({ seo_title: null, seo_description: null })
  })

  it('saves a studio’s SEO text to the studios table', async () => {
    serveDashboard()
    const saves = serveSeoSave((body, id) => HttpResponse.json({ id, ...body, updated_at: UPDATED }))
    await renderDashboard('/admin/seo?tab=studios')
    const dialog = await openSeo('Lotus Flow')
    setValue(within(dialog).getByLabelText('SEO Title'), 'Lotus Flow, Lisbon')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await screen.findByText('SEO Updated!')
    expect(saves.map(({ table, url }) => [table, url.searchParams.get('id')])).toEqual([
      ['studios', `eq.${lotus.id}`],
    ])
    expect(saves[0]!.body).toEqual({
      seo_title: 'Lotus Flow, Lisbon',
      seo_description: 'A bright studio by the river.',
    })
  })

  it('keeps the dialog open with what was typed when the save fails', async () => {
    expectConsole('warn', /^Saving SEO data failed: .*permission denied for table teachers/)
    serveDashboard()
    const saves = serveSeoSave(() => postgrestError(403, '42501', 'permission denied for table teachers'))
    await renderDashboard('/admin/seo')
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
    serveDashboard()
    const saves = serveSeoSave((body, id) => HttpResponse.json({ id, ...body, updated_at: UPDATED }))
    await renderDashboard('/admin/seo')
    const dialog = await openSeo('Ana Reyes')
    setValue(within(dialog).getByLabelText('SEO Title'), 'Not saved')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(saves).toEqual([])
    const again = await openSeo('Ana Reyes')
    expect(within(again).getByLabelText('SEO Title')).toHaveValue('Ana Reyes - Yoga Teacher in Cebu City')
  })

  it('says when there are no teachers yet', async () => {
    serveDashboard({ teachers: [], studios: [] })
    await renderDashboard('/admin/seo')
    expect(await within(await region('SEO Management')).findByText('No teachers yet.')).toBeInTheDocument()
  })
})

describe('/admin/teachers and /admin/studios', () => {
  it('lists the teachers with their place and experience, with Add, Edit and the public profile', async () => {
    serveDashboard()
    await renderDashboard('/admin/teachers')
    const teachers = await region('Teachers')
    const table = await within(teachers).findByRole('table', { name: 'Teachers' })
    expect(rowNames(table)).toEqual(['Ana Reyes', 'Ben Cruz'])
    const anaRow = within(table).getByRole('row', { name: /Ana Reyes/ })
    expect(anaRow).toHaveTextContent('Cebu City, Philippines')
    expect(anaRow).toHaveTextContent('10 years')
    expect(within(table).getByRole('row', { name: /Ben Cruz/ })).toHaveTextContent('1 year')
    expect(within(teachers).getByRole('link', { name: 'Edit Ana Reyes' })).toHaveAttribute(
      'href',
      '/admin/teacher/edit/ana-reyes',
    )
    expect(within(teachers).getByRole('link', { name: "View Ana Reyes's public profile" })).toHaveAttribute(
      'href',
      '/teacher/ana-reyes',
    )
    expect(within(teachers).getByRole('link', { name: 'Add Teacher' })).toHaveAttribute(
      'href',
      '/admin/teacher/new',
    )
    expect(within(teachers).getByText('Showing 1–2 of 2 teachers')).toBeInTheDocument()
  })

  it('lists the studios with their place and type, with Add and Edit', async () => {
    serveDashboard()
    await renderDashboard('/admin/studios')
    const studios = await region('Studios')
    const row = await within(studios).findByRole('row', { name: /Lotus Flow/ })
    expect(row).toHaveTextContent('Lisbon, Portugal')
    expect(row).toHaveTextContent('In-person')
    expect(within(studios).getByRole('link', { name: 'Edit Lotus Flow' })).toHaveAttribute(
      'href',
      '/admin/studio/edit/lotus-flow',
    )
    expect(within(studios).getByRole('link', { name: 'Add Studio' })).toHaveAttribute(
      'href',
      '/admin/studio/new',
    )
  })

  it('asks before deleting a teacher, and deletes only on confirm', async () => {
    const { teachers: backend } = serveDashboard()
    await renderDashboard('/admin/teachers')
    const teachers = await region('Teachers')
    fireEvent.click(await within(teachers).findByRole('button', { name: 'Delete Ana Reyes' }))
    let dialog = await screen.findByRole('dialog')
    expect(dialog).toHaveAccessibleDescription("Are you sure you want to delete Ana Reyes's profile?")
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(backend.deletes).toEqual([])
    expect(within(teachers).getByRole('row', { name: /Ana Reyes/ })).toBeInTheDocument()

    fireEvent.click(within(teachers).getByRole('button', { name: 'Delete Ana Reyes' }))
    dialog = await screen.findByRole('dialog')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Profile Deleted')).toBeInTheDocument()
    expect(screen.getByText("Ana Reyes's profile has been deleted.")).toBeInTheDocument()
    expect(backend.deletes).toEqual([ana.id])
    await waitFor(() =>
      expect(within(teachers).queryByRole('row', { name: /Ana Reyes/ })).not.toBeInTheDocument(),
    )
    expect(within(teachers).getByRole('row', { name: /Ben Cruz/ })).toBeInTheDocument()
    expect(within(teachers).getByText('Showing 1–1 of 1 teachers')).toBeInTheDocument()
  })

  it('keeps the teacher and shows the backend message when the delete fails', async () => {
    expectConsole('warn', /^Deleting the teacher failed: .*permission denied for table teachers/)
    serveDashboard()
    server.use(
      http.delete(`${REST}/teachers`, () =>
        postgrestError(403, '42501', 'permission denied for table teachers'),
      ),
    )
    await renderDashboard('/admin/teachers')
    const teachers = await region('Teachers')
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
    await renderDashboard('/admin/teachers')
    const teachers = await region('Teachers')
    fireEvent.click(await within(teachers).findByRole('button', { name: 'Delete Ana Reyes' }))
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Supabase error')).toBeInTheDocument()
    expect(screen.getByText(/^Nothing was deleted/)).toBeInTheDocument()
    expect(within(teachers).getByRole('row', { name: /Ana Reyes/ })).toBeInTheDocument()
  })

  it('asks before deleting a studio, and deletes only on confirm', async () => {
    const { studios: backend } = serveDashboard()
    await renderDashboard('/admin/studios')
    const studios = await region('Studios')
    fireEvent.click(await within(studios).findByRole('button', { name: 'Delete Lotus Flow' }))
    let dialog = await screen.findByRole('dialog')
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete the studio "Lotus Flow"?')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(backend.deletes).toEqual([])

    fireEvent.click(within(studios).getByRole('button', { name: 'Delete Lotus Flow' }))
    dialog = await screen.findByRole('dialog')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Studio Deleted')).toBeInTheDocument()
    expect(backend.deletes).toEqual([lotus.id])
    expect(await within(studios).findByText('No studios yet.')).toBeInTheDocument()
    expect(within(studios).queryByRole('table')).not.toBeInTheDocument()
  })

  it('says when there are no teachers or studios yet', async () => {
    serveDashboard({ teachers: [], studios: [] })
    await renderDashboard('/admin/teachers')
    const teachers = await region('Teachers')
    expect(await within(teachers).findByText('No teachers yet.')).toBeInTheDocument()
    expect(within(teachers).queryByRole('table')).not.toBeInTheDocument()
    expect(within(teachers).getByText('0 teachers')).toBeInTheDocument()

    const sections = screen.getByRole('navigation', { name: 'Dashboard sections' })
    fireEvent.click(within(sections).getByRole('link', { name: /^Studios/ }))
    expect(await within(await region('Studios')).findByText('No studios yet.')).toBeInTheDocument()
  })

  it('shows a load failure with Try again, which loads the list again', async () => {
    expectConsole('warn', /^Loading an admin list failed: .*column teachers.firstname does not exist/)
    const { teachers: backend } = serveDashboard()
    let failures = 1
    backend.answer = () =>
      failures-- > 0 ? postgrestError(400, '42703', 'column teachers.firstname does not exist') : undefined
    await renderDashboard('/admin/teachers')
    // The notice, with the backend's message.
    const notice = (await screen.findByText('Supabase error')).parentElement!
    expect(notice).toHaveTextContent('column teachers.firstname does not exist')
    const teachers = await region('Teachers')
    const alert = within(teachers).getByRole('alert')
    expect(alert).toHaveTextContent('Could not load teachers.')
    expect(alert).toHaveTextContent('column teachers.firstname does not exist')
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await within(teachers).findByRole('row', { name: /Ana Reyes/ })).toBeInTheDocument()
    expect(within(teachers).queryByRole('alert')).not.toBeInTheDocument()
    expect(backend.reads).toHaveLength(2)
  })

  it("says 'Loading....' until the list arrives, then shows it", async () => {
    const hold = deferred()
    const { teachers: backend } = serveDashboard()
    backend.answer = async () => {
      await hold.promise
      return undefined
    }
    renderRoute('/admin/teachers')
    // The router opens the page once all its data is there: until then, the admin loading state.
    await waitFor(() => expect(backend.reads).toHaveLength(1), { timeout: 5000 })
    expect(screen.getByRole('status')).toHaveTextContent(/^Loading\.\.\.\.$/)
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    hold.release()
    const teachers = await region('Teachers')
    expect(await within(teachers).findByRole('row', { name: /Ana Reyes/ })).toBeInTheDocument()
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })
})

describe('the dashboard around the sections', () => {
  it('logs out from the dashboard and goes home', async () => {
    // The home page asks for teachers too: none, so it shows its empty state.
    serveDashboard({ teachers: [], studios: [] })
    server.use(http.post(`${API}/auth/v1/logout`, () => new HttpResponse(null, { status: 204 })))
    const { pathname } = await renderDashboard('/admin')
    fireEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Logout' }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Find Your Perfect Yoga Connection' }),
    ).toBeInTheDocument()
    expect(pathname()).toBe('/')
    expect(await screen.findByText('Logged Out')).toBeInTheDocument()
    await screen.findByText('Our first teachers are joining soon.')
  })
})
