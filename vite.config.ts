import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    // The entry chunk names every lazy chunk; six hash characters (instead of eight) still
    // change with every content change and save about 100 bytes on every page's first load.
    rollupOptions: { output: { chunkFileNames: 'assets/[name]-[hash:6].js' } },
    // Every browser the app supports knows <link rel="modulepreload">; the polyfill would
    // only add bytes to every page's first load.
    modulePreload: {
      polyfill: false,
      // The entry chunk lists, for each lazy page, the files to preload with it; for the admin
      // area and the login page that list would be bytes on every public page's first load, so
      // those pages fetch their shared files when they import them instead.
      resolveDependencies: (file, deps, { hostType }) =>
        hostType === 'html' || !/^assets\/(admin-area|login)-/.test(file) ? deps : [],
    },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
  },
  preview: {
    host: '127.0.0.1',
    port: 4173,
    strictPort: true,
  },
})
