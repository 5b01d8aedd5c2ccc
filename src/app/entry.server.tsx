/// <reference types="node" />
import { PassThrough } from 'node:stream'
import { text } from 'node:stream/consumers'
import { renderToPipeableStream } from 'react-dom/server'
import { ServerRouter, type EntryContext } from 'react-router'
import { scriptsAfterFirstPaint } from './scripts-after-first-paint.ts'

/** A page that has not finished rendering by then fails the build instead of hanging it. */
const RENDER_TIMEOUT_MS = 30_000

/**
 * Renders a page at build time (prerendering and the SPA fallback; nothing renders at request
 * time). It waits for everything, lazy parts included, so each file holds the page's whole
 * content as plain HTML rather than a shell that scripts fill in later.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        onAllReady() {
          clearTimeout(timeout)
          const body = new PassThrough()
          responseHeaders.set('Content-Type', 'text/html')
          resolve(
            text(body).then(
              (html) => new Response(scriptsAfterFirstPaint(html), { headers: responseHeaders, status }),
            ),
          )
          pipe(body)
        },
        onShellError(error: unknown) {
          clearTimeout(timeout)
          reject(error)
        },
        onError(error: unknown) {
          status = 500
          console.error(error)
        },
      },
    )
    const timeout = setTimeout(
      () => abort(new Error(`Rendering ${request.url} took too long`)),
      RENDER_TIMEOUT_MS,
    )
  })
}
