import { lazy, Suspense, type ReactNode } from 'react'
import { BrowserRouter, Route, Routes } from 'react-router-dom'
import { paths } from '../lib/paths.ts'
import { AppLayout } from './layout/app-layout.tsx'
import { AppProviders } from './providers.tsx'

// Every route is its own chunk, so a page's first load carries only what it shows.
const HomeRoute = lazy(() => import('./routes/home.tsx'))
const TeachersRoute = lazy(() => import('./routes/teachers.tsx'))
const TeacherProfileRoute = lazy(() => import('./routes/teacher-profile.tsx'))
const StudiosRoute = lazy(() => import('./routes/studios.tsx'))
const StudioProfileRoute = lazy(() => import('./routes/studio-profile.tsx'))
const AboutRoute = lazy(() => import('./routes/about.tsx'))
const WhyChooseUsRoute = lazy(() => import('./routes/why-choose-us.tsx'))
const PrivacyPolicyRoute = lazy(() => import('./routes/privacy-policy.tsx'))
const TermsOfServiceRoute = lazy(() => import('./routes/terms-of-service.tsx'))
const JoinRoute = lazy(() => import('./routes/join.tsx'))
const ContactRoute = lazy(() => import('./routes/contact.tsx'))
const StudioApplyRoute = lazy(() => import('./routes/studio-apply.tsx'))
const ThankYouRoute = lazy(() => import('./routes/thank-you.tsx'))
const NotFoundRoute = lazy(() => import('./routes/not-found.tsx'))
const LoginRoute = lazy(() => import('./routes/login.tsx'))
// The whole admin area (guard, dashboard, forms) is one lazy entry with its own chunks.
const AdminArea = lazy(() => import('./routes/admin/admin-area.tsx'))

function RouteFallback() {
  return <div className="min-h-[60vh]" aria-hidden="true" />
}

function page(element: ReactNode) {
  return <Suspense fallback={<RouteFallback />}>{element}</Suspense>
}

/** The route table, without a router, so tests can mount it in a MemoryRouter. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route path={paths.home.pattern} element={page(<HomeRoute />)} />
        <Route path={paths.teachers.pattern} element={page(<TeachersRoute />)} />
        <Route path={paths.teacher.pattern} element={page(<TeacherProfileRoute />)} />
        <Route path={paths.studios.pattern} element={page(<StudiosRoute />)} />
        <Route path={paths.studioApply.pattern} element={page(<StudioApplyRoute />)} />
        <Route path={paths.studio.pattern} element={page(<StudioProfileRoute />)} />
        <Route path={paths.about.pattern} element={page(<AboutRoute />)} />
        <Route path={paths.whyChooseUs.pattern} element={page(<WhyChooseUsRoute />)} />
        <Route path={paths.join.pattern} element={page(<JoinRoute />)} />
        <Route path={paths.contact.pattern} element={page(<ContactRoute />)} />
        <Route path={paths.privacyPolicy.pattern} element={page(<PrivacyPolicyRoute />)} />
        <Route path={paths.termsOfService.pattern} element={page(<TermsOfServiceRoute />)} />
        <Route path={paths.thankYou.pattern} element={page(<ThankYouRoute />)} />
        <Route path={paths.login.pattern} element={page(<LoginRoute />)} />
        <Route path={`${paths.admin.pattern}/*`} element={page(<AdminArea />)} />
        <Route path="*" element={page(<NotFoundRoute />)} />
      </Route>
    </Routes>
  )
}

export function App() {
  return (
    // No transitions: filter controls read their state from the URL and must not flicker back.
    <BrowserRouter useTransitions={false}>
      <AppProviders>
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  )
}
