/** Oversized bodies up to this size are read and dropped before the 413, so the client gets the answer. */
const DISCARD_LIMIT_BYTES = 64 * 1024 * 1024

/**
 * Reads and drops the rest of a refused request body. Answering while the client is
 * still sending makes many clients report a reset connection instead of the 413.
 */
export async function discardBody(request: Request): Promise<void> {
  const declared = Number(request.headers.get('content-length'))
  if (!request.body || request.bodyUsed || !(declared <= DISCARD_LIMIT_BYTES)) return
  try {
    const reader = request.body.getReader()
    while (!(await reader.read()).done) {
      // Dropped.
    }
  } catch {
    // The client went away or the stream was already read: nothing left to drop.
  }
}
