import type { Page } from '@playwright/test';
import { gotoHydrated, signInAsUser } from './fixtures/auth.ts';
import { expect, test } from './fixtures/test.ts';
import { expectAccessible } from './support.ts';

/** A call to the API from the page's browser context (its session cookie). */
async function api(page: Page, method: 'post' | 'put', path: string, data: object): Promise<unknown> {
  const origin = new URL(page.url()).origin;
  const res = await page.request[method](path, { headers: { origin }, data });
  expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
  return res.json();
}

test('a parent sees a child’s streak, sets the weekly goal and opens the child’s reading map', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsUser(page, 'Nora Parent');
  const parentId = ((await (await page.request.get('/api/family/profiles')).json()) as { activeId: string })
    .activeId;
  const { child } = (await api(page, 'post', '/api/family/children', {
    displayName: 'Mia',
    avatar: 'owl',
    ageBand: '7-9',
  })) as { child: { id: string } };

  // Mia reads John 3 and Genesis 1 on the family's computer; then the parent is back.
  await api(page, 'post', '/api/family/switch', { profileId: child.id });
  await api(page, 'post', '/api/reading-progress', { version: 'web', book: 'john', chapter: 3 });
  await api(page, 'post', '/api/reading-progress', { version: 'web', book: 'genesis', chapter: 1 });
  await api(page, 'post', '/api/family/switch', { profileId: parentId });

  await gotoHydrated(page, '/family/');
  const streak = page.locator('[data-child-streak="Mia"]');
  await expect(streak.locator('[data-streak-current]')).toHaveText('1 day');
  await expect(streak.locator('[data-streak-message]')).toHaveText('1 day of learning. Keep shining!');
  await expect(streak.locator('[data-week-progress]')).toHaveText('This week: 1 of 3 days');
  await expect(streak.locator('[data-state="learned"]')).toHaveCount(1);

  // The parent chooses Mia's weekly goal.
  await streak.getByLabel('Weekly goal for Mia').selectOption('5');
  await expect(page.locator('#toaster').getByText('Mia: 5 days a week.')).toBeVisible();
  await expect(streak.locator('[data-week-progress]')).toHaveText('This week: 1 of 5 days');

  // The map loads only when opened.
  const map = page.locator('[data-child-map="Mia"]');
  await expect(map).toHaveCount(0);
  const opener = page.getByRole('button', { name: 'Mia’s reading map' });
  await expect(opener).toHaveAttribute('aria-expanded', 'false');
  await opener.click();
  await expect(opener).toHaveAttribute('aria-expanded', 'true');
  await expect(map.locator('[data-map-total]')).toHaveText('Mia has read 2 of 1,189 chapters (1%).');
  const john = map.locator('[data-map-book="john"]');
  await expect(john.locator('a[data-read]')).toHaveCount(1);
  await expect(john.locator('a[data-read]')).toHaveAttribute('href', '/bible/web/john/3/');
  await expect(john.locator('[data-book-percent]')).toHaveText('4%');
  await expect(map.locator('[data-testament="OT"] [data-testament-percent]')).toHaveText(
    '1 of 929 chapters · 1%',
  );
  await expectAccessible(page);

  // Per version: nothing read in the ASV.
  await map.getByLabel('Version').selectOption('asv');
  await expect(map.locator('[data-map-total]')).toHaveText('Mia has read 0 of 1,189 chapters (0%).');
  await map.getByLabel('Version').selectOption('web');
  await expect(john.locator('a[data-read]')).toHaveCount(1);

  // A read chapter's cell goes to its page.
  await john.locator('a[data-read]').click();
  await page.waitForURL(/\/bible\/web\/john\/3\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('John 3');
});
