import { BrowserRouter, Route, Routes } from 'react-router-dom'
import { paths } from '../lib/paths.ts'
import { HomeRoute } from './routes/home.tsx'
import { NotFoundRoute } from './routes/not-found.tsx'

/** The route table, without a router, so tests can mount it in a MemoryRouter. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path={paths.home.pattern} element={<HomeRoute />} />
      <Route path="*" element={<NotFoundRoute />} />
    </Routes>
  )
}

export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  )
}
