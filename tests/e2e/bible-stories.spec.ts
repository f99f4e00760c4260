import type { Page } from '@playwright/test';
import { gotoHydrated, signInAsUser } from './fixtures/auth.ts';
import { spokenTexts, stubSpeech } from './fixtures/speech.ts';
import { expect, test } from './fixtures/test.ts';
import { expectAccessible } from './support.ts';

/**
 * The story path on a phone: a child hears a story with Listen (a stand-in voice), answers its
 * three questions, says "I heard this story", and the path shows the star for that child only.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const spoken = spokenTexts;
const highlighted = (page: Page) =>
  page.evaluate(() => {
    const h = CSS.highlights.get('read-aloud-word');
    return h ? [...h].map((r) => r.toString()).join('|') : '';
  });

/** A call to the API from the page's browser context (its session cookie). */
async function api<T>(page: Page, method: 'post' | 'get', path: string, data?: object): Promise<T> {
  const origin = new URL(page.url()).origin;
  const res = await page.request[method](path, { headers: { origin }, data });
  expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

test('a child hears a story with Listen, answers it, and the path shows the star for that child only', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await stubSpeech(page);
  await signInAsUser(page, 'Rosa Parent');
  const addChild = (displayName: string) =>
    api<{ child: { id: string } }>(page, 'post', '/api/family/children', {
      displayName,
      avatar: 'owl',
      ageBand: '4-6',
    });
  const ana = (await addChild('Ana')).child.id;
  const leo = (await addChild('Leo')).child.id;
  await api(page, 'post', '/api/family/switch', { profileId: ana });

  // The story page: picture with its text alternative, the text, and the references to the chapters.
  await gotoHydrated(page, '/bible-stories/noahs-big-boat/');
  await expect(page.getByRole('heading', { level: 1, name: "Noah's Big Boat" })).toBeVisible();
  await expect(page.locator('article img')).toHaveAttribute('alt', /.+/);
  await expect(page.getByRole('link', { name: 'Genesis 7' })).toHaveAttribute(
    'href',
    /^\/bible\/[a-z]+\/genesis\/7\/$/,
  );

  // Listen: read-aloud reads the story's paragraphs and highlights the word being said.
  await page.getByRole('button', { name: 'Listen' }).click();
  await expect.poll(() => spoken(page)).toHaveLength(1);
  const first = page.locator('#story-text p').first();
  // Read a sentence at a time, from the story's first paragraph.
  expect((await first.textContent())?.trim()).toMatch(
    new RegExp(`^${RegExp.escape((await spoken(page))[0]!)}`),
  );
  await expect(first).toHaveAttribute('data-reading', '');
  await page.evaluate(() =>
    (window as unknown as { __speechWord: (a: number, l: number) => void }).__speechWord(0, 2),
  );
  await expect.poll(() => highlighted(page)).not.toBe('');
  await page.evaluate(() => (window as unknown as { __speechEnd: () => void }).__speechEnd());
  await expect.poll(async () => (await spoken(page)).length).toBe(2);
  await page.getByRole('button', { name: 'Stop' }).click();

  // The three questions, loaded when asked for: each answer shows the right one, then the score.
  await page.getByRole('button', { name: 'Answer the questions' }).click();
  for (let n = 1; n <= 3; n += 1) {
    const question = page.locator(`[data-question="${n}"]`);
    await expect(question.getByText(`Question ${n} of 3`)).toBeVisible();
    await question.getByRole('group').getByRole('button').first().click();
    await expect(question.locator('[data-feedback]')).toHaveText(/That's right!|Good try! The answer is: .+/);
    await question.getByRole('button', { name: 'Next question' }).click();
  }
  await expect(page.locator('[data-questions-score]')).toHaveText(/You got [0-3] of 3 right!/);
  await expectAccessible(page);

  // "I heard this story": a star for Ana, once.
  await page.getByRole('button', { name: 'I heard this story' }).click();
  await expect(page.locator('[data-heard-status]')).toHaveText('You earned a star for this story!');
  // One celebration says so; Keep going closes it.
  const celebration = page.getByRole('dialog', { name: 'You earned a star for this story!' });
  await expect(celebration).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await celebration.getByRole('button', { name: 'Keep going' }).click();
  await expect(celebration).toBeHidden();
  await page.getByRole('button', { name: 'I heard this story' }).click();
  await expect(page.locator('[data-heard-status]')).toHaveText('You have a star for this story.');

  // The path: Ana's star on Noah, the next story to hear is the first she has not heard.
  await gotoHydrated(page, '/bible-stories/');
  const noah = page.locator('[data-story-stop="noahs-big-boat"]');
  await expect(noah.locator('[data-star-mark]')).toBeVisible();
  await expect(page.locator('[data-star-mark]:visible')).toHaveCount(1);
  await expect(page.locator('[data-story-stop][data-next]')).toHaveAttribute(
    'data-story-stop',
    'god-makes-everything',
  );
  await expect(page.locator('[data-progress-count]')).toHaveText(/^Stories heard: 1 of \d+$/);
  await expect(page.locator('[data-progress-next]:visible')).toHaveText(
    'Your next badge comes at 10 stories heard.',
  );
  await expectAccessible(page);

  // Leo, on the same device, sees none of Ana's stars.
  await api(page, 'post', '/api/family/switch', { profileId: leo });
  await gotoHydrated(page, '/bible-stories/');
  await expect(page.locator('[data-progress-count]')).toHaveText(/^Stories heard: 0 of \d+$/);
  await expect(page.locator('[data-star-mark]:visible')).toHaveCount(0);
  await expect(noah.locator('[data-star-mark]')).toBeHidden();
});

test('a visitor can hear and answer a story, and is asked to sign in to keep a star', async ({ page }) => {
  await gotoHydrated(page, '/bible-stories/the-tall-tower/');
  await page.getByRole('button', { name: 'I heard this story' }).click();
  await expect(page.locator('[data-heard-visitor]')).toBeVisible();
  await expect(page.locator('[data-heard-visitor] a')).toHaveAttribute(
    'href',
    `/auth/?next=${encodeURIComponent('/bible-stories/the-tall-tower/')}`,
  );
  await gotoHydrated(page, '/bible-stories/');
  await expect(page.locator('[data-story-visitor]')).toBeVisible();
  await expect(page.locator('[data-story-stop]').first()).toHaveAttribute('data-next', '');
  await expectAccessible(page);
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('"Keep all stories for offline" keeps every story page and picture for reading without a connection', async ({
    page,
    context,
  }) => {
    await page.goto('/bible-stories/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await page.getByRole('button', { name: 'Keep all stories for offline' }).click();
    await expect(page.getByText(/^Kept for offline: \d+ stories\.$/)).toBeVisible({ timeout: 60_000 });

    await context.setOffline(true);
    await page.goto('/bible-stories/ruth-stays-with-naomi/');
    await expect(page.getByRole('heading', { level: 1, name: 'Ruth Stays with Naomi' })).toBeVisible();
    await expect(page.locator('#story-text p').first()).not.toBeEmpty();
    await expect
      .poll(() => page.locator('article img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await page.goto('/bible-stories/');
    await expect(page.getByRole('heading', { level: 1, name: 'Bible Stories' })).toBeVisible();
    await context.setOffline(false);
  });
});
