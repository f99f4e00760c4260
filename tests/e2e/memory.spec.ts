import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Page } from '@playwright/test';
import SQLite from 'better-sqlite3';
import { blankIndexes, firstLetters, seedOf, verseWords } from '../../src/lib/memory/practice-steps.ts';
import { gotoHydrated, signInAsAdmin, signInAsUser } from './fixtures/auth.ts';
import { payForPremium } from './fixtures/stripe.ts';
import { expect, test } from './fixtures/test.ts';
import { expectAccessible } from './support.ts';

const psalm = 'The LORD is my shepherd; I shall not want.';

async function userId(page: Page): Promise<string> {
  return ((await (await page.request.get('/api/auth/session')).json()) as { user: { id: string } }).user.id;
}

/** A day passes for this learner's verses: their schedule moves one day into the past. */
function letADayPass(learnerId: string): void {
  const db = new SQLite(path.join(process.env.E2E_DATA_DIR!, 'app.db'), { timeout: 10_000 });
  try {
    const shift = (column: string) => `${column} = strftime('%Y-%m-%dT%H:%M:%fZ', ${column}, '-1 day')`;
    db.prepare(
      `update verse_cards set ${['due_at', 'last_review', 'last_correct_at', 'mastered_at', 'created_at']
        .map(shift)
        .join(', ')} where user_id = ?`,
    ).run(learnerId);
  } finally {
    db.close();
  }
}

test('a child practises a verse through every step, and again a simulated day later', async ({ page }) => {
  test.slow(); // two practice sessions of five steps, the home page twice, on a shared machine
  await signInAsUser(page);
  const id = await userId(page);
  await gotoHydrated(page, '/challenges/memory-master/');
  await expect(page.locator('[data-learning-count]')).toHaveText('Learning: 0');
  await expect(page.locator('[data-due-empty]')).toContainText('Add a verse below to start learning.');

  // The reference box checks against the Bible.
  const box = page.getByLabel('Bible reference');
  await box.fill('Hezekiah 1:1');
  await page.getByRole('button', { name: 'Add to my verses' }).click();
  await expect(page.getByText('We could not find a book called "Hezekiah" in the Bible.')).toBeVisible();
  await box.fill('John 99:1');
  await page.getByRole('button', { name: 'Add to my verses' }).click();
  await expect(page.getByText('John has 21 chapters, so there is no John 99.')).toBeVisible();
  await box.fill('Ps 23:1');
  await page.getByRole('button', { name: 'Add to my verses' }).click();
  await expect(page.getByText('Psalm 23:1 is in your verses. Practise it on Memory Master!')).toBeVisible();
  await expect(page.locator('[data-due-count]')).toHaveText('Due today: 1');
  await expect(page.locator('[data-due-verses]')).toContainText('Psalm 23:1');

  // Session 1: the five steps, easy to hard.
  await page.getByRole('button', { name: 'Practise Psalm 23:1' }).click();
  await expect(page.locator('[data-practice-reference]')).toHaveText('Psalm 23:1');
  await expect(page.locator('[data-practice-text]')).toHaveText(psalm);
  await page.getByRole('button', { name: 'Next Step' }).click();

  const words = verseWords(psalm);
  const blanks = blankIndexes(words, seedOf('Psalm 23:1'));
  for (const [i, index] of blanks.entries())
    await page.getByLabel(`Missing word ${i + 1}`).fill(words[index]!.replace(/[;.]/, ''));
  await page.getByRole('button', { name: 'Check Words' }).click();
  await expect(page.getByText('✅ Every word is right!')).toBeVisible();
  await page.getByRole('button', { name: 'Next Step' }).click();

  const pool = page.locator('[data-order-words]');
  for (const word of words) await pool.getByRole('button', { name: word, exact: true }).click();
  await page.getByRole('button', { name: 'Check Order' }).click();
  await expect(page.getByText('✅ Every word is in its place!')).toBeVisible();
  await page.getByRole('button', { name: 'Next Step' }).click();

  await expect(page.locator('[data-first-letters]')).toHaveText(firstLetters(psalm));
  await page
    .getByLabel('Type the verse with the first letters to help')
    .fill('the lord is my shepherd i shall not want');
  await page.getByRole('button', { name: 'Check Letters' }).click();
  await expect(page.getByText('✅ Well done! Now try it with no help.')).toBeVisible();
  await page.getByRole('button', { name: 'Next Step' }).click();

  await page.getByLabel('Type the verse from memory').fill('the lord is my shepherd, i shall not want');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByText('✅ Well done! You said it perfectly.')).toBeVisible();
  await expect(page.getByText('🌟 Great remembering!')).toBeVisible();
  await expect(page.locator('[data-due-count]')).toHaveText('Due today: 0');
  await expect(page.locator('[data-learning-count]')).toHaveText('Learning: 1');
  await expect(page.locator('[data-mastered-count]')).toHaveText('0 of 50 verses mastered');
  await expect(page.locator('[data-due-empty]')).toContainText('All done for today!');
  // Right the first time: it comes back tomorrow.
  await expect(page.locator('[data-my-verse="Psalm 23:1"] [data-verse-status]')).toHaveText('Next tomorrow');

  // Nothing is due: the home greeting says nothing about verses.
  await gotoHydrated(page, '/');
  await expect(page.locator('[data-greeting]')).toBeVisible();
  await expect(page.locator('[data-verses-today]')).toBeHidden();

  // A day later the verse is due again, on the home greeting and on Memory Master.
  letADayPass(id);
  await gotoHydrated(page, '/');
  await expect(page.locator('[data-verses-today]')).toHaveText('📖 Verses to practise today: Psalm 23:1');
  await page.locator('[data-verses-today] a').click();
  await expect(page).toHaveURL(/\/challenges\/memory-master\/$/);
  await expect(page.locator('[data-due-count]')).toHaveText('Due today: 1');

  // Session 2: straight to "Type it all"; a slip first, then right. The verse comes back on a later day.
  await page.getByRole('button', { name: 'Practise Psalm 23:1' }).click();
  await page.getByRole('button', { name: '5. Type it all' }).click();
  await page.getByLabel('Type the verse from memory').fill('The Lord is my helper');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByText('Not quite right!')).toBeVisible();
  await page.getByRole('button', { name: 'Try Again' }).click();
  await page.getByLabel('Type the verse from memory').fill(psalm);
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByText('✅ Well done! You said it perfectly.')).toBeVisible();
  await expect(page.locator('[data-due-count]')).toHaveText('Due today: 0');
  await expect(page.locator('[data-my-verse="Psalm 23:1"] [data-verse-status]')).toHaveText(
    /^Next (tomorrow|in \d+ days)$/,
  );
});

