// The site's environment, read and checked in one place (zod). Plain JavaScript so server.mjs and
// next.config.mjs (run by node without a build step) use the same module as the server code.
// Server code only: lib/config/site.ts, lib/db and lib/forms import it behind `import 'server-only'`.
// Unit-tested in tests/unit/env.test.ts; the variables are listed in docs/operations.md and .env.example.
import { z } from 'zod';

export const DEFAULT_SITE_URL = 'http://localhost:3000';
export const DEFAULT_DATABASE_URL = 'file:./data/clearsignal.db';
/** A person needs longer than this (ms) between seeing a form and sending it. */
export const DEFAULT_FORM_MIN_FILL_MS = 2000;
/** The patches over Next's output that PATCHES_OFF can leave out (docs/architecture.md). */
export const PATCHES = ['paint-first', 'status-pages', 'render-cache'];

const unset = (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** `1`/`true`/`yes` or `0`/`false`/`no` (any case); unset or empty is `fallback`. */
const flag = (fallback) =>
  z.preprocess(
    (v) => unset(v) ?? String(fallback),
    z
      .string()
      .trim()
      .toLowerCase()
      .refine((v) => /^(1|true|yes|on|0|false|no|off)$/.test(v), {
        message: 'expected 1, true, yes, on or 0, false, no, off',
      })
      .transform((v) => /^(1|true|yes|on)$/.test(v)),
  );

const positiveInt = (max = Number.MAX_SAFE_INTEGER) =>
  z.coerce
    .number({ error: 'expected a whole number' })
    .int('expected a whole number')
    .positive('expected a number above 0')
    .max(max, `expected at most ${max}`);

/** `RATE_LIMIT_CONTACT=5/600`: 5 points per visitor in any 600-second window. */
const rateLimit = z.preprocess(
  unset,
  z
    .string()
    .trim()
    .regex(/^[1-9]\d*\/[1-9]\d*$/, 'expected points/seconds, like 5/600')
    .transform((v) => {
      const [points, seconds] = v.split('/').map(Number);
      return { points, windowMs: seconds * 1000 };
    })
    .optional(),
);

/** A site path (`/scripts/x.js`) or an https URL, as lib/consent/optional-scripts.ts allows. */
export const isAllowedScriptSource = (src) => {
  if (/^\/(?!\/)[\w\-./]*$/.test(src)) return true;
  try {
    return new URL(src).protocol === 'https:';
  } catch {
    return false;
  }
};
const scriptList = z.preprocess(
  (v) =>
    (unset(v) ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  z.array(
    z
      .string()
      .refine(isAllowedScriptSource, 'expected comma-separated site paths or https:// URLs'),
  ),
);

const url = (protocols, hint) =>
  z
    .string()
    .trim()
    .refine((v) => {
      try {
        return protocols.test(new URL(v).protocol);
      } catch {
        return false;
      }
    }, hint);

const optionalText = z.preprocess(unset, z.string().trim().max(200).optional());
const optionalEmail = z.preprocess(unset, z.email('expected an email address').optional());
/** A social profile's handle, without the @ (letters, digits, dots, underscores, hyphens). */
const optionalHandle = z.preprocess(
  unset,
  z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._-]{1,64}$/, 'expected a handle without the @, such as clearsignal.ae')
    .optional(),
);

