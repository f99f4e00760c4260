import type { Page } from '@playwright/test';
import { gotoHydrated, signInAsUser } from './fixtures/auth.ts';
import { expect, test } from './fixtures/test.ts';
import { pageKinds } from './pages.ts';
import { expectAccessible } from './support.ts';

/**
 * A child's side of the site (issues 37.1, 37.2, 36.3): nothing is sold to a child, and after
 * "Who's learning?" a child lands on a home of their own, ordered by the start of its age band.
 */

/** Words and prices that sell a plan: a child never sees them. */
const selling =
  /upgrade|unlock|start free|premium|\blocked\b|see the plans|choose your plan|plans for every|\$\s?\d/i;

async function addChild(page: Page, displayName: string, ageBand: string, avatar = 'lion'): Promise<string> {
  const res = await page.request.post('/api/family/children', {
    headers: { origin: new URL(page.url()).origin },
    data: { displayName, avatar, ageBand },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { child: { id: string } }).child.id;
}

async function learnAs(page: Page, name: string): Promise<void> {
  await gotoHydrated(page, '/who/');
  await page.locator(`[data-who="${name}"]`).click();
  await page.waitForURL(/\/me\/$/);
  await expect(page.getByRole('heading', { level: 1, name: `Hi ${name}!` })).toBeVisible();
}

/** The page's visible words once the session is known and its requests are done. */
async function visibleText(page: Page, path: string): Promise<string> {
  await gotoHydrated(page, path);
  await expect(page.locator('html.auth-pending')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  // A part whose code loads as it comes near the screen (the home's sections) is read as a child
  // sees it: scrolled to.
  for (const busy of await page.locator('[aria-busy="true"]').all()) await busy.scrollIntoViewIfNeeded();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  return page.locator('body').innerText();
}

test('a child on the free plan sees no price, plan or upgrade on any kind of page', async ({ page }) => {
  test.setTimeout(300_000);
  await signInAsUser(page, 'Fran Free');
  // The parent's own profile is offered the plans (the rule hides them for children only).
  expect(await visibleText(page, '/games/')).toMatch(/upgrade/i);
  await addChild(page, 'Noah', '7-9');
  await learnAs(page, 'Noah');

  const paths = [...pageKinds.map((p) => p.path), '/me/', '/who/', '/family/', '/account/'];
  const found: string[] = [];
  for (const path of paths) {
    const text = await visibleText(page, path);
    const match = selling.exec(text);
    if (match) found.push(`${path}: "${text.slice(Math.max(0, match.index - 40), match.index + 40)}"`);
  }
  expect(found).toEqual([]);

  // What the plan does not open is "Ask a grown-up", with no invitation to the plans.
  await visibleText(page, '/games/');
  await expect(page.locator('[data-invite]:visible')).toHaveCount(0);
  await expect(page.locator('[data-game-card] [data-ask-grown-up]:visible').first()).toHaveText(
    'Ask a grown-up',
  );
  await visibleText(page, '/');
  await expect(page.locator('[data-truth-card] [data-ask-grown-up]:visible').first()).toHaveText(
    'Ask a grown-up',
  );
  await visibleText(page, '/games/memory-verse-matching/');
  await expect(page.getByRole('heading', { name: 'This one is not open yet.' })).toBeVisible();
});

test("a child's home follows its age band, and the parent can change the start", async ({ page }) => {
  test.setTimeout(180_000);
  await signInAsUser(page, 'Sam Parent');
  await addChild(page, 'Ada', '4-6', 'lamb');
  await addChild(page, 'Ben', '7-9', 'owl');
  await addChild(page, 'Cy', '10-12', 'lion');

  const starts = [
    { name: 'Ada', start: 'stories', first: 'Listen to a Bible story', kinds: ['story', 'game', 'reading'] },
    {
      name: 'Ben',
      start: 'stories-reader',
      first: 'Read a Bible story',
      kinds: ['story', 'reading', 'game'],
    },
    { name: 'Cy', start: 'reader', first: 'Read the Bible', kinds: ['reading', 'verses', 'devotional'] },
  ];
  for (const { name, start, first, kinds } of starts) {
    await learnAs(page, name);
    await expect(page.locator(`[data-child-home="${start}"]`)).toBeVisible();
    await expect(page.locator('[data-main-action]')).toHaveText(first);
    const things = page.locator('[data-thing]');
    await expect(things).toHaveCount(3);
    expect(await things.evaluateAll((els) => els.map((e) => e.getAttribute('data-thing')))).toEqual(kinds);
    await expect(page.locator('[data-home-streak]')).toContainText('0 days in a row');
    await expect(page.locator('[data-badge-shelf]')).toContainText('No badges yet');
    await expect(page.locator('[data-who-active]')).toHaveCount(0);
    if (name === 'Ada') await expectAccessible(page);
  }

  // "Who's learning?" marks who is learning now.
  await gotoHydrated(page, '/who/');
  await expect(page.locator('[data-who="Cy"] [data-who-active]')).toHaveText('Learning now');

  // Back to the parent: Ada (4-6) is moved on to the reader.
  await page.locator('[data-who="Sam Parent"]').click();
  await page.waitForURL(/\/explorer\/$/);
  await gotoHydrated(page, '/family/');
  // A child who has not learned yet shows "not yet", not when the profile was made or chosen.
  await expect(page.locator('[data-week="Ada"]')).toContainText('Last learned: not yet');
  await expect(page.getByRole('heading', { name: 'Waiting for you', exact: true })).toBeVisible();
  const ada = page.locator('[data-child="Ada"]');
  await expect(ada.locator('[data-child-start]')).toContainText('Story path, listening');
  await ada.getByRole('button', { name: 'Edit' }).click();
  await ada.getByLabel('Where learning starts').selectOption('reader');
  await ada.getByRole('button', { name: 'Save' }).click();
  await expect(ada.locator('[data-child-start]')).toContainText('Bible reader, plans and memory verses');
  await learnAs(page, 'Ada');
  await expect(page.locator('[data-child-home="reader"]')).toBeVisible();
  await expect(page.locator('[data-main-action]')).toHaveText('Read the Bible');
});
