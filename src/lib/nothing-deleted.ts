/**
 * PostgREST answers a delete that row-level security filtered out (or whose row is already
 * gone) with success and no rows, so the services ask for the deleted ids back and say so.
 */
export const NOTHING_DELETED =
  'Nothing was deleted: it may have been removed already, or this account is not allowed to delete it.'
