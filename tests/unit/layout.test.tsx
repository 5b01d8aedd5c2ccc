import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderRoute } from './render-route.tsx'

const mainLinks = [
  ['Home', '/'],
  ['Browse Teachers', '/teachers'],
  ['Browse Studios', '/studios'],
  ['How It Works', '/about'],
  ['Why Choose Us', '/why-choose-us'],
  ['Contact', '/contact'],
] as const

/** /about needs no data, so the layout can be checked without mocking the backend. */
async function renderAbout() {
  const utils = renderRoute('/about')
  await screen.findByRole('heading', { level: 1, name: 'How It Works' })
  return utils
}

/** The session is read after the first paint; signed out, the mobile menu offers Admin Login. */
async function waitForSignedOut() {
  const menu = document.getElementById(
    screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-controls')!,
  )!
  await waitFor(() =>
    expect(within(menu).getByRole('link', { name: 'Admin Login', hidden: true })).toBeInTheDocument(),
  )
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('header', () => {
  it('has a logo linking home and the six links, the current one highlighted', async () => {
    await renderAbout()
    const banner = screen.getByRole('banner')
    expect(within(banner).getByRole('link', { name: 'Yoga Directory home' })).toHaveAttribute('href', '/')

    const nav = within(banner).getByRole('navigation', { name: 'Main' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(mainLinks)

    const active = within(nav).getByRole('link', { name: 'How It Works' })
    expect(active).toHaveAttribute('aria-current', 'page')
    expect(active).toHaveClass('text-brand-700')
    for (const link of links.filter((link) => link !== active)) {
      expect(link).not.toHaveAttribute('aria-current')
      expect(link).not.toHaveClass('text-brand-700')
    }
    await waitForSignedOut()
  })

  it('signed out: no admin buttons on the bar, an Admin Login button in the mobile menu', async () => {
    await renderAbout()
    await waitForSignedOut()
    expect(screen.queryByRole('link', { name: 'Admin Dashboard' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument()
    // Hidden with the closed menu (the footer has its own Admin Login link).
    expect(
      within(screen.getByRole('banner')).queryByRole('link', { name: 'Admin Login' }),
    ).not.toBeInTheDocument()

    fireEvent.click(screen.getByRole('button', { name: 'Menu' }))
    const mobile = screen.getByRole('navigation', { name: 'Mobile' })
    expect(within(mobile).getByRole('link', { name: 'Admin Login' })).toHaveAttribute('href', '/login')
  })

  it('toggles the mobile menu, which closes on Escape and on navigation', async () => {
    await renderAbout()
    await waitForSignedOut()
    const toggle = screen.getByRole('button', { name: 'Menu' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument()

    fireEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const menu = screen.getByRole('navigation', { name: 'Mobile' })
    expect(menu.parentElement).toHaveAttribute('id', toggle.getAttribute('aria-controls'))
    expect(
      within(menu)
        .getAllByRole('link')
        .slice(0, 6)
        .map((link) => link.textContent),
    ).toEqual(mainLinks.map(([label]) => label))
    expect(within(menu).getByRole('link', { name: 'How It Works' })).toHaveAttribute('aria-current', 'page')

    fireEvent.keyDown(document, { key: 'Escape' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).toHaveFocus()

    fireEvent.click(toggle)
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Mobile' })).getByRole('link', { name: 'Why Choose Us' }),
    )
    expect(await screen.findByRole('heading', { level: 1, name: 'Why Choose Us' })).toBeInTheDocument()
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument()
  })

  it('leaves the page it opened on where it is, and scrolls to the top on every route change', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo')
    await renderAbout()
    await waitForSignedOut()
    // The visitor may have scrolled the prerendered page before it hydrated.
    expect(scrollTo).not.toHaveBeenCalled()

    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Why Choose Us' }),
    )
    await screen.findByRole('heading', { level: 1, name: 'Why Choose Us' })
    expect(scrollTo).toHaveBeenCalledWith(0, 0)
  })

  it('offers a skip link to the main content', async () => {
    await renderAbout()
    await waitForSignedOut()
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main')
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main')
  })
})

describe('footer', () => {
  it('has the brand blurb, Quick Links, Legal, social links and the copyright line', async () => {
    await renderAbout()
    await waitForSignedOut()
    const footer = screen.getByRole('contentinfo')
    expect(footer).toHaveTextContent(
      'A commission-free directory connecting yoga students with certified teachers',
    )

    const quick = within(footer).getByRole('navigation', { name: 'Quick Links' })
    expect(
      within(quick)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Browse Teachers', '/teachers'],
      ['Browse Studios', '/studios'],
      ['How It Works', '/about'],
      ['Why Choose Us', '/why-choose-us'],
      ['Join as a Teacher', '/join'],
      ['Contact', '/contact'],
      ['Admin Login', '/login'],
    ])

    const legal = within(footer).getByRole('navigation', { name: 'Legal' })
    expect(
      within(legal)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Privacy Policy', '/privacy-policy'],
      ['Terms of Service', '/terms-of-service'],
    ])

    for (const [name, href] of [
      ['Facebook', 'https://facebook.com'],
      ['Instagram', 'https://instagram.com'],
      ['X', 'https://x.com'],
    ]) {
      const link = within(footer).getByRole('link', { name: `${name} (opens in a new tab)` })
      expect(link).toHaveAttribute('href', href)
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }

    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Yoga Directory. All rights reserved.`)
  })
})
