import { randomInt } from 'node:crypto'
import { Agent, fetch as undiciFetch } from 'undici'

/**
 * A loopback address of its own (127.x.y.z: on Linux the whole 127.0.0.0/8 block reaches the
 * local backend), so a test's sends count against their own submission limits, as a different
 * visitor's would. Random, so test files running side by side never share one.
 */
export function ownClientAddress(): string {
  return `127.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}`
}

/**
 * fetch whose connections leave from `address`: the local backend sees it as the socket's address
 * and passes it to SQL as the edge's client address header (cf-connecting-ip), as hosted Supabase
 * does. Node's own fetch cannot choose the source address; undici's Agent can.
 */
export function fetchFrom(address: string): typeof fetch {
  const dispatcher = new Agent({ localAddress: address })
  // undici's fetch is the implementation behind Node's; its types are declared separately.
  return ((input: Parameters<typeof fetch>[0], init?: RequestInit) =>
    undiciFetch(input as never, { ...(init as object), dispatcher } as never)) as unknown as typeof fetch
}
