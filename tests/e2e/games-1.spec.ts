import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { signInAsUser } from './fixtures/auth.ts';
import { payForPremium } from './fixtures/stripe.ts';
import { expect, test } from './fixtures/test.ts';
import { expectCelebrated, expectNoWideElements, recordCelebrations } from './game-play.ts';
import { expectAccessible } from './support.ts';

/** The games' own data: the tests read the answer for what the page shows (a hint, a reference). */
function gameData<T>(slug: string): T {
  return JSON.parse(readFileSync(`content/games/${slug}.json`, 'utf8')) as T;
}

async function openGame(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('link', { name: /Home/ }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /Back to Games/ }).first()).toBeVisible();
  // A click before the game's island has hydrated would do nothing.
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

// Whatever the screen (the phone project plays these on 360 x 640), nothing spills sideways.
// Celebrations last 3 s: record them, so a loaded machine that looks late still sees that one was shown.
test.beforeEach(async ({ page }) => {
  await recordCelebrations(page);
});

test.afterEach(async ({ page }) => {
  await expectNoWideElements(page);
});

test('a visitor on /games sees the first two non-premium games open and the rest locked', async ({
  page,
}) => {
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
  for (let i = 4; i < 12; i++)
    await expect(cards.nth(i).locator('[data-lock-label]')).toHaveText('Premium Only');

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
  await expectCelebrated(page);
  await expect(page.locator('[data-feedback]')).toHaveText(`You got it! The word was ${answer}.`);
  await expect(page.getByRole('button', { name: 'Next Word' })).toBeFocused();
  await page.getByRole('button', { name: 'Next Word' }).click();
  await expect(page.getByText('5 of 6')).toBeVisible();
});

test('a guessed Hangman letter cannot be guessed again and a lost word names the answer', async ({
  page,
}) => {
  const { words } = gameData<{ words: Array<{ word: string; hint: string }> }>('bible-hangman');
  await openGame(page, '/games/bible-hangman/');
  const hint = (await page.locator('[data-hint]').textContent())?.trim();
  const answer = words.find((w) => w.hint === hint)!.word;
  const misses = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].filter((l) => !answer.includes(l)).slice(0, 6);

  await page.getByRole('button', { name: `Letter ${misses[0]}`, exact: true }).click();
  await expect(
    page.getByRole('button', { name: `Letter ${misses[0]}, already guessed, not in the word` }),
  ).toBeDisabled();
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
  await page
    .getByRole('button', { name: `Place word: ${words[1]}`, exact: true })
    .first()
    .click();
  await page.getByRole('button', { name: `Remove word 1: ${words[1]}`, exact: true }).click();
  await expect(page.locator('[data-answer] button')).toHaveCount(0);

  for (const word of words)
    await page
      .getByRole('button', { name: `Place word: ${word}`, exact: true })
      .first()
      .click();
  await expectCelebrated(page);
  await expect(page.locator('[data-feedback]')).toHaveText(`✅ You unscrambled ${reference}!`);
  await expect(page.locator('[data-answer]')).toHaveText(words.join(''));
  await page.getByRole('button', { name: 'Next Verse' }).click();
  await expect(page.getByText('Score: 1')).toBeVisible();
  await expect(page.getByText(/Verse 2 of 4/)).toBeVisible();
});

// ---- Premium games: a real account made premium by a signed Stripe webhook. ----

interface RecordedResult {
  gameId: string;
  level: number;
  score: number;
  won: boolean;
  durationSeconds: number;
  masteredReferences: string[];
}

/** Signs the page in as a paying member; returns a reader of the results the API stored for them. */
async function asPremiumMember(page: Page): Promise<() => Promise<RecordedResult[]>> {
  await signInAsUser(page);
  const session = (await (await page.request.get('/api/auth/session')).json()) as { user: { id: string } };
  await payForPremium(page.request, session.user.id);
  return async () =>
    ((await (await page.request.get('/api/games/results')).json()) as { results: RecordedResult[] }).results;
}

test('a premium member sees every game open and no upgrade banner', async ({ page }) => {
  await asPremiumMember(page);
  await page.goto('/games/');
  await expect(page.locator('[data-games-grid]')).not.toHaveAttribute('aria-busy');
  await expect(page.locator('[data-game-card][data-locked="false"]')).toHaveCount(12);
  await expect(page.locator('[data-games-banner]')).toBeHidden();
  await expect(page.locator('[data-games-note]')).toBeHidden();
});

