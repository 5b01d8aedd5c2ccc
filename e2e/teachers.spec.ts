import type { Page } from '@playwright/test'
import {
  expectDirectoryToShow,
  expectExternalLink,
  experienceBands,
  names,
  results,
  searchOf,
  teacherBySlug,
  teachersMatching,
  today,
  type TeacherRow,
} from './support/directory.ts'
import { expect, test } from './support/fixtures.ts'
import { untilHydrated } from './support/hydration.ts'
import { tick } from './support/ui.ts'

// The four tiles of a teacher profile, in the spec's order.
const teachingOptions = [
  { key: 'online1on1', label: 'Online 1-on-1' },
  { key: 'inPerson1on1', label: 'In-Person 1-on-1' },
  { key: 'groupOnline', label: 'Group Online' },
  { key: 'groupInPerson', label: 'Group In-Person' },
] as const

function filterPanel(page: Page) {
  return {
    name: page.getByRole('searchbox', { name: 'Search by name' }),
    country: page.getByRole('combobox', { name: 'Country' }),
    specialty: (label: string) =>
      page.getByRole('group', { name: 'Specialties' }).getByRole('checkbox', { name: label, exact: true }),
    experience: page.getByRole('combobox', { name: 'Experience level' }),
    availability: (label: string) =>
      page.getByRole('group', { name: 'Availability' }).getByRole('checkbox', { name: label, exact: true }),
    language: (label: string) =>
      page.getByRole('group', { name: 'Teaches in' }).getByRole('checkbox', { name: label, exact: true }),
    verifiedOnly: page.getByRole('checkbox', { name: 'Verified teachers only' }),
  }
}

function teacherCard(page: Page, name: string) {
  return results(page)
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name, exact: true }) })
}

