/**
 * Where a submission stands (docs/product.md difference 6), as the database's CHECK constraints
 * spell it. No client here: the public status page and the admin inbox both use these.
 */

/** Who sent an application. */
export const APPLICATION_KINDS = ['teacher', 'studio'] as const
export type ApplicationKind = (typeof APPLICATION_KINDS)[number]

/** Where an application stands. */
export const APPLICATION_STATUSES = ['new', 'listed', 'declined'] as const
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]

/** Where a contact message stands. */
export const MESSAGE_STATUSES = ['new', 'replied', 'archived'] as const
export type MessageStatus = (typeof MESSAGE_STATUSES)[number]
