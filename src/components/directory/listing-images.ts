/**
 * The picture of a listing as its card and its profile show it: the stored image, the default
 * picture it falls back to, and its alternative text (docs/product.md §2).
 */

export function teacherPhoto(teacher: { name: string; image: string | null }) {
  return { src: teacher.image, fallback: 'teacher', alt: `Photo of ${teacher.name}` } as const
}

export function studioLogo(studio: { name: string; logo: string | null }) {
  return { src: studio.logo, fallback: 'studio', alt: `${studio.name} logo` } as const
}
