// The target of the dynamic import in country-list.ts. Importing countries.ts itself, which forms
// import statically, made the bundler wrap it in a namespace object and move its runtime helpers
// out of the entry into a chunk of their own that every page loads (160-240 bytes on each);
// through this module the list's chunk stays as it was and this one just re-exports it.
export { COUNTRIES } from './countries.ts'
