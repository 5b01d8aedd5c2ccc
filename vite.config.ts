import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { createHash } from 'node:crypto'
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { defineConfig, type Plugin, type Rolldown } from 'vite'
import { PREVIEW_ORIGIN } from './scripts/build/build-env.ts'

const DEV_ORIGIN = 'http://127.0.0.1:5173'

/** Scripts only: stylesheets stay with the route modules that React Router links them from. */
const SCRIPT = /\.[cm]?[jt]sx?$/

/** Every module `starts` import statically, directly or not, the starts included. */
function staticImports(importsOf: (id: string) => readonly string[], starts: readonly string[]): Set<string> {
  const found = new Set<string>()
  const pending = [...starts]
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (found.has(id)) continue
    found.add(id)
    pending.push(...importsOf(id))
  }
  return found
}

/** Runs `walk` on the client build's module graph once it is complete. */
function clientGraphPlugin(name: string, walk: (context: Rolldown.PluginContext) => void): Plugin {
  return {
    name,
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildEnd() {
      walk(this)
    },
  }
}

const importsIn = (context: Rolldown.PluginContext) => (id: string) =>
  context.getModuleInfo(id)?.importedIds ?? []

/**
 * The browser entry and the root route, and every module they import statically: every page
 * loads them before its own code. Left to itself, the bundler splits them into as many chunks as
 * there are sets of routes (admin ones included) sharing each, about twenty on every page, most
 * under 1 KB; each costs its own gzip stream and import lines, and the route manifest lists them
 * for every route. Grouped here, they come as one chunk (the bundler names it after the browser
 * entry, whose module is in it).
 */
function everyPageModules(): { plugin: Plugin; test: (id: string) => boolean } {
  const starts = ['src/app/entry.client.tsx', 'src/app/root.tsx'].map((file) => path.resolve(file))
  let found = new Set<string>()
  return {
    plugin: clientGraphPlugin('every-page-modules', (context) => {
      found = staticImports(importsIn(context), starts)
    }),
    test: (id) => found.has(id) && SCRIPT.test(id),
  }
}

/**
 * The modules public route modules import statically, each in a chunk with the others that the
 * same public routes import. By default the bundler also tells apart the admin routes, sign-in and
 * lazily loaded code that share a module, so a form page would download its form helpers in
 * several small chunks that it always loads together. Public pages download the same code either
 * way; the admin area and lazy code may load a little more, in fewer files. A module that a
 * single public route imports is left to the bundler (usually in that route's own chunk).
 */
function publicRouteModules(isEveryPage: (id: string) => boolean): {
  plugin: Plugin
  groups: { priority: number; name: (id: string) => string | null }[]
  /** Whether one of `groups` places the module. */
  places: (id: string) => boolean
} {
  const routesDir = path.resolve('src/app/routes')
  // The admin area (routes/admin/), sign-in, the password reset page and the owners' own page are
  // outside the bundle budget; every other route module directly in routes/ is a public page.
  const signInRoutes = new Set(['login.tsx', 'reset-password.tsx', 'account.tsx'])
  const publicRoute = (id: string): string | null => {
    const file = id.split('?')[0] ?? id
    return path.dirname(file) === routesDir && !signInRoutes.has(path.basename(file))
      ? path.basename(file)
      : null
  }
  const publicRouteFiles = readdirSync(routesDir).filter(
    (file) => file.endsWith('.tsx') && publicRoute(path.join(routesDir, file)),
  )
  const routesOf = new Map<string, Set<string>>()
  const places = (id: string) =>
    (routesOf.get(id)?.size ?? 0) >= 2 && !isEveryPage(id) && !publicRoute(id) && SCRIPT.test(id)
  return {
    plugin: clientGraphPlugin('public-route-modules', (context) => {
      routesOf.clear()
      for (const start of context.getModuleIds()) {
        const route = publicRoute(start)
        if (!route) continue
        for (const id of staticImports(importsIn(context), [start])) {
          const routes = routesOf.get(id) ?? new Set<string>()
          routes.add(route)
          routesOf.set(id, routes)
        }
      }
    }),
    // A module's imports are imported by all the routes that import it, and maybe more: taken
    // from the most shared down, each group finds its dependencies already placed, and never
    // pulls one into a chunk that a route needing only the dependency would then download.
    groups: publicRouteFiles.slice(1).map((_, index) => {
      const size = publicRouteFiles.length - index
      return {
        priority: size,
        name: (id: string) => {
          const routes = routesOf.get(id)
          if (routes?.size !== size || !places(id)) return null
          const key = [...routes].sort().join(' ')
          return `shared-${createHash('sha256').update(key).digest('hex').slice(0, 8)}`
        },
      }
    }),
    places,
  }
}