test.describe('Browse teachers', () => {
  test('lists every teacher as a card with name, place, up to 3 specialties and a profile link', async ({
    page,
  }) => {
    const teachers = await teachersMatching()
    expect(teachers.length).toBeGreaterThan(3)

    await page.goto('/teachers')
    await expect(page.getByRole('heading', { level: 1, name: 'Browse Yoga Teachers' })).toBeVisible()
    await expectDirectoryToShow(page, 'teachers', names(teachers))

    for (const teacher of teachers) {
      const card = teacherCard(page, teacher.name)
      await expect(card).toHaveCount(1)
      await expect(card.getByText(`${teacher.location}, ${teacher.country}`, { exact: true })).toBeVisible()
      await expect(card.getByRole('list', { name: 'Specialties' }).getByRole('listitem')).toHaveText(
        teacher.specialties.slice(0, 3),
      )
      await expect(card.getByRole('img', { name: `Photo of ${teacher.name}` })).toBeVisible()
      await expect(card.getByRole('link', { name: 'View Profile' })).toHaveAttribute(
        'href',
        `/teacher/${teacher.slug}`,
      )
    }
    // The seed has teachers with more than 3 specialties: only the first 3 show.
    expect(teachers.some((teacher) => teacher.specialties.length > 3)).toBe(true)
  })

  test('combined filters show what the database says, live in the URL, survive a new tab and Back', async ({
    page,
    context,
  }) => {
    const panel = filterPanel(page)
    await page.goto('/teachers')
    await expectDirectoryToShow(page, 'teachers', names(await teachersMatching()))

    // Each step narrows the list; the expected names come from the database.
    const steps: { act: () => Promise<void>; query: Parameters<typeof teachersMatching>[0] }[] = [
      { act: () => tick(panel.specialty('Yin Yoga')), query: { specialties: ['Yin Yoga'] } },
      {
        act: () => tick(panel.specialty('Meditation')),
        query: { specialties: ['Yin Yoga', 'Meditation'] },
      },
      {
        act: async () => {
          await panel.experience.selectOption({ label: '10+ years' })
        },
        query: { specialties: ['Yin Yoga', 'Meditation'], experience: experienceBands['10+ years'] },
      },
      {
        act: () => tick(panel.availability('Online 1-on-1')),
        query: {
          specialties: ['Yin Yoga', 'Meditation'],
          experience: experienceBands['10+ years'],
          availability: ['online1on1'],
        },
      },
      {
        // Upper case on purpose: the name search ignores case.
        act: () => panel.name.fill('CLAR'),
        query: {
          name: 'CLAR',
          specialties: ['Yin Yoga', 'Meditation'],
          experience: experienceBands['10+ years'],
          availability: ['online1on1'],
        },
      },
    ]

    let previousCount = (await teachersMatching()).length
    const shown: string[][] = []
    for (const step of steps) {
      await step.act()
      const expected = names(await teachersMatching(step.query))
      // The seed makes every step a real narrowing, so the comparison means something.
      expect(expected.length).toBeGreaterThan(0)
      expect(expected.length).toBeLessThan(previousCount)
      previousCount = expected.length
      await expectDirectoryToShow(page, 'teachers', expected)
      shown.push(expected)
    }

    // Every filter is in the address.
    await expect.poll(() => searchOf(page).get('q')).toBe('CLAR')
    const search = searchOf(page)
    expect(search.getAll('specialty').sort()).toEqual(['Meditation', 'Yin Yoga'])
    expect(search.get('experience')).toBe('10+')
    expect(search.getAll('availability')).toEqual(['online1on1'])

    // The address alone reproduces the results, in a fresh tab.
    const other = await context.newPage()
    await other.goto(page.url())
    await expectDirectoryToShow(other, 'teachers', shown[shown.length - 1]!)
    const otherPanel = filterPanel(other)
    await expect(otherPanel.name).toHaveValue('CLAR')
    await expect(otherPanel.specialty('Yin Yoga')).toBeChecked()
    await expect(otherPanel.specialty('Meditation')).toBeChecked()
    await expect(otherPanel.experience).toHaveValue('10+')
    await expect(otherPanel.availability('Online 1-on-1')).toBeChecked()
    await other.close()

    // Back undoes the name search only: the other filters and their results stay.
    await page.goBack()
    await expect.poll(() => searchOf(page).has('q')).toBe(false)
    await expect(panel.name).toHaveValue('')
    await expect(panel.specialty('Yin Yoga')).toBeChecked()
    await expect(panel.specialty('Meditation')).toBeChecked()
    await expect(panel.experience).toHaveValue('10+')
    await expect(panel.availability('Online 1-on-1')).toBeChecked()
    await expectDirectoryToShow(page, 'teachers', shown[shown.length - 2]!)

    // And once more: the availability option goes too.
    await page.goBack()
    await expect(panel.availability('Online 1-on-1')).not.toBeChecked()
    await expectDirectoryToShow(page, 'teachers', shown[shown.length - 3]!)
  })

  test('an impossible combination says no teachers were found', async ({ page }) => {
    const panel = filterPanel(page)
    expect(await teachersMatching({ specialties: ['Prenatal', 'Power Yoga'] })).toEqual([])

    await page.goto('/teachers')
    await expectDirectoryToShow(page, 'teachers', names(await teachersMatching()))
    await tick(panel.specialty('Prenatal'))
    await expectDirectoryToShow(
      page,
      'teachers',
      names(await teachersMatching({ specialties: ['Prenatal'] })),
    )
    await tick(panel.specialty('Power Yoga'))

    const area = results(page)
    await expect(area.getByRole('heading', { name: 'No Teachers Found' })).toBeVisible()
    await expect(area.getByText('Try adjusting your search or filters to find more results.')).toBeVisible()
    await expect(area.getByRole('list', { name: 'Teachers' })).toHaveCount(0)

    // Clearing the filters brings everyone back.
    await area.getByRole('button', { name: 'Clear filters' }).click()
    await expectDirectoryToShow(page, 'teachers', names(await teachersMatching()))
    await expect(panel.specialty('Prenatal')).not.toBeChecked()
    expect(searchOf(page).toString()).toBe('')
  })
})

