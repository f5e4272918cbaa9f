import type { z } from 'zod';

export const DEFAULT_SITE_URL: string;
export const DEFAULT_DATABASE_URL: string;
export const DEFAULT_FORM_MIN_FILL_MS: number;

type RateLimit = { points: number; windowMs: number } | undefined;

/** The checked environment (lib/server/env.mjs documents each variable). */
export type Env = {
  SITE_URL: string;
  DATABASE_URL: string;
  SMTP_URL: string | undefined;
  CONTACT_TO: string | undefined;
  CONTACT_PHONE: string | undefined;
  CONTACT_ADDRESS_STREET: string | undefined;
  CONTACT_ADDRESS_LOCALITY: string | undefined;
  CONTACT_ADDRESS_REGION: string | undefined;
  CONTACT_ADDRESS_STREET_AR: string | undefined;
  CONTACT_ADDRESS_LOCALITY_AR: string | undefined;
  CONTACT_EMAIL_GENERAL: string | undefined;
  CONTACT_EMAIL_HELPDESK: string | undefined;
  CONTACT_EMAIL_SUPPORT: string | undefined;
  CONTACT_EMAIL_LEADERSHIP: string | undefined;
  CONTACT_EMAIL_PRIVACY: string | undefined;
  CONTACT_EMAIL_TERMS: string | undefined;
  SOCIAL_FACEBOOK: string | undefined;
  SOCIAL_X: string | undefined;
  SOCIAL_INSTAGRAM: string | undefined;
  SOCIAL_LINKEDIN: string | undefined;
  MAIL_FROM: string | undefined;
  TRUST_PROXY: boolean;
  FORM_SECRET: string | undefined;
  RATE_LIMIT_CONTACT: RateLimit;
  RATE_LIMIT_NEWSLETTER: RateLimit;
  FORM_MIN_FILL_MS: number;
  CONTACT_RETENTION_MONTHS: number | undefined;
  /** Unset: lib/db/retention.ts. */
  BACKUP_RETENTION_DAYS?: number;
  HOSTING_PROVIDER: string | undefined;
  HOSTING_PROVIDER_COUNTRY: string | undefined;
  OUTBOX_WORKER: boolean;
  OUTBOX_INTERVAL_MS: number;
  /** Unset: lib/db/retention.ts. */
  OUTBOX_GIVE_UP_DAYS?: number;
  OUTBOX_LEASE_MS: number;
  OUTBOX_BATCH: number;
  /** null: unlimited. */
  NEWSLETTER_RATE: number | null;
  OPTIONAL_ANALYTICS_SCRIPTS: string[];
  OPTIONAL_MARKETING_SCRIPTS: string[];
  HEADERS_TIMEOUT_MS: number;
  IDLE_TIMEOUT_MS: number;
  PORT: number;
  SHUTDOWN_GRACE_MS: number;
  HOST: string;
  PATCHES_OFF: Patch[];
  SKIP_BUILD_TYPECHECK: boolean;
};

export type Patch = 'paint-first' | 'status-pages' | 'render-cache';
export const PATCHES: Patch[];

/** A script source is either a path on this site or an https URL. */
export function isAllowedScriptSource(src: string): boolean;
export const envSchema: z.ZodType<Env>;
export const ENV_NAMES: (keyof Env)[];
export function readEnv(source?: Record<string, string | undefined>): Env;
export function env(): Env;
