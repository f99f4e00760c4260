import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomToken, sha256Hex } from '../../api/auth/tokens.ts';
import { applyChildRetention, sendWeeklySummaries } from '../../api/family/jobs.ts';
import { latestMailTo, readOutbox } from '../support/outbox.ts';
import { call } from './helpers/admin.ts';
import { newSignedInUser } from './helpers/auth.ts';
import { addChild } from './helpers/family.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let parent: string;
const email = 'family-mail@example.org';

beforeAll(async () => {
  t = await createTestApp();
  parent = await newSignedInUser(t, email, 'Mo Parent');
  await addChild(t, parent, 'Dora');
});
afterAll(() => t.close());

describe('the weekly summary', () => {
  it('is sent once a week to parents who asked for it, and the link unsubscribes signed out', async () => {
    expect(await sendWeeklySummaries(t.deps)).toBe(0);
    expect((await call(t, 'PUT', '/api/family/weekly-summary', parent, { enabled: true })).status).toBe(200);
    expect(await sendWeeklySummaries(t.deps)).toBe(1);
    // A second run (or another server) in the same week sends nothing.
    expect(await sendWeeklySummaries(t.deps)).toBe(0);
    await t.deliverMail();
    const mail = latestMailTo(t.dataDir, email, /week/i);
    expect(mail?.text).toContain('Dora: 0 chapters read');
    const unsubscribe = mail?.links.find((l) => l.includes('/unsubscribe?token='));
    expect(unsubscribe).toBeTruthy();
    const url = new URL(unsubscribe!);
    const res = await t.request(url.pathname + url.search);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/?notice=summary-unsubscribed');
    const family = await call<{ weeklySummary: boolean }>(t, 'GET', '/api/family', parent);
    expect(family.body.weeklySummary).toBe(false);
    // Next week nothing goes out.
    expect(await sendWeeklySummaries(t.deps, new Date(Date.now() + 8 * 24 * 3600_000))).toBe(0);
  });
});

describe('retention of inactive child profiles', () => {
  it('warns the parent a month before, once, then deletes the profile', async () => {
    const month = 31 * 24 * 3600_000;
    const soon = new Date(Date.now() + 23 * month);
    expect(await applyChildRetention(t.deps, new Date(Date.now() + month))).toEqual({
      warned: 0,
      deleted: 0,
    });
    expect(await applyChildRetention(t.deps, soon)).toEqual({ warned: 1, deleted: 0 });
    expect(await applyChildRetention(t.deps, soon)).toEqual({ warned: 0, deleted: 0 });
    await t.deliverMail();
    expect(latestMailTo(t.dataDir, email, /will be deleted/)?.text).toContain('Dora');
    expect(await applyChildRetention(t.deps, new Date(Date.now() + 25 * month))).toEqual({
      warned: 0,
      deleted: 1,
    });
    const left = await t.db.selectFrom('profiles').select('kind').where('kind', '=', 'child').execute();
    expect(left).toEqual([]);
  });
});

describe('the weekly summary’s unsubscribe links', () => {
  const other = 'family-mail-links@example.org';
  const linkOf = (mail: { links: string[] } | undefined): string => {
    const link = mail?.links.find((l) => l.includes('/unsubscribe?token='));
    expect(link).toBeTruthy();
    const url = new URL(link!);
    return url.pathname + url.search;
  };
  const weeklySummaryOf = async (cookie: string): Promise<boolean> =>
    (await call<{ weeklySummary: boolean }>(t, 'GET', '/api/family', cookie)).body.weeklySummary;

  it('every summary’s link unsubscribes, the first one too after a second summary', async () => {
    const cookie = await newSignedInUser(t, other, 'Lu Parent');
    await addChild(t, cookie, 'Eli');
    expect((await call(t, 'PUT', '/api/family/weekly-summary', cookie, { enabled: true })).status).toBe(200);
    expect(await sendWeeklySummaries(t.deps)).toBe(1);
    await t.deliverMail();
    const first = linkOf(latestMailTo(t.dataDir, other, /week/i));
    expect(await sendWeeklySummaries(t.deps, new Date(Date.now() + 8 * 24 * 3600_000))).toBe(1);
    await t.deliverMail();
    expect(readOutbox(t.dataDir).filter((m) => m.to.includes(other) && /week/i.test(m.subject))).toHaveLength(
      2,
    );

    // Links that are not ours say so and change nothing.
    const forged = first.replace(/\.[^.]+$/, `.${'A'.repeat(43)}`);
    for (const path of [
      '/api/family/weekly-summary/unsubscribe?token=garbage',
      '/api/family/weekly-summary/unsubscribe',
      `/api/family/weekly-summary/unsubscribe?token=${'x'.repeat(500)}`,
      forged,
    ]) {
      const res = await t.request(path);
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/?notice=summary-link-unknown');
    }
    expect(await weeklySummaryOf(cookie)).toBe(true);

    const res = await t.request(first);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/?notice=summary-unsubscribed');
    expect(await weeklySummaryOf(cookie)).toBe(false);
  });

  it('the link of the last summary sent before links were signed still unsubscribes', async () => {
    const cookie = await newSignedInUser(t, 'family-mail-legacy@example.org');
    expect((await call(t, 'PUT', '/api/family/weekly-summary', cookie, { enabled: true })).status).toBe(200);
    const legacy = randomToken(20);
    await t.db
      .updateTable('users')
      .set({ weekly_summary_token_hash: sha256Hex(legacy) })
      .where('email', '=', 'family-mail-legacy@example.org')
      .execute();
    const res = await t.request(`/api/family/weekly-summary/unsubscribe?token=${legacy}`);
    expect(res.headers.get('location')).toBe('/?notice=summary-unsubscribed');
    expect(await weeklySummaryOf(cookie)).toBe(false);
  });
});
