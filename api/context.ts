import type { Settings } from '../config/settings.ts';
import type { AppDatabase } from '../db/connection.ts';
import type { ActiveProfile, SessionFacts, SessionRow } from '../db/queries/sessions.ts';
import type { User } from '../db/queries/users.ts';
import type { Locale } from '../src/i18n/locales.ts';
import type { AuthRateLimiters } from './auth/rate-limit.ts';
import type { Logger } from './log.ts';
import type { Mailer } from './mail/mailer.ts';
import type { MailWorker } from './mail/worker.ts';
import type { MediaStore } from './media/store.ts';
import type { AppMetrics } from './metrics/metrics.ts';
import type { BuildStore } from './rebuild/build-store.ts';
import type { Rebuilder } from './rebuild/rebuilder.ts';

/** What the app needs from the outside world; tests pass a temporary database and fakes. */
export interface AppDeps {
  settings: Settings;
  db: AppDatabase;
  log: Logger;
  rebuilder: Rebuilder;
  buildStore: BuildStore;
  /** Delivers one finished mail (SMTP or the outbox folder); only the mail worker calls it. */
  mailer: Mailer;
  /** Sends what the outbox table holds; wake it after committing a queued mail. */
  mailWorker: MailWorker;
  /** Where uploads are kept (DATA_DIR/uploads or an S3 bucket, as the settings say). */
  mediaStore: MediaStore;
  /** The Prometheus metrics served at /metrics. */
  metrics: AppMetrics;
  /** Rate limits of the auth endpoints (counted in the database, shared by every server process). */
  authLimits: AuthRateLimiters;
}

/** The signed-in user and session of a request, set by the session middleware. */
export interface RequestAuth {
  user: User;
  session: SessionRow;
  /** The profile learning in this session (the account's own unless a child's was chosen). */
  profile: ActiveProfile;
  /**
   * The admin role checks, subscription records and child count, read with the session at the start
   * of the request (absent when a route sets the auth itself).
   */
  facts?: SessionFacts;
}

/** Hono's environment for every route of the API. */
export interface AppEnv {
  Variables: {
    auth: RequestAuth | null;
    /** This request's id (api/http/request-id.ts), in X-Request-Id, error answers and the log. */
    requestId: string;
    /** The language this request's answers are written in (api/http/locale.ts). */
    locale: Locale;
  };
}
