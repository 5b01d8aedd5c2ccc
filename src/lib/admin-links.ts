import { paths } from './paths.ts'

/** The query parameter that asks a new-listing form to start from an application. */
export const APPLICATION_QUERY_PARAM = 'application'

/** The new-teacher form, prefilled from teacher application `id`. */
export function newTeacherFromApplicationHref(id: number): string {
  return `${paths.adminTeacherNew.href()}?${APPLICATION_QUERY_PARAM}=${id}`
}

/** The new-studio form, prefilled from studio application `id`. */
export function newStudioFromApplicationHref(id: number): string {
  return `${paths.adminStudioNew.href()}?${APPLICATION_QUERY_PARAM}=${id}`
}

/** The application id in a form's URL search, or null when absent or not a positive integer. */
export function applicationIdFrom(search: URLSearchParams): number | null {
  const raw = search.get(APPLICATION_QUERY_PARAM)
  if (!raw || !/^\d{1,15}$/.test(raw)) return null
  const id = Number(raw)
  return id > 0 ? id : null
}

/** The notice above a form prefilled from an application; the date in the admin's local format. */
export function prefillNotice(applicant: string, sentAt: string): string {
  const sent = new Date(sentAt).toLocaleDateString()
  return `Prefilled from the application of ${applicant} sent on ${sent}. Review every field before saving.`
}
