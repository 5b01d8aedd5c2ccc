import type { Page } from '@playwright/test'
import { fetchFrom } from '../../tests/client-address.ts'
import { e2eBackend } from './backend.ts'

// Set by the connection itself, or describing a body this module re-encodes: never passed on.
const REQUEST_HEADERS_NOT_PASSED = new Set(['host', 'connection', 'content-length', 'accept-encoding'])
const RESPONSE_HEADERS_NOT_PASSED = new Set([
  'connection',
  'keep-alive',
  'content-length',
  'content-encoding',
  'transfer-encoding',
])

/**
 * Makes the page's calls of the database functions (/rest/v1/rpc/…) reach the backend from
 * `address`, a loopback address of the test's own (tests/client-address.ts): each call is sent
 * again from Node through that address, and the backend's answer (status, headers, body) goes
 * back to the page unchanged. The backend takes the socket's address as the client's, so the
 * page's sends count against that address's submission limits, as another visitor's would.
 * Chromium cannot choose the address it connects from, which is why the call goes through Node.
 */
export async function sendFunctionCallsFrom(page: Page, address: string): Promise<void> {
  const viaAddress = fetchFrom(address)
  await page.route(`${e2eBackend().url}/rest/v1/rpc/**`, async (route) => {
    const request = route.request()
    const headers = Object.fromEntries(
      Object.entries(await request.allHeaders()).filter(
        ([name]) => !name.startsWith(':') && !REQUEST_HEADERS_NOT_PASSED.has(name.toLowerCase()),
      ),
    )
    const body = request.postDataBuffer()
    const response = await viaAddress(request.url(), {
      method: request.method(),
      headers,
      ...(body && { body }),
    })
    const answerHeaders: Record<string, string> = {}
    response.headers.forEach((value, name) => {
      if (!RESPONSE_HEADERS_NOT_PASSED.has(name)) answerHeaders[name] = value
    })
    await route.fulfill({
      status: response.status,
      headers: answerHeaders,
      body: Buffer.from(await response.arrayBuffer()),
    })
  })
}
