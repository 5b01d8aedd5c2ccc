import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { clearSession, storeSession } from './admin-test-utils.ts'
import { renderRoute } from './render-route.tsx'

afterEach(() => clearSession())

describe('the /admin guard', () => {
  it('shows the dashboard to an admin whose session is restored from storage', async () => {
    storeSession({ admin: true })
    renderRoute('/admin')
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument()
  })

  it('sends a visitor without a session to /login', async () => {
    renderRoute('/admin')
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument()
    expect(screen.getByLabelText(/Email/)).toBeInTheDocument()
  })

  it('tells a signed-in non-admin they are not authorised', async () => {
    storeSession({ admin: false })
    renderRoute('/admin')
    expect(await screen.findByRole('heading', { level: 1, name: 'Not authorised' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Admin Dashboard' })).not.toBeInTheDocument()
  })
})
