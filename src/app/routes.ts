import { index, route, type RouteConfig } from '@react-router/dev/routes'
import { paths } from '../lib/paths.ts'

/** A pattern of src/lib/paths.ts as React Router's config writes it (no leading slash). */
const at = (pattern: string) => pattern.replace(/^\//, '')

/**
 * The route table (docs/product.md §2). Every route module is its own chunk. The public routes are
 * prerendered at build time (react-router.config.ts); /thank-you, /application-status, /login and
 * /admin/* only ever render in the browser, from the SPA fallback.
 */
export default [
  index('routes/home.tsx'),
  route(at(paths.teachers.pattern), 'routes/teachers.tsx'),
  route(at(paths.teacher.pattern), 'routes/teacher-profile.tsx'),
  route(at(paths.studios.pattern), 'routes/studios.tsx'),
  route(at(paths.studioApply.pattern), 'routes/studio-apply.tsx'),
  route(at(paths.studio.pattern), 'routes/studio-profile.tsx'),
  route(at(paths.about.pattern), 'routes/about.tsx'),
  route(at(paths.whyChooseUs.pattern), 'routes/why-choose-us.tsx'),
  route(at(paths.join.pattern), 'routes/join.tsx'),
  route(at(paths.contact.pattern), 'routes/contact.tsx'),
  route(at(paths.privacyPolicy.pattern), 'routes/privacy-policy.tsx'),
  route(at(paths.termsOfService.pattern), 'routes/terms-of-service.tsx'),
  route(at(paths.thankYou.pattern), 'routes/thank-you.tsx'),
  route(at(paths.applicationStatus.pattern), 'routes/application-status.tsx'),
  route(at(paths.login.pattern), 'routes/login.tsx'),
  // The admin area is one client-only module with its own nested routes and lazy screens.
  route(`${at(paths.admin.pattern)}/*`, 'routes/admin/admin-area.tsx'),
  route('*', 'routes/not-found.tsx', { id: 'not-found' }),
] satisfies RouteConfig
