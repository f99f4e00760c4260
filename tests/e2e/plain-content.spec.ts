import { brotliCompressSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { dayOfYear } from '../../src/lib/site-day.ts';
import { expect, test } from './fixtures/test.ts';
import { pageKinds } from './pages.ts';
import { expectAccessible } from './support.ts';

/**
 * Content pages ship no framework: server-rendered HTML and small scripts, at most 5 KB of
 * JavaScript (brotli) in all, on load and once the browser is idle.
 */
const contentKinds = [
  'home',
  'devotionals',
  'devotional',
  'devotional archive',
  'media center',
  'games grid',
  'challenges hub',
];
const contentPages = pageKinds.filter((p) => contentKinds.includes(p.kind));
const jsBudgetBytes = 5 * 1024;
// The home page is over the 5 KB goal: 3.2 KB of it is the layout every page shares (top bar,
// session, toasts) and 0.7 KB the hero's video tabs and section tabs; its own cards (devotionals,
// Daily Wisdom, today's reading, truth challenges) take the rest. Held here so it does not grow.
const homeBudgetBytes = 7.5 * 1024;

/** Opens `path` and returns every script the page loaded, on load and after the browser went idle. */
async function scriptsOf(page: Page, path: string): Promise<Map<string, Buffer>> {
  const scripts = new Map<string, Buffer>();
  const pending: Promise<void>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    pending.push(
      res.body().then(
        (body) => void scripts.set(res.url(), body),
        () => undefined,
      ),
    );
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null))));
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  return scripts;
}

test('the content pages are in the list this spec checks', () => {
  expect(contentPages.map((p) => p.kind).sort()).toEqual([...contentKinds].sort());
});

for (const { kind, path } of contentPages) {
  const budget = kind === 'home' ? homeBudgetBytes : jsBudgetBytes;
  test(`the ${kind} page loads no React and at most ${budget / 1024} KB of JavaScript`, async ({ page }) => {
    const scripts = await scriptsOf(page, path);
    await expect(page.locator('astro-island')).toHaveCount(0);
    expect(
      await page.evaluate(() => document.querySelectorAll('script[type="module"]').length),
    ).toBeGreaterThan(0);
    for (const [url, body] of scripts) {
      expect(body.toString('utf8'), `${url} is React`).not.toMatch(
        /react\.(transitional\.)?element|__reactFiber/,
      );
    }
    const sizes = [...scripts].map(([url, body]) => ({ url, brotli: brotliCompressSync(body).length }));
    const brotli = sizes.reduce((sum, s) => sum + s.brotli, 0);
    const detail = sizes.map((s) => `${s.url.replace(/^.*\//, '')} ${s.brotli}`).join(', ');
    expect(brotli, `JavaScript of ${path} in bytes (brotli): ${detail}`).toBeLessThanOrEqual(budget);
    await expectAccessible(page);
  });
}

test('the home page carries a few proverbs and devotionals, not the whole lists', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const wisdom = JSON.parse((await page.locator('[data-wisdom-data]').textContent()) ?? '{}') as {
    count: number;
    items: unknown[];
  };
  const all = (await (await request.get('/wisdom/proverbs.json')).json()) as { proverbs: unknown[] };
  expect(wisdom.count).toBe(all.proverbs.length);
  // The first 3 (a limited plan's share) and one a day from yesterday to a week ahead, at most.
  expect(wisdom.items.length).toBeLessThanOrEqual(3 + 9);
  const devotionals = JSON.parse((await page.locator('[data-devotionals-data]').textContent()) ?? '{}') as {
    devotionals: unknown[];
  };
  expect(devotionals.devotionals.length).toBeGreaterThan(0);
  // A week ahead (one a day at most) and the newest 5 before.
  expect(devotionals.devotionals.length).toBeLessThanOrEqual(8 + 5);
});

test("a page opened on a later day than its build shows that day's devotional, proverb and reading", async ({
  page,
}) => {
  await page.goto('/');
  const builtOn = JSON.parse((await page.locator('[data-devotionals-data]').textContent()) ?? '{}') as {
    buildDay: string;
    devotionals: Array<{ date: string; title: string }>;
  };
  const later = builtOn.devotionals
    .filter((d) => d.date > builtOn.buildDay)
    .sort((a, b) => (a.date < b.date ? -1 : 1))[0];
  test.skip(!later, 'no devotional is scheduled after the build day');
  await page.clock.setFixedTime(new Date(`${later!.date}T12:00:00Z`));
  await page.reload();
  const nugget = page.locator('[data-nugget]');
  await expect(nugget.getByRole('heading', { name: later!.title })).toBeVisible();
  // A visitor's proverb of that day, and no reading dated before it.
  const wisdom = page.locator('[data-daily-wisdom]');
  await expect(wisdom.getByText(/^Daily Proverb \d of 3$/)).toHaveText(
    `Daily Proverb ${(dayOfYear(later!.date) % 3) + 1} of 3`,
  );
  const reading = page.locator('[data-todays-reading]');
  await expect
    .poll(() =>
      reading.locator('time').evaluateAll((els) => els.map((e) => e.getAttribute('datetime') ?? '')),
    )
    .toEqual(expect.not.arrayContaining([expect.stringMatching(new RegExp(`^${builtOn.buildDay}$`))]));
  await nugget.getByRole('button', { name: 'Large View' }).click();
  const dialog = page.getByRole('dialog', { name: 'Devotional', exact: true });
  await expect(dialog.getByText(/^Devotional 1 of \d+$/)).toBeVisible();
  await expect(dialog.getByRole('heading', { name: later!.title })).toBeVisible();
  await expectAccessible(page);
});
