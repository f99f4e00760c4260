import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * Every setting of the product, read from environment variables (and a `.env` file when present).
 * README.md lists them with their defaults; keep the two in step.
 */
export interface Settings {
  port: number;
  host: string;
  siteUrl: URL;
  dataDir: string;
  siteName: string;
  siteTimeZone: string;
  trustProxy: boolean;
  videoChannelUrl: string | null;
  helpEmail: string;
  rebuildDebounceMs: number;
  keepBuilds: number;
  /** Lowercased addresses that are admins whatever the database says (the spec's fixed list). */
  adminEmails: string[];
  smtpUrl: string | null;
  mailFrom: string;
  /** The largest upload accepted, in bytes. */
  maxUploadBytes: number;
  /** The home video library opens on the video whose title contains this; null: the newest. */
  featuredVideoTitle: string | null;
  /**
   * "always": anyone signed in may send prayer requests (the spec's current behaviour);
   * "plan": the plan's limit applies (free 0, basic 3 in 30 days, premium unlimited).
   */
  prayerRequestAccess: 'always' | 'plan';
  /** Hosted payment links and portal (ARCHITECTURE.md, "Payments"); null when not set up. */
  payments: {
    premiumLink: string | null;
    annualLink: string | null;
    donationLink: string | null;
    customerPortalUrl: string | null;
    stripeWebhookSecret: string | null;
  };
}

export class SettingsError extends Error {
  override name = 'SettingsError';
}

const booleanText = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => ['true', 'false', '1', '0', 'yes', 'no'].includes(v), 'expected true or false')
  .transform((v) => ['true', '1', 'yes'].includes(v));

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? null : v))
  .pipe(z.url({ protocol: /^https?$/, error: 'expected an http(s) URL' }).nullable());

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'expected a port number' })
    .int('expected a whole number')
    .min(1, 'expected a port between 1 and 65535')
    .max(65535, 'expected a port between 1 and 65535')
    .default(4321),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  SITE_URL: z.url({ protocol: /^https?$/, error: 'expected an http(s) URL like https://kids.example.org' }).optional(),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  SITE_NAME: z.string().trim().min(1).max(80).default('Bite Size Bible'),
  SITE_TIME_ZONE: z
    .string()
    .trim()
    .refine(isTimeZone, 'expected an IANA time zone such as America/Chicago or UTC')
    .default('UTC'),
  TRUST_PROXY: booleanText.default(false),
  VIDEO_CHANNEL_URL: optionalUrl.default(null),
  HELP_EMAIL: z.email({ error: 'expected an e-mail address' }).optional(),
  REBUILD_DEBOUNCE_MS: z.coerce.number().int().min(0).max(600000).default(1000),
  KEEP_BUILDS: z.coerce.number().int().min(1).max(50).default(3),
  ADMIN_EMAILS: z
    .string()
    .transform((v) => v.split(',').map((e) => e.trim().toLowerCase()).filter(Boolean))
    .pipe(z.array(z.email({ error: 'expected e-mail addresses separated by commas' })))
    .default([]),
  SMTP_URL: z
    .string()
    .trim()
    .refine((v) => /^smtps?:\/\/./.test(v), 'expected smtp://user:pass@host:587 or smtps://user:pass@host:465')
    .optional(),
  MAIL_FROM: z.string().trim().min(3).optional(),
  MAX_UPLOAD_BYTES: z.coerce
    .number({ error: 'expected a number of bytes' })
    .int('expected a whole number of bytes')
    .min(1024, 'expected at least 1024 bytes')
    .max(2 * 1024 * 1024 * 1024, 'expected at most 2 GiB')
    .default(47185920),
  FEATURED_VIDEO_TITLE: z.string().trim().max(200).optional(),
  PRAYER_REQUEST_ACCESS: z.enum(['always', 'plan'], { error: 'expected "always" or "plan"' }).default('always'),
  PAYMENT_LINK_PREMIUM: optionalUrl.default(null),
  PAYMENT_LINK_ANNUAL: optionalUrl.default(null),
  DONATION_LINK: optionalUrl.default(null),
  CUSTOMER_PORTAL_URL: optionalUrl.default(null),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .trim()
    .regex(/^whsec_\S+$/, 'expected the signing secret of your Stripe webhook endpoint (whsec_...)')
    .optional(),
});

type Env = Record<string, string | undefined>;

/** Parses settings from an environment; throws SettingsError naming each bad value. */
export function parseSettings(env: Env, cwd: string = process.cwd()): Settings {
  // An empty variable means "use the default", as in most twelve-factor tools.
  const present = Object.fromEntries(
    Object.keys(envSchema.shape).flatMap((key) => {
      const value = env[key];
      return value === undefined || value === '' ? [] : [[key, value]];
    }),
  );
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const key = String(issue.path[0] ?? 'setting');
      return `  ${key}=${JSON.stringify(env[key] ?? '')}: ${issue.message}`;
    });
    throw new SettingsError(`Invalid settings (see README.md, "Settings"):\n${lines.join('\n')}`);
  }
  const e = result.data;
  const siteUrl = new URL(e.SITE_URL ?? `http://localhost:${e.PORT}`);
  return {
    port: e.PORT,
    host: e.HOST,
    siteUrl,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    siteName: e.SITE_NAME,
    siteTimeZone: e.SITE_TIME_ZONE,
    trustProxy: e.TRUST_PROXY,
    videoChannelUrl: e.VIDEO_CHANNEL_URL,
    helpEmail: e.HELP_EMAIL ?? `help@${siteUrl.hostname}`,
    rebuildDebounceMs: e.REBUILD_DEBOUNCE_MS,
    keepBuilds: e.KEEP_BUILDS,
    adminEmails: e.ADMIN_EMAILS,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM ?? `${e.SITE_NAME} <no-reply@${siteUrl.hostname}>`,
    maxUploadBytes: e.MAX_UPLOAD_BYTES,
    prayerRequestAccess: e.PRAYER_REQUEST_ACCESS,
    featuredVideoTitle: e.FEATURED_VIDEO_TITLE || null,
    payments: {
      premiumLink: e.PAYMENT_LINK_PREMIUM,
      annualLink: e.PAYMENT_LINK_ANNUAL,
      donationLink: e.DONATION_LINK,
      customerPortalUrl: e.CUSTOMER_PORTAL_URL,
      stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET ?? null,
    },
  };
}

let cached: Settings | null = null;

/** The process's settings, read once; loads `.env` from the working directory if it exists. */
export function loadSettings(): Settings {
  if (cached) return cached;
  const envFile = path.resolve(process.cwd(), '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  cached = parseSettings(process.env);
  return cached;
}

/** Where things live inside DATA_DIR (ARCHITECTURE.md, "Data"). */
export function dataPaths(settings: Pick<Settings, 'dataDir'>): {
  database: string;
  uploads: string;
  outbox: string;
  builds: string;
} {
  return {
    database: path.join(settings.dataDir, 'app.db'),
    uploads: path.join(settings.dataDir, 'uploads'),
    outbox: path.join(settings.dataDir, 'outbox'),
    builds: path.join(settings.dataDir, 'builds'),
  };
}
