import type { Page } from '@playwright/test';
import { gotoHydrated, signInAsAdmin } from './fixtures/auth.ts';
import { expect, test } from './fixtures/test.ts';
import {
  expectCelebrated,
  expectInView,
  expectNoWideElements,
  findWord,
  hangmanAnswer,
  type Input,
  playBingoToWin,
  recordCelebrations,
  winHangmanWord,
  wordSearchPaths,
} from './game-play.ts';
import { holdClock } from './support.ts';

/**
 * Bible Hangman, Word Search and Bible Bingo on a 360 x 640 phone, played by touch (taps) and by
 * keyboard: what the player needs stays in view, nothing spills sideways, and a win celebrates
 * without moving anything over the board.
 */

test.use({ viewport: { width: 360, height: 640 }, hasTouch: true });

// Celebrations last 3 s: record them, so a loaded machine that looks late still sees that one was shown.
test.beforeEach(async ({ page }) => {
  await recordCelebrations(page);
});

/** Opens a game once its island has hydrated, holding the page's clock so a celebration stays up. */
async function openGame(page: Page, slug: string): Promise<void> {
  await page.clock.install();
  await gotoHydrated(page, `/games/${slug}/`);
  await expect(page.locator('[data-gate-game]')).toBeVisible();
  await holdClock(page);
}

/** The blocks of the Hangman tower built so far. */
function drawnParts(page: Page) {
  return page.locator('[data-hangman-figure] [data-block][data-built="true"]');
}

for (const input of ['tap', 'keyboard'] as const satisfies Input[]) {
  test(`Bible Hangman by ${input}: the figure and the hint stay in view while letters are guessed`, async ({
    page,
  }) => {
    await openGame(page, 'bible-hangman');
    const board = page.locator('[data-hangman-board]');
    await expect(page.locator('[data-hangman-figure]')).toBeVisible();
    await expect(drawnParts(page)).toHaveCount(0);

    // A wrong guess stacks one block of the tower (an SVG, not emoji).
    const answer = await hangmanAnswer(page);
    const miss = [...'QZXJVKWY'].find((l) => !answer.includes(l))!;
    if (input === 'keyboard') await page.keyboard.press(miss.toLowerCase());
    else await page.getByRole('button', { name: `Letter ${miss}`, exact: true }).tap();
    await expect(drawnParts(page)).toHaveCount(1);
    await expect(page.locator('[data-hangman-figure] [data-block="first block"]')).toHaveAttribute(
      'data-built',
      'true',
    );
    await expect(page.getByText('Wrong guesses: 1 of 6')).toBeVisible();

    // The last letters of the alphabet are at the bottom: with them in view, so are the figure and hint.
    await page.locator('[data-letter="Z"]').scrollIntoViewIfNeeded();
    await expectInView(page, page.locator('[data-letter="Z"]'));
    await expectInView(page, board);
    await expectInView(page, page.locator('[data-hint]'));
    await expectNoWideElements(page);

    await winHangmanWord(page, input, async () => {
      if (await page.locator('[data-celebration]').isVisible()) return;
      await expectInView(page, board);
    });
    await expectCelebrated(page);
    await expect(page.locator('[data-celebration-region]')).toHaveAttribute('aria-live', 'polite');
    await expect(page.locator('[data-celebration-region]')).toContainText('You got it!');
    await expect(page.getByRole('button', { name: 'Next Word' })).toBeFocused();
    await expectNoWideElements(page);
  });

  test(`Word Search by ${input}: the word list sits above the grid and a found word is crossed off`, async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await openGame(page, 'word-search');
    const list = page.locator('[data-word-list]');
    const grid = page.locator('[data-letter-grid]');
    const listBox = (await list.boundingBox())!;
    const gridBox = (await grid.boundingBox())!;
    expect(listBox.y + listBox.height).toBeLessThanOrEqual(gridBox.y);
    await expectNoWideElements(page);

    const paths = await wordSearchPaths(page);
    const [word, path] = [...paths][0]!;
    await findWord(page, path, input);
    await expect(page.locator('[data-feedback]')).toHaveText(`You found ${word}! 1 of 6 found.`);
    await expect(list.getByText(word)).toHaveClass(/line-through/);
    await expectCelebrated(page);
    // Grid cells are big enough to tap: at least 24 px.
    const cell = (await page.locator('[data-cell="0,0"]').boundingBox())!;
    expect(cell.width).toBeGreaterThanOrEqual(24);
    await expectNoWideElements(page);
  });

  test(`Bible Bingo by ${input}: names fit their cells and a line wins`, async ({ page }) => {
    // 32 names called and marked one by one take a while on a busy machine.
    test.setTimeout(90_000);
    await signInAsAdmin(page);
    await openGame(page, 'bible-bingo');
    // Every name is inside its cell, long ones (Zacchaeus) included.
    const spills = await page.locator('[data-cell]').evaluateAll((cells) =>
      cells.flatMap((cell) => {
        const name = cell.querySelector('[data-cell-name]')!;
        const outer = cell.getBoundingClientRect();
        const inner = name.getBoundingClientRect();
        const fits =
          inner.left >= outer.left - 0.5 &&
          inner.right <= outer.right + 0.5 &&
          inner.top >= outer.top - 0.5 &&
          inner.bottom <= outer.bottom + 0.5 &&
          name.scrollWidth <= Math.ceil(inner.width) + 1;
        return fits ? [] : [cell.getAttribute('data-cell')];
      }),
    );
    expect(spills).toEqual([]);
    await expectNoWideElements(page);

    // The caller's latest name and the whole card are on screen together.
    await page.getByRole('button', { name: 'Call Next Name' }).scrollIntoViewIfNeeded();
    await playBingoToWin(page, input);
    await expectCelebrated(page, 'BINGO!');
    expect(await page.getByRole('button', { name: /in the winning line/ }).count()).toBeGreaterThanOrEqual(5);
    await expectNoWideElements(page);
  });
}

test('the celebration stays still and without confetti for a player who prefers reduced motion', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openGame(page, 'bible-hangman');
  await winHangmanWord(page, 'tap');
  const celebration = page.locator('[data-celebration]');
  await expect(celebration).toBeVisible();
  await expect(celebration.locator('.confetti-piece').first()).toBeHidden();
  const running = await celebration.evaluate(
    (el) =>
      document
        .getAnimations()
        .filter((a) => a.effect instanceof KeyframeEffect && el.contains(a.effect.target as Node)).length,
  );
  expect(running).toBe(0);
});

test('with motion allowed, confetti falls inside the celebration banner', async ({ page }) => {
  await openGame(page, 'bible-hangman');
  await winHangmanWord(page, 'tap');
  const celebration = page.locator('[data-celebration]');
  await expect(celebration).toBeVisible();
  await expect(celebration.locator('.confetti-piece').first()).toBeAttached();
  const running = await celebration.evaluate(
    (el) =>
      document
        .getAnimations()
        .filter((a) => a.effect instanceof KeyframeEffect && el.contains(a.effect.target as Node)).length,
  );
  expect(running).toBeGreaterThan(0);
});
