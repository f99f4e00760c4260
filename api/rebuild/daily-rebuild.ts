import { siteDay } from '../../src/lib/site-day.ts';
import type { Rebuilder } from './rebuilder.ts';

export interface DailyRebuildOptions {
  rebuilder: Pick<Rebuilder, 'requestRebuild'>;
  /** SITE_TIME_ZONE: the day turns at its midnight. */
  timeZone: string;
  now?: () => Date;
  checkEveryMs?: number;
  /**
   * Claims the new day's rebuild among the servers sharing the database (see claimDailyRebuild):
   * only the one that claims it asks, so it runs once cluster-wide. Without it, this process asks.
   */
  claim?: (day: string) => Promise<boolean>;
}

const oneMinuteMs = 60_000;

/**
 * Rebuilds the site when a new day starts in the site's time zone, so that the archive, the RSS
 * feed and the pages of newly dated devotionals appear on their day. (Between midnight and the end
 * of that build the islands already pick today's devotional from the data shipped with the page.)
 * Checking the day every minute, rather than sleeping until midnight, stays right across DST.
 * Returns a function that stops it.
 */
export function scheduleDailyRebuild(options: DailyRebuildOptions): () => void {
  const { rebuilder, timeZone, now = () => new Date(), checkEveryMs = oneMinuteMs, claim } = options;
  let day = siteDay(now(), timeZone);
  const timer = setInterval(() => {
    const current = siteDay(now(), timeZone);
    if (current === day) return;
    day = current;
    const ask = (): void => rebuilder.requestRebuild(`daily: ${current} began in ${timeZone}`);
    if (!claim) return ask();
    claim(current).then(
      (mine) => mine && ask(),
      () => ask(),
    );
  }, checkEveryMs);
  timer.unref();
  return () => clearInterval(timer);
}
