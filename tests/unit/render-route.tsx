import { render } from '@testing-library/react'
import { HelmetProvider } from 'react-helmet-async'
import { MemoryRouter, parsePath } from 'react-router-dom'
import { AppRoutes } from '../../src/app/app.tsx'
import { AppProviders } from '../../src/app/providers.tsx'

export interface RenderRouteOptions {
  /** Router location state, as `navigate(path, { state })` passes it (e.g. to /thank-you). */
  state?: unknown
}

/** Renders the real route table with the real providers at `path`, as the app does. */
export function renderRoute(path: string, options: RenderRouteOptions = {}) {
  const entry = 'state' in options ? { ...parsePath(path), state: options.state } : path
  return render(
    <HelmetProvider>
      <MemoryRouter initialEntries={[entry]}>
        <AppProviders>
          <AppRoutes />
        </AppProviders>
      </MemoryRouter>
    </HelmetProvider>,
  )
}
