/**
 * `npm run new -- <kind> <slug>` (scripts/new.ts): a new guide, catalogue plan, complaint problem
 * or newsletter issue, as a draft in both languages. Each file has every field its schema
 * requires, today's dates, `draft: true`, and PLACEHOLDER wherever an editor has something to
 * write or choose: the content check accepts it as a draft and refuses it once `draft` is removed
 * until every placeholder is gone (lib/content/drafts.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { CATALOGUE_OPERATORS, CATALOGUE_TYPES } from '../catalogue/constants';
import { takenGuideSlug } from '../navigation/routes';
import { COMPLAINT_FACTS } from './schemas/complaint';
import { GUIDE_CATEGORIES, GUIDE_LEVELS, GUIDE_TOPICS } from './constants';
import { PLACEHOLDER as P } from './drafts';

export const NEW_KINDS = ['guide', 'plan', 'problem', 'newsletter'] as const;
export type NewKind = (typeof NEW_KINDS)[number];

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const oneOf = (values: readonly string[]) => `# ${P}: one of ${values.join(', ')}`;

type Lang = { en: string; ar: string };
/** A placeholder text in each language, quoted for YAML. */
const todo = (en: string, ar: string): Lang => ({ en: `"${P}: ${en}"`, ar: `"${P}: ${ar}"` });

/** A source to fill in (guides and problems: title, url, publisher, accessed). */
const source = (today: string, l: keyof Lang) =>
  [
    `  - title: ${todo("the source's title", 'عنوان المصدر')[l]}`,
    `    url: "https://example.org/${P}"`,
    `    publisher: ${todo('who published it', 'الجهة الناشرة')[l]}`,
    `    accessed: ${today}`,
  ].join('\n');

type Template = {
  /** The file's path under content/ (English; the translation is under content/ar/). */
  file: string;
  /** What the new document needs besides its text (printed with the next steps). */
  assets: string[];
  /** The file in a language. */
  text: (l: keyof Lang) => string;
};

const frontmatter = (lines: string[], body: string) => `---\n${lines.join('\n')}\n---\n\n${body}\n`;

function guide(slug: string, today: string): Template {
  const images = [1, 2].map((n) => `/images/guides/${slug}-${n}.svg`);
  return {
    file: `guides/${slug}.mdx`,
    assets: images.map((src) => `public${src} (1200 × 675; or change src, width and height)`),
    text: (l) =>
      frontmatter(
        [
          `title: ${todo("the guide's title", 'عنوان الدليل')[l]}`,
          `category: ${GUIDE_CATEGORIES[0]} ${oneOf(GUIDE_CATEGORIES)}`,
          `topic: ${GUIDE_TOPICS[0]} ${oneOf(GUIDE_TOPICS)}`,
          `level: ${GUIDE_LEVELS[0]} ${oneOf(GUIDE_LEVELS)}`,
          `brief: ${todo('what the guide answers, in at most 240 characters', 'ما يجيب عنه الدليل، في 240 حرفاً على الأكثر')[l]}`,
          `publishedAt: ${today}`,
          'draft: true',
          'keyPoints:',
          ...[1, 2, 3].map((n) => `  - ${todo(`key point ${n}`, `النقطة الرئيسية ${n}`)[l]}`),
          'images:',
          ...images.flatMap((src, i) => [
            `  - src: ${src}`,
            `    alt: ${todo(`what image ${i + 1} shows`, `ما تعرضه الصورة ${i + 1}`)[l]}`,
            '    width: 1200',
            '    height: 675',
          ]),
          `related: [] # ${P}: up to 4 guide slugs, or leave empty`,
          'sources:',
          source(today, l),
          source(today, l),
        ],
        l === 'en'
          ? `## ${P}: the first section's heading\n\n${P}: the guide's text, 7 to 12 minutes of reading.`
          : `## ${P}: عنوان القسم الأول\n\n${P}: نص الدليل، من 7 إلى 12 دقيقة قراءة.`,
      ),
  };
}

function plan(id: string, today: string): Template {
  const [operator] = id.split('/');
  return {
    file: `plans/catalogue/${id}.mdx`,
    assets: [],
    text: (l) =>
      frontmatter(
        [
          `operator: ${operator}`,
          `name: ${todo("the plan's name as the operator publishes it", 'اسم الباقة كما ينشره المشغّل')[l]}`,
          `planType: ${CATALOGUE_TYPES[0]} ${oneOf(CATALOGUE_TYPES)}`,
          `summary: ${todo('one line, at most 200 characters', 'سطر واحد، 200 حرف على الأكثر')[l]}`,
          `monthlyPrice: 0 # ${P}: the regular monthly price in AED, as published`,
          `vatIncluded: false # ${P}: whether that price includes 5% VAT`,
          `contractMonths: 0 # ${P}: the minimum term in months (0: no contract)`,
          'draft: true',
          'source:',
          `  url: "https://example.org/${P}"`,
          `  title: ${todo('the page or document that shows the price', 'الصفحة أو الوثيقة التي تذكر السعر')[l]}`,
          `  publisher: ${todo('the operator', 'المشغّل')[l]}`,
          `  date: unknown # ${P}: the date the source states (YYYY-MM-DD), or unknown; checked ${today}`,
        ],
        l === 'en'
          ? `${P}: what the price covers and what it costs to leave, from the source.`
          : `${P}: ما يشمله السعر وتكلفة المغادرة، كما يذكرها المصدر.`,
      ),
  };
}

