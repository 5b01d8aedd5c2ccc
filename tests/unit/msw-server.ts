import { setupServer } from 'msw/node'

/** One mock server for all unit tests; each test adds the handlers it needs with `server.use`. */
export const server = setupServer()
