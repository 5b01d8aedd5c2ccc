import { Link } from 'react-router'
import { paths } from '../../../lib/paths.ts'

/** The call to studio owners on the directory (docs/product.md §2): apply to be listed. */
export function FeatureYourStudioBanner() {
  return (
    <aside
      aria-labelledby="feature-studio-heading"
      className="mt-14 flex flex-col items-start gap-5 rounded-2xl bg-brand-900 px-6 py-8 text-white sm:flex-row sm:items-center sm:justify-between sm:px-10"
    >
      <div>
        <h2 id="feature-studio-heading" className="text-xl font-semibold">
          Own a yoga studio?
        </h2>
        <p className="mt-1 max-w-xl text-brand-100">
          Get listed in our global directory and receive inquiries directly from students. Commission-free,
          always.
        </p>
      </div>
      <Link
        to={paths.studioApply.href()}
        className="shrink-0 rounded-lg bg-white px-5 py-2.5 text-sm font-semibold text-brand-900 hover:bg-brand-50"
      >
        Feature Your Studio
      </Link>
    </aside>
  )
}
