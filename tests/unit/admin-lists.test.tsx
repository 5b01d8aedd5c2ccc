import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SEARCH_DELAY_MS } from '../../src/components/admin/list-controls.tsx'
import { teacherRow } from '../builders.ts'
import {
  asked,
  listReads,
  manyStudios,
  manyTeachers,
  region,
  renderDashboard,
  rowNames,
  serveAdmin,
  type ListRead,
} from './admin-list-backend.ts'
import { clearSession, REST } from './admin-test-utils.ts'
import { expectConsole } from './console-guard.ts'
import { server } from './msw-server.ts'

// The first test also loads the lazy admin chunks; on two shared cores that can take seconds.
vi.setConfig({ testTimeout: 20_000 })

afterEach(() => clearSession())

/** The last list read of a table (after `count` of them have arrived, when given). */
async function lastRead(table: { reads: readonly ListRead[] }, count?: number) {
  if (count !== undefined) await waitFor(() => expect(listReads(table)).toHaveLength(count))
  return listReads(table).at(-1)!
}

const pager = (section: HTMLElement, noun: string) =>
  within(section).getByRole('navigation', { name: `Pages of ${noun}` })

const searchField = (section: HTMLElement, noun: string) =>
  within(section).getByRole('searchbox', { name: `Search ${noun}` })

/** Ana Reyes and Ana Lim among others: a search for "ana" finds two, "ana reyes" one. */
const anaReyes = teacherRow({ firstname: 'Ana', lastname: 'Reyes', name: 'Ana Reyes', slug: 'ana-reyes' })
const anaLim = teacherRow({ firstname: 'Ana', lastname: 'Lim', name: 'Ana Lim', slug: 'ana-lim' })
const reyesCruz = teacherRow({ firstname: 'Reyes', lastname: 'Cruz', name: 'Reyes Cruz', slug: 'reyes-cruz' })

describe('what the admin lists ask for', () => {
  it.each([
    ['/admin/teachers', 'teachers', 'firstname.asc,lastname.asc,id.asc'],
    ['/admin/studios', 'studios', 'name.asc,id.asc'],
    ['/admin/seo', 'teachers', 'firstname.asc,lastname.asc,id.asc'],
    ['/admin/seo?tab=studios', 'studios', 'name.asc,id.asc'],
  ] as const)('%s asks for 25 %s, counted, in a stable order', async (path, table, order) => {
    const backend = serveAdmin({ teachers: manyTeachers(60), studios: manyStudios(60) })
    await renderDashboard(path)
    expect(await screen.findByText(`Showing 1–25 of 60 ${table}`)).toBeInTheDocument()
    expect(rowNames(screen.getByRole('table'))).toHaveLength(25)
    const reads = listReads(backend[table])
    expect(reads).toHaveLength(1)
    const read = reads[0]!
    expect(read.params.get('offset')).toBe('0')
    expect(read.params.get('limit')).toBe('25')
    expect(read.prefer).toMatch(/(^|,)\s*count=exact/)
    expect(read.params.get('order')).toBe(order)
    expect(read.params.get('select')).toContain('seo_description')
    const other = table === 'teachers' ? backend.studios : backend.teachers
    expect(listReads(other)).toEqual([])
  })
})

