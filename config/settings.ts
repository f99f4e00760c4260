import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

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

/**
 * Every setting of the product: one environment variable each (a `.env` file is read too).
 * The JSDoc line of a field is its meaning; `@default` describes a default computed from other
 * settings. `npm run env:example` writes `.env.example` from this object, and a test keeps it and
 * README's settings table in step with it.
 */
export const settingsEnv = z.object({
  /** Port the server listens on. */
  PORT: z.coerce
    .number({ error: 'expected a port number' })
    .int('expected a whole number')
    .min(1, 'expected a port between 1 and 65535')
    .max(65535, 'expected a port between 1 and 65535')
    .default(4321),
  /** Address the server listens on; 0.0.0.0 to listen on every interface. */
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  /**
   * Public address of the site (canonical URLs, sitemap, e-mail links, same-origin check); over https the
   * session cookie is Secure and HSTS is sent.
   * @default http://localhost:PORT
   */
  SITE_URL: z
    .url({ protocol: /^https?$/, error: 'expected an http(s) URL like https://kids.example.org' })
    .optional(),
  /** Folder of the database, uploads, outbox and builds (relative to the project folder). */
  DATA_DIR: z.string().trim().min(1).default('./data'),
  /**
   * postgres://user:pass@host:5432/name to keep the data in PostgreSQL 15+; without it the SQLite file
   * DATA_DIR/app.db.
   */
  DATABASE_URL: z
    .string()
    .trim()
    .refine((v) => /^postgres(ql)?:\/\/./.test(v), 'expected postgres://user:pass@host:5432/name')
    .optional(),
  /** The name in titles, the top bar and e-mails. */
  SITE_NAME: z.string().trim().min(1).max(80).default('Bite Size Bible'),
  /** IANA time zone that decides what "today" is (devotional, proverb, verse of the day, reading). */
  SITE_TIME_ZONE: z
    .string()
    .trim()
    .refine(isTimeZone, 'expected an IANA time zone such as America/Chicago or UTC')
    .default('UTC'),
  /** true behind a reverse proxy: the client address is taken from X-Forwarded-For (rate limits). */
  TRUST_PROXY: booleanText.default(false),
  /** text: a line a person reads; json: one JSON object a line (pino), with each request's id. */
  LOG_FORMAT: z.enum(['text', 'json'], { error: 'expected "text" or "json"' }).default('text'),
  /**
   * Bearer token that opens /metrics to a Prometheus outside this machine; without it only a
   * scraper on this machine, not through the reverse proxy, may read it.
   */
  METRICS_TOKEN: z
    .string()
    .trim()
    .regex(
      /^[\x21-\x7e]{24,}$/,
      'expected at least 24 printable characters without spaces (openssl rand -hex 32)',
    )
    .optional(),
  /** The external video channel linked from About and the media center; no link when empty. */
  VIDEO_CHANNEL_URL: optionalUrl.default(null),
  /**
   * Address of the help link on About.
   * @default help@ + the host of SITE_URL
   */
  HELP_EMAIL: z.email({ error: 'expected an e-mail address' }).optional(),
  /**
   * Milliseconds the server waits after an admin change before it rebuilds (changes in that time share one
   * build); 0 starts the build at once. Changes made while a build runs always share one more build, started
   * when it ends.
   */
  REBUILD_DEBOUNCE_MS: z.coerce.number().int().min(0).max(600000).default(0),
  /**
   * true: the server keeps a build process started ahead (Astro and its bundler loaded, about 200 MB
   * while it waits), so a rebuild after an admin change starts 2 to 3 s sooner; false (the default,
   * so that the server idles within 200 MB on a 1 GB host): every build starts `astro build` afresh.
   */
  BUILD_STANDBY: booleanText.default(false),
  /** How many builds to keep in DATA_DIR/builds (the live one and earlier ones for rollback). */
  KEEP_BUILDS: z.coerce.number().int().min(1).max(50).default(3),
  /** Comma-separated addresses that are always admins, whatever the database says. */
  ADMIN_EMAILS: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email({ error: 'expected e-mail addresses separated by commas' })))
    .default([]),
  /**
   * smtp://user:pass@host:587 or smtps://user:pass@host:465; without it e-mails are written to
   * DATA_DIR/outbox.
   */
  SMTP_URL: z
    .string()
    .trim()
    .refine(
      (v) => /^smtps?:\/\/./.test(v),
      'expected smtp://user:pass@host:587 or smtps://user:pass@host:465',
    )
    .optional(),
  /**
   * The sender of e-mails.
   * @default SITE_NAME <no-reply@host of SITE_URL>
   */
  MAIL_FROM: z.string().trim().min(3).optional(),
  /**
   * Milliseconds the mail worker waits for the SMTP server to accept the connection, to greet, and at any
   * silence on the socket, before the attempt counts as failed.
   */
  SMTP_TIMEOUT_MS: z.coerce
    .number({ error: 'expected a number of milliseconds' })
    .int('expected a whole number of milliseconds')
    .min(100, 'expected at least 100 ms')
    .max(600000, 'expected at most 600000 ms')
    .default(15000),
  /**
   * Minutes after which a mail not yet delivered is marked failed (sooner when its link expires first: a
   * reset link after an hour).
   */
  MAIL_GIVE_UP_MINUTES: z.coerce
    .number({ error: 'expected a number of minutes' })
    .int('expected a whole number of minutes')
    .min(1, 'expected at least 1 minute')
    .max(10080, 'expected at most 10080 minutes (a week)')
    .default(1440),
  /** The largest file an admin can upload, in bytes (the reverse proxy must allow it too). */
  MAX_UPLOAD_BYTES: z.coerce
    .number({ error: 'expected a number of bytes' })
    .int('expected a whole number of bytes')
    .min(1024, 'expected at least 1024 bytes')
    .max(2 * 1024 * 1024 * 1024, 'expected at most 2 GiB')
    .default(47185920),
  /** S3 bucket for uploads (any S3-compatible store); without it uploads stay in DATA_DIR/uploads. */
  S3_BUCKET: z.string().trim().max(63, 'expected a bucket name of at most 63 characters').optional(),
  /** Address of an S3-compatible store (MinIO, B2, R2...); empty: AWS S3 of S3_REGION. */
  S3_ENDPOINT: optionalUrl.default(null),
  /** Region of the bucket (most S3-compatible stores accept any). */
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  /** Access key of the bucket; empty: the AWS SDK's usual sources (environment, instance role). */
  S3_ACCESS_KEY_ID: z.string().trim().optional(),
  /** Secret key that goes with S3_ACCESS_KEY_ID (set both or neither). */
  S3_SECRET_ACCESS_KEY: z.string().trim().optional(),
  /** true: bucket in the path (endpoint/bucket/key), as MinIO and most self-hosted stores need. */
  S3_FORCE_PATH_STYLE: booleanText.default(false),
  /** The home video library opens on the video whose title or file name contains this; else the newest. */
  FEATURED_VIDEO_TITLE: z.string().trim().max(200).optional(),
  /**
   * always: every signed-in user may send prayer requests; plan: the plan's limit applies (free 0, basic 3
   * in 30 days).
   */
  PRAYER_REQUEST_ACCESS: z
    .enum(['always', 'plan'], { error: 'expected "always" or "plan"' })
    .default('always'),
  /**
   * Families: a child's profile nobody has learned with for this many months is deleted with all its
   * data (its parent gets an e-mail a month before).
   */
  CHILD_RETENTION_MONTHS: z.coerce
    .number({ error: 'expected a number of months' })
    .int('expected a whole number of months')
    .min(2, 'expected at least 2 months')
    .max(120, 'expected at most 120 months')
    .default(24),
  /**
   * Who may create a class group (churches and classes): everyone (any signed-in adult), admins
   * (admins only) or paid (accounts on a paid plan, and admins).
   */
  GROUP_CREATORS: z
    .enum(['everyone', 'admins', 'paid'], { error: 'expected "everyone", "admins" or "paid"' })
    .default('everyone'),
  /** Stripe payment link of the monthly Premium plan; without it the button says payments are not set up. */
  PAYMENT_LINK_PREMIUM: optionalUrl.default(null),
  /** Stripe payment link of the Annual plan. */
  PAYMENT_LINK_ANNUAL: optionalUrl.default(null),
  /** Payment link for donations. */
  DONATION_LINK: optionalUrl.default(null),
  /** Stripe customer portal login link, for Manage Subscription. */
  CUSTOMER_PORTAL_URL: optionalUrl.default(null),
  /**
   * Signing secret (whsec_...) of the webhook endpoint SITE_URL/api/webhooks/stripe; without it the
   * endpoint answers 503.
   */
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .trim()
    .regex(/^whsec_\S+$/, 'expected the signing secret of your Stripe webhook endpoint (whsec_...)')
    .optional(),
});