export const envSchema = z.object({
  /** Canonical URLs, Open Graph, links in mails; https adds upgrade-insecure-requests to the CSP. */
  SITE_URL: z.preprocess(
    unset,
    url(/^https?:$/, 'expected an http:// or https:// URL')
      .transform((v) => v.replace(/\/+$/, ''))
      .default(DEFAULT_SITE_URL),
  ),
  DATABASE_URL: z.preprocess(
    unset,
    z
      .string()
      .trim()
      .regex(
        /^(file:.+|postgres(ql)?:\/\/.+|pglite:.+)$/,
        'expected file:<path>, postgres://… or pglite:<memory|dir>',
      )
      .default(DEFAULT_DATABASE_URL),
  ),
  /** Unset: mail is disabled and waits in the outbox. */
  SMTP_URL: z.preprocess(unset, url(/^smtps?:$/, 'expected an smtp:// or smtps:// URL').optional()),
  /** Unset: the general mailbox of lib/config/site.ts. */
  CONTACT_TO: z.preprocess(unset, z.email('expected an email address').optional()),
  /**
   * The operator's phone as the footer, the Contact page and the legal pages show it (for example
   * "+971 6 123 4567"); unset: no phone is shown anywhere (lib/config/site.ts `contactPhone`).
   */
  CONTACT_PHONE: z.preprocess(
    unset,
    z
      .string()
      .trim()
      .refine(
        (v) =>
          /^\+[1-9][0-9 -]*[0-9]$/.test(v) && /^[0-9]{8,15}$/.test(v.replace(/[ -]/g, '').slice(1)),
        'expected an international number (8 to 15 digits after +) such as +971 6 123 4567',
      )
      .optional(),
  ),
  /**
   * The operator's postal address (English; the _AR parts as Arabic pages print it, else the
   * English ones), and its mailboxes by role: the footer, the Contact page, the legal pages and the
   * structured data show each one only when it is set (lib/config/site.ts); unset, nothing is shown.
   */
  CONTACT_ADDRESS_STREET: optionalText,
  CONTACT_ADDRESS_LOCALITY: optionalText,
  CONTACT_ADDRESS_REGION: optionalText,
  CONTACT_ADDRESS_STREET_AR: optionalText,
  CONTACT_ADDRESS_LOCALITY_AR: optionalText,
  CONTACT_EMAIL_GENERAL: optionalEmail,
  CONTACT_EMAIL_HELPDESK: optionalEmail,
  CONTACT_EMAIL_SUPPORT: optionalEmail,
  CONTACT_EMAIL_LEADERSHIP: optionalEmail,
  CONTACT_EMAIL_PRIVACY: optionalEmail,
  CONTACT_EMAIL_TERMS: optionalEmail,
  /**
   * The operator's social profiles, a handle each without the @: the footer shows the icon of
   * each one set (lib/config/site.ts `socialProfiles`); unset, none is shown.
   */
  SOCIAL_FACEBOOK: optionalHandle,
  SOCIAL_X: optionalHandle,
  SOCIAL_INSTAGRAM: optionalHandle,
  SOCIAL_LINKEDIN: optionalHandle,
  /** Unset: "ClearSignal <general mailbox>", or no-reply@ the site's host without one. */
  MAIL_FROM: z.preprocess(unset, z.string().trim().optional()),
  TRUST_PROXY: flag(false),
  /** Unset: a random secret kept in the database. */
  FORM_SECRET: z.preprocess(
    unset,
    z.string().min(16, 'expected at least 16 characters').optional(),
  ),
  RATE_LIMIT_CONTACT: rateLimit,
  RATE_LIMIT_NEWSLETTER: rateLimit,
  /**
   * A form sent sooner than this (ms) after its timing token was issued is taken for a bot
   * (lib/forms/guard.ts). Only the end-to-end server shortens it, so its tests need not wait out a
   * person's pace; never set in production.
   */
  FORM_MIN_FILL_MS: z.preprocess(unset, positiveInt(60_000).default(DEFAULT_FORM_MIN_FILL_MS)),
  /** Unset: lib/db/retention.ts. */
  CONTACT_RETENTION_MONTHS: z.preprocess(unset, positiveInt(1200).optional()),
  /** Unset: lib/db/retention.ts. Days `npm run backup` keeps a dated backup before deleting it. */
  BACKUP_RETENTION_DAYS: z.preprocess(unset, positiveInt(3650).optional()),
  /**
   * The host the privacy policy names (lib/config/site.ts `processors()`). The mail relay is not
   * named from a setting: SMTP_URL is read when the site runs, after the policy was built.
   */
  HOSTING_PROVIDER: z.preprocess(unset, z.string().trim().optional()),
  HOSTING_PROVIDER_COUNTRY: z.preprocess(unset, z.string().trim().optional()),
  OUTBOX_WORKER: flag(true),
  OUTBOX_INTERVAL_MS: z.preprocess(unset, positiveInt().default(5000)),
  /** Unset: lib/db/retention.ts. Days an undeliverable mail is retried before it is deleted. */
  OUTBOX_GIVE_UP_DAYS: z.preprocess(unset, positiveInt(365).optional()),
  /** How long an instance holds the outbox rows it claimed (renewed before each mail). */
  OUTBOX_LEASE_MS: z.preprocess(unset, positiveInt().default(60_000)),
  /** Outbox rows one delivery pass claims at most. */
  OUTBOX_BATCH: z.preprocess(unset, positiveInt(10_000).default(50)),
  /** Newsletter mails per minute across all instances; `unlimited`: null. */
  NEWSLETTER_RATE: z.preprocess(
    unset,
    z
      .union([z.literal('unlimited').transform(() => null), positiveInt()], {
        error: 'expected a whole number above 0 or unlimited',
      })
      .default(60),
  ),
  OPTIONAL_ANALYTICS_SCRIPTS: scriptList,
  OPTIONAL_MARKETING_SCRIPTS: scriptList,
  /** The request line and headers must arrive within this (ms), else 408. */
  HEADERS_TIMEOUT_MS: z.preprocess(unset, positiveInt(600_000).default(15_000)),
  /** A connection with no progress in either direction is closed after this (ms). */
  IDLE_TIMEOUT_MS: z.preprocess(unset, positiveInt(600_000).default(60_000)),
  PORT: z.preprocess(unset, positiveInt(65535).default(3000)),
  /** How long a SIGTERM waits for requests in flight and the outbox before the process exits. */
  SHUTDOWN_GRACE_MS: z.preprocess(unset, positiveInt(600_000).default(20_000)),
  HOST: z.preprocess(unset, z.string().trim().default('0.0.0.0')),
  /**
   * Patches over Next's output left out, for measuring what each earns (bench:lighthouse --without,
   * docs/benchmarks.md); never in production. The build reads it (paint-first) and
   * so does server.mjs (paint-first, status-pages, render-cache).
   */
  PATCHES_OFF: z.preprocess(
    (v) =>
      (unset(v) ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    z.array(z.enum(PATCHES, { error: `expected a list of: ${PATCHES.join(', ')}` })),
  ),
  /** Build only: skip Next's own TypeScript pass (npm test checks the whole tree with tsc first). */
  SKIP_BUILD_TYPECHECK: flag(false),
});

export const ENV_NAMES = /** @type {(keyof z.infer<typeof envSchema>)[]} */ (
  Object.keys(envSchema.shape)
);

/**
 * Parses an environment (default `process.env`); throws one error naming every bad variable and
 * what it expects. `NEXT_PUBLIC_SITE_URL` stands in for an unset `SITE_URL`.
 */
export function readEnv(source = process.env) {
  const raw = Object.fromEntries(ENV_NAMES.map((name) => [name, source[name]]));
  raw.SITE_URL = unset(source.SITE_URL) ?? source.NEXT_PUBLIC_SITE_URL;
  const parsed = envSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((i) => {
    const name = String(i.path[0]);
    const value = raw[name];
    const shown = /SECRET|SMTP_URL|DATABASE_URL/.test(name)
      ? ''
      : ` (got ${JSON.stringify(value)})`;
    return `  ${name}: ${i.message}${shown}`;
  });
  throw new Error(`Invalid environment:\n${lines.join('\n')}`);
}

let cached;
/** The checked environment of this process, parsed again only when one of its variables changed. */
export function env() {
  const key = JSON.stringify([...ENV_NAMES, 'NEXT_PUBLIC_SITE_URL'].map((n) => process.env[n]));
  if (cached?.key !== key) cached = { key, value: readEnv(process.env) };
  return cached.value;
}
