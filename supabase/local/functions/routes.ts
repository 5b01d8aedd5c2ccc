import { Hono, type Context } from 'hono'

/** The Edge Functions running now: name → the address its Deno process serves on. */
export type FunctionAddresses = ReadonlyMap<string, string>

/**
 * /functions/v1/<name>: hosted Supabase's functions gateway, forwarding the request as it came to
 * the function's own server. A function that is not running answers as an undeployed one does.
 */
export function functionRoutes(functions: FunctionAddresses): Hono {
  const routes = new Hono()
  const forward = async (c: Context) => {
    const target = functions.get(c.req.param('name') ?? '')
    if (!target) return c.json({ code: 'NOT_FOUND', message: 'Requested function was not found' }, 404)
    const incoming = new URL(c.req.url)
    const rest = incoming.pathname.replace(/^\/functions\/v1\/[^/]+/, '')
    const method = c.req.method
    const body = method === 'GET' || method === 'HEAD' ? undefined : await c.req.arrayBuffer()
    const headers = new Headers(c.req.raw.headers)
    headers.delete('host')
    let answer: Response
    try {
      answer = await fetch(`${target}${rest || '/'}${incoming.search}`, { method, headers, body })
    } catch {
      return c.json({ code: 'BOOT_ERROR', message: 'Function failed to respond' }, 502)
    }
    // fetch has already decoded a compressed body; its length and encoding no longer apply.
    const answerHeaders = new Headers(answer.headers)
    answerHeaders.delete('content-encoding')
    answerHeaders.delete('content-length')
    return new Response(answer.body, { status: answer.status, headers: answerHeaders })
  }
  routes.all('/:name', forward)
  routes.all('/:name/*', forward)
  return routes
}
