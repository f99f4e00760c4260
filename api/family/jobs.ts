import { learnerWeek } from '../../db/queries/family.ts';
import { deleteChildProfile } from '../../db/queries/profiles.ts';
import { isLocale, type Locale } from '../../src/i18n/locales.ts';
import type { AccountId, LearnerId } from '../../src/lib/ids.ts';
import { weekInLanguage } from '../../src/lib/learner-week-names.ts';
import { retentionAction } from '../../src/lib/profile-checks.ts';
import type { AppDeps } from '../context.ts';
import { mailLink, mailLocale } from '../mail/mail-locale.ts';
import { enqueueMail } from '../mail/queue.ts';
import { retentionWarningMail, weeklySummaryMail } from '../mail/templates.ts';
import { signUnsubscribeToken, unsubscribeSecret } from './summary-unsubscribe.ts';

const dayMs = 24 * 60 * 60 * 1000;
const weekMs = 7 * dayMs;

type JobDeps = Pick<AppDeps, 'db' | 'settings' | 'mailWorker'>;

const link = (deps: JobDeps, path: string, locale: Locale): string =>
  mailLink(deps.settings.siteUrl, path, locale);

/** The parent's language for a mail no request asked for: the account's, else English. */
const accountMailLocale = (locale: string | null): Locale => mailLocale(isLocale(locale) ? locale : null);

/**
 * Queues the weekly summary of every parent who asked for it and had none in the last week. Each
 * parent is claimed by one conditional update in the transaction that queues the mail, so with
 * several servers on one database only one of them sends it. Answers how many were queued.
 */
export async function sendWeeklySummaries(deps: JobDeps, now: Date = new Date()): Promise<number> {
  const due = new Date(now.getTime() - weekMs + 60 * 60_000).toISOString();
  const parents = await deps.db
    .selectFrom('users')
    .select(['id', 'email', 'locale'])
    .where('weekly_summary', '=', 1)
    .where((eb) => eb.or([eb('weekly_summary_sent_at', 'is', null), eb('weekly_summary_sent_at', '<', due)]))
    .execute();
  let queued = 0;
  const unsubscribeKey = await unsubscribeSecret(deps.db);
  for (const parent of parents) {
    const children = await deps.db
      .selectFrom('profiles')
      .select(['id', 'display_name'])
      .where('account_id', '=', parent.id)
      .where('kind', '=', 'child')
      .orderBy('created_at')
      .execute();
    if (children.length === 0) continue;
    const since = new Date(now.getTime() - weekMs);
    const weeks = await Promise.all(children.map((c) => learnerWeek(deps.db, c.id as LearnerId, since)));
    const token = signUnsubscribeToken(unsubscribeKey, parent.id as AccountId);
    const locale = accountMailLocale(parent.locale);
    const sent = await deps.db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('users')
        .set({ weekly_summary_sent_at: now.toISOString() })
        .where('id', '=', parent.id)
        .where('weekly_summary', '=', 1)
        .where((eb) =>
          eb.or([eb('weekly_summary_sent_at', 'is', null), eb('weekly_summary_sent_at', '<', due)]),
        )
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return false;
      await enqueueMail(
        trx,
        weeklySummaryMail({
          siteName: deps.settings.siteName,
          to: parent.email,
          locale,
          familyLink: link(deps, '/family/', locale),
          unsubscribeLink: link(deps, `/api/family/weekly-summary/unsubscribe?token=${token}`, locale),
          children: children.map((c, i) => {
            const w = weeks[i]!;
            return {
              name: c.display_name,
              chapters: w.chapters.length,
              books: weekInLanguage(w, locale).books.map((b) => b.bookName),
              badges: w.badges.length,
              games: w.games.reduce((n, g) => n + g.played, 0),
              verses: w.verses.length,
              devotionals: w.devotionals.length,
            };
          }),
        }),
      );
      return true;
    });
    if (sent) queued += 1;
  }
  if (queued > 0) deps.mailWorker.wake();
  return queued;
}

/**
 * Retention: a child's profile nobody learned with for CHILD_RETENTION_MONTHS is deleted with all
 * its rows; its parent is e-mailed once in the month before. Answers what it did.
 */
export async function applyChildRetention(
  deps: JobDeps,
  now: Date = new Date(),
): Promise<{ warned: number; deleted: number }> {
  const months = deps.settings.childRetentionMonths;
  const children = await deps.db
    .selectFrom('profiles as p')
    .innerJoin('users as u', 'u.id', 'p.account_id')
    .select([
      'p.id',
      'p.account_id',
      'p.display_name',
      'p.last_active_at',
      'p.retention_warned_at',
      'u.email',
      'u.locale',
    ])
    .where('p.kind', '=', 'child')
    .execute();
  let warned = 0;
  let deleted = 0;
  for (const child of children) {
    const action = retentionAction(
      new Date(child.last_active_at),
      months,
      child.retention_warned_at !== null,
      now,
    );
    if (action === 'delete') {
      const done = await deps.db
        .transaction()
        .execute((trx) => deleteChildProfile(trx, child.account_id as AccountId, child.id));
      if (done) deleted += 1;
    } else if (action === 'warn') {
      const done = await deps.db.transaction().execute(async (trx) => {
        const claimed = await trx
          .updateTable('profiles')
          .set({ retention_warned_at: now.toISOString() })
          .where('id', '=', child.id)
          .where('retention_warned_at', 'is', null)
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== 1) return false;
        const locale = accountMailLocale(child.locale);
        await enqueueMail(
          trx,
          retentionWarningMail({
            siteName: deps.settings.siteName,
            to: child.email,
            locale,
            childName: child.display_name,
            months,
            familyLink: link(deps, '/family/', locale),
          }),
        );
        return true;
      });
      if (done) warned += 1;
    }
  }
  if (warned > 0) deps.mailWorker.wake();
  return { warned, deleted };
}

/** Runs both every hour (unref'd); returns a function that stops it. */
export function scheduleFamilyJobs(
  deps: JobDeps,
  onError: (error: unknown) => void,
  everyMs = 60 * 60_000,
): () => void {
  const run = (): void => {
    sendWeeklySummaries(deps).catch(onError);
    applyChildRetention(deps).catch(onError);
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
