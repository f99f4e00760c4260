import type { Page } from '@playwright/test';
import { gotoHydrated, signInAsAdmin } from './fixtures/auth.ts';
import { expect, test } from './fixtures/test.ts';
import {
  expectInView,
  expectNoOverlap,
  expectNoWideElements,
  findWord,
  keepScreenshot,
  playBingoToWin,
  winHangmanWord,
  wordSearchPaths,
} from './game-play.ts';
import { holdClock } from './support.ts';

/**
 * Screenshots of the main pages and of three games while playing, on a phone (360 x 640) and a
 * laptop (1280 x 800), kept with the test results (test-results/, and attached to the report) for
 * people to look at; they are not compared with stored images. Each page is checked for anything
 * wider than the screen, and each game is brought to a win to check that the celebration covers
 * neither the score, the level message nor the board.
 */

const pages: Array<{ name: string; path: string }> = [
  { name: 'home', path: '/' },
  { name: 'chapter', path: '/bible/kjv/john/3/' },
  { name: 'games-grid', path: '/games/' },
  { name: 'challenges', path: '/challenges/' },
  { name: 'plans', path: '/subscription/' },
];

/** Opens a game once its island has hydrated, holding the page's clock so a celebration stays up. */
async function openGame(page: Page, slug: string): Promise<void> {
  await page.clock.install();
  await gotoHydrated(page, `/games/${slug}/`);
  await expect(page.locator('[data-gate-game]')).toBeVisible();
  await holdClock(page);
}

for (const viewport of [
  { width: 360, height: 640 },
  { width: 1280, height: 800 },
]) {
  const size = `${viewport.width}x${viewport.height}`;
  test.describe(`at ${size}`, () => {
    test.use({ viewport });

    for (const { name, path } of pages) {
      test(`the ${name} page fits the screen`, async ({ page }, testInfo) => {
        await gotoHydrated(page, path);
        await expectNoWideElements(page);
        await keepScreenshot(page, testInfo, `${name}-${size}`);
      });
    }

    test('Bible Hangman while playing and when a word is won', async ({ page }, testInfo) => {
      await openGame(page, 'bible-hangman');
      await expectNoWideElements(page);
      await keepScreenshot(page, testInfo, `hangman-start-${size}`);
      await winHangmanWord(page, 'click');
      const celebration = page.locator('[data-celebration]');
      await expect(celebration).toBeVisible();
      await expectNoOverlap(celebration, [
        page.locator('[data-game-stats]'),
        page.locator('[data-level-notice]'),
        page.locator('[data-hangman-board]'),
      ]);
      // The player sees it: it is on screen when the word is won.
      await expectInView(page, celebration);
      await expectNoWideElements(page);
      await keepScreenshot(page, testInfo, `hangman-won-${size}`, false);
    });

    test('Word Search while playing and when every word is found', async ({ page }, testInfo) => {
      await signInAsAdmin(page);
      await openGame(page, 'word-search');
      const paths = [...(await wordSearchPaths(page)).values()];
      await findWord(page, paths[0]!, 'click');
      await expect(page.locator('[data-word-list] li').filter({ hasText: '(found)' })).toHaveCount(1);
      await expectNoWideElements(page);
      await keepScreenshot(page, testInfo, `word-search-playing-${size}`);
      for (const path of paths.slice(1)) await findWord(page, path, 'click');
      await expect(page.locator('[data-word-search-done]')).toBeVisible();
      const celebration = page.locator('[data-celebration]');
      await expect(celebration).toContainText('All words found!');
      await expectNoOverlap(celebration, [
        page.locator('[data-word-search-done]'),
        page.locator('[data-word-list]'),
        page.locator('[data-letter-grid]'),
      ]);
      await expectInView(page, celebration);
      await expectNoWideElements(page);
      await keepScreenshot(page, testInfo, `word-search-won-${size}`, false);
    });

    test('Bible Bingo while playing and at BINGO', async ({ page }, testInfo) => {
      // 32 names called and marked one by one take a while on a busy machine.
      test.setTimeout(90_000);
      await signInAsAdmin(page);
      await openGame(page, 'bible-bingo');
      await page.getByRole('button', { name: 'Call Next Name' }).click();
      await expectNoWideElements(page);
      await keepScreenshot(page, testInfo, `bingo-playing-${size}`);
      await playBingoToWin(page, 'click');
      const celebration = page.locator('[data-celebration]');
      await expect(celebration).toBeVisible();
      await expectNoOverlap(celebration, [
        page.locator('[data-bingo-won]'),
        page.locator('[data-bingo] table'),
        page.getByRole('region', { name: '📣 The caller' }),
      ]);
      await expectInView(page, celebration);
      await expectNoWideElements(page);
      await keepScreenshot(page, testInfo, `bingo-won-${size}`, false);
    });
  });
}
