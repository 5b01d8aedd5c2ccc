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

/** Whether `port` at `host` can be bound right now (false when another process listens there). */
export function portIsFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, host, () => probe.close(() => resolve(true)))
  })
}

/** `preferred` when it is free, else any free port. */
export async function preferredOrFreePort(preferred: number, host = '127.0.0.1'): Promise<number> {
  return (await portIsFree(preferred, host)) ? preferred : freePort(host)
}
