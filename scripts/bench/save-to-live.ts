/**
 * `npm run bench`: the time from an admin's save to the live page. Through the running server's
 * admin API (an admin account and session are written into the database first; the server lists
 * its address in ADMIN_EMAILS), a devotional dated today is created; the time runs until its page
 * answers 200 through the same server. The devotional is deleted again afterwards (its page goes
 * with the next build).
 */
import { createSession } from '../../api/auth/session.ts';
import { randomToken } from '../../api/auth/tokens.ts';
import type { Settings } from '../../api/settings.ts';
import { openConfiguredDatabase } from '../../db/connection.ts';
import { findUserByEmail, insertUser, markEmailConfirmed } from '../../db/queries/users.ts';
import { titleSlug } from '../../src/lib/devotionals/select.ts';
import { siteDay } from '../../src/lib/site-day.ts';

export const benchAdminEmail = 'bench-admin@example.org';
export const saveToLiveGoalSeconds = 10;
const giveUpMs = 10 * 60_000;

/** The Cookie header of a new session of the bench's admin (created when missing). */
export async function benchAdminCookie(settings: Settings): Promise<string> {
  const handle = openConfiguredDatabase(settings);
  try {
    const user =
      (await findUserByEmail(handle.db, benchAdminEmail)) ??
      (await insertUser(handle.db, {
        id: randomToken(15),
        email: benchAdminEmail,
        fullName: null,
        passwordHash: 'not-a-real-hash',
      }));
    await markEmailConfirmed(handle.db, user.id);
    return `session=${(await createSession(handle.db, user.id, false)).token}`;
  } finally {
    await handle.close();
  }
}

export async function measureSaveToLive(base: string, settings: Settings, cookie: string): Promise<void> {
  console.log('\n## Admin save to live page\n');
  const headers = { cookie, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' };
  const date = siteDay(new Date(), settings.siteTimeZone);
  const title = `Bench ${Date.now()}`;
  const page = `/devotionals/${date}-${titleSlug(title)}/`;
  const started = performance.now();
  const created = await fetch(`${base}/api/admin/devotionals`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      title,
      date,
      keyVerse: 'John 3:16',
      devotionalText: 'Measured by npm run bench.',
    }),
  });
  const body = (await created.json()) as { devotional?: { id: number } };
  if (created.status !== 201 || !body.devotional) {
    console.log(`skipped: the admin API answered ${created.status} ${JSON.stringify(body)}`);
    return;
  }
  let seconds: number | null = null;
  while (performance.now() - started < giveUpMs) {
    const res = await fetch(`${base}${page}`);
    await res.arrayBuffer();
    if (res.status === 200) {
      seconds = (performance.now() - started) / 1000;
      break;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await (
    await fetch(`${base}/api/admin/devotionals/${body.devotional.id}`, { method: 'DELETE', headers })
  ).arrayBuffer();
  if (seconds === null) {
    console.log(`The new devotional's page ${page} was not live after ${giveUpMs / 60_000} minutes.`);
    return;
  }
  console.log(
    `A new devotional, from the admin's save (the POST) to its page answering 200: ${seconds.toFixed(1)} s ` +
      `(REBUILD_DEBOUNCE_MS ${settings.rebuildDebounceMs} ms included; goal under ${saveToLiveGoalSeconds} s: ` +
      `${seconds < saveToLiveGoalSeconds ? 'within' : 'OVER'})`,
  );
}
