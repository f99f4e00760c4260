import { brotliCompressSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { signInAsUser } from './fixtures/auth.ts';
import { spokenUtterances, stubSpeech } from './fixtures/speech.ts';
import { payForPremium } from './fixtures/stripe.ts';
import { expect, test } from './fixtures/test.ts';
import { pageKinds } from './pages.ts';
import { expectAccessible } from './support.ts';

const spoken = spokenUtterances;
const calls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __speech: { calls: string[] } }).__speech.calls);
const endUtterance = (page: Page) =>
  page.evaluate(() => (window as unknown as { __speechEnd: () => void }).__speechEnd());
const sayWord = (page: Page, at: number, length: number) =>
  page.evaluate(
    ([a, l]) => (window as unknown as { __speechWord: (a: number, l: number) => void }).__speechWord(a!, l!),
    [at, length],
  );
const highlighted = (page: Page) =>
  page.evaluate(() => {
    const h = CSS.highlights.get('read-aloud-word');
    return h ? [...h].map((r) => r.toString()).join('|') : '';
  });

test('Listen reads verse by verse, highlights verse and word, pauses, resumes, changes speed and voice', async ({
  page,
}) => {
  await stubSpeech(page);
  const scripts: Array<Promise<{ url: string; brotli: number }>> = [];
  page.on('response', (r) => {
    if (r.request().resourceType() !== 'script') return;
    scripts.push(r.body().then((body) => ({ url: r.url(), brotli: brotliCompressSync(body).length })));
  });
  await page.goto('/bible/kjv/john/11/');
  const listen = page.getByRole('button', { name: 'Listen' });
  await expect(listen).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The Listen button's own script is well under 0.5 KB; read-aloud itself comes with the first click.
  const onLoad = await Promise.all(scripts);
  expect(onLoad.filter((s) => /read-aloud/.test(s.url))).toEqual([]);
  const listenScripts = onLoad.filter((s) => /listen/i.test(s.url));
  expect(listenScripts.length).toBeGreaterThan(0);
  expect(listenScripts.reduce((sum, s) => sum + s.brotli, 0)).toBeLessThan(400);
  await listen.click();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeFocused();
  expect((await Promise.all(scripts)).filter((s) => /read-aloud/.test(s.url))).toHaveLength(1);

  await expect.poll(() => spoken(page)).toHaveLength(1);
  // The verse number is not read.
  expect((await spoken(page))[0]!.text).toBe(
    'Now a certain man was sick, named Lazarus, of Bethany, the town of Mary and her sister Martha.',
  );
  await expect(page.locator('#v1')).toHaveAttribute('data-reading', '');
  await sayWord(page, 6, 7);
  await expect.poll(() => highlighted(page)).toBe('certain');

  await endUtterance(page);
  await expect(page.locator('#v2')).toHaveAttribute('data-reading', '');
  await expect(page.locator('#v1')).not.toHaveAttribute('data-reading');
  await expect.poll(async () => (await spoken(page)).length).toBe(2);

  await page.getByRole('button', { name: 'Pause' }).click();
  await expect.poll(() => calls(page)).toContain('pause');
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect.poll(() => calls(page)).toContain('resume');

  await page.getByLabel('Speed').selectOption({ label: 'Slow (for young readers)' });
  await expect.poll(async () => (await spoken(page)).at(-1)!.rate).toBe(0.7);
  expect((await spoken(page)).at(-1)!.text).toBe((await spoken(page))[1]!.text);
  await page.getByLabel('Voice').selectOption('Story Voice');
  await expect.poll(async () => (await spoken(page)).at(-1)!.voice).toBe('Story Voice');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(page.locator('[data-reading]')).toHaveCount(0);
  await expect(listen).toBeVisible();
  expect(await highlighted(page)).toBe('');
});

