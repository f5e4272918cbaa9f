/**
 * Every form that posts to a Server Action, and what the guard in front of the actions
 * (lib/server/action-guard.mjs, run by server.mjs before Next) needs to know of it, written into
 * the build's manifest (scripts/csp-manifest.ts) since server.mjs cannot read TypeScript:
 * - per page posting to an action: the action's module (Next's worker for the page, to tell a
 *   known action id from an unknown one) and the largest body its form can send, from the
 *   form's own schema (./limits.ts);
 * - the refusal's words in each language: content/pages/forms.mdx's error block for a page, the
 *   forms' server messages for a script's call.
 * A form moving to a Server Action adds its entry here, and its page to ACTION_PAGES
 * (lib/server/http-methods.mjs), which lets POST through to it.
 */
import 'server-only';
import { complaintSchema } from '../complain/schema';
import { getPage } from '../content';
import { getCatalogueSlugs } from '../content/catalogue';
import { COMPLAINT_FACTS } from '../content/schemas/complaint';
import { LOCALES, type Locale } from '../i18n/format';
import { localePath } from '../i18n/paths';
import { formBodyLimit } from './limits';
import { reminderEmailBodySchema } from '../remind/form';
import { contactSchemaFor } from './validation/contact';
import { formMessagesFor } from './validation/messages';
import { newsletterSchemaFor } from './validation/newsletter';
import { planAdviceSchemaFor } from './validation/plan-advice';
import { priceReportSchemaFor } from './validation/price-report';
import type { z } from './validation/zod';
import type { ActionForms, ActionRefusalWords } from '../server/action-guard.mjs';

type ActionForm = {
  /** The pages the form is on and posts to, as their English paths. */
  pages: () => string[];
  /** Next's worker of that page (.next/server/server-reference-manifest.json). */
  worker: string;
  /** The form's schema at its largest (every optional field present). */
  schema: () => z.ZodType;
  /**
   * How many times the fields' worst size the body may take: a form of `useActionState` posts
   * its previous state with it when sent without JavaScript (the values it echoed back, and what
   * was composed of them), which is no larger than the fields again, twice over.
   */
  echoes: number;
};

/**
 * A form on one page (its English path), whose worker is that page's, and whose body may take
 * 3 times its fields' worst size (`echoes`).
 */
const onPage = (page: string, schema: () => z.ZodType): ActionForm => ({
  pages: () => [page],
  worker: `app/[locale]${page === '/' ? '' : page}/page`,
  schema,
  echoes: 3,
});

export const ACTION_FORMS: readonly ActionForm[] = [
  onPage('/complain', () => {
    const blocks = getPage('complain', 'en').blocks;
    return complaintSchema(
      { facts: COMPLAINT_FACTS },
      { errors: blocks.errors, labels: blocks.form.labels, letter: blocks.letter },
      'en',
    );
  }),
  // The four forms on the one pipeline (./action.ts): the previous state they echo is what was
  // typed, the errors beside it and one message, no larger than the fields twice over.
  onPage('/contact', () => contactSchemaFor('en')),
  onPage('/', () => newsletterSchemaFor('en')),
  onPage('/plans', () => planAdviceSchemaFor('en')),
  {
    pages: () => [...getCatalogueSlugs()].map((slug) => `/plans/catalogue/${slug}`),
    worker: 'app/[locale]/plans/catalogue/[slug]/page',
    schema: () => priceReportSchemaFor('en'),
    echoes: 3,
  },
  // The reminder's fields with the address and consent, before they are taken together.
  onPage('/remind', () => reminderEmailBodySchema('en')),
];

/**
 * The manifest's entry, typed as the guard reads it (lib/server/action-guard.d.mts): per page its
 * worker, body cap, language and form; per language the words of a refusal (the page's text and
 * the short message, per status the guard answers).
 */
export type ActionFormsManifest = ActionForms;

function wordsOf(locale: Locale): ActionRefusalWords {
  const page = getPage('forms', locale).blocks.error;
  const server = formMessagesFor(locale).server;
  return {
    title: page.title,
    back: page.back,
    403: { page: page.refused, message: server.crossSite },
    413: { page: page.tooLong, message: server.tooLarge },
    400: { page: page.notForm, message: server.unreadable },
  };
}

/** What the build writes for the action guard (see above). */
export function actionFormsManifest(): ActionFormsManifest {
  const pages: ActionFormsManifest['pages'] = {};
  for (const form of ACTION_FORMS) {
    const bodyLimit = formBodyLimit(form.schema()) * form.echoes;
    for (const page of form.pages())
      for (const locale of LOCALES)
        pages[localePath(page, locale)] = { worker: form.worker, bodyLimit, locale, form: page };
  }
  const words = Object.fromEntries(LOCALES.map((l) => [l, wordsOf(l)])) as Record<
    Locale,
    ActionRefusalWords
  >;
  return { pages, words };
}
