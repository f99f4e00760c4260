import { dataPaths, type Settings } from '../config/settings.ts';
import type { AppDatabase } from '../db/connection.ts';
import { databasePoolState } from '../db/pool-state.ts';
import { countOutbox } from '../db/queries/mail-outbox.ts';
import { accountMailResolvers } from './auth/accounts.ts';
import { createAuthRateLimiters } from './auth/rate-limit.ts';
import type { AppDeps } from './context.ts';
import type { Logger } from './log.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { createMailWorker } from './mail/worker.ts';
import { createMediaStore } from './media/create-store.ts';
import type { MediaStore } from './media/store.ts';
import { createMetrics } from './metrics/metrics.ts';
import type { BuildStore } from './rebuild/build-store.ts';
import type { Rebuilder } from './rebuild/rebuilder.ts';

export interface DepsInput {
  settings: Settings;
  db: AppDatabase;
  log: Logger;
  rebuilder: Rebuilder;
  buildStore: BuildStore;
  /** Defaults to SMTP or the outbox, as the settings say. */
  mailer?: Mailer;
  /** Defaults to DATA_DIR/uploads or the S3 bucket, as the settings say. */
  mediaStore?: MediaStore;
}

/** Everything the app needs, with the defaults the settings imply. The mail worker is not started here. */
export function createAppDeps(input: DepsInput): AppDeps {
  const { settings, log, db } = input;
  const mailer =
    input.mailer ??
    createMailer({
      smtpUrl: settings.smtpUrl,
      from: settings.mailFrom,
      outboxDir: dataPaths(settings).outbox,
      log,
      timeoutMs: settings.smtpTimeoutMs,
    });
  const mailWorker = createMailWorker({
    db,
    mailer,
    resolvers: accountMailResolvers(settings),
    log,
    giveUpAfterMs: settings.mailGiveUpMinutes * 60_000,
    // A claim outlasts every timeout of one send, so no second worker takes a row still being sent.
    leaseMs: Math.max(5 * 60_000, 20 * settings.smtpTimeoutMs),
  });
  const mediaStore = input.mediaStore ?? createMediaStore(settings);
  const metrics = createMetrics({
    mailQueueDepth: async () => (await countOutbox(db)).pending,
    databasePool: () => databasePoolState(db),
  });
  input.rebuilder.onFinished((record) => metrics.observeBuild(record));
  return { ...input, mailer, mailWorker, mediaStore, metrics, authLimits: createAuthRateLimiters(db) };
}
