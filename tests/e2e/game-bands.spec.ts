import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { signInAsUser } from './fixtures/auth.ts';
import { spokenTexts, stubSpeech } from './fixtures/speech.ts';
import { payForPremium } from './fixtures/stripe.ts';
import { expect, test } from './fixtures/test.ts';
import { expectAccessible } from './support.ts';

/** The games' own data: the tests read what the page should show from it. */
function gameData<T>(slug: string): T {
  return JSON.parse(readFileSync(`content/games/${slug}.json`, 'utf8')) as T;
}

/** A premium family whose child of `ageBand` is learning in this browser. */
async function asChildOf(page: Page, ageBand: '4-6' | '7-9' | '10-12'): Promise<void> {
  await signInAsUser(page, 'Pat Parent');
  const origin = new URL(page.url()).origin;
  const session = (await (await page.request.get('/api/auth/session')).json()) as { user: { id: string } };
  await payForPremium(page.request, session.user.id);
  const added = await page.request.post('/api/family/children', {
    headers: { origin },
    data: { displayName: 'Noah', avatar: 'owl', ageBand },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const { child } = (await added.json()) as { child: { id: string } };
  const switched = await page.request.post('/api/family/switch', {
    headers: { origin },
    data: { profileId: child.id },
  });
  expect(switched.ok(), await switched.text()).toBe(true);
}

async function openGame(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('[data-gate-game]')).toBeVisible();
  // A click before the game's island has hydrated would do nothing.
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

const spoken = spokenTexts;

test('a 4-6 child unscrambles a short verse of at most 9 word tiles', async ({ page }) => {
  const { shortVerses } = gameData<{ shortVerses: Array<{ reference: string; text: string }> }>(
    'scrambled-verse',
  );
  await asChildOf(page, '4-6');
  await openGame(page, '/games/scrambled-verse/');
  await expect(page.locator('[data-scrambled-verse]')).toHaveAttribute('data-band', '4-6');
  const reference = (await page.locator('[data-reference]').textContent())?.trim();
  expect(shortVerses.map((v) => v.reference)).toContain(reference);
  const tiles = page.locator('[data-word-bank] button');
  await expect(tiles.first()).toBeVisible();
  expect(await tiles.count()).toBeLessThanOrEqual(9);
  await expect(page.getByText('Verse 1 of 4')).toBeVisible();
});

test('a 4-6 child hears a Story Quiz question read aloud, with three choices', async ({ page }) => {
  const { questions } = gameData<{ questions: Array<{ story: string; question: string }> }>(
    'bible-story-quiz',
  );
  await stubSpeech(page);
  await asChildOf(page, '4-6');
  await openGame(page, '/games/bible-story-quiz/');
  await expect(page.locator('[data-levelled-quiz]')).toHaveAttribute('data-band', '4-6');
  const text = (await page.locator('#quiz-question').textContent())!.trim();
  const question = questions.find((q) => q.question === text)!;
  await expect(page.getByRole('group', { name: text }).getByRole('button')).toHaveCount(3);

  await page.getByRole('button', { name: 'Listen to the question' }).click();
  await expect.poll(async () => (await spoken(page)).length).toBe(1);
  // Read-aloud speaks a sentence at a time: the story's, then the question.
  for (let said = 1; said < 20 && !(await spoken(page)).includes(question.question); said++) {
    await page.evaluate(() => (window as unknown as { __speechEnd: () => void }).__speechEnd());
    await expect.poll(async () => (await spoken(page)).length).toBe(said + 1);
  }
  expect((await spoken(page)).join(' ')).toBe(`${question.story} ${question.question}`);
  await expectAccessible(page);
});

test('a 10-12 child starts the Story Quiz and the Bible Bee on level 2, with no Listen button', async ({
  page,
}) => {
  await asChildOf(page, '10-12');
  for (const slug of ['bible-story-quiz', 'bible-bee']) {
    await openGame(page, `/games/${slug}/`);
    await expect(page.locator('[data-levelled-quiz]')).toHaveAttribute('data-band', '10-12');
    await expect(page.locator('[data-game-stats] dd').first()).toHaveText('2 of 3');
    await expect(page.getByRole('button', { name: 'Listen to the question' })).toHaveCount(0);
  }
});

test('a parent plays the 7-9 rules: John 3:16 and its 25 tiles come first', async ({ page }) => {
  await signInAsUser(page, 'Pat Parent');
  await openGame(page, '/games/scrambled-verse/');
  await expect(page.locator('[data-scrambled-verse]')).toHaveAttribute('data-band', '7-9');
  await expect(page.locator('[data-reference]')).toHaveText('John 3:16');
  await expect(page.locator('[data-word-bank] button')).toHaveCount(25);
});
