import type { Browser, Page } from '@playwright/test';
import { gotoHydrated, signInAsUser } from './fixtures/auth.ts';
import { expect, test } from './fixtures/test.ts';
import { expectAccessible } from './support.ts';

/**
 * A church class run through a week: a leader creates a group with a story and a chapter to do,
 * prints the invitation (one sheet), two parents join three children with the code, the children
 * do it in different ways (the story page, the Bible reader, the home page's "From your class"),
 * and the leader's view shows each child's state and the class's total, nothing else.
 */
const story = { slug: 'noahs-big-boat', title: "Noah's Big Boat" };

async function adult(browser: Browser, name: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: `http://127.0.0.1:${process.env.E2E_PORT}`,
    extraHTTPHeaders: { 'x-forwarded-for': `10.250.${Math.floor(Math.random() * 250)}.${name.length}` },
  });
  const page = await context.newPage();
  await signInAsUser(page, name);
  return page;
}

async function addChild(page: Page, name: string, avatar: string): Promise<void> {
  const form = page.locator('[data-child-form]').last();
  await form.getByLabel('First name or nickname').fill(name);
  await form.getByText(avatar, { exact: true }).click();
  await form.getByLabel('Age group').selectOption('7-9');
  await form.getByRole('button', { name: 'Add profile' }).click();
  await expect(page.locator(`[data-child="${name}"]`)).toBeVisible();
}

async function joinWithCode(page: Page, child: string, code: string): Promise<void> {
  const card = page.getByRole('region', { name: 'Class groups' });
  const open = card.getByRole('button', { name: 'Join a child to a class' });
  if (await open.isVisible()) await open.click();
  await card.getByLabel('Child', { exact: true }).selectOption({ label: child });
  await card.getByLabel("The group's code").fill(code.toLowerCase());
  await card.getByRole('button', { name: 'Check the code' }).click();
  const preview = card.locator('[data-join-preview]');
  await expect(preview).toContainText('Room 3, Sunday 9:30');
  await expect(preview).toContainText('Led by Mrs Lee');
  await expect(preview).toContainText(`the nickname ${child} with this picture`);
  await preview.getByRole('button', { name: `Join ${child} to this group` }).click();
  await expect(card.locator('[data-family-memberships]')).toContainText(`${child} is in Room 3, Sunday 9:30`);
}

async function learnAs(page: Page, name: string): Promise<void> {
  await gotoHydrated(page, '/who/');
  await page.locator(`[data-who="${name}"]`).click();
  // A child lands on a home of its own.
  await page.waitForURL(/\/me\/$/);
}

async function markRead(page: Page): Promise<void> {
  await page.getByRole('article').getByRole('button', { name: 'Mark as Read' }).first().click();
  // The one celebration says so; Keep going closes it.
  const celebration = page.getByRole('dialog', { name: '✅ Marked John 1 as read! 📖' });
  await expect(celebration).toBeVisible();
  await celebration.getByRole('button', { name: 'Keep going' }).click();
  await expect(celebration).toBeHidden();
}

test('a leader runs a class of three children from two families through a story and a chapter', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await signInAsUser(page, 'Mrs Lee');
  await gotoHydrated(page, '/groups/');
  await page.getByLabel("The group's name").fill('Room 3, Sunday 9:30');
  await page.getByRole('button', { name: 'Create the group' }).click();
  const code = (await page.locator('[data-join-code]').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-Z2-9]{7}$/);

  await page.getByLabel('Which one').selectOption(story.slug);
  await page.getByRole('button', { name: 'Give it to the class' }).click();
  await expect(page.locator('#toaster').getByText('Assignment given')).toBeVisible();
  await page.getByLabel('What kind').selectOption('chapters');
  await page.getByLabel('Book and chapters').fill('john:1');
  await page.getByRole('button', { name: 'Give it to the class' }).click();
  await expect(page.getByRole('columnheader', { name: /John 1/ })).toBeVisible();
  await expectAccessible(page);

  // The invitation: the code, the server's QR code, three lines; on one printed sheet.
  await page.getByRole('link', { name: /Print the invitation/ }).click();
  await expect(page.locator('[data-invitation-code]')).toHaveText(code);
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  await expect(page.locator('[data-invitation] ol li')).toHaveCount(3);
  await expectAccessible(page);
  await page.emulateMedia({ media: 'print' });
  const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
  await page.emulateMedia({ media: 'screen' });

  // Two parents join three children with the code.
  const alice = await adult(browser, 'Alice Parent');
  await gotoHydrated(alice, '/family/');
  await addChild(alice, 'Ann', 'Lion');
  await addChild(alice, 'Ben', 'Owl');
  await joinWithCode(alice, 'Ann', code);
  await joinWithCode(alice, 'Ben', code);
  const bob = await adult(browser, 'Bob Parent');
  await gotoHydrated(bob, `/family/?code=${code}`);
  await addChild(bob, 'Cy', 'Lamb');
  await joinWithCode(bob, 'Cy', code);

  // Ann hears the story on its page; Ben reads John 1 in the Bible; Cy follows "From your class".
  await learnAs(alice, 'Ann');
  await gotoHydrated(alice, `/bible-stories/${story.slug}/`);
  await alice.getByRole('button', { name: 'I heard this story' }).click();
  await expect(alice.locator('[data-heard-status]')).toHaveText('You earned a star for this story!');
  await learnAs(alice, 'Ben');
  await alice.goto('/bible/kjv/john/1/');
  await markRead(alice);
  await learnAs(bob, 'Cy');
  await gotoHydrated(bob, '/');
  const fromClass = bob.locator('[data-from-your-class]');
  await expect(fromClass).toContainText('From your class');
  await expect(fromClass.locator(`[data-class-assignment="${story.title}"]`)).toContainText('Not started');
  await fromClass.getByRole('link', { name: 'John 1' }).click();
  await bob.waitForURL(/\/bible\/web\/john\/1\/$/);
  await markRead(bob);
  await gotoHydrated(bob, '/');
  await expect(fromClass.locator('[data-class-assignment="John 1"]')).toContainText('Done');

  // The leader sees each child's state on each assignment, and the class's total.
  await gotoHydrated(page, '/groups/');
  await page.getByRole('link', { name: /Room 3, Sunday 9:30/ }).click();
  const cell = (child: string, title: string) =>
    page.locator(`[data-member="${child}"] [data-assignment="${title}"]`);
  await expect(cell('Ann', story.title)).toContainText('Done');
  await expect(cell('Ann', story.title)).toContainText('1 star');
  await expect(cell('Ann', 'John 1')).toContainText('Not started');
  await expect(cell('Ben', story.title)).toContainText('Not started');
  await expect(cell('Ben', 'John 1')).toContainText('Done');
  await expect(cell('Cy', 'John 1')).toContainText('Done');
  await expect(page.locator('[data-week-total]')).toContainText('Our class did 3 assignments this week.');
  await expect(page.locator('[data-group-states]')).not.toContainText('Parent');
  await expectAccessible(page);
});
