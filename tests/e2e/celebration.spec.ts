import { gotoHydrated, signInAsUser } from './fixtures/auth.ts';
import { expect, test } from './fixtures/test.ts';
import { expectAccessible } from './support.ts';

/**
 * One reward moment (issue 37.3): finishing a first chapter earns the First Steps challenge, badge
 * and achievement; it opens one celebration (no toast pile), names First Steps once, covers nothing
 * once closed, and the achievements page agrees at once.
 */
test('finishing a first chapter shows one celebration, then the achievements page shows it earned', async ({
  page,
}) => {
  await signInAsUser(page);
  await gotoHydrated(page, '/bible/kjv/john/1/');
  await page.getByRole('article').getByRole('button', { name: 'Mark as Read' }).first().click();

  const dialog = page.getByRole('dialog', { name: '✅ Marked John 1 as read! 📖' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('[data-celebration-mascot]')).toBeVisible();
  await expect(dialog.getByText('You earned:')).toBeVisible();
  await expect(dialog.locator('[data-celebration-item="First Steps"]')).toHaveCount(1);
  await expect(dialog.getByText('First Steps')).toHaveCount(1);
  await expect(page.getByRole('dialog')).toHaveCount(1);
  expect(await page.locator('#toaster > *').count()).toBeLessThanOrEqual(1);
  await expect(dialog.getByRole('button', { name: 'Keep going' })).toBeFocused();
  await expectAccessible(page);

  await dialog.getByRole('button', { name: 'Keep going' }).click();
  await expect(dialog).toBeHidden();
  // Focus goes on to what the child needs next: the next chapter.
  // (the chapter's own Next link, rel="next", below the text; the picker row has another).
  const next = page.locator('main a[rel="next"]');
  await expect(next).toHaveAccessibleName(/Next chapter: John 2/);
  await expect(next).toBeFocused();
  await expect(page.locator('#toaster > *')).toHaveCount(0);

  await gotoHydrated(page, '/challenges/achievements/');
  await expect(page.locator('[data-achievement="first-chapter"]')).toHaveAttribute('data-earned', 'true');
  await expect(page.locator('[data-achievement="first-chapter"]')).not.toContainText('Not yet earned');
});

test('with reduced motion the celebration shows still, without confetti', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signInAsUser(page);
  await gotoHydrated(page, '/bible/kjv/ruth/1/');
  await page.getByRole('article').getByRole('button', { name: 'Mark as Read' }).first().click();
  const dialog = page.getByRole('dialog', { name: '✅ Marked Ruth 1 as read! 📖' });
  await expect(dialog.locator('[data-celebration-mascot]')).toBeVisible();
  await expect(dialog.locator('.confetti-piece').first()).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
