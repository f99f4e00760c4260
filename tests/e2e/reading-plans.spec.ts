import { randomBytes } from 'node:crypto';
import { gotoHydrated, signInAsAdmin, signInAsUser } from './fixtures/auth.ts';
import { expect, test } from './fixtures/test.ts';
import { closeCelebration, expectAccessible } from './support.ts';

test('a visitor sees the plans and is asked to sign in to start one', async ({ page }) => {
  await gotoHydrated(page, '/reading-plans/');
  // Six built-in plans (an admin test may add one while this runs).
  for (const id of [
    'gospel-of-mark-16-days',
    'psalms-of-praise-10-days',
    'stories-of-genesis-14-days',
    'life-of-jesus-30-days',
    'heroes-of-faith-12-days',
    'christmas-story-7-days',
  ])
    await expect(page.locator(`[data-plan-card="${id}"]`)).toBeVisible();
  await page.getByRole('link', { name: 'See the plan: Gospel of Mark in 16 days' }).click();
  await expect(page.getByRole('heading', { name: 'Gospel of Mark in 16 days', level: 1 })).toBeVisible();
  await expect(page.locator('[data-plan-day]')).toHaveCount(16);
  await expect(page.locator('[data-plan-day="3"]').getByRole('link', { name: 'Mark 3' })).toHaveAttribute(
    'href',
    '/bible/web/mark/3/',
  );
  await expect(page.locator('[data-plan-visitor]')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start this plan' })).toBeHidden();
});

test('a learner starts a plan, reads the day, and sees the plan, the streak and the map change', async ({
  page,
}) => {
  test.slow();
  await signInAsUser(page);
  await gotoHydrated(page, '/reading-plans/christmas-story-7-days/');
  const topStreak = page.locator('[data-streak]').first();
  await expect(topStreak).toBeVisible();
  await expect(topStreak.locator('[data-streak-days]')).toHaveText('0');
  await expect(page.locator('[data-plan-status]')).toHaveText('You have not started this plan yet.');

  await page.getByRole('button', { name: 'Start this plan' }).click();
  await expect(page.locator('#toaster').getByText('Plan started! 🎉')).toBeVisible();
  await expect(page.locator('[data-plan-status]')).toHaveText('0 of 7 days read (0%).');
  await expect(page.locator('[data-plan-today-text]')).toContainText('Day 1: read Isaiah 9:1-7');
  await expect(page.locator('[data-plan-day="1"]')).toHaveAttribute('aria-current', 'step');
  await expectAccessible(page);

  // Today's reading opens the chapter; Mark as Read there completes the day by itself.
  await page.locator('[data-plan-today-links]').getByRole('link', { name: '📖 Isaiah 9:1-7' }).click();
  await expect(page).toHaveURL(/\/bible\/web\/isaiah\/9\/#v1$/);
  await page.getByRole('article').getByRole('button', { name: 'Mark as Read' }).first().click();
  await closeCelebration(page, '✅ Marked Isaiah 9 as read! 📖');
  await expect(page.locator('[data-streak]').first().locator('[data-streak-days]')).toHaveText('1');

  await gotoHydrated(page, '/reading-plans/christmas-story-7-days/');
  await expect(page.locator('[data-plan-status]')).toHaveText('1 of 7 days read (14%).');
  await expect(page.locator('[data-plan-day="1"] [data-day-done]')).toBeVisible();
  await expect(page.locator('[data-plan-day="2"] [data-day-done]')).toBeHidden();
  await expect(page.locator('[data-plan-today-text]')).toContainText('Day 2: read Luke 1:26-38');

  await gotoHydrated(page, '/reading-plans/');
  await expect(page.locator('[data-my-plan="christmas-story-7-days"]')).toContainText(
    'Today: Day 2, Luke 1:26-38',
  );
  await expect(page.locator('[data-my-plan="christmas-story-7-days"]').getByRole('link')).toHaveAttribute(
    'href',
    '/reading-plans/christmas-story-7-days/',
  );

  // The reading map fills in.
  await gotoHydrated(page, '/bible-explorer/');
  const map = page.locator('[data-reading-map]');
  await map.scrollIntoViewIfNeeded();
  await expect(map.locator('[data-map-total]')).toHaveText('You have read 1 of 1,189 chapters (1%).');
  const isaiah = map.locator('[data-map-book="isaiah"]');
  await expect(isaiah.locator('a[data-read]')).toHaveCount(1);
  await expect(isaiah.locator('a[data-read]')).toHaveAttribute('href', '/bible/web/isaiah/9/');
  await expect(isaiah.locator('[data-book-percent]')).toHaveText('1%');
  await expect(map.locator('[data-map-book="luke"] a[data-read]')).toHaveCount(0);
  await expect(map.locator('[data-map-book="genesis"] a')).toHaveCount(50);
  await map.getByLabel('Version').selectOption('asv');
  await expect(map.locator('[data-map-total]')).toHaveText('You have read 0 of 1,189 chapters (0%).');

  // The streak card on the achievements page, with the weekly goal.
  await gotoHydrated(page, '/challenges/achievements/');
  const card = page.locator('[data-streak-card]');
  await expect(card.locator('[data-streak-current]')).toHaveText('1 day');
  await expect(card.locator('[data-state="learned"]')).toHaveCount(1);
  await card.getByLabel('My weekly goal').selectOption('1');
  await expect(page.locator('#toaster').getByText('Weekly goal saved')).toBeVisible();
  await expect(card.locator('[data-week-progress]')).toHaveText('This week: 1 of 1 day');
  await expect(card.locator('[data-streak-message]')).toHaveText(
    'You reached your goal of 1 day this week. Wonderful!',
  );
  await expectAccessible(page);
});

test('an admin adds a reading plan, every passage checked, and deletes it', async ({ page }) => {
  test.slow();
  const id = `test-plan-${randomBytes(3).toString('hex')}`;
  await signInAsAdmin(page);
  await gotoHydrated(page, '/admin/reading-plans/');
  await expect(page.getByRole('heading', { level: 1, name: 'Reading Plans' })).toBeVisible();
  await expect(page.locator('[data-admin-reading-plans]')).toContainText('Gospel of Mark in 16 days');
  await page.getByRole('button', { name: 'Add Reading Plan' }).click();
  await page.getByLabel('Title').fill('Friends of Jesus');
  await page.getByLabel('Id').fill(id);
  await page.getByLabel('Description').fill('Meet the friends of Jesus.');
  await page.getByLabel('Days').fill('John 1\nHezekiah 1');
  await page.getByRole('button', { name: 'Add Plan' }).click();
  await expect(page.getByText('Day 2: There is no book called "Hezekiah" in the Bible.')).toBeVisible();
  await page.getByLabel('Days').fill('John 1; John 2\nLuke 10:38-42');
  await page.getByRole('button', { name: 'Add Plan' }).click();
  await expect(page.locator('#toaster').getByText('Reading Plan Added')).toBeVisible();
  await expect(page.locator('[data-admin-reading-plans]')).toContainText(`2 days · /reading-plans/${id}/`);
  await expectAccessible(page);
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Delete Friends of Jesus' }).click();
  await expect(page.locator('#toaster').getByText('Reading Plan Deleted')).toBeVisible();
  await expect(page.locator('[data-admin-reading-plans]')).not.toContainText(id);
});
