/**
 * Serves a build the way a CDN or static host serves it, for `npm run preview`, the browser tests,
 * `npm run budget` and `npm run bench:vitals`: the file if it exists (a prerendered page is
 * `<path>/index.html`), otherwise the SPA fallback (`__spa-fallback.html`, status 200); gzip for
 * text; a year's cache for the hashed files under /assets/, revalidation for everything else.
 *
 *   tsx scripts/static-server.ts [--dir dist/client] [--port 4173] [--host 127.0.0.1]
 */
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { constants, createGzip } from 'node:zlib'

export const SPA_FALLBACK = '__spa-fallback.html'

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.data': 'text/x-script',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
}
const compressible = new Set(['.html', '.js', '.css', '.json', '.data', '.svg', '.xml', '.txt'])

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile()
  } catch {
    return false
  }
}

/** The file that answers a URL path: the file itself, the folder's index.html, or null. */
export async function resolveFile(root: string, urlPath: string): Promise<string | null> {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return null
  }
  const file = path.join(root, path.normalize(decoded))
  if (file !== root && !file.startsWith(root + path.sep)) return null // outside the build
  if (await isFile(file)) return file
  const index = path.join(file, 'index.html')
  if (await isFile(index)) return index
  return null
}

async function answer(root: string, request: IncomingMessage, response: ServerResponse): Promise<void> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { Allow: 'GET, HEAD' }).end()
    return
  }
  const url = new URL(request.url ?? '/', 'http://localhost')
  const file = (await resolveFile(root, url.pathname)) ?? path.join(root, SPA_FALLBACK)
  const extension = path.extname(file)
  const headers: Record<string, string> = {
    'Content-Type': contentTypes[extension] ?? 'application/octet-stream',
    'Cache-Control': url.pathname.startsWith('/assets/')
      ? 'public, max-age=31536000, immutable'
      : 'public, max-age=0, must-revalidate',
    Vary: 'Accept-Encoding',
  }
  const gzip = compressible.has(extension) && /\bgzip\b/.test(String(request.headers['accept-encoding']))
  if (gzip) headers['Content-Encoding'] = 'gzip'
  else headers['Content-Length'] = String((await stat(file)).size)
  response.writeHead(200, headers)
  if (request.method === 'HEAD') {
    response.end()
    return
  }
  const source = createReadStream(file)
  await (gzip
    ? pipeline(source, createGzip({ level: constants.Z_BEST_COMPRESSION }), response)
    : pipeline(source, response))
}

export interface StaticServer {
  url: string
  server: Server
  close: () => Promise<void>
}

/** Starts serving `dir` (a build's client folder) on host:port (port 0: any free port). */
export function startStaticServer(dir: string, port = 0, host = '127.0.0.1'): Promise<StaticServer> {
  const root = path.resolve(dir)
  const server = createServer((request, response) => {
    answer(root, request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500).end(String(error))
      else response.destroy()
    })
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      const { port: actual } = server.address() as AddressInfo
      resolve({
        url: `http://${host}:${actual}`,
        server,
        close: () => new Promise<void>((done) => server.close(() => done())),
      })
    })
  })
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string', default: 'dist/client' },
      port: { type: 'string', default: '4173' },
      host: { type: 'string', default: '127.0.0.1' },
    },
  })
  if (!(await isFile(path.join(values.dir, SPA_FALLBACK)))) {
    console.error(`No build in ${values.dir}: run \`npm run build\` first.`)
    process.exit(1)
  }
  const { url, close } = await startStaticServer(values.dir, Number(values.port), values.host)
  console.log(`Serving ${values.dir} at ${url} (prerendered files first, then the SPA fallback)`)
  const stop = () => void close().then(() => process.exit(0))
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}
