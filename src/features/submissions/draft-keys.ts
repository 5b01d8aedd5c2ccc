// Where each public form keeps its draft in session storage. A module of its own, so a page can
// name its form's draft without loading the form.
export const JOIN_DRAFT_KEY = 'draft:join'
export const STUDIO_DRAFT_KEY = 'draft:studio-application'
export const CONTACT_DRAFT_KEY = 'draft:contact'