test.describe('Languages and verified credentials', () => {
  test('a language filter shows only teachers who teach in it; a second widens it (any of them)', async ({
    page,
  }) => {
    const panel = filterPanel(page)
    const everyone = await teachersMatching()
    await page.goto('/teachers')
    await expectDirectoryToShow(page, 'teachers', names(everyone))

    await tick(panel.language('Japanese'))
    const japanese = await teachersMatching({ languages: ['ja'] })
    expect(japanese.length).toBeGreaterThan(0)
    expect(japanese.length).toBeLessThan(everyone.length)
    for (const teacher of japanese) expect(teacher.languages).toContain('ja')
    await expectDirectoryToShow(page, 'teachers', names(japanese))
    await expect.poll(() => searchOf(page).getAll('lang')).toEqual(['ja'])

    await tick(panel.language('Hindi'))
    const either = await teachersMatching({ languages: ['ja', 'hi'] })
    expect(either.length).toBeGreaterThan(japanese.length)
    await expectDirectoryToShow(page, 'teachers', names(either))
    await expect.poll(() => searchOf(page).getAll('lang')).toEqual(['hi', 'ja'])

    // The address alone gives the same list, with the boxes ticked.
    await page.reload()
    await expectDirectoryToShow(page, 'teachers', names(either))
    await expect(panel.language('Hindi')).toBeChecked()
    await expect(panel.language('Japanese')).toBeChecked()

    // A profile names its languages.
    const first = either[0]!
    await page.goto(`/teacher/${first.slug}`)
    await expect(
      page
        .getByRole('main')
        .locator('p')
        .filter({ hasText: /^Teaches in/ }),
    ).toContainText(first.languages.includes('ja') ? 'Japanese' : 'Hindi')
  })

  test("'Verified teachers only' keeps those whose verification stands today, each with a mark", async ({
    page,
  }) => {
    const panel = filterPanel(page)
    await page.goto('/teachers')
    await expectDirectoryToShow(page, 'teachers', names(await teachersMatching()))

    await tick(panel.verifiedOnly)
    const verified = await teachersMatching({ verifiedOn: today() })
    // The seed verifies Ana Reyes, Javier Morales and Priya Sharma; Emily Carter's has lapsed.
    expect(names(verified)).toEqual(expect.arrayContaining(['Ana Reyes', 'Javier Morales', 'Priya Sharma']))
    expect(names(verified)).not.toContain('Emily Carter')
    await expectDirectoryToShow(page, 'teachers', names(verified))
    await expect.poll(() => searchOf(page).get('verified')).toBe('1')
    for (const teacher of verified) {
      await expect(teacherCard(page, teacher.name).getByRole('img', { name: 'Verified' })).toBeVisible()
    }

    // Combined with a language (Tagalog is among 'More languages'): both must hold.
    await page
      .getByRole('group', { name: 'Teaches in' })
      .getByRole('button', { name: /^More languages/ })
      .click()
    await tick(panel.language('Tagalog'))
    const both = await teachersMatching({ verifiedOn: today(), languages: ['tl'] })
    expect(names(both)).toContain('Ana Reyes')
    expect(both.length).toBeLessThan(verified.length)
    await expectDirectoryToShow(page, 'teachers', names(both))

    // Unfiltered, a teacher without a standing verification has no mark.
    await page.goto('/teachers')
    await expect(teacherCard(page, 'Emily Carter')).toHaveCount(1)
    await expect(teacherCard(page, 'Emily Carter').getByRole('img', { name: 'Verified' })).toHaveCount(0)
    await expect(teacherCard(page, 'Ana Reyes').getByRole('img', { name: 'Verified' })).toBeVisible()
  })

  test('a profile shows the Verified badge with its evidence while valid, and none after expiry', async ({
    page,
  }) => {
    await page.goto('/teacher/ana-reyes')
    const main = page.getByRole('main')
    const badge = main.locator('p').filter({ hasText: /^Verified:/ })
    // The seed checked Ana's RYT-500 on 1 September 2025, valid until 2099.
    await expect(badge).toContainText('Verified: RYT-500, issued by Yoga Alliance, checked September 2025')
    await expectExternalLink(
      badge.getByRole('link', { name: 'See the evidence' }),
      'https://www.yogaalliance.org/',
    )
    await expect(main.getByText(/^Details confirmed [A-Z][a-z]+ \d{4}$/)).toBeVisible()
    await expect(main.locator('p').filter({ hasText: /^Teaches in/ })).toHaveText(
      'Teaches in English, Tagalog',
    )

    // Emily Carter's verification expired on 1 March 2025: no badge, though the row still holds it.
    await page.goto('/teacher/emily-carter')
    await expect(page.getByRole('heading', { level: 1, name: 'Emily Carter' })).toBeVisible()
    await expect(
      page
        .getByRole('main')
        .locator('p')
        .filter({ hasText: /^Teaches in/ }),
    ).toBeVisible()
    await expect(page.getByRole('main').getByText('Verified:')).toHaveCount(0)
  })
})

