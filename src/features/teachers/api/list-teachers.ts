import { useEffect, useState } from 'react'
import { supabase } from '../../../lib/supabase.ts'
import type { Database } from '../../../types/database.types.ts'

type TeacherRow = Database['public']['Tables']['teachers']['Row']

/** What a teacher list needs of each teacher. */
export type TeacherSummary = Pick<
  TeacherRow,
  'id' | 'slug' | 'firstname' | 'lastname' | 'name' | 'country' | 'location' | 'specialties' | 'image'
>

const teacherSummaryColumns = 'id, slug, firstname, lastname, name, country, location, specialties, image'

/** All teachers, sorted by first name, then last name. */
export async function listTeachers(): Promise<TeacherSummary[]> {
  const { data, error, status } = await supabase
    .from('teachers')
    .select(teacherSummaryColumns)
    .order('firstname')
    .order('lastname')
    // A unique tie-breaker keeps the order stable for equal names.
    .order('id')

  if (error) {
    throw new Error(error.message || `request failed with status ${status}`, { cause: error })
  }
  return data
}

export type TeachersState =
  | { status: 'loading'; teachers: TeacherSummary[]; error: null }
  | { status: 'ready'; teachers: TeacherSummary[]; error: null }
  | { status: 'error'; teachers: TeacherSummary[]; error: Error }

const loadingState: TeachersState = { status: 'loading', teachers: [], error: null }

export function useTeachers(): TeachersState {
  const [state, setState] = useState<TeachersState>(loadingState)

  useEffect(() => {
    let active = true
    listTeachers().then(
      (teachers) => {
        if (active) setState({ status: 'ready', teachers, error: null })
      },
      (error: unknown) => {
        if (active) {
          const reason = error instanceof Error ? error : new Error(String(error))
          setState({ status: 'error', teachers: [], error: reason })
        }
      },
    )
    return () => {
      active = false
    }
  }, [])

  return state
}
