import { gotoHydrated, signInAsAdmin } from './fixtures/auth.ts';
import { expect, test } from './fixtures/test.ts';
import { expectAccessible } from './support.ts';

/** Admin pages need a signed-in admin, so they are scanned here rather than in pages.ts. */
test('the admin pages have no serious accessibility problems', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);

  await gotoHydrated(page, '/admin/');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
  await expect(page.locator('[data-mail-status="loaded"]')).toBeVisible();
  await page.getByRole('button', { name: 'Add Devotional' }).click();
  await expect(page.getByRole('heading', { name: 'Add Devotional' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('tab', { name: 'Wisdom' }).click();
  await expect(page.getByRole('switch').first()).toBeVisible();
  await expectAccessible(page);

  await gotoHydrated(page, '/admin/mini-lessons/');
  await page.getByRole('button', { name: 'Create Mini Lesson' }).click();
  await expectAccessible(page);

  await gotoHydrated(page, '/admin/readings/');
  await page.getByRole('button', { name: 'Add Reading' }).click();
  await expectAccessible(page);
});