describe('paging', () => {
  it('pages with Next and Previous, keeps the page in the URL, and Back returns to the page before', async () => {
    const { teachers } = serveAdmin({ teachers: manyTeachers(60) })
    const { search, navigate } = await renderDashboard('/admin/teachers')
    const section = await region('Teachers')
    expect(await within(section).findByText('Showing 1–25 of 60 teachers')).toBeInTheDocument()
    let table = within(section).getByRole('table')
    expect(rowNames(table).slice(0, 2)).toEqual(['Teacher 001', 'Teacher 002'])
    expect(rowNames(table).at(-1)).toBe('Teacher 025')
    let pages = pager(section, 'teachers')
    expect(pages).toHaveTextContent('Page 1 of 3')
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled()

    fireEvent.click(within(pages).getByRole('button', { name: 'Next page' }))
    expect(await within(section).findByText('Showing 26–50 of 60 teachers')).toBeInTheDocument()
    expect(search().get('page')).toBe('2')
    expect(asked(await lastRead(teachers, 2))).toMatchObject({ offset: 25, limit: '25' })
    table = within(section).getByRole('table')
    expect(rowNames(table)[0]).toBe('Teacher 026')
    expect(rowNames(table).at(-1)).toBe('Teacher 050')
    pages = pager(section, 'teachers')
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeEnabled()

    fireEvent.click(within(pages).getByRole('button', { name: 'Next page' }))
    expect(await within(section).findByText('Showing 51–60 of 60 teachers')).toBeInTheDocument()
    expect(search().get('page')).toBe('3')
    expect(asked(await lastRead(teachers, 3))).toMatchObject({ offset: 50, limit: '25' })
    expect(rowNames(within(section).getByRole('table'))).toHaveLength(10)
    pages = pager(section, 'teachers')
    expect(pages).toHaveTextContent('Page 3 of 3')
    expect(within(pages).getByRole('button', { name: 'Next page' })).toBeDisabled()

    await navigate(-1)
    expect(await within(section).findByText('Showing 26–50 of 60 teachers')).toBeInTheDocument()
    await navigate(-1)
    expect(await within(section).findByText('Showing 1–25 of 60 teachers')).toBeInTheDocument()
    expect(search().get('page')).toBeNull()
    expect(rowNames(within(section).getByRole('table'))[0]).toBe('Teacher 001')
    expect(asked(await lastRead(teachers, 5)).offset).toBe(0)
    expect(within(pager(section, 'teachers')).getByRole('button', { name: 'Previous page' })).toBeDisabled()
  })

  it('keeps the rows of the page shown, dimmed, while the next page loads', async () => {
    const { teachers } = serveAdmin({ teachers: manyTeachers(60) })
    await renderDashboard('/admin/teachers')
    const section = await region('Teachers')
    await within(section).findByText('Showing 1–25 of 60 teachers')
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    teachers.answer = async () => {
      await held
      return undefined
    }
    fireEvent.click(within(pager(section, 'teachers')).getByRole('button', { name: 'Next page' }))
    await waitFor(() => expect(within(section).getByRole('status')).toHaveTextContent('Loading teachers...'))
    expect(rowNames(within(section).getByRole('table'))[0]).toBe('Teacher 001')
    // The pager still describes the rows on screen.
    expect(pager(section, 'teachers')).toHaveTextContent('Showing 1–25 of 60 teachers')
    expect(pager(section, 'teachers')).toHaveTextContent('Page 1 of 3')
    expect(within(section).getByRole('table').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true')
    release()
    expect(await within(section).findByText('Showing 26–50 of 60 teachers')).toBeInTheDocument()
    expect(within(section).queryByRole('status')).not.toBeInTheDocument()
  })

  it('opens the page and the search of a reloaded address', async () => {
    const anas = manyTeachers(30, 'Ana')
    const { teachers } = serveAdmin({ teachers: [...manyTeachers(40), ...anas] })
    const { search } = await renderDashboard('/admin/teachers?page=2&q=ana')
    const section = await region('Teachers')
    expect(await within(section).findByText('Showing 26–30 of 30 teachers')).toBeInTheDocument()
    expect(rowNames(within(section).getByRole('table'))).toEqual(anas.slice(25).map((row) => row.name))
    const reads = listReads(teachers)
    expect(reads).toHaveLength(1)
    expect(asked(reads[0]!)).toMatchObject({ offset: 25, limit: '25', names: ['ilike.%ana%'] })
    expect(searchField(section, 'teachers')).toHaveValue('ana')
    expect(search().get('q')).toBe('ana')
    expect(search().get('page')).toBe('2')
  })

  it('treats a page number that is not a whole number from 1 as the first page', async () => {
    const { teachers } = serveAdmin({ teachers: manyTeachers(30) })
    await renderDashboard('/admin/teachers?page=-2')
    expect(await screen.findByText('Showing 1–25 of 30 teachers')).toBeInTheDocument()
    expect(asked(await lastRead(teachers)).offset).toBe(0)
  })

  it('says there is no such page past the end (PostgREST 416), with a way to the first page', async () => {
    const { teachers } = serveAdmin({ teachers: manyTeachers(30) })
    const { search } = await renderDashboard('/admin/teachers?page=5')
    const section = await region('Teachers')
    expect(await within(section).findByText(/^There is no page 5\./)).toBeInTheDocument()
    expect(asked(await lastRead(teachers)).offset).toBe(100)
    expect(within(section).queryByRole('table')).not.toBeInTheDocument()
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument()

    fireEvent.click(within(section).getByRole('button', { name: 'Go to the first page' }))
    expect(await within(section).findByText('Showing 1–25 of 30 teachers')).toBeInTheDocument()
    expect(search().get('page')).toBeNull()
  })

  it('does not say the first page is missing while it loads', async () => {
    const { teachers } = serveAdmin({ teachers: manyTeachers(30) })
    await renderDashboard('/admin/teachers?page=5')
    const section = await region('Teachers')
    await within(section).findByText(/^There is no page 5\./)
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    teachers.answer = async () => {
      await held
      return undefined
    }
    fireEvent.click(within(section).getByRole('button', { name: 'Go to the first page' }))
    await waitFor(() => expect(within(section).getByRole('status')).toHaveTextContent('Loading teachers...'))
    expect(within(section).queryByText(/There is no page 1\./)).not.toBeInTheDocument()
    release()
    expect(await within(section).findByText('Showing 1–25 of 30 teachers')).toBeInTheDocument()
  })

  it('says there is no such page when a page comes back empty with a total', async () => {
    const { studios } = serveAdmin({ studios: manyStudios(30) })
    studios.answer = (read) =>
      asked(read).offset === 50
        ? new Response('[]', {
            status: 200,
            headers: { 'Content-Type': 'application/json', 'Content-Range': '*/30' },
          })
        : undefined
    await renderDashboard('/admin/studios?page=3')
    const section = await region('Studios')
    expect(await within(section).findByText(/^There is no page 3\./)).toBeInTheDocument()
    expect(within(section).queryByText('No studios yet.')).not.toBeInTheDocument()
    fireEvent.click(within(section).getByRole('button', { name: 'Go to the first page' }))
    expect(await within(section).findByText('Showing 1–25 of 30 studios')).toBeInTheDocument()
  })
})

describe('searching a list', () => {
  it('searches every word once typing pauses, with the search in the URL and from page 1', async () => {
    const { teachers } = serveAdmin({ teachers: [...manyTeachers(40), anaLim, anaReyes, reyesCruz] })
    const { search } = await renderDashboard('/admin/teachers?page=2')
    const section = await region('Teachers')
    await within(section).findByText('Showing 26–43 of 43 teachers')
    const field = searchField(section, 'teachers')

    fireEvent.change(field, { target: { value: 'ana' } })
    fireEvent.change(field, { target: { value: 'ana reyes' } })
    // Nothing is sent while typing.
    expect(listReads(teachers)).toHaveLength(1)
    expect(search().get('q')).toBeNull()

    await waitFor(() => expect(search().get('q')).toBe('ana reyes'))
    expect(search().get('page')).toBeNull()
    expect(await within(section).findByText('Showing 1–1 of 1 teachers')).toBeInTheDocument()
    expect(rowNames(within(section).getByRole('table'))).toEqual(['Ana Reyes'])
    const reads = listReads(teachers)
    expect(reads).toHaveLength(2)
    expect(asked(reads[1]!)).toMatchObject({
      offset: 0,
      limit: '25',
      names: ['ilike.%ana%', 'ilike.%reyes%'],
    })
    expect(field).toHaveValue('ana reyes')
  })

  it('searches at once on Enter', async () => {
    const { teachers } = serveAdmin({ teachers: [...manyTeachers(5), anaLim, anaReyes] })
    const { search } = await renderDashboard('/admin/teachers')
    const section = await region('Teachers')
    await within(section).findByText('Showing 1–7 of 7 teachers')
    const field = searchField(section, 'teachers')
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      fireEvent.change(field, { target: { value: 'ana' } })
      fireEvent.submit(field.closest('form')!)
      // With no time passing: sooner than the pause after typing.
      await act(() => vi.advanceTimersByTimeAsync(0))
      expect(search().get('q')).toBe('ana')
      // The pause that follows sends nothing more.
      await act(() => vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS))
    } finally {
      vi.useRealTimers()
    }
    expect(await within(section).findByText('Showing 1–2 of 2 teachers')).toBeInTheDocument()
    expect(rowNames(within(section).getByRole('table'))).toEqual(['Ana Lim', 'Ana Reyes'])
    expect(listReads(teachers)).toHaveLength(2)
  })

  it('drops the characters the filter grammar reserves', async () => {
    const { teachers } = serveAdmin({ teachers: [...manyTeachers(5), anaLim, anaReyes, reyesCruz] })
    await renderDashboard('/admin/teachers')
    const section = await region('Teachers')
    await within(section).findByText('Showing 1–8 of 8 teachers')
    const field = searchField(section, 'teachers')
    fireEvent.change(field, { target: { value: 'ana,(reyes)* %' } })
    fireEvent.submit(field.closest('form')!)
    const read = await lastRead(teachers, 2)
    expect(asked(read).names).toEqual(['ilike.%ana%', 'ilike.%reyes%'])
    expect(read.params.has('or')).toBe(false)
    expect(await within(section).findByText('Showing 1–1 of 1 teachers')).toBeInTheDocument()
  })

  it('says when nothing matches the search, and an emptied search shows every row again', async () => {
    const { teachers } = serveAdmin({ teachers: [anaLim, anaReyes] })
    const { search } = await renderDashboard('/admin/teachers?q=zz')
    const section = await region('Teachers')
    expect(await within(section).findByText('No teachers match this search.')).toBeInTheDocument()
    expect(within(section).queryByText('No teachers yet.')).not.toBeInTheDocument()
    expect(within(section).getByText('0 teachers')).toBeInTheDocument()

    const field = searchField(section, 'teachers')
    fireEvent.change(field, { target: { value: '' } })
    fireEvent.submit(field.closest('form')!)
    expect(await within(section).findByText('Showing 1–2 of 2 teachers')).toBeInTheDocument()
    expect(search().has('q')).toBe(false)
    expect(asked(await lastRead(teachers, 2)).names).toEqual([])
  })

  it('replaces the history entry with a search, and the field follows Back', async () => {
    serveAdmin({ teachers: [...manyTeachers(30), anaLim, anaReyes] })
    const { search, navigate } = await renderDashboard('/admin/teachers')
    const section = await region('Teachers')
    await within(section).findByText('Showing 1–25 of 32 teachers')
    fireEvent.click(within(pager(section, 'teachers')).getByRole('button', { name: 'Next page' }))
    await within(section).findByText('Showing 26–32 of 32 teachers')

    const field = searchField(section, 'teachers')
    fireEvent.change(field, { target: { value: 'ana' } })
    fireEvent.submit(field.closest('form')!)
    expect(await within(section).findByText('Showing 1–2 of 2 teachers')).toBeInTheDocument()
    expect(search().toString()).toBe('q=ana')

    // The search took the place of page 2: Back leads to the list before it.
    await navigate(-1)
    expect(await within(section).findByText('Showing 1–25 of 32 teachers')).toBeInTheDocument()
    expect(search().toString()).toBe('')
    expect(field).toHaveValue('')
  })

  it('shows the search of the address Back returns to', async () => {
    serveAdmin({ teachers: [anaLim, anaReyes, reyesCruz] })
    const { navigate } = await renderDashboard('/admin/teachers?q=reyes')
    const section = await region('Teachers')
    await within(section).findByText('Showing 1–2 of 2 teachers')
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Dashboard sections' })).getByRole('link', {
        name: /^Studios/,
      }),
    )
    await region('Studios')
    await navigate(-1)
    const again = await region('Teachers')
    expect(searchField(again, 'teachers')).toHaveValue('reyes')
    expect(await within(again).findByText('Showing 1–2 of 2 teachers')).toBeInTheDocument()
  })
})

