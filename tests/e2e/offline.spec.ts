import path from 'node:path';
import type { Page } from '@playwright/test';
import SQLite from 'better-sqlite3';
import { gotoHydrated, signInAsUser } from './fixtures/auth.ts';
import { expect, test } from './fixtures/test.ts';
import { winHangmanWord } from './game-play.ts';

/**
 * Installable and offline (issue 20): the manifest and the service worker, chapters and games with
 * the network off (context.setOffline), and Mark as Read made offline synced once when it returns.
 */
test.use({ serviceWorkers: 'allow' });

/** Waits until the site's service worker is active and controls the page (it claims open pages). */
async function serviceWorkerControls(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test('the manifest, its icons and the service worker are served with the right types', async ({
  page,
  request,
}) => {
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()['content-type']).toBe('application/manifest+json');
  const body = (await manifest.json()) as { icons: Array<{ src: string; sizes: string }> };
  expect(body).toMatchObject({ name: 'Bite Size Bible', start_url: '/', display: 'standalone' });
  expect(body.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of body.icons) {
    const res = await request.get(icon.src);
    expect(res.headers()['content-type']).toBe('image/png');
  }
  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-type']).toBe('text/javascript; charset=utf-8');
  // Checked on every visit, so a new build's worker reaches browsers at once.
  expect(worker.headers()['cache-control']).toBe('no-cache');

  await page.goto('/about/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await serviceWorkerControls(page);
});

test('an opened chapter reads offline, a kept book too, and an unkept page shows the offline page', async ({
  page,
  context,
}) => {
  await page.goto('/bible/kjv/ruth/');
  await serviceWorkerControls(page);
  await page.getByRole('button', { name: 'Keep this book for offline' }).click();
  await expect(page.getByText('Kept for offline: 4 chapters.')).toBeVisible();

  await page.goto('/bible/kjv/jonah/2/');
  await expect(page.locator('#v1')).toContainText('Then Jonah prayed');

  await context.setOffline(true);
  await page.goto('/bible/kjv/jonah/2/');
  await expect(page.locator('#v1')).toContainText('Then Jonah prayed');
  await page.goto('/bible/kjv/ruth/3/');
  await expect(page.getByRole('heading', { level: 1, name: 'Ruth 3' })).toBeVisible();
  await expect(page.locator('#v1')).toContainText('Naomi');

  await page.goto('/bible/kjv/esther/2/');
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Bible Hangman/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Jonah 2 (KJV)' })).toBeVisible();
  await context.setOffline(false);
});

test('a Spanish page not kept shows the Spanish offline page, and a Spanish game plays offline', async ({
  page,
  context,
}) => {
  await page.goto('/es/about/');
  await serviceWorkerControls(page);
  await context.setOffline(true);
  await page.goto('/es/privacy/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'No tienes conexión' })).toBeVisible();
  // The Spanish games are kept with the worker, like the English ones.
  await page.goto('/es/games/bible-hangman/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'No tienes conexión' })).toHaveCount(0);
  await context.setOffline(false);
});

test('Mark as Read offline is kept with a note, syncs once online and counts once', async ({
  page,
  context,
}) => {
  await signInAsUser(page);
  await page.goto('/bible/kjv/obadiah/1/');
  await serviceWorkerControls(page);
  // Read once with the worker in charge: the page, the session and the progress are kept.
  await page.reload();
  const mark = page.getByRole('button', { name: 'Mark as Read' }).first();
  await expect(mark).toBeEnabled();

  await context.setOffline(true);
  await page.reload();
  await expect(mark).toBeEnabled();
  await mark.click();
  await expect(page.getByText('Saved on this device. It will sync when you are back online.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Marked as Read' }).first()).toBeDisabled();
  const note = page.locator('[data-offline-note]');
  await expect(note).toContainText('1 thing you did offline will sync');
  // The same chapter marked again offline (the page still says unread) stays one write.
  await page.reload();
  await page.getByRole('button', { name: 'Mark as Read' }).first().click();
  await expect(note).toContainText('1 thing you did offline will sync');

  await context.setOffline(false);
  await expect(page.getByText('Synced 1 thing you did offline.')).toBeVisible();
  await expect(note).toHaveCount(0);
  const progress = await page.request.get('/api/reading-progress?version=kjv&book=obadiah');
  const { chapters } = (await progress.json()) as { chapters: Array<{ chapter: number }> };
  expect(chapters.map((c) => c.chapter)).toEqual([1]);
});

test('a child’s Mark as Read made offline goes to that child, not to the sibling learning when it syncs', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signInAsUser(page, 'Olive Parent');
  const origin = `http://127.0.0.1:${process.env.E2E_PORT}`;
  const post = (url: string, data: Record<string, unknown>) =>
    page.request.post(url, { headers: { origin }, data });
  const addChild = async (displayName: string, avatar: string): Promise<string> => {
    const res = await post('/api/family/children', { displayName, avatar, ageBand: '7-9' });
    expect(res.status()).toBe(201);
    return ((await res.json()) as { child: { id: string } }).child.id;
  };
  const annId = await addChild('Ann', 'lion');
  const benId = await addChild('Ben', 'owl');
  expect((await post('/api/family/switch', { profileId: annId })).status()).toBe(200);

  // Ann reads Haggai 1 with the worker in charge, so the page and her session are kept.
  await page.goto('/bible/kjv/haggai/1/');
  await serviceWorkerControls(page);
  await page.reload();
  await expect(page.locator('[data-profile-name]').first()).toHaveText('Ann');
  const mark = page.getByRole('button', { name: 'Mark as Read' }).first();
  await expect(mark).toBeEnabled();

  await context.setOffline(true);
  await page.reload();
  await expect(mark).toBeEnabled();
  await mark.click();
  await expect(page.getByText('Saved on this device. It will sync when you are back online.')).toBeVisible();
  await expect(page.locator('[data-offline-note]')).toContainText('1 thing you did offline will sync');

  // The family switches to Ben before the connection returns (the switch reaches the server).
  expect((await post('/api/family/switch', { profileId: benId })).status()).toBe(200);
  await context.setOffline(false);
  await gotoHydrated(page, '/bible/kjv/haggai/1/');
  await expect(page.locator('[data-profile-name]').first()).toHaveText('Ben');

  // Ann learns here again: her chapter syncs, for her.
  await gotoHydrated(page, '/who/');
  await page.locator('[data-who="Ann"]').click();
  await page.waitForURL(/\/me\/$/);
  await expect(page.getByText('Synced 1 thing you did offline.')).toBeVisible();
  await expect(page.locator('[data-offline-note]')).toHaveCount(0);

  const db = new SQLite(path.join(process.env.E2E_DATA_DIR!, 'app.db'), { readonly: true, timeout: 10_000 });
  try {
    const readBy = (id: string) =>
      db
        .prepare("select chapter from bible_reading_progress where user_id = ? and book = 'haggai'")
        .all(id) as Array<{ chapter: number }>;
    expect(readBy(annId).map((r) => r.chapter)).toEqual([1]);
    expect(readBy(benId)).toEqual([]);
  } finally {
    db.close();
  }
});

test('a verse practised offline on Memory Master is kept with a note, syncs once online and counts once', async ({
  page,
  context,
}) => {
  await signInAsUser(page);
  const { user } = (await (await page.request.get('/api/auth/session')).json()) as { user: { id: string } };
  await gotoHydrated(page, '/challenges/memory-master/');
  // The queue's code and the toasts' view load on demand: offline, the worker serves them (precached).
  await serviceWorkerControls(page);
  await expect(page.locator('[data-learning-count]')).toHaveText('Learning: 0');
  const reference = (await page.locator('[data-practice-reference]').textContent()) ?? '';
  const text = (await page.locator('[data-practice-text]').textContent()) ?? '';
  expect(reference).not.toBe('');

  await context.setOffline(true);
  await page.getByRole('button', { name: '5. Type it all' }).click();
  await page.getByLabel('Type the verse from memory').fill(text);
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByText('Saved on this device. It will sync when you are back online.')).toBeVisible();
  await expect(page.getByText('✅ Well done! You said it perfectly.')).toBeVisible();
  const note = page.locator('[data-offline-note]');
  await expect(note).toContainText('1 thing you did offline will sync');

  await context.setOffline(false);
  await expect(page.getByText('Synced 1 thing you did offline.')).toBeVisible();
  await expect(note).toHaveCount(0);
  const memory = (await (await page.request.get('/api/memory')).json()) as {
    summary: { learning: number };
    verses: Array<{ reference: string; dueToday: boolean }>;
  };
  expect(memory.verses.map((v) => [v.reference, v.dueToday])).toEqual([[reference, false]]);
  // Recorded once: one review on the verse's schedule, one practice operation kept.
  const db = new SQLite(path.join(process.env.E2E_DATA_DIR!, 'app.db'), { readonly: true, timeout: 10_000 });
  try {
    const card = db.prepare('select reps from verse_cards where user_id = ?').get(user.id) as {
      reps: number;
    };
    expect(card.reps).toBe(1);
    const ops = db
      .prepare("select count(*) as n from client_operations where learner_id = ? and kind = 'verse-practice'")
      .get(user.id) as { n: number };
    expect(ops.n).toBe(1);
  } finally {
    db.close();
  }
});

test('a game plays offline', async ({ page, context }) => {
  await page.goto('/games/');
  await serviceWorkerControls(page);
  await context.setOffline(true);
  await gotoHydrated(page, '/games/bible-hangman/');
  await winHangmanWord(page, 'click');
  await context.setOffline(false);
});
