import { useTeachers } from '../../features/teachers/api/list-teachers.ts'

export function HomeRoute() {
  const teachers = useTeachers()

  return (
    <main className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-brand-800 sm:text-4xl">
        Find Your Perfect Yoga Connection
      </h1>

      <section aria-labelledby="teachers-heading" className="mt-10">
        <h2 id="teachers-heading" className="text-xl font-semibold text-gray-900">
          Teachers
        </h2>

        {teachers.status === 'loading' && (
          <p role="status" className="mt-4 text-gray-600">
            Loading teachers...
          </p>
        )}

        {teachers.status === 'error' && (
          <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-red-800">
            Could not load teachers: {teachers.error.message}
          </p>
        )}

        {teachers.status === 'ready' && (
          <ul className="mt-4 divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white">
            {teachers.teachers.map((teacher) => (
              <li key={teacher.id} className="px-4 py-3">
                <p className="font-medium text-gray-900">{teacher.name}</p>
                <p className="text-sm text-gray-600">
                  {teacher.location}, {teacher.country}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  )
}
