import { gotoHydrated } from './fixtures/auth.ts';
import { expect, test } from './fixtures/test.ts';

test('a new visitor reads the World English Bible, and a switch to the KJV is remembered', async ({
  page,
}) => {
  await gotoHydrated(page, '/bible/');
  const john = page.locator('a[data-book="john"]');
  await expect(john).toHaveAttribute('href', '/bible/web/john/');
  await john.click();
  await page.waitForURL(/\/bible\/web\/john\/$/);

  await gotoHydrated(page, '/bible/web/john/3/');
  const chapter = page.locator('[data-chapter-reader]');
  await expect(chapter.getByLabel('Version')).toHaveValue('web');
  await expect(chapter.getByLabel('Version').locator('option:checked')).toHaveText(
    'WEB (World English Bible)',
  );
  await expect(page.locator('#v16')).toContainText('that he gave his only born Son, that whoever believes');

  await chapter.getByLabel('Version').selectOption('kjv');
  await page.waitForURL(/\/bible\/kjv\/john\/3\/$/);
  await expect(page.locator('#v16')).toContainText('that he gave his only begotten Son');

  // The choice is kept: the books of the Bible and the Bible Explorer open in the KJV now.
  await gotoHydrated(page, '/bible/');
  await expect(john).toHaveAttribute('href', '/bible/kjv/john/');
  await gotoHydrated(page, '/bible-explorer/?book=john&chapter=3');
  await expect(page).toHaveURL(/\?version=kjv&book=john&chapter=3$/);
  const reader = page.getByRole('region', { name: 'Bible reader' });
  await expect(reader.getByText('King James Version (KJV)', { exact: true })).toBeVisible();
  await gotoHydrated(page, '/bible/search/?q=%22begotten+Son%22');
  await expect(page.getByRole('status').filter({ hasText: /in the King James Version\./ })).toBeVisible();
  await expect(page.getByLabel('Version')).toHaveValue('kjv');
});