test('finding a Word Search word letter by letter marks it found', async ({ page }) => {
  await asPremiumMember(page);
  await openGame(page, '/games/word-search/');
  const cells = page.locator('[data-letter-grid] [data-cell]');
  await expect(cells).toHaveCount(144);
  const letters = await cells.allTextContents();
  const at = (r: number, c: number): string | undefined =>
    r >= 0 && r < 12 && c >= 0 && c < 12 ? letters[r * 12 + c] : undefined;
  const word = (await page.locator('[data-word-list] li').first().textContent())!.replace(/[^A-Z]/g, '');
  let path: Array<[number, number]> | null = null;
  for (let r = 0; r < 12 && !path; r++)
    for (let c = 0; c < 12 && !path; c++)
      for (const [dr, dc] of [
        [0, 1],
        [1, 0],
        [1, 1],
        [-1, 1],
      ] as const) {
        const cand = [...word].map((_, i) => [r + i * dr, c + i * dc] as [number, number]);
        if (cand.every(([rr, cc], i) => at(rr, cc) === word[i])) path = cand;
      }
  expect(path, `${word} on the grid`).not.toBeNull();
  // Backwards works too.
  for (const [r, c] of path!.reverse()) await page.locator(`[data-cell="${r},${c}"]`).click();
  await expect(page.locator('[data-feedback]')).toHaveText(`You found ${word}! 1 of 6 found.`);
  await expectCelebrated(page);
  await expect(page.locator(`[data-cell="${path![0]![0]},${path![0]![1]}"]`)).toHaveAccessibleName(
    /part of a found word/,
  );
});

test('Memory Verse: a wrong answer offers Try Again and Show Verse; a right one in Memorize mode scores', async ({
  page,
}) => {
  const { verses } = gameData<{ verses: Array<{ reference: string; text: string }> }>('memory-verse');
  await asPremiumMember(page);
  await openGame(page, '/games/memory-verse/');
  await page.getByRole('button', { name: /Memorize/ }).click();
  await expect(page.locator('[data-verse-text]')).toHaveCount(0);
  const reference = (await page.locator('[data-reference]').textContent())!.trim();
  const verse = verses.find((v) => v.reference === reference)!;

  await page.getByLabel('Type the verse').fill('Something else');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByText('Not quite right!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show Verse' })).toBeVisible();
  await page.getByRole('button', { name: 'Try Again' }).click();

  await page.getByLabel('Type the verse').fill(`  ${verse.text.toLowerCase().replace(/[.,;:]/g, '')} `);
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByText('✅ Correct! +1 point')).toBeVisible();
  await expectCelebrated(page);
  await expect(page.getByRole('button', { name: 'Next Verse' })).toBeFocused();
});

test('Bible Bee: a wrong answer locks the options and names the correct answer', async ({ page }) => {
  const { questions } = gameData<{
    questions: Array<{ question: string; options: string[]; correct: number }>;
  }>('bible-bee');
  await asPremiumMember(page);
  await openGame(page, '/games/bible-bee/');
  const text = (await page.locator('#bee-question').textContent())!.trim();
  const question = questions.find((q) => q.question === text)!;
  const wrong = question.options.find((_, i) => i !== question.correct)!;
  await page.getByRole('button', { name: wrong, exact: true }).click();
  await expect(page.locator('[data-feedback]')).toContainText(
    `Try again! The correct answer was: ${question.options[question.correct]}`,
  );
  await expect(page.getByRole('button', { name: question.options[question.correct]! })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Next' })).toBeFocused();
});

test('a signed-in player who finishes the Story Quiz has the result recorded', async ({ page }) => {
  const { questions } = gameData<{
    questions: Array<{ question: string; options: string[]; correct: number }>;
  }>('bible-story-quiz');
  const results = await asPremiumMember(page);
  await openGame(page, '/games/bible-story-quiz/');
  for (let i = 0; i < 6; i++) {
    const text = (await page.locator('#quiz-question').textContent())!.trim();
    const question = questions.find((q) => q.question === text)!;
    await page.getByRole('button', { name: question.options[question.correct]!, exact: true }).click();
    await expect(page.getByText('Fun fact:')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
  }
  await expect(page.getByRole('heading', { name: '🏆 You finished all 3 levels!' })).toBeVisible();
  await expect(page.getByText('Final score: 120 points')).toBeVisible();
  await expect.poll(async () => (await results()).length).toBe(1);
  const [stored] = await results();
  expect(stored).toMatchObject({ gameId: 'bible-story-quiz', level: 3, score: 120, won: true });
  expect(Number.isInteger(stored!.durationSeconds)).toBe(true);
  // The first game finished earns an achievement: the one celebration says so, and Keep going closes it.
  const celebration = page.getByRole('dialog');
  await expect(celebration.getByText('You earned:')).toBeVisible();
  await celebration.getByRole('button', { name: 'Keep going' }).click();
  await expect(celebration).toBeHidden();
  await page.getByRole('button', { name: 'Play Again' }).click();
  await expect(page.getByText('1 of 3')).toBeVisible();
});

for (const slug of ['word-search', 'memory-verse', 'scrambled-verse', 'bible-story-quiz', 'bible-bee']) {
  test(`the ${slug} game has no serious accessibility problems while playing`, async ({ page }) => {
    // The 12 × 12 letter grid (144 buttons) makes axe's scan long on a busy machine.
    test.slow(slug === 'word-search', 'axe scans a 144-cell grid');
    await asPremiumMember(page);
    await openGame(page, `/games/${slug}/`);
    await expect(page.locator('[data-gate-game]')).toBeVisible();
    await expect(page.locator('[data-gate-game] [data-feedback]')).toBeAttached();
    await expectAccessible(page);
  });
}
