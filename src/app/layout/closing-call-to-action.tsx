import { Link } from 'react-router'
import { buttonClasses } from '../../components/ui/button-styles.ts'
import { paths } from '../../lib/paths.ts'

/** What a content page may close with. */
const actions = {
  browseTeachers: { label: 'Browse Teachers', to: paths.teachers.href() },
  joinAsTeacher: { label: 'Join as a Teacher', to: paths.join.href() },
  listYourStudio: { label: 'List Your Studio', to: paths.studioApply.href() },
}

/**
 * The closing band of a content page: a question, and the ways to act on it as buttons (the
 * first is the main one, the others outlined).
 */
export function ClosingCallToAction({
  id,
  title,
  offers,
}: {
  /** The heading's id, which labels the band. */
  id: string
  title: string
  offers: readonly (keyof typeof actions)[]
}) {
  return (
    <section aria-labelledby={id} className="bg-brand-800 py-14 text-center text-white">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <h2 id={id} className="text-2xl font-bold sm:text-3xl">
          {title}
        </h2>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          {offers.map((offer, index) => (
            <Link
              key={offer}
              to={actions[offer].to}
              className={buttonClasses(index === 0 ? 'inverse' : 'inverse-outline', 'lg')}
            >
              {actions[offer].label}
            </Link>
          ))}
        </div>
      </div>
    </section>
  )
}
