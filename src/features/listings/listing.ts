import type { Tables } from '../../types/database.types.ts'

/** The two kinds of listing the directory shows, as the admin screens and their words name them. */
export type ListingKind = 'teacher' | 'studio'

/** The table that stores each kind of listing. */
export type ListingTable = 'teachers' | 'studios'

/** The kind of listing a table stores, as messages name it. */
export const kindOfTable: Record<ListingTable, ListingKind> = { teachers: 'teacher', studios: 'studio' }

/** The table of each kind's inquiry addresses (private: admins only, by RLS). */
export const inquiryTableOf = {
  teachers: 'teacher_inquiry_addresses',
  studios: 'studio_inquiry_addresses',
} as const satisfies Record<ListingTable, string>

/** Where a listing's messages go (admins only), and whether delivery there failed for good. */
export interface InquiryAddress {
  /** A studio's null: the studio's own email. */
  email: string | null
  delivery_failed_at: string | null
  delivery_error: string | null
}

/**
 * A listing as its admin form reads it: every column, and its inquiry address (null when it
 * has none; absent where it was not read).
 */
export type EditableListing<T extends ListingTable> = Tables<T> & { inquiry?: InquiryAddress | null }

/** Delivery to a listing's inquiry address failed for good: messages stop until it is fixed. */
export interface DeliveryFailure {
  /** The address that refused (null: a studio's own email). */
  address: string | null
  failedAt: string
  /** What the receiving mail server answered. */
  error: string
}

export function deliveryFailureOf(inquiry: InquiryAddress | null | undefined): DeliveryFailure | null {
  if (!inquiry?.delivery_failed_at) return null
  return {
    address: inquiry.email,
    failedAt: inquiry.delivery_failed_at,
    error: inquiry.delivery_error ?? '',
  }
}

/** Which stored version an admin form was opened on: an update only applies while it is current. */
export interface ListingVersion {
  id: string
  updatedAt: string
  /** The stored slug and name: the listing keeps its address while its name stays the same. */
  slug: string
  name: string
  /** The inquiry address as loaded ('' for none): a save writes it only when it changed. */
  inquiryEmail: string
}

export function listingVersionOf(
  row: Pick<EditableListing<ListingTable>, 'id' | 'updated_at' | 'slug' | 'name' | 'inquiry'>,
): ListingVersion {
  return {
    id: row.id,
    updatedAt: row.updated_at,
    slug: row.slug,
    name: row.name,
    inquiryEmail: row.inquiry?.email ?? '',
  }
}
