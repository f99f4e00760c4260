import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';

/**
 * Playing three games to a win the way a child does (tapping, or with the keyboard), and the checks
 * the phone and screenshot tests share: nothing wider than the viewport, nothing overlapping.
 */

/** How a move is made: a tap on a touch screen, a mouse click, or the keyboard (focus, then Enter). */
export type Input = 'tap' | 'click' | 'keyboard';

export async function press(target: Locator, input: Input): Promise<void> {
  if (input === 'tap') await target.tap();
  else if (input === 'click') await target.click();
  else {
    await target.focus();
    await target.press('Enter');
  }
}

function gameData<T>(slug: string): T {
  return JSON.parse(readFileSync(`content/games/${slug}.json`, 'utf8')) as T;
}

/** The word the page's Hangman hint points at. */
export async function hangmanAnswer(page: Page): Promise<string> {
  const { words } = gameData<{ words: Array<{ word: string; hint: string }> }>('bible-hangman');
  const hint = (await page.locator('[data-hint]').textContent())?.trim();
  const answer = words.find((w) => w.hint === hint)?.word;
  expect(answer, `a word for the hint "${hint}"`).toBeTruthy();
  return answer!;
}

/**
 * Guesses every letter of the word on screen; with the keyboard a letter key is typed, as a player
 * with a keyboard does. `afterEach` runs after every guess (for checks while playing).
 */
export async function winHangmanWord(
  page: Page,
  input: Input,
  afterEach: () => Promise<void> = async () => {},
): Promise<string> {
  const answer = await hangmanAnswer(page);
  const letters = [...new Set(answer)];
  for (const [i, letter] of letters.entries()) {
    const button = page.getByRole('button', { name: `Letter ${letter}`, exact: true });
    if (input === 'keyboard') await page.keyboard.press(letter.toLowerCase());
    else await press(button, input);
    // The last letter wins the word, and the letters give way to Next Word.
    if (i < letters.length - 1) await expect(page.locator(`[data-letter="${letter}"]`)).toBeDisabled();
    await afterEach();
  }
  await expect(page.locator('[data-feedback]')).toHaveText(`You got it! The word was ${answer}.`);
  return answer;
}

/** Where each of the Word Search's words lies on the grid (row, column pairs), read from the page. */
export async function wordSearchPaths(page: Page): Promise<Map<string, Array<[number, number]>>> {
  const cells = page.locator('[data-letter-grid] [data-cell]');
  await expect(cells).toHaveCount(144);
  const letters = await cells.allTextContents();
  const at = (r: number, c: number): string | undefined =>
    r >= 0 && r < 12 && c >= 0 && c < 12 ? letters[r * 12 + c] : undefined;
  const words = (await page.locator('[data-word-list] li').allTextContents()).map((w) =>
    w.replace(/[^A-Z]/g, ''),
  );
  const paths = new Map<string, Array<[number, number]>>();
  for (const word of words) {
    search: for (let r = 0; r < 12; r++)
      for (let c = 0; c < 12; c++)
        for (const [dr, dc] of [
          [0, 1],
          [1, 0],
          [1, 1],
          [-1, 1],
        ] as const) {
          const path = [...word].map((_, i) => [r + i * dr, c + i * dc] as [number, number]);
          if (path.every(([rr, cc], i) => at(rr, cc) === word[i])) {
            paths.set(word, path);
            break search;
          }
        }
    expect(paths.get(word), `${word} on the grid`).toBeTruthy();
  }
  return paths;
}

/**
 * Selects one word's letters. With the keyboard the focus moves from letter to letter with the
 * arrow keys (the grid's one tab stop) and Enter selects, as a keyboard player does.
 */
export async function findWord(page: Page, path: Array<[number, number]>, input: Input): Promise<void> {
  if (input !== 'keyboard') {
    for (const [r, c] of path) await press(page.locator(`[data-cell="${r},${c}"]`), input);
    return;
  }
  let focused = await page.evaluate(() => document.activeElement?.getAttribute('data-cell') ?? null);
  if (!focused?.includes(',')) {
    await page.locator('[data-letter-grid] button[tabindex="0"]').focus();
    focused = await page.evaluate(() => document.activeElement?.getAttribute('data-cell') ?? '0,0');
  }
  let [row, col] = focused!.split(',').map(Number) as [number, number];
  for (const [r, c] of path) {
    while (row !== r) {
      await page.keyboard.press(row < r ? 'ArrowDown' : 'ArrowUp');
      row += row < r ? 1 : -1;
    }
    while (col !== c) {
      await page.keyboard.press(col < c ? 'ArrowRight' : 'ArrowLeft');
      col += col < c ? 1 : -1;
    }
    await expect(page.locator(`[data-cell="${r},${c}"]`)).toBeFocused();
    await page.keyboard.press('Enter');
  }
}

