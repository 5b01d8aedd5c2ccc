import { useCallback, useEffect, useRef } from 'react'
import { useFetcher } from 'react-router'

/** The form field the page's fetcher sends the token in. */
const TOKEN_FIELD = 'token'

/** The token that useTokenSentOnce posted, as the route's action reads it from the request. */
export async function postedToken(request: Request): Promise<FormDataEntryValue | null> {
  return (await request.formData()).get(TOKEN_FIELD)
}

/**
 * Posts a one-use link's token to the route's action once, when the page opens: the token lives
 * in the link's fragment, which no request carries, so the fetcher hands it over in a POST body.
 * `send` posts it again, for 'Try again' after a failure. `answer` is the action's answer once
 * the fetcher is idle, undefined while the token is on its way. Give the calling component a
 * `key` for the token, so that a new token starts afresh with its own fetcher.
 */
export function useTokenSentOnce<Action>(token: string | null, action: string) {
  const fetcher = useFetcher<Action>()
  const { submit } = fetcher
  // Development's StrictMode runs effects twice; the link must still be used once.
  const sent = useRef(false)
  const send = useCallback(() => {
    if (token) void submit({ [TOKEN_FIELD]: token }, { method: 'post', action })
  }, [submit, token, action])
  useEffect(() => {
    if (sent.current) return
    sent.current = true
    send()
  }, [send])
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined
  return { answer, send }
}
