/** The two kinds of listing the directory shows, as the admin screens and their words name them. */
export type ListingKind = 'teacher' | 'studio'
