/** Names of the bot-check fields, shared by the forms (browser) and the guard (server). */
export const HONEYPOT_FIELD = 'website';
export const STARTED_FIELD = 'started';
/** The language of the page a form was sent from (lib/forms/locale.ts reads it). */
export const LOCALE_FIELD = 'locale';
