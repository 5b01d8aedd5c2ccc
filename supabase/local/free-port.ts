import { createServer, type AddressInfo } from 'node:net'

/**
 * A TCP port nobody listens on at `host` right now: the system picks one for a probe that is
 * closed at once. Another process could still take it before the caller binds it; the callers
 * here start their server right after.
 */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, host, () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
  })
}
