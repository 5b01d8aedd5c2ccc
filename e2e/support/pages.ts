import { expect, type Page } from '@playwright/test'
import {
  expectDirectoryToShow,
  names,
  studioBySlug,
  studiosMatching,
  teacherBySlug,
  teachersMatching,
} from './directory.ts'
import { untilHydrated } from './hydration.ts'

/** A public page and how to tell it has finished loading its data and is live. */
export interface PublicPage {
  name: string
  path: string
  ready: (page: Page) => Promise<void>
}

/**
 * A prerendered page shows its content before its scripts run, and a press on a control before
 * hydration does nothing: a page is ready once what it shows is right and it has hydrated.
 */
function live(shows: (page: Page) => Promise<void>): (page: Page) => Promise<void> {
  return async (page) => {
    await shows(page)
    await untilHydrated(page)
  }
}

async function heading(page: Page, name: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
}

/** The seed teacher and studio used as 'a profile' (both have galleries, links and logos). */
export const sampleTeacherSlug = 'ana-reyes'
export const sampleStudioSlug = 'lotus-flow-studio'

export const homePage: PublicPage = {
  name: 'home',
  path: '/',
  ready: live(async (page) => {
    await heading(page, 'Find Your Perfect Yoga Connection')
    await expect(page.getByRole('list', { name: 'Featured teachers' }).getByRole('heading')).toHaveCount(3)
  }),
}

export const teachersPage: PublicPage = {
  name: 'teachers',
  path: '/teachers',
  ready: live(async (page) => expectDirectoryToShow(page, 'teachers', names(await teachersMatching()))),
}

export const teacherProfilePage: PublicPage = {
  name: 'teacher profile',
  path: `/teacher/${sampleTeacherSlug}`,
  ready: live(async (page) => {
    const teacher = await teacherBySlug(sampleTeacherSlug)
    await heading(page, teacher.name)
    // The gallery carousel is its own chunk; wait for it too.
    await expect(page.getByText(`Image 1 of ${teacher.gallery.length}`, { exact: true })).toBeVisible()
  }),
}

export const studiosPage: PublicPage = {
  name: 'studios',
  path: '/studios',
  ready: live(async (page) => expectDirectoryToShow(page, 'studios', names(await studiosMatching()))),
}

export const studioProfilePage: PublicPage = {
  name: 'studio profile',
  path: `/studio/${sampleStudioSlug}`,
  ready: live(async (page) => {
    const studio = await studioBySlug(sampleStudioSlug)
    await heading(page, studio.name)
    await expect(page.getByRole('region', { name: 'Studio Gallery' }).getByRole('img')).toHaveCount(
      studio.gallery.length,
    )
  }),
}

function staticPage(name: string, path: string, title: string | RegExp): PublicPage {
  return { name, path, ready: live((page) => heading(page, title)) }
}

/** Every public route of docs/product.md §2 that exists without a form submission or a session. */
export const publicPages: PublicPage[] = [
  homePage,
  teachersPage,
  teacherProfilePage,
  studiosPage,
  studioProfilePage,
  staticPage('about', '/about', 'How It Works'),
  staticPage('why choose us', '/why-choose-us', 'Why Choose Us'),
  staticPage('privacy policy', '/privacy-policy', 'Privacy Policy'),
  staticPage('terms of service', '/terms-of-service', 'Terms of Service'),
  staticPage('thank you', '/thank-you', 'Thank You!'),
  // Without a token in its fragment: the not-found answer, with no request.
  staticPage('application status', '/application-status', 'Your application'),
  staticPage('not found', '/no-such-page', 'Page not found'),
]
