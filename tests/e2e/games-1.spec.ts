import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

/** The games' own data: the tests read the answer for what the page shows (a hint, a reference). */
function gameData<T>(slug: string): T {
  return JSON.parse(readFileSync(`content/games/${slug}.json`, 'utf8')) as T;
}

async function openGame(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('link', { name: /Home/ }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /Back to Games/ }).first()).toBeVisible();
}

test('a visitor on /games sees the first two non-premium games open and the rest locked', async ({ page }) => {
  await page.goto('/games/');
  await expect(page.getByRole('heading', { level: 1, name: 'Bible Games' })).toBeVisible();
  const cards = page.locator('[data-game-card]');
  await expect(cards).toHaveCount(12);
  await expect(page.locator('[data-games-grid]')).not.toHaveAttribute('aria-busy');

  const expected: Array<[string, string | null]> = [
    ['bible-hangman', null],
    ['scrambled-verse', null],
    ['bible-story-quiz', 'Upgrade for More Games'],
    ['memory-verse-matching', 'Upgrade for More Games'],
  ];
  for (const [i, [id, label]] of expected.entries()) {
    const card = cards.nth(i);
    await expect(card).toHaveAttribute('data-game-card', id);
    await expect(card).toHaveAttribute('href', `/games/${id}/`);
    if (label) await expect(card.locator('[data-lock-label]')).toHaveText(label);
    else await expect(card.locator('[data-lock]')).toBeHidden();
  }
  for (let i = 4; i < 12; i++) await expect(cards.nth(i).locator('[data-lock-label]')).toHaveText('Premium Only');

  await expect(page.getByText('Your plan includes access to 2 Bible games')).toBeVisible();
  const banner = page.locator('[data-games-banner]');
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link')).toHaveAttribute('href', '/subscription/');
});

test('a locked game page says why and links to the plans', async ({ page }) => {
  await openGame(page, '/games/word-search/');
  await expect(page.getByRole('heading', { name: 'Premium Only' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/subscription/');
});

test('winning a Hangman word by clicking letters shows the celebration and Next Word', async ({ page }) => {
  const { words } = gameData<{ words: Array<{ word: string; hint: string }> }>('bible-hangman');
  await openGame(page, '/games/bible-hangman/');
  const hint = (await page.locator('[data-hint]').textContent())?.trim();
  const answer = words.find((w) => w.hint === hint)?.word;
  expect(answer, `a word for the hint "${hint}"`).toBeTruthy();

  for (const letter of new Set(answer!)) {
    await page.getByRole('button', { name: `Letter ${letter}`, exact: true }).click();
  }
  await expect(page.locator('[data-celebration]')).toBeVisible();
  await expect(page.locator('[data-feedback]')).toHaveText(`You got it! The word was ${answer}.`);
  await expect(page.getByRole('button', { name: 'Next Word' })).toBeFocused();
  await page.getByRole('button', { name: 'Next Word' }).click();
  await expect(page.getByText('5 of 6')).toBeVisible();
});

test('a guessed Hangman letter cannot be guessed again and a lost word names the answer', async ({ page }) => {
  const { words } = gameData<{ words: Array<{ word: string; hint: string }> }>('bible-hangman');
  await openGame(page, '/games/bible-hangman/');
  const hint = (await page.locator('[data-hint]').textContent())?.trim();
  const answer = words.find((w) => w.hint === hint)!.word;
  const misses = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].filter((l) => !answer.includes(l)).slice(0, 6);

  await page.getByRole('button', { name: `Letter ${misses[0]}`, exact: true }).click();
  await expect(page.getByRole('button', { name: `Letter ${misses[0]}, already guessed, not in the word` })).toBeDisabled();
  // The keyboard guesses too.
  for (const letter of misses.slice(1)) await page.keyboard.press(letter.toLowerCase());
  await expect(page.getByText(`The word was ${answer}. Try again!`).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try Different Word' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Restart Game' })).toBeVisible();
});

test('unscrambling a verse by tapping its words shows the celebration and Next Verse', async ({ page }) => {
  const { verses } = gameData<{ verses: Array<{ reference: string; text: string }> }>('scrambled-verse');
  await openGame(page, '/games/scrambled-verse/');
  const reference = (await page.locator('[data-reference]').textContent())?.trim();
  const verse = verses.find((v) => v.reference === reference);
  expect(verse, `a verse for "${reference}"`).toBeTruthy();
  const words = verse!.text.split(/\s+/);

  // A placed word goes back when tapped.
  await page.getByRole('button', { name: `Place word: ${words[1]}`, exact: true }).first().click();
  await page.getByRole('button', { name: `Remove word 1: ${words[1]}`, exact: true }).click();
  await expect(page.locator('[data-answer] button')).toHaveCount(0);

  for (const word of words) await page.getByRole('button', { name: `Place word: ${word}`, exact: true }).first().click();
  await expect(page.locator('[data-celebration]')).toBeVisible();
  await expect(page.locator('[data-feedback]')).toHaveText(`✅ You unscrambled ${reference}!`);
  await expect(page.locator('[data-answer]')).toHaveText(words.join(''));
  await page.getByRole('button', { name: 'Next Verse' }).click();
  await expect(page.getByText('Score: 1')).toBeVisible();
  await expect(page.getByText(/Verse 2 of 4/)).toBeVisible();
});
