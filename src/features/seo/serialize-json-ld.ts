/** A JSON-LD document: plain JSON values only. */
export type JsonLd = { [key: string]: JsonLdValue }
export type JsonLdValue = string | number | boolean | null | JsonLd | JsonLdValue[]

/**
 * JSON for an inline `<script type="application/ld+json">`: `<`, `>` and `&` are escaped so
 * text from the database cannot close the script element, and U+2028/2029 so it stays valid JS.
 */
export function serializeJsonLd(data: JsonLd | readonly JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
