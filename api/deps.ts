import type { AppDatabase } from '../db/connection.ts';
import { createAuthRateLimiters } from './auth/rate-limit.ts';
import type { AppDeps } from './context.ts';
import type { Logger } from './log.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import type { BuildStore } from './rebuild/build-store.ts';
import type { Rebuilder } from './rebuild/rebuilder.ts';
import { dataPaths, type Settings } from './settings.ts';

export interface DepsInput {
  settings: Settings;
  db: AppDatabase;
  log: Logger;
  rebuilder: Rebuilder;
  buildStore: BuildStore;
  /** Defaults to SMTP or the outbox, as the settings say. */
  mailer?: Mailer;
}

/** Everything the app needs, with the defaults the settings imply. */
export function createAppDeps(input: DepsInput): AppDeps {
  const { settings, log } = input;
  return {
    ...input,
    mailer:
      input.mailer ??
      createMailer({ smtpUrl: settings.smtpUrl, from: settings.mailFrom, outboxDir: dataPaths(settings).outbox, log }),
    authLimits: createAuthRateLimiters(),
  };
}