/** Calls names and marks the called ones on the card until a line is complete. */
export async function playBingoToWin(page: Page, input: Input): Promise<void> {
  const cells = page.locator('[data-cell]');
  await expect(cells).toHaveCount(25);
  const onCard = new Set(await cells.evaluateAll((els) => els.map((el) => el.getAttribute('data-cell'))));
  const caller = page.getByRole('button', { name: 'Call Next Name' });
  const soFar = /Name (\d+) of 32/.exec(
    (await page.getByRole('region', { name: '📣 The caller' }).textContent()) ?? '',
  );
  for (let call = Number(soFar?.[1] ?? 0) + 1; call <= 32; call++) {
    await press(caller, input);
    await expect(page.getByText(`Name ${call} of 32:`)).toBeVisible();
    const name = (await page.getByTestId('latest-call').textContent())!.trim();
    if (onCard.has(name)) {
      const cell = page.locator(`[data-cell="${name}"]`);
      await press(cell, input);
      await expect(cell).toHaveAttribute('aria-pressed', 'true');
    }
    if (await page.locator('[data-bingo-won]').isVisible()) break;
  }
  await expect(page.getByText('🎯 BINGO!')).toBeVisible();
}

/** The page scrolls neither way but down: no visible element reaches past the viewport's sides. */
export async function expectNoWideElements(page: Page): Promise<void> {
  const report = await page.evaluate(() => {
    const width = window.innerWidth;
    const wide = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.checkVisibility({ visibilityProperty: true }))
      .filter((el) => getComputedStyle(el).position !== 'fixed' || el.offsetParent !== null)
      .filter((el) => {
        const r = el.getBoundingClientRect();
        // Visually hidden text (clipped to a pixel) is not seen.
        if (r.width <= 1 || (r.right <= width + 1 && r.left >= -1)) return false;
        // Inside a strip that scrolls sideways on its own (a row of tabs), the page itself does not.
        for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
          const box = up.getBoundingClientRect();
          const clips = getComputedStyle(up).overflowX !== 'visible';
          if (clips && box.right <= width + 1 && box.left >= -1) return false;
        }
        return true;
      })
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 80)}`);
    // A game board never scrolls sideways inside the page either.
    const scrollers = [...document.querySelectorAll<HTMLElement>('[data-gate-game] *')]
      .filter((el) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX))
      .filter((el) => el.scrollWidth > el.clientWidth + 1)
      .map((el) => `scrolls sideways: ${el.tagName.toLowerCase()}.${String(el.className).slice(0, 80)}`);
    return {
      scrollWidth: document.documentElement.scrollWidth,
      width,
      wide: [...wide, ...scrollers].slice(0, 8),
    };
  });
  expect(report.wide, `elements wider than ${report.width}px`).toEqual([]);
  expect(report.scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(report.width);
}

/** `a` and each of `others` (those on the page) do not overlap on screen. */
export async function expectNoOverlap(a: Locator, others: Locator[]): Promise<void> {
  const box = await a.boundingBox();
  expect(box, 'the element is on the page').not.toBeNull();
  for (const other of others) {
    for (const el of await other.all()) {
      const b = await el.boundingBox();
      if (!b) continue;
      const overlap =
        box!.x < b.x + b.width &&
        b.x < box!.x + box!.width &&
        box!.y < b.y + b.height &&
        b.y < box!.y + box!.height;
      expect(overlap, `${a} overlaps ${other}: ${JSON.stringify(box)} / ${JSON.stringify(b)}`).toBe(false);
    }
  }
}

/** The element is wholly inside the viewport (what the player looks at). */
export async function expectInView(page: Page, target: Locator): Promise<void> {
  const box = await target.boundingBox();
  const size = page.viewportSize()!;
  expect(box, `${target} is on the page`).not.toBeNull();
  expect(box!.y, `${target} top in view`).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, `${target} bottom in view`).toBeLessThanOrEqual(size.height + 0.5);
  expect(box!.x + box!.width, `${target} right edge in view`).toBeLessThanOrEqual(size.width + 0.5);
}

/** A screenshot kept with the test's results (not compared with anything). */
export async function keepScreenshot(
  page: Page,
  testInfo: TestInfo,
  name: string,
  fullPage = true,
): Promise<void> {
  const body = await page.screenshot({ fullPage, path: testInfo.outputPath(`${name}.png`) });
  await testInfo.attach(name, { body, contentType: 'image/png' });
}

/**
 * The celebration banner shows for 3 s; on a loaded machine a test may look only after it has gone.
 * This records the text of every banner the page shows, from before the page's own scripts run on
 * every navigation, so that `expectCelebrated` can tell that one was shown. Call it before `goto`.
 */
export async function recordCelebrations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __celebrations: seen });
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof HTMLElement && node.matches('[data-celebration]'))
            seen.push(node.textContent ?? '');
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** A celebration banner was shown on this page (with `message` in it, when given). */
export async function expectCelebrated(page: Page, message?: string): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        (wanted) =>
          ((window as unknown as { __celebrations?: string[] }).__celebrations ?? []).some(
            (text) => wanted === null || text.includes(wanted),
          ),
        message ?? null,
      ),
    )
    .toBe(true);
}