/** The settings as the code uses them. `dataDir` is made absolute by parseSettings. */
export const settingsSchema = settingsEnv.transform((e, ctx) => {
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) {
    const missing = e.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    ctx.addIssue({ code: 'custom', path: [missing], message: 'set both S3 keys, or neither' });
  }
  const siteUrl = new URL(e.SITE_URL ?? `http://localhost:${e.PORT}`);
  return {
    port: e.PORT,
    host: e.HOST,
    siteUrl,
    dataDir: e.DATA_DIR,
    /** PostgreSQL connection string; null: the SQLite file DATA_DIR/app.db. */
    databaseUrl: e.DATABASE_URL ?? null,
    siteName: e.SITE_NAME,
    siteTimeZone: e.SITE_TIME_ZONE,
    trustProxy: e.TRUST_PROXY,
    logFormat: e.LOG_FORMAT,
    /** null: /metrics only for callers on this machine that no proxy relayed. */
    metricsToken: e.METRICS_TOKEN ?? null,
    videoChannelUrl: e.VIDEO_CHANNEL_URL,
    helpEmail: e.HELP_EMAIL ?? `help@${siteUrl.hostname}`,
    rebuildDebounceMs: e.REBUILD_DEBOUNCE_MS,
    buildStandby: e.BUILD_STANDBY,
    keepBuilds: e.KEEP_BUILDS,
    /** Lowercased. */
    adminEmails: e.ADMIN_EMAILS,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM ?? `${e.SITE_NAME} <no-reply@${siteUrl.hostname}>`,
    /** How long one SMTP step (connecting, the greeting, any silence on the socket) may take. */
    smtpTimeoutMs: e.SMTP_TIMEOUT_MS,
    /** A mail still undelivered this many minutes after it was queued is marked failed. */
    mailGiveUpMinutes: e.MAIL_GIVE_UP_MINUTES,
    maxUploadBytes: e.MAX_UPLOAD_BYTES,
    /** Where uploads are kept: null: DATA_DIR/uploads; else this S3 bucket. */
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : null,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : null,
    featuredVideoTitle: e.FEATURED_VIDEO_TITLE || null,
    prayerRequestAccess: e.PRAYER_REQUEST_ACCESS,
    /** Inactive child profiles are deleted after this many months. */
    childRetentionMonths: e.CHILD_RETENTION_MONTHS,
    /** Who may create class groups. */
    groupCreators: e.GROUP_CREATORS,
    /** Hosted payment links and portal; null when not set up. */
    payments: {
      premiumLink: e.PAYMENT_LINK_PREMIUM,
      annualLink: e.PAYMENT_LINK_ANNUAL,
      donationLink: e.DONATION_LINK,
      customerPortalUrl: e.CUSTOMER_PORTAL_URL,
      stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET ?? null,
    },
  };
});

