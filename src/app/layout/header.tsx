import { useEffect, useId, useRef, useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { CloseIcon, LogoMark, MenuIcon } from '../../components/icons.tsx'
import { buttonClasses } from '../../components/ui/button-styles.ts'
import { signedInWithMailedLink } from '../../features/auth/sign-in-method.ts'
import { useSession } from '../../features/auth/use-session.ts'
import { paths } from '../../lib/paths.ts'
import { site } from '../../lib/site.ts'
import { mainNavItems } from './nav-items.ts'

function navLinkClass({ isActive }: { isActive: boolean }, layout: 'bar' | 'menu'): string {
  const shape = layout === 'bar' ? 'rounded-md px-2 py-2 text-sm' : 'block rounded-md px-3 py-3 text-base'
  const state = isActive
    ? 'font-semibold text-brand-700'
    : 'font-medium text-gray-700 hover:bg-gray-50 hover:text-brand-800'
  return `${shape} ${state} focus-visible:outline-2 focus-visible:outline-brand-700`
}

export interface HeaderProps {
  /**
   * Plain links without the highlighted current page: the SPA fallback's HTML is rendered at
   * build time for no particular URL, so it must not highlight one.
   */
  plainLinks?: boolean
}

export function Header({ plainLinks = false }: HeaderProps) {
  const { pathname } = useLocation()
  const session = useSession()
  // The menu remembers the page it was opened on, so any navigation (links, Back) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const menuOpen = openOn === pathname
  const toggleRef = useRef<HTMLButtonElement>(null)
  const menuId = useId()

  const closeMenu = () => setOpenOn(null)

  useEffect(() => {
    if (!menuOpen) return
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return
      setOpenOn(null)
      toggleRef.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [menuOpen])

  const signedIn = session.status === 'signed-in'
  // An admin signs in with a password; an owner with a mailed link, and goes to their listing.
  const home =
    session.status === 'signed-in' && signedInWithMailedLink(session.session.access_token)
      ? { to: paths.account.href(), label: 'My listing' }
      : { to: paths.admin.href(), label: 'Admin Dashboard' }
  const logout = () => {
    closeMenu()
    void session.signOut()
  }

  return (
    <header className="sticky top-0 z-40 border-b border-gray-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link
          to={paths.home.href()}
          className="flex shrink-0 items-center gap-2 rounded-md text-lg font-bold text-gray-900 focus-visible:outline-2 focus-visible:outline-brand-700"
          aria-label={`${site.name} home`}
        >
          <LogoMark className="h-8 w-8" />
          <span>{site.name}</span>
        </Link>

        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1 xl:gap-3">
            {mainNavItems.map((item) => (
              <li key={item.to}>
                {plainLinks ? (
                  <Link to={item.to} className={navLinkClass({ isActive: false }, 'bar')}>
                    {item.label}
                  </Link>
                ) : (
                  <NavLink to={item.to} end={item.end} className={(state) => navLinkClass(state, 'bar')}>
                    {item.label}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          {signedIn && (
            <div className="hidden items-center gap-2 lg:flex">
              <Link to={home.to} className={buttonClasses('outline', 'sm')}>
                {home.label}
              </Link>
              <button type="button" onClick={logout} className={buttonClasses('primary', 'sm')}>
                Logout
              </button>
            </div>
          )}
          <button
            ref={toggleRef}
            type="button"
            className="inline-flex h-11 w-11 items-center justify-center rounded-md text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-700 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setOpenOn(menuOpen ? null : pathname)}
          >
            <span className="sr-only">Menu</span>
            {menuOpen ? <CloseIcon className="h-6 w-6" /> : <MenuIcon className="h-6 w-6" />}
          </button>
        </div>
      </div>

      <div id={menuId} hidden={!menuOpen} className="border-t border-gray-200 bg-white lg:hidden">
        <nav aria-label="Mobile" className="mx-auto max-w-7xl px-4 py-3 sm:px-6">
          <ul className="space-y-1">
            {mainNavItems.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  onClick={closeMenu}
                  className={(state) => navLinkClass(state, 'menu')}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          {session.status !== 'loading' && (
            <div className="mt-3 flex flex-col gap-2 border-t border-gray-200 pt-3">
              {signedIn ? (
                <>
                  <Link to={home.to} onClick={closeMenu} className={buttonClasses('outline')}>
                    {home.label}
                  </Link>
                  <button type="button" onClick={logout} className={buttonClasses('primary')}>
                    Logout
                  </button>
                </>
              ) : (
                <Link to={paths.login.href()} onClick={closeMenu} className={buttonClasses('outline')}>
                  Admin Login
                </Link>
              )}
            </div>
          )}
        </nav>
      </div>
    </header>
  )
}