test.describe('Teacher profile', () => {
  async function expectProfile(page: Page, teacher: TeacherRow) {
    await expect(page.getByRole('heading', { level: 1, name: teacher.name })).toBeVisible()
    const main = page.getByRole('main')
    await expect(main.getByText(`${teacher.location}, ${teacher.country}`, { exact: true })).toBeVisible()
    await expect(
      main.getByText(`${teacher.experience} ${teacher.experience === 1 ? 'year' : 'years'} of experience`),
    ).toBeVisible()
    await expect(page.getByRole('list', { name: 'Specialties' }).getByRole('listitem')).toHaveText(
      teacher.specialties,
    )

    const about = page.getByRole('region', { name: 'About' })
    await expect(about).toBeVisible()
    await expect(about).toContainText(teacher.bio.slice(0, 60))

    const certifications = teacher.certifications
      .split(/[;\n]/)
      .map((item) => item.trim())
      .filter(Boolean)
    expect(certifications.length).toBeGreaterThan(0)
    await expect(page.getByRole('region', { name: 'Certifications' }).getByRole('listitem')).toHaveText(
      certifications,
    )

    const tiles = page.getByRole('region', { name: 'Teaching Options' }).getByRole('listitem')
    await expect(tiles).toHaveCount(4)
    for (const [index, option] of teachingOptions.entries()) {
      const offered = teacher.teachingoptions[option.key] === true
      await expect(tiles.nth(index)).toContainText(option.label)
      await expect(tiles.nth(index)).toContainText(offered ? 'Available' : 'Not offered')
    }

    const connect = page.getByRole('region', { name: 'Connect' })
    await expect(connect).toBeVisible()
    const contact = connect.getByRole('link', { name: 'Contact', exact: true })
    if (teacher.contactformurl) {
      await expectExternalLink(contact, teacher.contactformurl)
    } else {
      await expect(contact).toHaveCount(0)
      await expect(connect.getByText('Contact information not provided')).toBeVisible()
    }
    for (const [key, label] of [
      ['website', 'Website'],
      ['instagram', 'Instagram'],
      ['facebook', 'Facebook'],
    ] as const) {
      const link = connect.getByRole('link', { name: label, exact: true })
      const href = teacher.social[key]
      if (typeof href === 'string' && href !== '') await expectExternalLink(link, href)
      else await expect(link).toHaveCount(0)
    }
  }

  test('opens from a card and shows about, certifications, teaching options and connect links', async ({
    page,
  }) => {
    const teacher = await teacherBySlug('ana-reyes')
    await page.goto('/teachers')
    await teacherCard(page, teacher.name).getByRole('link', { name: 'View Profile' }).click()
    await expect(page).toHaveURL(`/teacher/${teacher.slug}`)
    await expectProfile(page, teacher)
  })

  test('shows only the connect links a teacher has, and dims the options they do not offer', async ({
    page,
  }) => {
    // One without a contact form or website, one without any social link.
    for (const slug of ['chloe-nguyen', 'arjun-mehta']) {
      const teacher = await teacherBySlug(slug)
      expect(Object.values(teacher.teachingoptions)).toContain(false)
      await page.goto(`/teacher/${slug}`)
      await expectProfile(page, teacher)
      await expect(page.getByRole('region', { name: 'Gallery' })).toHaveCount(
        teacher.gallery.length > 0 ? 1 : 0,
      )
    }
  })

  test('the gallery carousel moves with buttons, arrow keys and a swipe', async ({ page }) => {
    const teacher = await teacherBySlug('ana-reyes')
    const count = teacher.gallery.length
    expect(count).toBeGreaterThanOrEqual(3)

    await page.goto(`/teacher/${teacher.slug}`)
    const carousel = page.getByRole('region', { name: `Gallery of ${teacher.name}` })
    await expect(carousel).toBeVisible()

    // The indicator, the visible slide and its image all say which image shows.
    const expectImage = async (n: number) => {
      await expect(carousel.getByText(`Image ${n} of ${count}`, { exact: true })).toBeVisible()
      const image = carousel.getByRole('img', { name: `${teacher.name}, gallery image ${n} of ${count}` })
      await expect(image).toHaveAttribute('src', teacher.gallery[n - 1]!)
      await expect(carousel.getByRole('img')).toHaveCount(1)
    }
    await expectImage(1)
    // The buttons work once the page has hydrated (a press before does nothing).
    await untilHydrated(page)

    await carousel.getByRole('button', { name: 'Next image' }).click()
    await expectImage(2)
    await carousel.getByRole('button', { name: 'Previous image' }).click()
    await expectImage(1)
    // It wraps around at the ends.
    await carousel.getByRole('button', { name: 'Previous image' }).click()
    await expectImage(count)
    await carousel.getByRole('button', { name: 'Next image' }).click()
    await expectImage(1)

    await carousel.focus()
    await page.keyboard.press('ArrowRight')
    await expectImage(2)
    await page.keyboard.press('ArrowRight')
    await expectImage(3)
    await page.keyboard.press('ArrowLeft')
    await expectImage(2)
    await page.keyboard.press('ArrowLeft')
    await expectImage(1)

    // The slide has finished sliding in (the animation features have loaded), so it can be dragged.
    const slide = carousel.getByRole('group', { name: `Image 1 of ${count}` })
    await expect(slide).toHaveCSS('opacity', '1')
    await expect(slide).toHaveCSS('transform', /none|matrix\(1, 0, 0, 1, 0, 0\)/)

    // A quick drag to the left shows the next image.
    const box = await slide.boundingBox()
    if (!box) throw new Error('the slide has no box')
    const y = box.y + box.height / 2
    const startX = box.x + box.width * 0.7
    await page.mouse.move(startX, y)
    await page.mouse.down()
    await page.mouse.move(startX - box.width * 0.4, y, { steps: 5 })
    await page.mouse.up()
    await expectImage(2)
  })
})

test.describe('Teacher profile not found', () => {
  test('an unknown slug says the teacher was not found', async ({ page }) => {
    await page.goto('/teacher/no-such-slug')
    await expect(page.getByRole('heading', { level: 1, name: 'Teacher not found!' })).toBeVisible()
    await expect(page).toHaveTitle(/Teacher not found/)
    await expect(page.getByRole('link', { name: 'Browse all teachers' })).toHaveAttribute('href', '/teachers')
  })
})