test('read-aloud works from the keyboard, and the word highlight goes through marks inside a verse', async ({
  page,
}) => {
  await stubSpeech(page);
  await page.goto('/bible/kjv/genesis/1/');
  // A word wrapped in its own element (as glossary marks are) is still found and highlighted.
  await page.evaluate(() => {
    const verse = document.querySelector('#v1')!;
    const text = [...verse.childNodes].find(
      (n) => n.nodeType === Node.TEXT_NODE && n.textContent!.includes('beginning'),
    )!;
    const [head, tail] = text.textContent!.split('beginning');
    const mark = document.createElement('button');
    mark.type = 'button';
    mark.textContent = 'beginning';
    const meaning = document.createElement('span');
    meaning.hidden = true;
    meaning.textContent = '(the start of everything)';
    const span = document.createElement('span');
    span.append(mark, meaning);
    text.replaceWith(head!, span, tail!);
  });
  const listen = page.getByRole('button', { name: 'Listen' });
  await listen.focus();
  await page.keyboard.press('Enter');
  const pause = page.getByRole('button', { name: 'Pause' });
  await expect(pause).toBeFocused();
  await expect
    .poll(async () => (await spoken(page))[0]?.text)
    .toBe('In the beginning God created the heaven and the earth.');
  await sayWord(page, 7, 9);
  await expect.poll(() => highlighted(page)).toBe('beginning');
  await page.keyboard.press('Space');
  await expect.poll(() => calls(page)).toContain('pause');
  await expect(page.getByRole('button', { name: 'Resume' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Stop' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(listen).toBeFocused();
  await expect(page.locator('[data-reading]')).toHaveCount(0);
});

test('a devotional and a memory verse are read aloud too', async ({ page }) => {
  await stubSpeech(page);
  const devotional = pageKinds.find((k) => k.kind === 'devotional')!.path;
  await page.goto(devotional);
  await page.getByRole('button', { name: 'Listen' }).click();
  await expect.poll(async () => (await spoken(page))[0]?.text).toMatch(/^Daily Devotional/);
  await endUtterance(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('data-reading', '');
  await expect.poll(async () => (await spoken(page)).at(-1)?.text).toBe('God So Loved the World');

  await page.goto('/challenges/memory-master/');
  const listen = page.getByRole('button', { name: 'Listen', exact: true });
  await expect(listen).toBeVisible();
  const reference = (await page.locator('[data-practice-reference]').textContent())!.trim();
  await listen.click();
  await expect(page.locator('[data-practice-text]')).toBeVisible();
  await expect.poll(async () => (await spoken(page))[0]?.text).toBe(reference);
  await endUtterance(page);
  await expect(page.locator('[data-practice-text]')).toHaveAttribute('data-reading', '');
  // Choosing another verse stops the reading.
  await page.getByLabel('Verse', { exact: true }).selectOption({ index: 2 });
  await expect(page.locator('[data-reading]')).toHaveCount(0);
  await expect(listen).toBeVisible();
});

test('the Memory Verse game reads its verse while the verse is shown', async ({ page }) => {
  await stubSpeech(page);
  await signInAsUser(page);
  const session = (await (await page.request.get('/api/auth/session')).json()) as { user: { id: string } };
  await payForPremium(page.request, session.user.id);
  await page.goto('/games/memory-verse/');
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  const gameListen = page.getByRole('button', { name: 'Listen' });
  await expect(gameListen).toBeVisible();
  const gameReference = (await page.locator('[data-reference]').textContent())!.trim();
  await gameListen.click();
  await expect.poll(async () => (await spoken(page))[0]?.text).toBe(gameReference);
  await endUtterance(page);
  await expect(page.locator('[data-verse-text]')).toHaveAttribute('data-reading', '');
  // Hiding the verse (Memorize) stops the reading and takes Listen away.
  await page.getByRole('button', { name: /Memorize/ }).click();
  await expect(page.locator('[data-reading]')).toHaveCount(0);
  await expect(gameListen).toHaveCount(0);
});

test.describe('without speech synthesis', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as Record<string, unknown>;
      delete w.speechSynthesis;
      delete (Window.prototype as unknown as Record<string, unknown>).speechSynthesis;
      delete w.SpeechSynthesisUtterance;
    });
  });

  test('no Listen button is shown', async ({ page }) => {
    for (const path of ['/bible/kjv/john/3/', pageKinds.find((k) => k.kind === 'devotional')!.path]) {
      await page.goto(path);
      expect(await page.evaluate(() => 'speechSynthesis' in window)).toBe(false);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('button', { name: 'Listen' })).toBeHidden();
    }
  });
});

