import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyChildRetention, sendWeeklySummaries } from '../../api/family/jobs.ts';
import { latestMailTo } from '../support/outbox.ts';
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
