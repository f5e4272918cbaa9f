/**
 * Field helpers every content schema shares: dates, non-empty text, site paths,
 * slugs, images and links. Unknown keys are errors everywhere (a typo is caught).
 */
import { z } from '../../forms/validation/zod';
import { ICONS } from '../constants';

export { GUIDE_CATEGORIES, GUIDE_LEVELS, ICONS, PLAN_KINDS } from '../constants';

/** A YAML date or a "YYYY-MM-DD" string, always handed on as "YYYY-MM-DD". */
export const isoDate = z
  .union([z.string(), z.date()])
  .transform((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v))
  .pipe(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD'));

export const text = z.string().trim().min(1, 'must not be empty');

/** A text that must contain each of the given "{slot}"s (the page fills them in). */
export const withSlots = (...slots: string[]) =>
  text.refine(
    (s) => slots.every((k) => s.includes(`{${k}}`)),
    `must contain ${slots.map((k) => `{${k}}`).join(' and ')}`,
  );

export const internalHref = z
  .string()
  .regex(/^\/[\w\-/#?=&.]*$/, 'must be a site path starting with "/" (for example /plans#tv)');

export const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lowercase slug such as number-portability');

export const icon = z.enum(ICONS);

/**
 * `draft: true`: work in progress, shown by `npm run dev` and a preview build, never in production
 * (lib/content/drafts.ts).
 */
export const draft = z.boolean().default(false);

export const imageSchema = z
  .object({
    src: z
      .string()
      .regex(
        /^\/images\/[\w\-/]+\.(svg|png|jpe?g|webp|avif)$/,
        'must be a local path under /images/',
      ),
    alt: text,
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  })
  .strict();

export const linkSchema = z.object({ label: text, href: internalHref }).strict();

/** A title, a line of text and an icon: the cards of many page sections. */
export const iconItem = z.object({ title: text, text, icon }).strict();

/** A section's heading and its introduction (spread into a section's object). */
export const headingIntro = { heading: text, intro: text };

/** `hint`: after the intro, what to choose or expand (a tab, a card); shown only where scripts run. */
export const headingIntroHint = { ...headingIntro, hint: text };

/** A page's own header: its heading and lead paragraph. */
export const pageHeaderCopy = z.object({ heading: text, lead: text }).strict();

/** One non-empty label per key, no other key: the labels of tabs, levels, lengths. */
export function labelsFor<const K extends readonly string[]>(keys: K) {
  // Object.fromEntries cannot know its keys; the mapped type states them.
  const shape = Object.fromEntries(keys.map((k) => [k, text])) as { [P in K[number]]: typeof text };
  return z.object(shape).strict();
}

/**
 * A phrase per CLDR plural category, for `plural()` of lib/i18n/format.ts: `other` always, `one` for
 * English, and for Arabic `zero`, `two`, `few` and `many` too. Each form may use `{count}`.
 */
export const pluralForms = z
  .object({ zero: text, one: text, two: text, few: text, many: text, other: text })
  .partial()
  .required({ other: true })
  .strict();

export type Image = z.infer<typeof imageSchema>;
export type Link = z.infer<typeof linkSchema>;