describe('the SEO tabs in the URL', () => {
  it('writes the Studios tab to the URL and asks for studios', async () => {
    const { studios } = serveAdmin({ teachers: manyTeachers(3), studios: manyStudios(3) })
    const { search } = await renderDashboard('/admin/seo')
    const seo = await region('SEO Management')
    await within(seo).findByText('Showing 1–3 of 3 teachers')
    expect(listReads(studios)).toEqual([])
    fireEvent.click(within(seo).getByRole('tab', { name: 'Studios' }))
    expect(within(seo).getByRole('tab', { name: 'Studios' })).toHaveAttribute('aria-selected', 'true')
    // The router moves to the new address once its list has loaded.
    await waitFor(() => expect(search().get('tab')).toBe('studios'))
    expect(await within(seo).findByText('Showing 1–3 of 3 studios')).toBeInTheDocument()
    expect(rowNames(within(seo).getByRole('table'))).toEqual(['Studio 001', 'Studio 002', 'Studio 003'])
    expect(listReads(studios)).toHaveLength(1)
    expect(within(seo).getByRole('searchbox', { name: 'Search studios' })).toBeInTheDocument()
  })

  it('never shows the teachers under the Studios tab while the studios load', async () => {
    const { studios } = serveAdmin({ teachers: manyTeachers(3), studios: manyStudios(3) })
    await renderDashboard('/admin/seo')
    const seo = await region('SEO Management')
    await within(seo).findByText('Showing 1–3 of 3 teachers')
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    studios.answer = async () => {
      await held
      return undefined
    }
    fireEvent.click(within(seo).getByRole('tab', { name: 'Studios' }))
    const panel = within(seo).getByRole('tabpanel', { name: 'Studios' })
    await waitFor(() => expect(within(panel).getByRole('status')).toHaveTextContent('Loading studios...'))
    // A teacher's Edit SEO here would edit it as a studio.
    expect(within(panel).queryByRole('button', { name: 'Edit SEO for Teacher 001' })).not.toBeInTheDocument()
    release()
    expect(await within(panel).findByRole('button', { name: 'Edit SEO for Studio 001' })).toBeInTheDocument()
  })

  it('opens the tab and the page of the address, and the arrow keys still move between tabs', async () => {
    const { teachers, studios } = serveAdmin({ teachers: manyTeachers(60), studios: manyStudios(60) })
    const { search } = await renderDashboard('/admin/seo?tab=studios&page=3')
    const seo = await region('SEO Management')
    const studiosTab = within(seo).getByRole('tab', { name: 'Studios' })
    expect(studiosTab).toHaveAttribute('aria-selected', 'true')
    expect(within(seo).getByRole('tab', { name: 'Teachers' })).toHaveAttribute('aria-selected', 'false')
    expect(await within(seo).findByText('Showing 51–60 of 60 studios')).toBeInTheDocument()
    expect(asked(await lastRead(studios, 1))).toMatchObject({ offset: 50, limit: '25' })
    expect(listReads(teachers)).toEqual([])

    fireEvent.keyDown(studiosTab, { key: 'ArrowLeft' })
    const teachersTab = within(seo).getByRole('tab', { name: 'Teachers' })
    expect(teachersTab).toHaveAttribute('aria-selected', 'true')
    expect(teachersTab).toHaveFocus()
    // The teachers are the default tab, from their first page.
    await waitFor(() => expect(search().has('tab')).toBe(false))
    expect(search().has('page')).toBe(false)
    expect(await within(seo).findByText('Showing 1–25 of 60 teachers')).toBeInTheDocument()

    // The last tab is the landing pages' intros, after the listings' tabs.
    fireEvent.keyDown(teachersTab, { key: 'End' })
    await waitFor(() => expect(search().get('tab')).toBe('landing'))
    expect(within(seo).getByRole('tab', { name: 'Landing pages' })).toHaveFocus()
    fireEvent.keyDown(within(seo).getByRole('tab', { name: 'Landing pages' }), { key: 'ArrowLeft' })
    await waitFor(() => expect(search().get('tab')).toBe('studios'))
    expect(within(seo).getByRole('tab', { name: 'Studios' })).toHaveFocus()
  })
})