test('printing a chapter, a devotional or Memory Master leaves out the top bar, menus, footer and buttons', async ({
  page,
}) => {
  await stubSpeech(page);
  for (const path of ['/bible/kjv/john/3/', pageKinds.find((k) => k.kind === 'devotional')!.path]) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: 'Listen' })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('body > header')).toBeHidden();
    await expect(page.locator('body > footer')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Listen' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.locator('main').evaluate((m) => getComputedStyle(m).paddingTop)).toBe('0px');
    await page.emulateMedia({ media: 'screen' });
    await expect(page.locator('body > header')).toBeVisible();
  }
  await page.emulateMedia({ media: 'print' });
  await page.goto('/challenges/memory-master/');
  await expect(page.getByRole('heading', { level: 1, name: 'Memory Master' })).toBeVisible();
  await expect(page.locator('body > header')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Show Verse' })).toBeHidden();
});

/** The pages of a PDF made of the page as printed. */
async function printedPages(page: Page, format: 'A4' | 'Letter'): Promise<number> {
  const pdf = await page.pdf({ format });
  return pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;
}

test('the printables are linked from the games grid and Memory Master, and each prints on one sheet', async ({
  page,
}) => {
  await page.goto('/games/');
  await page.getByRole('link', { name: /Printable activities/ }).click();
  await expect(page).toHaveURL(/\/printables\/$/);
  await expectAccessible(page);
  await page.goto('/challenges/memory-master/');
  await page.getByRole('link', { name: 'Print a verse tracing sheet' }).click();
  await expect(page).toHaveURL(/\/printables\/#tracing-title$/);
  await page.goto('/printables/tracing/');
  await expect(page).toHaveURL(/\/printables\/#tracing-title$/);

  const paths = ['/printables/word-search/', '/printables/bingo/'];
  for (const name of ['Genesis 1:1', 'John 3:16', 'Romans 8:28']) {
    const link = page.getByRole('link', { name, exact: true });
    if ((await link.count()) > 0) paths.push((await link.getAttribute('href'))!);
  }
  expect(paths.length).toBeGreaterThanOrEqual(4);
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
    await expectAccessible(page);
    expect(await printedPages(page, 'A4'), `${path} on A4`).toBe(1);
    expect(await printedPages(page, 'Letter'), `${path} on Letter`).toBe(1);
  }
});

// The page count above can tell: a long chapter prints on many sheets.
test('a long chapter prints on many sheets', async ({ page }) => {
  await page.goto('/bible/kjv/psalms/119/');
  expect(await printedPages(page, 'A4')).toBeGreaterThan(5);
});

test('a printable word search and bingo card are new on each visit and come from the games’ lists', async ({
  page,
}) => {
  const gridOf = async (): Promise<string> => {
    await expect(page.locator('[data-printable-word-search]')).toHaveAttribute('data-fresh', '');
    return (await page.locator('.word-search-grid').textContent()) ?? '';
  };
  await page.goto('/printables/word-search/');
  const first = await gridOf();
  expect(first.replace(/\s/g, '')).toMatch(/^[A-Z]{144}$/);
  const words = await page.locator('[data-word-list] li').allTextContents();
  expect(words.length).toBeGreaterThan(3);
  await page.reload();
  expect(await gridOf()).not.toBe(first);

  await page.goto('/printables/bingo/');
  await expect(page.locator('[data-printable-bingo]')).toHaveAttribute('data-fresh', '');
  const cells = await page.locator('.bingo-card td').allTextContents();
  expect(cells).toHaveLength(25);
  expect(cells[12]).toContain('FREE');
  expect(new Set(cells).size).toBe(25);

  await page.evaluate(() => {
    window.print = () => {
      (window as unknown as { printed: boolean }).printed = true;
    };
  });
  await page.getByRole('button', { name: 'Print' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed?: boolean }).printed)).toBe(true);
});
