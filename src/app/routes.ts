import { index, layout, route, type RouteConfig } from '@react-router/dev/routes'
import { paths } from '../lib/paths.ts'

/** A pattern of src/lib/paths.ts as React Router's config writes it (no leading slash). */
const at = (pattern: string) => pattern.replace(/^\//, '')

/** A pattern of src/lib/paths.ts relative to /admin, for the routes inside the admin area. */
const underAdmin = (pattern: string) => pattern.slice(`${paths.admin.pattern}/`.length)

/**
 * The route table (docs/product.md §2). Every route module is its own chunk. The public routes are
 * prerendered at build time (react-router.config.ts); /thank-you, /application-status,
 * /message/confirm, /listing/confirm, /account, /login, /reset-password and /admin/* only ever render in the browser, from the SPA fallback: the admin routes have a
 * clientLoader and no server loader, and are not in the prerender list.
 */
export default [
  index('routes/home.tsx'),
  route(at(paths.teachers.pattern), 'routes/teachers.tsx'),
  route(at(paths.teacher.pattern), 'routes/teacher-profile.tsx'),
  route(at(paths.studios.pattern), 'routes/studios.tsx'),
  route(at(paths.studioApply.pattern), 'routes/studio-apply.tsx'),
  route(at(paths.studio.pattern), 'routes/studio-profile.tsx'),
  route(at(paths.landing.pattern), 'routes/landing.tsx'),
  route(at(paths.about.pattern), 'routes/about.tsx'),
  route(at(paths.whyChooseUs.pattern), 'routes/why-choose-us.tsx'),
  route(at(paths.join.pattern), 'routes/join.tsx'),
  route(at(paths.contact.pattern), 'routes/contact.tsx'),
  route(at(paths.privacyPolicy.pattern), 'routes/privacy-policy.tsx'),
  route(at(paths.termsOfService.pattern), 'routes/terms-of-service.tsx'),
  route(at(paths.thankYou.pattern), 'routes/thank-you.tsx'),
  route(at(paths.applicationStatus.pattern), 'routes/application-status.tsx'),
  route(at(paths.messageConfirm.pattern), 'routes/message-confirm.tsx'),
  route(at(paths.listingConfirm.pattern), 'routes/listing-confirm.tsx'),
  route(at(paths.account.pattern), 'routes/account.tsx'),
  route(at(paths.login.pattern), 'routes/login.tsx'),
  route(at(paths.resetPassword.pattern), 'routes/reset-password.tsx'),
  // The admin area: client-only route modules (clientLoader, no prerendering) behind one guard.
  route(at(paths.admin.pattern), 'routes/admin/admin-guard.tsx', [
    // The dashboard: one layout (heading, counts, section menu) around each section's URL.
    layout('routes/admin/dashboard-layout.tsx', [
      index('routes/admin/overview.tsx'),
      route(underAdmin(paths.adminSeo.pattern), 'routes/admin/seo-section.tsx'),
      route(underAdmin(paths.adminSubmissions.pattern), 'routes/admin/submissions-section.tsx'),
      route(underAdmin(paths.adminTeachers.pattern), 'routes/admin/teachers-section.tsx'),
      route(underAdmin(paths.adminStudios.pattern), 'routes/admin/studios-section.tsx'),
      route(underAdmin(paths.adminMail.pattern), 'routes/admin/mail-section.tsx'),
    ]),
    route(underAdmin(paths.adminTeacherNew.pattern), 'routes/admin/teacher-form.tsx', {
      id: 'admin-teacher-new',
    }),
    route(underAdmin(paths.adminTeacherEdit.pattern), 'routes/admin/teacher-form.tsx', {
      id: 'admin-teacher-edit',
    }),
    route(underAdmin(paths.adminStudioNew.pattern), 'routes/admin/studio-form.tsx', {
      id: 'admin-studio-new',
    }),
    route(underAdmin(paths.adminStudioEdit.pattern), 'routes/admin/studio-form.tsx', {
      id: 'admin-studio-edit',
    }),
    // An unknown admin address is a 404 behind the guard, as the rest of the area.
    route('*', 'routes/not-found.tsx', { id: 'admin-not-found' }),
  ]),
  route('*', 'routes/not-found.tsx', { id: 'not-found' }),
] satisfies RouteConfig