test('"Add to my verses" on a chapter page: visitors are invited to sign in, children add the verse', async ({
  page,
}) => {
  test.slow(); // a visitor, a sign-in, then Memory Master
  await page.goto('/bible/kjv/psalms/23/');
  await page.getByRole('button', { name: 'Add Psalm 23:1 to my verses' }).click();
  // What a tap did shows in a notice under the verse tapped.
  const status = page.locator('[data-verse-notice]');
  await expect(status).toContainText('Please sign in to save the verses you learn.');
  await expect(status.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', /^\/auth\/\?next=/);

  await signInAsUser(page);
  await page.goto('/bible/kjv/psalms/23/');
  await page.getByRole('button', { name: 'Add Psalm 23:4 to my verses' }).click();
  await expect(status).toContainText('Psalm 23:4 is in your verses. Practise it on Memory Master!');
  await page.getByRole('button', { name: 'Add Psalm 23:4 to my verses' }).click();
  await expect(status).toContainText('Psalm 23:4 is already in your verses.');
  await status.getByRole('link', { name: 'Open Memory Master' }).click();
  await expect(page.locator('[data-my-verse="Psalm 23:4"]')).toBeVisible();
});

test('plans: premium learns a built-in set; only annual makes its own collections', async ({ page }) => {
  test.slow(); // two plans, a set, a collection and the accessibility scan
  await signInAsUser(page);
  await gotoHydrated(page, '/challenges/memory-master/');
  await expect(page.locator('[data-sets-locked]')).toHaveText(/The built-in verse sets come with Premium\./);
  await expect(page.locator('[data-collections-locked]')).toHaveText(
    /Making your own verse collections comes with the Annual plan\./,
  );
  await expect(page.getByRole('button', { name: 'Learn the Courage set' })).toHaveCount(0);

  await payForPremium(page.request, await userId(page), 'year');
  await gotoHydrated(page, '/challenges/memory-master/');
  await page.getByRole('button', { name: 'Learn the Courage set' }).click();
  await expect(page.getByText('Courage: 6 new verses to learn.')).toBeVisible();
  await expect(page.locator('[data-my-verse="Joshua 1:9"]')).toBeVisible();

  await page.getByLabel('New collection name').fill('Bedtime');
  await page.getByRole('button', { name: 'Make Collection' }).click();
  const bedtime = page.locator('[data-collection="Bedtime"]');
  await bedtime.getByLabel('Add a verse to Bedtime').fill('Psalm 4:8');
  await bedtime.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(bedtime.getByText('Psalm 4:8')).toBeVisible();
  await bedtime.getByLabel('Add a verse to Bedtime').fill('Hezekiah 1:1');
  await bedtime.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(bedtime.getByText('We could not find a book called "Hezekiah" in the Bible.')).toBeVisible();
  await expect(page.locator('[data-my-verse="Psalm 4:8"]')).toBeVisible();
  await expectAccessible(page);
});

test('an admin adds a verse set in the Verse sets tab, a Premium learner learns it, the admin deletes it', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000); // the set reaches Memory Master with the rebuild it asks for
  const suffix = randomBytes(3).toString('hex');
  const name = `Bedtime ${suffix}`;
  const adminContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.252.3.4' } });
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await gotoHydrated(admin, '/admin/?tab=verse-sets');
  const list = admin.locator('[data-admin-verse-sets] [data-admin-list]');
  await expect(list).toContainText('Courage');
  await admin.getByRole('button', { name: 'Add Verse Set' }).click();
  await admin.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await admin.getByRole('textbox', { name: 'Emoji', exact: true }).fill('🌙');
  await admin.getByRole('textbox', { name: 'Id', exact: true }).fill(`bedtime-${suffix}`);
  await admin.getByLabel('Short description').fill('Verses to fall asleep with.');
  await admin.getByRole('textbox', { name: 'Verses', exact: true }).fill('Psalm 4:8\nHezekiah 1:1');
  await admin.getByRole('button', { name: 'Add Set' }).click();
  await expect(admin.getByText('We could not find a book called "Hezekiah" in the Bible.')).toBeVisible();
  await admin.getByRole('textbox', { name: 'Verses', exact: true }).fill('Psalm 4:8\nJohn 3:99');
  await admin.getByRole('button', { name: 'Add Set' }).click();
  await expect(admin.getByText('John 3 has 36 verses, so there is no John 3:99.')).toBeVisible();
  await admin.getByRole('textbox', { name: 'Verses', exact: true }).fill('Psalm 4:8\nps 3:5\nProverbs 3:24');
  await admin.getByRole('button', { name: 'Add Set' }).click();
  await expect(admin.locator('#toaster').getByText('Verse Set Added')).toBeVisible();
  await expect(list).toContainText(`${name}3 verses: Psalm 4:8, Psalm 3:5, Proverbs 3:24`);
  await expectAccessible(admin);

  await signInAsUser(page);
  await payForPremium(page.request, await userId(page), 'year');
  const learn = page.getByRole('button', { name: `Learn the ${name} set` });
  await expect
    .poll(
      async () => {
        await gotoHydrated(page, '/challenges/memory-master/');
        return learn.count();
      },
      { timeout: 240_000, intervals: [3000] },
    )
    .toBe(1);
  await learn.click();
  await expect(page.getByText(`${name}: 3 new verses to learn.`)).toBeVisible();
  await expect(page.locator('[data-my-verse="Psalm 3:5"]')).toBeVisible();

  admin.once('dialog', (dialog) => void dialog.accept());
  await admin.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(admin.locator('#toaster').getByText('Verse Set Deleted')).toBeVisible();
  await expect(list).not.toContainText(name);
  await adminContext.close();
});
