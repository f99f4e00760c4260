import { brotliCompressSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { signInAsUser } from './fixtures/auth.ts';
import { expect, test } from './fixtures/test.ts';
import { closeCelebration, expectAccessible } from './support.ts';

/** A content page may ship at most this much JavaScript (brotli), on load and once the browser is idle. */
const jsBudgetBytes = 5 * 1024;

/** Signs of React in a script: its DOM renderer's name, its element symbol, the keys it puts on nodes. */
const reactMarkers = /react-dom|react\.transitional\.element|__reactFiber|__reactContainer/;

interface PageScripts {
  urls: string[];
  brotliBytes: number;
  reactIn: string[];
}

/** Opens a page, waits until its network is quiet (idle-time loads included) and sums up its scripts. */
async function scriptsOf(page: Page, path: string): Promise<PageScripts> {
  const loaded: Array<Promise<{ url: string; bytes: number; text: string }>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    loaded.push(
      // Measured as brotli here: the browser asks plain-HTTP servers for gzip only.
      response.body().then((body) => ({
        url: response.url(),
        bytes: brotliCompressSync(body).length,
        text: body.toString('utf8'),
      })),
    );
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const files = await Promise.all(loaded);
  const inline = await page.evaluate(() =>
    [...document.scripts]
      .filter((s) => !s.src && (s.type === '' || s.type === 'module' || s.type === 'text/javascript'))
      .map((s) => s.textContent ?? ''),
  );
  const inlineBytes = inline.reduce((sum, text) => sum + brotliCompressSync(text).length, 0);
  return {
    urls: files.map((f) => `${f.bytes} ${new URL(f.url).pathname}`),
    brotliBytes: files.reduce((sum, f) => sum + f.bytes, 0) + inlineBytes,
    reactIn: [
      ...files.filter((f) => reactMarkers.test(f.text) || /react/i.test(f.url)).map((f) => f.url),
    ].concat(inline.filter((text) => reactMarkers.test(text)).map(() => 'an inline script')),
  };
}

const bibleContentPages = [
  '/bible/kjv/john/3/',
  '/bible/',
  '/bible/asv/psalms/',
  '/bible/search/?q=love',
  '/es/bible/rv1909/john/3/',
  '/es/bible/',
  '/es/bible/rv1909/psalms/',
  '/es/bible/search/?q=amor',
];

for (const path of bibleContentPages) {
  test(`${path} loads no framework and at most 5 KB of JavaScript`, async ({ page }) => {
    const scripts = await scriptsOf(page, path);
    expect(scripts.reactIn).toEqual([]);
    await expect(page.locator('astro-island')).toHaveCount(0);
    expect(scripts.urls.length, 'the page runs its own small script').toBeGreaterThan(0);
    expect(scripts.brotliBytes, scripts.urls.join('\n')).toBeLessThanOrEqual(jsBudgetBytes);
  });
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the version form, the picker and previous and next work without JavaScript', async ({ page }) => {
    await page.goto('/bible/kjv/john/3/');
    await expect(page.getByLabel('Version')).toHaveValue('kjv');
    await expect(page.getByRole('option', { name: 'NIV (Coming Soon)' })).toBeDisabled();
    await page.getByLabel('Version').selectOption('asv');
    await page.getByRole('button', { name: 'Go', exact: true }).click();
    await expect(page).toHaveURL(/\/bible\/asv\/john\/3\/$/);
    await expect(page.locator('#v16')).toContainText('eternal life');

    // The picker opens by itself; a book leads to its book page, which lists its chapters.
    const picker = page.locator('[data-chapter-picker]');
    await picker.locator('summary').click();
    await picker.getByRole('link', { name: 'Romans', exact: true }).click();
    await expect(page).toHaveURL(/\/bible\/asv\/romans\/$/);
    await page.getByRole('link', { name: 'Romans 1', exact: true }).click();
    await expect(page).toHaveURL(/\/bible\/asv\/romans\/1\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Romans 1' })).toBeVisible();

    const place = () => page.getByRole('navigation', { name: 'Choose a chapter' });
    await place().getByRole('link', { name: 'Previous chapter: Acts 28' }).click();
    await expect(page).toHaveURL(/\/bible\/asv\/acts\/28\/$/);
    await place().getByRole('link', { name: 'Next chapter: Romans 1' }).click();
    await expect(page).toHaveURL(/\/bible\/asv\/romans\/1\/$/);
  });

  test('a visitor is asked once to sign in, and sees no Mark as Read', async ({ page }) => {
    await page.goto('/bible/kjv/genesis/1/');
    await expect(
      page.getByText('Sign in to track your reading progress and complete Bible challenges!'),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/auth/?next=%2Fbible%2Fkjv%2Fgenesis%2F1%2F',
    );
    await expect(page.getByRole('button', { name: 'Mark as Read' })).toHaveCount(0);
  });
});

test('choosing a version opens the chapter at once, and Back shows the page left', async ({ page }) => {
  await page.goto('/bible/kjv/psalms/23/');
  await page.getByLabel('Version').selectOption('asv');
  await expect(page).toHaveURL(/\/bible\/asv\/psalms\/23\/$/);
  await expect(page.locator('#v1')).toContainText('Jehovah is my shepherd');
  await page.goBack();
  await expect(page).toHaveURL(/\/bible\/kjv\/psalms\/23\/$/);
  await expect(page.getByLabel('Version')).toHaveValue('kjv');
});

test('Mark as Read is at the top and the bottom of a chapter, and both follow each other', async ({
  page,
}) => {
  await signInAsUser(page);
  await page.goto('/bible/kjv/ruth/3/');
  const chapter = page.getByRole('article');
  const markButtons = chapter.getByRole('button', { name: 'Mark as Read' });
  await expect(markButtons).toHaveCount(2);
  await expect(markButtons.first()).toBeEnabled();
  await expect(markButtons.last()).toBeEnabled();
  // The top one sits above the verses, the other below them.
  const top = (await markButtons.first().boundingBox())!;
  const bottom = (await markButtons.last().boundingBox())!;
  const verses = (await page.locator('[data-verses]').boundingBox())!;
  expect(top.y).toBeLessThan(verses.y);
  expect(bottom.y).toBeGreaterThan(verses.y + verses.height);
  await expect(page.getByText('Sign in to track your reading progress')).toBeHidden();
  await expectAccessible(page);

  await markButtons.last().click();
  await closeCelebration(page, '✅ Marked Ruth 3 as read! 📖');
  const marked = chapter.getByRole('button', { name: 'Marked as Read' });
  await expect(marked).toHaveCount(2);
  await expect(marked.first()).toBeDisabled();
  await expect(marked.last()).toBeDisabled();
  await expect(chapter.getByText('✅ Read', { exact: true })).toHaveCount(2);
  await expect(chapter.getByRole('button', { name: 'Mark as Read' })).toHaveCount(0);

  await page.reload();
  await expect(chapter.getByRole('button', { name: 'Marked as Read' })).toHaveCount(2);
  await expect(chapter.getByText('✅ Read', { exact: true }).first()).toBeVisible();
  await expectAccessible(page);
});