/**
 * The modules that only the admin area's route modules import statically, in one chunk. Each
 * route's entry in the route manifest lists every chunk its module imports, and every page
 * downloads the whole manifest (`ssr: false` rules out lazy route discovery). Split by the sets
 * of admin routes sharing them, these modules make many small chunks, each named again in the
 * entry of every admin route importing it. In one chunk they are one name per admin entry, and
 * the admin area downloads its own code at once, behind the guard, where it is used.
 *
 * Left out: a module that anything outside the admin area may load, statically or lazily, so that
 * no other page downloads admin code; and a module that imports one the other groups don't place,
 * since a group takes in the dependencies of what it holds.
 */
function adminAreaModules(isPlaced: (id: string) => boolean): {
  plugin: Plugin
  test: (id: string) => boolean
} {
  const routesDir = path.resolve('src/app/routes')
  const adminDir = path.join(routesDir, 'admin')
  const fileOf = (id: string) => id.split('?')[0] ?? id
  const isRouteModule = (id: string) => fileOf(id).startsWith(`${routesDir}${path.sep}`)
  const isAdminRoute = (id: string) => path.dirname(fileOf(id)) === adminDir
  let found = new Set<string>()
  return {
    plugin: clientGraphPlugin('admin-area-modules', (context) => {
      const ids = [...context.getModuleIds()]
      const staticAndLazyImports = (id: string) => {
        const info = context.getModuleInfo(id)
        return info ? [...info.importedIds, ...info.dynamicallyImportedIds] : []
      }
      const outside = staticImports(
        staticAndLazyImports,
        ids.filter((id) => context.getModuleInfo(id)?.isEntry && !isAdminRoute(id)),
      )
      found = new Set(
        [...staticImports(importsIn(context), ids.filter(isAdminRoute))].filter(
          (id) => !outside.has(id) && !isRouteModule(id) && SCRIPT.test(id),
        ),
      )
      for (let changed = true; changed;) {
        changed = false
        for (const id of found) {
          if (importsIn(context)(id).every((dependency) => found.has(dependency) || isPlaced(dependency)))
            continue
          found.delete(id)
          changed = true
        }
      }
    }),
    test: (id) => found.has(id),
  }
}

export default defineConfig(({ command }) => {
  // Canonical links and structured data need an absolute origin in the prerendered HTML: a
  // build without VITE_SITE_URL points at the preview origin, the dev server at its own. The
  // server render and the browser must agree on it, or hydration meets different JSON-LD.
  process.env.VITE_SITE_URL ||= command === 'build' ? PREVIEW_ORIGIN : DEV_ORIGIN
  const everyPage = everyPageModules()
  const publicRoutes = publicRouteModules(everyPage.test)
  const adminArea = adminAreaModules((id) => everyPage.test(id) || publicRoutes.places(id))
  return {
    plugins: [tailwindcss(), reactRouter(), everyPage.plugin, publicRoutes.plugin, adminArea.plugin],
    optimizeDeps: {
      // Dependencies that only lazy parts import (forms, the gallery, the admin area): without
      // them here the dev server finds them on first use, bundles them again and reloads the page
      // mid-visit.
      include: [
        'react-hook-form',
        'zod/mini',
        '@hookform/resolvers/zod',
        'framer-motion',
        '@supabase/supabase-js',
        '@supabase/postgrest-js',
        '@radix-ui/react-dialog',
        '@radix-ui/react-toast',
        'browser-image-compression',
      ],
    },
    build: {
      rolldownOptions: {
        checks: {
          // Rolldown's hint that JavaScript plugins took most of the build: they always do here
          // (React Router's route transforms, and the prerender in the server build's
          // writeBundle), and whether the hint shows depends on how busy the machine is. Build
          // and prerender times are measured by `npm run bench:prerender`.
          bundlerTimings: false,
        },
      },
    },
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { name: 'every-page', test: everyPage.test, priority: Number.MAX_SAFE_INTEGER },
                  ...publicRoutes.groups,
                  { name: 'admin-area', test: adminArea.test, priority: 1 },
                ],
              },
            },
          },
        },
      },
      ssr: {
        build: {
          rolldownOptions: {
            checks: {
              // The server build (used only to prerender) imports every route module statically
              // by design, so a route the browser loads lazily (the admin area's not-found page)
              // can never be split off there; the check only has something to say about client
              // chunks.
              ineffectiveDynamicImport: false,
            },
          },
        },
      },
    },
    server: {
      host: new URL(DEV_ORIGIN).hostname,
      port: Number(new URL(DEV_ORIGIN).port),
      strictPort: true,
    },
    preview: {
      host: '127.0.0.1',
      port: 4173,
      strictPort: true,
    },
  }
})