export type Settings = z.output<typeof settingsSchema>;

/** The names of every setting, in schema order. */
export const settingNames = Object.keys(settingsEnv.shape) as (keyof typeof settingsEnv.shape)[];

type Env = Record<string, string | undefined>;

/** Parses settings from an environment; throws SettingsError naming each bad value. */
export function parseSettings(env: Env, cwd: string = process.cwd()): Settings {
  // An empty variable means "use the default", as in most twelve-factor tools.
  const present = Object.fromEntries(
    settingNames.flatMap((key) => {
      const value = env[key];
      return value === undefined || value === '' ? [] : [[key, value]];
    }),
  );
  const result = settingsSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const key = String(issue.path[0] ?? 'setting');
      return `  ${key}=${JSON.stringify(env[key] ?? '')}: ${issue.message}`;
    });
    throw new SettingsError(`Invalid settings (see README.md, "Settings"):\n${lines.join('\n')}`);
  }
  return { ...result.data, dataDir: path.resolve(cwd, result.data.dataDir) };
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

/**
 * The settings that pages bake in at build time (no secrets): a change to one of them makes every
 * build stale, and the Bible pages kept from earlier builds are made again.
 */
export function bakedSettings(settings: Settings): Record<string, unknown> {
  const {
    siteName,
    siteTimeZone,
    videoChannelUrl,
    helpEmail,
    dataDir,
    payments,
    featuredVideoTitle,
    maxUploadBytes,
  } = settings;
  const { stripeWebhookSecret: _secret, ...links } = payments;
  return {
    siteName,
    siteTimeZone,
    videoChannelUrl,
    helpEmail,
    dataDir,
    links,
    featuredVideoTitle,
    maxUploadBytes,
    siteUrl: settings.siteUrl.href,
  };
}

/** Where things live inside DATA_DIR. */
export function dataPaths(settings: Pick<Settings, 'dataDir'>): {
  database: string;
  uploads: string;
  outbox: string;
  builds: string;
  /** Pages kept between builds (the Bible part), reused while their code, data and settings are unchanged. */
  buildCache: string;
} {
  return {
    database: path.join(settings.dataDir, 'app.db'),
    uploads: path.join(settings.dataDir, 'uploads'),
    outbox: path.join(settings.dataDir, 'outbox'),
    builds: path.join(settings.dataDir, 'builds'),
    buildCache: path.join(settings.dataDir, 'build-cache'),
  };
}
