/** Small rounded labels (specialties, practices, amenities). */
export function TagList({
  tags,
  limit,
  label,
  size = 'sm',
  className = '',
}: {
  tags: readonly string[]
  /** Show at most this many, then a '+N more' tag. */
  limit?: number
  label?: string
  size?: 'sm' | 'md'
  className?: string
}) {
  if (tags.length === 0) return null
  const shown = limit === undefined ? tags : tags.slice(0, limit)
  const hidden = tags.length - shown.length
  const base = `rounded-full font-medium ring-1 ring-inset ${size === 'sm' ? 'px-2.5 py-0.5 text-xs' : 'px-3 py-1 text-sm'}`
  return (
    <ul className={`flex flex-wrap gap-1.5 ${className}`} aria-label={label}>
      {shown.map((tag) => (
        <li key={tag} className={`${base} bg-brand-50 text-brand-800 ring-brand-200`}>
          {tag}
        </li>
      ))}
      {hidden > 0 && <li className={`${base} bg-gray-100 text-gray-700 ring-gray-200`}>+{hidden} more</li>}
    </ul>
  )
}