describe('the dashboard around the sections', () => {
  const COUNTS = {
    teachers: 20_000,
    studios: 2_000,
    teacher_applications_new: 2,
    studio_applications_new: 1,
    contact_messages_new: 4,
  }

  const sectionsNav = () => screen.getByRole('navigation', { name: 'Dashboard sections' })
  const sectionLink = (label: string) =>
    within(sectionsNav()).getByRole('link', { name: new RegExp(`^${label}`) })

  it('shows the counts in the menu and marks the section shown', async () => {
    serveAdmin({ teachers: manyTeachers(3), counts: COUNTS })
    await renderDashboard('/admin/teachers')
    await waitFor(() => expect(sectionLink('Teachers')).toHaveTextContent('20,000'))
    expect(sectionLink('Studios')).toHaveTextContent('2,000')
    expect(sectionLink('Form Submissions')).toHaveTextContent('7 new')
    expect(sectionLink('Form Submissions')).toHaveAttribute('href', '/admin/submissions')
    expect(sectionLink('SEO Management')).toHaveAttribute('href', '/admin/seo')

    expect(sectionLink('Teachers')).toHaveAttribute('aria-current', 'page')
    for (const other of ['Overview', 'SEO Management', 'Form Submissions', 'Studios']) {
      expect(sectionLink(other)).not.toHaveAttribute('aria-current')
    }

    fireEvent.click(sectionLink('SEO Management'))
    await region('SEO Management')
    expect(sectionLink('SEO Management')).toHaveAttribute('aria-current', 'page')
    expect(sectionLink('Teachers')).not.toHaveAttribute('aria-current')
  })

  it('keeps the section marked on a tab, a search and a page of it', async () => {
    serveAdmin({ studios: manyStudios(30) })
    await renderDashboard('/admin/seo?tab=studios&q=studio&page=2')
    await region('SEO Management')
    expect(sectionLink('SEO Management')).toHaveAttribute('aria-current', 'page')
    expect(sectionLink('Overview')).not.toHaveAttribute('aria-current')
  })

  it('says how many applications are new in the header, with a link to them', async () => {
    serveAdmin({ counts: COUNTS })
    await renderDashboard('/admin/studios')
    const badge = await screen.findByRole('link', { name: '3 new applications' })
    expect(badge).toHaveAttribute('href', '/admin/submissions?status=new')
  })

  it('says "1 new application" for one', async () => {
    serveAdmin({ counts: { studio_applications_new: 1 } })
    await renderDashboard('/admin/teachers')
    expect(await screen.findByRole('link', { name: '1 new application' })).toBeInTheDocument()
    expect(sectionLink('Form Submissions')).toHaveTextContent('1 new')
  })

  it('opens on the Overview with the new submissions of each kind and the listings, linked', async () => {
    serveAdmin({ counts: COUNTS })
    await renderDashboard('/admin')
    const overview = await region('Overview')
    expect(sectionLink('Overview')).toHaveAttribute('aria-current', 'page')
    expect(await within(overview).findByRole('link', { name: '2 new teacher applications' })).toHaveAttribute(
      'href',
      '/admin/submissions?status=new',
    )
    expect(within(overview).getByRole('link', { name: '1 new studio application' })).toHaveAttribute(
      'href',
      '/admin/submissions?tab=studio&status=new',
    )
    expect(within(overview).getByRole('link', { name: '4 new contact messages' })).toHaveAttribute(
      'href',
      '/admin/submissions?tab=contact&status=new',
    )
    expect(within(overview).getByText('20,000 teachers listed')).toBeInTheDocument()
    expect(within(overview).getByText('2,000 studios listed')).toBeInTheDocument()
    for (const [title, href] of [
      ['Form Submissions', '/admin/submissions'],
      ['Teachers', '/admin/teachers'],
      ['Studios', '/admin/studios'],
      ['SEO Management', '/admin/seo'],
    ]) {
      expect(within(overview).getByRole('link', { name: title })).toHaveAttribute('href', href)
    }
  })

  it('still shows the sections when the counts cannot be loaded', async () => {
    expectConsole(
      'warn',
      /^Loading the dashboard counts failed: .*permission denied for function admin_counts/,
    )
    serveAdmin({ teachers: manyTeachers(3) })
    server.use(
      http.post(`${REST}/rpc/admin_counts`, () =>
        HttpResponse.json(
          {
            code: '42501',
            message: 'permission denied for function admin_counts',
            details: null,
            hint: null,
          },
          { status: 403 },
        ),
      ),
    )
    await renderDashboard('/admin/teachers')
    const section = await region('Teachers')
    expect(await within(section).findByText('Showing 1–3 of 3 teachers')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /new application/ })).not.toBeInTheDocument()
    expect(sectionLink('Teachers')).toHaveTextContent(/^Teachers$/)
  })
})

