import { types, type SerializerOptions } from '@electric-sql/pglite'

/**
 * PGlite's own serializers turn some JS values into a parameter's text before Postgres sees
 * them, and throw plain errors on text they do not accept (a boolean parameter given "maybe"):
 * not an SQL error, so the database thread takes it for a fault. PostgREST hands Postgres the
 * text and lets the type's input function refuse it with a SQLSTATE (22P02 → 400). With these
 * (supabase/local/database-worker.ts), text goes to Postgres as it is; other JS values are
 * serialized as before.
 */
function textAsIs(oid: number): (value: unknown) => string {
  const serialize = types.serializers[oid]!
  return (value) => (typeof value === 'string' ? value : serialize(value))
}

export const textParameterSerializers: SerializerOptions = {
  [types.BOOL]: textAsIs(types.BOOL),
  [types.BYTEA]: textAsIs(types.BYTEA),
}
