import type { Page } from '@playwright/test';
import { gotoHydrated, signInAsUser } from './fixtures/auth.ts';
import { expect, test } from './fixtures/test.ts';
import { closeCelebration, expectAccessible } from './support.ts';

async function addChild(page: Page, name: string, avatar: string): Promise<void> {
  const form = page.locator('[data-child-form]').last();
  await form.getByLabel('First name or nickname').fill(name);
  await form.getByText(avatar, { exact: true }).click();
  await form.getByLabel('Age group').selectOption('7-9');
  await form.getByRole('button', { name: 'Add profile' }).click();
  await expect(page.locator(`[data-child="${name}"]`)).toBeVisible();
}

async function learnAs(page: Page, name: string): Promise<void> {
  await gotoHydrated(page, '/who/');
  await expect(page.getByRole('heading', { name: "Who's learning today?" })).toBeVisible();
  await page.locator(`[data-who="${name}"]`).click();
  await page.waitForURL(/\/(me|explorer)\/$/);
  await expect(page.locator('[data-profile-name]').first()).toHaveText(name);
}

async function readChapter(page: Page, path: string, label: string): Promise<void> {
  await page.goto(path);
  await page.getByRole('article').getByRole('button', { name: 'Mark as Read' }).first().click();
  await closeCelebration(page, `✅ Marked ${label} as read! 📖`);
}

test('children read, earn badges, cannot open /account, their stories wait; /family shows each week', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signInAsUser(page, 'Hannah Parent');

  await gotoHydrated(page, '/family/');
  await expect(page.getByRole('heading', { name: 'Your children' })).toBeVisible();
  await expect(page.getByText('No child profiles yet. Add one below.')).toBeVisible();
  await addChild(page, 'Ann', 'Lion');
  await addChild(page, 'Ben', 'Owl');
  await expectAccessible(page);

  // Ann reads John 1, writes a story (it waits for the parent) and cannot open the account page.
  await learnAs(page, 'Ann');
  await expectAccessible(page);
  await readChapter(page, '/bible/kjv/john/1/', 'John 1');
  await gotoHydrated(page, '/account/');
  await expect(page.getByRole('heading', { name: 'Ask a grown-up' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change Password' })).toHaveCount(0);
  await gotoHydrated(page, '/challenges/keep-it-real/');
  await page.getByLabel('Title').fill('Ann’s good day');
  await page.getByLabel('Your story', { exact: true }).fill('God helped me be kind at school.');
  await page.getByRole('button', { name: 'Share My Story' }).click();
  await expect(page.getByText('Thank you! Your parent will look at it first.')).toBeVisible();

  // Ben reads John 2.
  await learnAs(page, 'Ben');
  await readChapter(page, '/bible/kjv/john/2/', 'John 2');

  // Back to the parent (no PIN set): the family page shows each child's week and the story.
  await learnAs(page, 'Hannah Parent');
  await gotoHydrated(page, '/family/');
  const ann = page.locator('[data-week="Ann"]');
  const ben = page.locator('[data-week="Ben"]');
  await expect(ann).toContainText('Chapters read: 1 (John 1)');
  await expect(ben).toContainText('Chapters read: 1 (John 2)');
  await expect(ann).toContainText('First Steps');
  await expect(ben).toContainText('First Steps');
  // What waits for the parent comes first on the page, with its count, also on the Family link.
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('Waiting for you (1)');
  await expect(page.locator('header [data-family-badge]').first()).toHaveText('1 post waits for you');
  const story = page.locator('[data-review="Ann’s good day"]');
  await expect(story).toContainText('Story from Ann');
  await story.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Nothing is waiting for your approval.')).toBeVisible();
  await expectAccessible(page);
});
