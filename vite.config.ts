import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import path from 'node:path'
import { defineConfig, type Plugin } from 'vite'
import { PREVIEW_ORIGIN } from './scripts/build/build-env.ts'

const DEV_ORIGIN = 'http://127.0.0.1:5173'

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
  const found = new Set<string>()
  return {
    plugin: {
      name: 'every-page-modules',
      apply: 'build',
      applyToEnvironment: (environment) => environment.name === 'client',
      buildEnd() {
        found.clear()
        const pending = [...starts]
        for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
          if (found.has(id)) continue
          found.add(id)
          pending.push(...(this.getModuleInfo(id)?.importedIds ?? []))
        }
      },
    },
    // Scripts only: the root's stylesheet stays with the root route, where React Router links it.
    test: (id) => found.has(id) && /\.[cm]?[jt]sx?$/.test(id),
  }
}

export default defineConfig(({ command }) => {
  // Canonical links and structured data need an absolute origin in the prerendered HTML: a
  // build without VITE_SITE_URL points at the preview origin, the dev server at its own. The
  // server render and the browser must agree on it, or hydration meets different JSON-LD.
  process.env.VITE_SITE_URL ||= command === 'build' ? PREVIEW_ORIGIN : DEV_ORIGIN
  const everyPage = everyPageModules()
  return {
    plugins: [tailwindcss(), reactRouter(), everyPage.plugin],
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
                groups: [{ name: 'every-page', test: everyPage.test }],
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
