import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      {/* No transitions: filter controls read their state from the URL and must not flicker back. */}
      <HydratedRouter useTransitions={false} />
    </StrictMode>,
  )
})
