/**
 * The six mailboxes the Contact page and the footer both list, in this order (the local parts of
 * their addresses): written once here so the two pages are held to the same list.
 */
export const MAILBOXES = ['hello', 'helpdesk', 'support', 'leadership', 'privacy', 'legal'];