function problem(slug: string, today: string, order: number): Template {
  return {
    file: `complaints/${slug}.mdx`,
    assets: [],
    text: (l) =>
      frontmatter(
        [
          `title: ${todo('the problem as a visitor picks it', 'المشكلة كما يختارها الزائر')[l]}`,
          `order: ${order}`,
          `summary: ${todo('one line under the title', 'سطر واحد تحت العنوان')[l]}`,
          `rule: ${todo('the rule in plain words, with its date', 'القاعدة بكلمات واضحة مع تاريخها')[l]}`,
          `remedy: ${todo('what the letter asks for', 'ما تطلبه الرسالة')[l]}`,
          'evidence:',
          `  - ${todo('what to attach', 'ما يُرفق بالشكوى')[l]}`,
          `facts: [] # ${P}: any of ${COMPLAINT_FACTS.join(', ')}`,
          `guide: /guides/ # ${P}: /guides/<slug>#<heading id> of the paragraph that states the rule`,
          'sources:',
          source(today, l),
          `reviewedAt: ${today}`,
          'draft: true',
        ],
        l === 'en'
          ? `${P}: what the visitor should know before sending the letter.`
          : `${P}: ما ينبغي أن يعرفه الزائر قبل إرسال الرسالة.`,
      ),
  };
}

function newsletter(slug: string, today: string): Template {
  return {
    file: `newsletter/${today}-${slug}.mdx`,
    assets: [],
    text: (l) =>
      frontmatter(
        [
          `subject: ${todo('the subject line, at most 120 characters', 'سطر الموضوع، 120 حرفاً على الأكثر')[l]}`,
          `preheader: ${todo('the line inboxes show after it, at most 200 characters', 'السطر الذي يظهر بعده في صندوق الوارد، 200 حرف على الأكثر')[l]}`,
          `date: ${today} # the day it is sent: rename the file if that changes`,
          'draft: true',
        ],
        l === 'en'
          ? `${P}: the issue's text, in Markdown, linking to the site's pages.`
          : `${P}: نص العدد بلغة Markdown، مع روابط إلى صفحات الموقع.`,
      ),
  };
}

/** Why `slug` cannot be a new `kind`, or null. */
export function newDocumentProblem(kind: string, slug: string | undefined, contentDir: string) {
  if (!NEW_KINDS.includes(kind as NewKind))
    return `the kind must be one of ${NEW_KINDS.join(', ')}, not "${kind}"`;
  if (!slug) return `name the new ${kind}: npm run new -- ${kind} <slug>`;
  const [operator, name, ...rest] = slug.split('/');
  if (kind === 'plan') {
    if (!name || rest.length || !CATALOGUE_OPERATORS.includes(operator as never))
      return `a plan is named <operator>/<slug>, the operator one of ${CATALOGUE_OPERATORS.join(', ')}: "${slug}" is not`;
    if (!SLUG.test(name)) return `"${name}" is not a slug: lowercase letters, digits and hyphens`;
  } else if (!SLUG.test(slug))
    return `"${slug}" is not a slug: lowercase letters, digits and single hyphens (e.g. roaming-in-gcc)`;
  if (kind === 'guide') {
    const taken = takenGuideSlug(slug);
    if (taken.length) return taken.join('; ');
  }
  const existing = existingFiles(kind as NewKind, slug, contentDir);
  if (existing.length) return `"${slug}" is taken: ${existing.join(', ')} already exists`;
  return null;
}

/** The files, in either language, a new `kind` named `slug` would collide with. */
function existingFiles(kind: NewKind, slug: string, contentDir: string): string[] {
  const base = path.basename(contentDir);
  return ['', 'ar/'].flatMap((prefix) => {
    const dir = path.join(contentDir, prefix);
    if (kind === 'newsletter') {
      const issues = path.join(dir, 'newsletter');
      if (!fs.existsSync(issues)) return [];
      return fs
        .readdirSync(issues)
        .filter((f) => f.replace(/^\d{4}-\d{2}-\d{2}-/, '') === `${slug}.mdx`)
        .map((f) => `${base}/${prefix}newsletter/${f}`);
    }
    // A plan's slug must be unique across operators (its page is /plans/catalogue/<slug>).
    const rel =
      kind === 'guide'
        ? [`guides/${slug}.mdx`]
        : kind === 'problem'
          ? [`complaints/${slug}.mdx`]
          : CATALOGUE_OPERATORS.map((o) => `plans/catalogue/${o}/${slug.split('/')[1]}.mdx`);
    return rel.filter((r) => fs.existsSync(path.join(dir, r))).map((r) => `${base}/${prefix}${r}`);
  });
}

/** The next `order` of the complaint problems (after the last one). */
function nextOrder(contentDir: string): number {
  const dir = path.join(contentDir, 'complaints');
  if (!fs.existsSync(dir)) return 1;
  const orders = fs
    .readdirSync(dir)
    .map((f) => Number(fs.readFileSync(path.join(dir, f), 'utf8').match(/^order:\s*(\d+)/m)?.[1]))
    .filter((n) => Number.isFinite(n));
  return orders.length ? Math.max(...orders) + 1 : 1;
}

/**
 * Writes the new document in both languages under `contentDir` (after newDocumentProblem said
 * yes): the files written (relative to the project) and what else it needs.
 */
export function writeNewDocument(
  kind: NewKind,
  slug: string,
  contentDir: string,
  now = new Date(),
) {
  const today = now.toISOString().slice(0, 10);
  const template =
    kind === 'guide'
      ? guide(slug, today)
      : kind === 'plan'
        ? plan(slug, today)
        : kind === 'problem'
          ? problem(slug, today, nextOrder(contentDir))
          : newsletter(slug, today);
  const base = path.basename(contentDir);
  const files = (['en', 'ar'] as const).map((l) => {
    const rel = l === 'en' ? template.file : `ar/${template.file}`;
    const file = path.join(contentDir, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, template.text(l), { flag: 'wx' });
    return `${base}/${rel}`;
  });
  return { files, assets: template.assets };
}
