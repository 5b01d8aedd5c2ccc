import type { RouteConfigEntry } from '@react-router/dev/routes'
import { render } from '@testing-library/react'
import {
  createMemoryRouter,
  parsePath,
  RouterProvider,
  UNSAFE_withComponentProps,
  UNSAFE_withErrorBoundaryProps,
  UNSAFE_withHydrateFallbackProps,
  type ActionFunctionArgs,
  type InitialEntry,
  type LoaderFunctionArgs,
  type RouteObject,
  type ShouldRevalidateFunction,
} from 'react-router'
import Root, { ErrorBoundary, HydrateFallback } from '../../src/app/root.tsx'
import routeConfig from '../../src/app/routes.ts'

/** What the app's route modules export that a browser-side render uses. */
interface RouteModule {
  default: Parameters<typeof UNSAFE_withComponentProps>[0]
  clientLoader?: (args: LoaderFunctionArgs & { serverLoader: () => Promise<unknown> }) => Promise<unknown>
  clientAction?: (args: ActionFunctionArgs & { serverAction: () => Promise<unknown> }) => Promise<unknown>
  shouldRevalidate?: ShouldRevalidateFunction
  ErrorBoundary?: Parameters<typeof UNSAFE_withErrorBoundaryProps>[0]
  HydrateFallback?: Parameters<typeof UNSAFE_withHydrateFallbackProps>[0]
}

// Eager, so a page without data renders in the first pass as it does once its chunk is loaded.
const routeModules = import.meta.glob<RouteModule>('../../src/app/routes/**/*.tsx', { eager: true })

/**
 * The server data a clientLoader may fall back on. These tests render in the browser without
 * prerendered HTML (the SPA fallback), where there is none: the framework's request for it fails.
 */
function noServerData(): Promise<never> {
  return Promise.reject(new Error('This page was not prerendered'))
}

function toRouteObject(entry: RouteConfigEntry): RouteObject {
  const module = routeModules[`../../src/app/${entry.file}`]
  if (!module) throw new Error(`src/app/routes.ts names ${entry.file}, which the tests did not find`)
  const {
    clientLoader,
    clientAction,
    shouldRevalidate,
    ErrorBoundary: moduleErrorBoundary,
    HydrateFallback: moduleHydrateFallback,
  } = module
  const shared = {
    id: entry.id ?? entry.file.replace(/\.tsx$/, ''),
    // The props the framework's Vite plugin passes a route module's default export.
    Component: UNSAFE_withComponentProps(module.default),
    ErrorBoundary: moduleErrorBoundary ? UNSAFE_withErrorBoundaryProps(moduleErrorBoundary) : undefined,
    HydrateFallback: moduleHydrateFallback
      ? UNSAFE_withHydrateFallbackProps(moduleHydrateFallback)
      : undefined,
    // In the browser, React Router framework mode loads a page's data with its clientLoader and
    // sends its changes to its clientAction.
    loader: clientLoader
      ? (args: LoaderFunctionArgs) => clientLoader({ ...args, serverLoader: noServerData })
      : undefined,
    action: clientAction
      ? (args: ActionFunctionArgs) => clientAction({ ...args, serverAction: noServerData })
      : undefined,
    shouldRevalidate,
  }
  if (entry.index) return { ...shared, index: true }
  return { ...shared, path: entry.path, children: entry.children?.map(toRouteObject) }
}

/**
 * The app as framework mode builds it from src/app/routes.ts and src/app/root.tsx, minus the
 * document (root's Layout renders <html>, which cannot go inside jsdom's body).
 */
export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    path: '',
    Component: Root,
    HydrateFallback,
    ErrorBoundary,
    children: routeConfig.map(toRouteObject),
  },
]

export interface RenderRouteOptions {
  /** Router location state, as `navigate(path, { state })` passes it (e.g. to /thank-you). */
  state?: unknown
}

/** Renders the real route table with the real providers at `path`, as the app does. */
export function renderRoute(path: string, options: RenderRouteOptions = {}) {
  const entry = 'state' in options ? { ...parsePath(path), state: options.state } : path
  return renderHistory([entry])
}

/** Like renderRoute, with a history whose last entry is the current page (for Back). */
export function renderHistory(entries: InitialEntry[]) {
  const router = createMemoryRouter(appRoutes, { initialEntries: entries, initialIndex: entries.length - 1 })
  // No transitions, as src/app/entry.client.tsx: filter controls follow the URL at once.
  const utils = render(<RouterProvider router={router} useTransitions={false} />)
  return { ...utils, router }
}