describe('from a list to a form and back', () => {
  it('leads the edit form of a teacher back to the search and page it was opened from', async () => {
    const anas = manyTeachers(30, 'Ana')
    const { teachers } = serveAdmin({ teachers: [...manyTeachers(10), ...anas] })
    const { pathname, search } = await renderDashboard('/admin/teachers?q=ana&page=2')
    const section = await region('Teachers')
    fireEvent.click(await within(section).findByRole('link', { name: 'Edit Ana 027' }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit Teacher' }, { timeout: 5000 }),
    ).toBeInTheDocument()
    expect(pathname()).toBe('/admin/teacher/edit/ana-027')
    const back = '/admin/teachers?q=ana&page=2'
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', back)
    const cancel = await screen.findByRole('link', { name: 'Cancel' })
    expect(cancel).toHaveAttribute('href', back)

    fireEvent.click(cancel)
    const list = await region('Teachers')
    expect(await within(list).findByText('Showing 26–30 of 30 teachers')).toBeInTheDocument()
    expect(pathname()).toBe('/admin/teachers')
    expect(search().get('q')).toBe('ana')
    expect(search().get('page')).toBe('2')
    expect(searchField(list, 'teachers')).toHaveValue('ana')
    expect(asked(listReads(teachers).at(-1)!)).toMatchObject({ offset: 25, names: ['ilike.%ana%'] })
  })

  it('leads the add form back to the page of studios it was opened from', async () => {
    serveAdmin({ studios: manyStudios(30) })
    await renderDashboard('/admin/studios?page=2')
    const section = await region('Studios')
    await within(section).findByText('Showing 26–30 of 30 studios')
    fireEvent.click(within(section).getByRole('link', { name: 'Add Studio' }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Add Studio' }, { timeout: 5000 }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute(
      'href',
      '/admin/studios?page=2',
    )
    expect(await screen.findByRole('link', { name: 'Cancel' })).toHaveAttribute(
      'href',
      '/admin/studios?page=2',
    )
  })

  it('after a delete, loads the same page again and counts again', async () => {
    const { teachers, counts } = serveAdmin({ teachers: manyTeachers(60), counts: { teachers: 60 } })
    const { search } = await renderDashboard('/admin/teachers?page=2')
    const section = await region('Teachers')
    expect(await within(section).findByText('Showing 26–50 of 60 teachers')).toBeInTheDocument()
    await waitFor(() => expect(counts.count).toBe(1))

    fireEvent.click(within(section).getByRole('button', { name: 'Delete Teacher 030' }))
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Profile Deleted')).toBeInTheDocument()
    expect(await within(section).findByText('Showing 26–50 of 59 teachers')).toBeInTheDocument()
    expect(asked(await lastRead(teachers, 2))).toMatchObject({ offset: 25, limit: '25' })
    expect(search().get('page')).toBe('2')
    const names = rowNames(within(section).getByRole('table'))
    expect(names).not.toContain('Teacher 030')
    expect(names.at(-1)).toBe('Teacher 051')
    await waitFor(() => expect(counts.count).toBe(2))
  })

  it('takes the deleted row off the page at once, while the page is fetched again', async () => {
    const { teachers } = serveAdmin({ teachers: manyTeachers(30) })
    await renderDashboard('/admin/teachers')
    const section = await region('Teachers')
    await within(section).findByText('Showing 1–25 of 30 teachers')
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    teachers.answer = async () => {
      await held
      return undefined
    }
    fireEvent.click(within(section).getByRole('button', { name: 'Delete Teacher 003' }))
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Profile Deleted')).toBeInTheDocument()
    await waitFor(() => expect(within(section).getByRole('status')).toHaveTextContent('Loading teachers...'))
    // Still loading: the deleted teacher cannot be deleted (or edited) a second time.
    expect(within(section).queryByRole('button', { name: 'Delete Teacher 003' })).not.toBeInTheDocument()
    expect(rowNames(within(section).getByRole('table'))).toHaveLength(24)
    release()
    expect(await within(section).findByText('Showing 1–25 of 29 teachers')).toBeInTheDocument()
    expect(rowNames(within(section).getByRole('table')).at(-1)).toBe('Teacher 026')
  })
})

describe("'Details confirmed today' in the lists", () => {
  const NOW = '2026-11-25T01:00:00.000+00:00'
  const confirmedRecently = teacherRow({
    firstname: 'Ana',
    lastname: 'Reyes',
    name: 'Ana Reyes',
    slug: 'ana-reyes',
    confirmed_at: new Date(Date.now() - 30 * 24 * 3600 * 1000).toISOString(),
  })
  const confirmedLongAgo = teacherRow({
    firstname: 'Ben',
    lastname: 'Cruz',
    name: 'Ben Cruz',
    slug: 'ben-cruz',
    confirmed_at: '2020-01-15T10:00:00+00:00',
  })
  const neverConfirmed = teacherRow({
    firstname: 'Cai',
    lastname: 'Lim',
    name: 'Cai Lim',
    slug: 'cai-lim',
    confirmed_at: null,
  })

  const rowOf = (table: HTMLElement, name: string) =>
    within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement

  it("flags listings not confirmed in 12 months, and confirming one shows today's date in place", async () => {
    const { teachers } = serveAdmin({ teachers: [confirmedRecently, confirmedLongAgo, neverConfirmed] })
    const patches: { params: URLSearchParams; body: unknown }[] = []
    server.use(
      http.patch(`${REST}/teachers`, async ({ request }) => {
        const params = new URL(request.url).searchParams
        patches.push({ params, body: await request.json() })
        // As the database does: the list loaded again after the change shows it.
        const id = params.get('id')?.replace(/^eq\./, '')
        teachers.rows = teachers.rows.map((row) => (row.id === id ? { ...row, confirmed_at: NOW } : row))
        return HttpResponse.json([{ confirmed_at: NOW, updated_at: NOW }])
      }),
    )
    await renderDashboard('/admin/teachers')
    const section = await region('Teachers')
    const table = await within(section).findByRole('table')
    expect(within(rowOf(table, 'Ana Reyes')).queryByText('Not confirmed in 12 months')).toBeNull()
    expect(rowOf(table, 'Ben Cruz')).toHaveTextContent('15 January 2020Not confirmed in 12 months')
    expect(rowOf(table, 'Cai Lim')).toHaveTextContent('NeverNot confirmed in 12 months')

    fireEvent.click(within(table).getByRole('button', { name: 'Details confirmed today for Ben Cruz' }))
    expect(await screen.findByText('Details Confirmed')).toBeInTheDocument()
    await waitFor(() => expect(rowOf(table, 'Ben Cruz')).toHaveTextContent('25 November 2026'))
    expect(within(rowOf(table, 'Ben Cruz')).queryByText('Not confirmed in 12 months')).toBeNull()
    expect(patches).toHaveLength(1)
    expect(patches[0]!.params.get('id')).toBe(`eq.${confirmedLongAgo.id}`)
    // The database's clock sets the time, not the browser's.
    expect(patches[0]!.body).toEqual({ confirmed_at: 'now' })
  })

  it('keeps the row as it was and says why when confirming fails', async () => {
    expectConsole('warn', /^Confirming teacher .* failed: .*permission denied/)
    serveAdmin({ teachers: [confirmedLongAgo] })
    server.use(
      http.patch(`${REST}/teachers`, () =>
        HttpResponse.json(
          { code: '42501', message: 'permission denied for table teachers' },
          { status: 403 },
        ),
      ),
    )
    await renderDashboard('/admin/teachers')
    const table = await within(await region('Teachers')).findByRole('table')
    fireEvent.click(within(table).getByRole('button', { name: 'Details confirmed today for Ben Cruz' }))
    expect(await screen.findByText('permission denied for table teachers')).toBeInTheDocument()
    expect(screen.getByText('Supabase error')).toBeInTheDocument()
    expect(rowOf(table, 'Ben Cruz')).toHaveTextContent('15 January 2020Not confirmed in 12 months')
  })
})
