import type { Page } from '@playwright/test';
import { gotoHydrated, signInAsUser } from './fixtures/auth.ts';
import { payForPremium } from './fixtures/stripe.ts';
import { expect, test } from './fixtures/test.ts';

const origin = (): string => `http://127.0.0.1:${process.env.E2E_PORT}`;

async function userId(page: Page): Promise<string> {
  return ((await (await page.request.get('/api/auth/session')).json()) as { user: { id: string } }).user.id;
}

test('a visitor on Truth Quest sees the challenges with "Sign in to start"', async ({ page }) => {
  await gotoHydrated(page, '/challenges/truth-quest/');
  await expect(page.getByRole('heading', { name: 'How It Works' })).toBeVisible();
  await expect(page.locator('[data-challenge="read-mark"]')).toContainText('Gospel Runner');
  await expect(
    page.locator('[data-challenge="read-mark"]').getByRole('link', { name: 'Sign in to start' }),
  ).toBeVisible();
});

test('a child starts a challenge, reads a chapter and earns the First Steps badge and points', async ({
  page,
}) => {
  await signInAsUser(page);
  await gotoHydrated(page, '/challenges/truth-quest/');
  await expect(page.getByText('No badges yet.')).toBeVisible();
  const mark = page.locator('[data-challenge="read-mark"]');
  await mark.getByRole('button', { name: /^Start/ }).click();
  await expect(page.getByText('Challenge started! Complete the required tasks to unlock it!')).toBeVisible();
  await expect(mark.locator('[data-state="started"]')).toBeVisible();

  const res = await page.request.post('/api/reading-progress', {
    headers: { origin: origin() },
    data: { version: 'kjv', book: 'mark', chapter: 1 },
  });
  expect(res.status()).toBe(200);
  await page.reload();
  await expect(page.locator('[data-badges]')).toContainText('First Steps');
  await expect(page.locator('[data-challenge="read-first-chapter"] [data-state="completed"]')).toBeVisible();
  await expect(page.locator('[data-points]')).toHaveText('⭐ 40 points');
});

test('Memory Master: a wrong answer says "Not quite right!", the right one starts the verse’s schedule', async ({
  page,
}) => {
  await signInAsUser(page);
  await gotoHydrated(page, '/challenges/memory-master/');
  await expect(page.locator('[data-mastered-count]')).toHaveText('0 of 50 verses mastered');
  await page.getByLabel('Verse', { exact: true }).selectOption({ label: 'Psalm 23:1' });
  await page.getByRole('button', { name: '5. Type it all' }).click();
  await page.getByLabel('Type the verse from memory').fill('Yahweh is my helper');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByText('Not quite right!')).toBeVisible();
  await page.getByRole('button', { name: 'Show Verse' }).click();
  await expect(page.locator('[data-practice-text]')).toHaveText(
    'Yahweh is my shepherd; I shall lack nothing.',
  );
  await page.getByRole('button', { name: 'Try Again' }).click();
  await page.getByLabel('Type the verse from memory').fill('yahweh is my shepherd i shall lack nothing');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByText('✅ Well done! You said it perfectly.')).toBeVisible();
  // One right answer is not mastery: the verse is learning and comes back on a later day.
  await expect(page.locator('[data-learning-count]')).toHaveText('Learning: 1');
  await expect(page.locator('[data-mastered-count]')).toHaveText('0 of 50 verses mastered');
  await expect(page.locator('[data-my-verse="Psalm 23:1"]')).toBeVisible();
});

test('Achievements: a free child and a premium child both see the stats and the ones they earned', async ({
  page,
}) => {
  await signInAsUser(page);
  await page.request.post('/api/reading-progress', {
    headers: { origin: origin() },
    data: { version: 'kjv', book: 'john', chapter: 1 },
  });
  await gotoHydrated(page, '/challenges/achievements/');
  await expect(page.locator('[data-achievement="first-chapter"]')).toHaveAttribute('data-earned', 'true');
  await expect(page.locator('[data-stat="earned"]')).toHaveText(/^\d+ of \d+$/);

  await payForPremium(page.request, await userId(page));
  await gotoHydrated(page, '/challenges/achievements/');
  await expect(page.locator('[data-achievement="first-chapter"]')).toHaveAttribute('data-earned', 'true');
  await expect(page.locator('[data-stat="earned"]')).toHaveText(/^2 of \d+$/);
  await expect(page.locator('[data-stat="challenges"]')).toHaveText('1');
  // Ordered by points, most first.
  const points = await page.locator('[data-achievement] p.text-sm').allTextContents();
  const values = points.map((p) => Number(p.split(' ')[0]));
  expect(values).toEqual([...values].sort((a, b) => b - a));
});
