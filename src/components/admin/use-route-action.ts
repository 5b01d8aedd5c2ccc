import { useCallback } from 'react'
import { useFetcher } from 'react-router'

/** What a change sent to a route's clientAction looks like: a flat JSON object. */
export type ChangeRequest = Record<string, string | number | boolean | null>

/** The field that ties a change to the caller waiting for its answer. */
const CHANGE_ID = 'changeId'

let lastChangeId = 0
/** Callers waiting for the answer to the change they sent, by change id. */
const waitingForAnswer = new Map<string, (result: unknown) => void>()

/**
 * The body of a route's clientAction for changes sent with useRouteAction: reads the change,
 * applies it, and hands the answer to the caller waiting for it (as soon as it is known, not
 * once the page has been loaded again), then returns it as the action's data.
 */
export async function answerChange<Change extends ChangeRequest, Result>(
  request: Request,
  apply: (change: Change) => Promise<Result>,
): Promise<Result> {
  const { [CHANGE_ID]: id, ...change } = (await request.json()) as Change & { [CHANGE_ID]?: string }
  const result = await apply(change as unknown as Change)
  if (typeof id === 'string') {
    waitingForAnswer.get(id)?.(result)
    waitingForAnswer.delete(id)
  }
  return result
}

/**
 * Sends a change to the clientAction of the route on screen (which answers with answerChange)
 * through a fetcher, and resolves with the action's answer as soon as it arrives, so a dialog
 * can close or say why it failed. React Router then loads the page again (lists and counts) as
 * it does after every action; the list shows itself busy meanwhile (usePagedListState).
 */
export function useRouteAction<Change extends ChangeRequest, Result>() {
  const fetcher = useFetcher()
  const { submit } = fetcher
  const run = useCallback(
    (change: Change) =>
      new Promise<Result>((resolve) => {
        lastChangeId += 1
        const id = String(lastChangeId)
        waitingForAnswer.set(id, resolve as (result: unknown) => void)
        void submit({ ...change, [CHANGE_ID]: id }, { method: 'post', encType: 'application/json' })
      }),
    [submit],
  )

  // The changes are sent as JSON and the actions answer with plain objects, which the fetcher
  // holds as they were.
  const change = fetcher.json as Change | undefined
  return {
    run,
    /** The change being sent, until its answer arrives. */
    sending: fetcher.state === 'submitting' ? change : undefined,
    /** The change answered, while the router loads the page again after it. */
    reloadingAfter:
      fetcher.state === 'loading' && change !== undefined && fetcher.data !== undefined
        ? { change, answer: fetcher.data as Result }
        : undefined,
  }
}
