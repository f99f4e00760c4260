import { readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { glossaryShareBudget, measureGlossaryShare } from '../../scripts/bench/glossary-marks.ts';
import { expect, test } from './fixtures/test.ts';
import { expectAccessible } from './support.ts';

/** The word helper's English words (messages/en/bible.json). */
const en = JSON.parse(readFileSync('messages/en/bible.json', 'utf8')) as {
  bible_words_hint: string;
  bible_words_switch: string;
  bible_words_list_link: string;
  bible_words_title: string;
};
const wordHelperMessages = {
  hint: en.bible_words_hint,
  switchLabel: en.bible_words_switch,
  listLink: en.bible_words_list_link,
  pageTitle: en.bible_words_title,
};

/** The word helper: old words marked in chapter text, their meaning on tap or focus, the switch, the list. */

const chapter = '/bible/kjv/john/3/';
const tip = (page: import('@playwright/test').Page) => page.getByRole('tooltip');

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('old words are marked with a dotted line in the HTML, and the word list is linked', async ({
    page,
  }) => {
    await page.goto(chapter);
    const verily = page.locator('#v3 .w', { hasText: 'Verily' });
    await expect(verily).toBeVisible();
    expect(await verily.evaluate((el) => getComputedStyle(el).textDecorationStyle)).toBe('dotted');
    await expect(page.locator('#v16 .w', { hasText: 'only begotten' })).toBeVisible();
    // A form is marked under its word; a word in the middle of another is not marked.
    await expect(page.locator('#v1 .w')).toHaveAttribute('data-w', 'pharisee');
    await expect(page.locator('#chapter-text .w', { hasText: /^art$/i }).first()).toBeVisible();
    expect(
      await page.locator('#chapter-text .w').evaluateAll((els) => els.map((e) => e.textContent)),
    ).not.toContain('heart');
    // Without JavaScript the words cannot be focused, so no hint to tap them; the switch still takes
    // the dotted lines away (CSS alone), the list is a plain link.
    await expect(page.getByText(wordHelperMessages.hint)).toBeHidden();
    await page.getByRole('checkbox', { name: wordHelperMessages.switchLabel }).uncheck();
    await expect.poll(() => verily.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe('none');
    await page.getByRole('link', { name: wordHelperMessages.listLink }).click();
    await expect(page).toHaveURL(/\/bible\/words\/$/);
    await expect(page.getByRole('heading', { level: 1, name: wordHelperMessages.pageTitle })).toBeVisible();
  });
});

test('focus or a tap on an old word shows its meaning; Escape and moving on hide it', async ({ page }) => {
  await page.goto(chapter);
  const verily = page.locator('#v3 .w', { hasText: 'Verily' });
  await expect(page.getByRole('checkbox', { name: wordHelperMessages.switchLabel })).toBeChecked();
  await expect(verily).toHaveAttribute('tabindex', '0');
  await expect(page.getByText(wordHelperMessages.hint)).toBeVisible();

  await verily.focus();
  await expect(tip(page)).toHaveText('verily: Truly. "Verily, verily" means "truly, truly".');
  await expect(verily).toHaveAttribute('aria-describedby', 'word-tip');
  await expectAccessible(page);

  // Tab moves to the next old word (v3 "thee") and shows its meaning instead.
  await page.keyboard.press('Tab');
  await expect(page.locator('#v3 .w', { hasText: 'thee' })).toBeFocused();
  await expect(tip(page)).toHaveText('thee: You (said to one person).');
  await expect(verily).not.toHaveAttribute('aria-describedby', 'word-tip');

  await page.keyboard.press('Escape');
  await expect(tip(page)).toBeHidden();

  // A tap on a form shows its word's meaning; a phrase is one word.
  await page.locator('#v1 .w').click();
  await expect(tip(page)).toHaveText('Pharisee: A Jewish leader who kept every rule very strictly.');
  await page.locator('#v16 .w', { hasText: 'only begotten' }).click();
  await expect(tip(page)).toContainText("only begotten: The one and only. God's only begotten Son");

  // A tap elsewhere moves focus on: the tip goes.
  await page.locator('#chapter-title').click();
  await expect(tip(page)).toBeHidden();
});

test('the switch turns the marks off and on, remembered in the browser', async ({ page }) => {
  await page.goto(chapter);
  const toggle = page.getByRole('checkbox', { name: wordHelperMessages.switchLabel });
  const verily = page.locator('#v3 .w', { hasText: 'Verily' });
  const decoration = () => verily.evaluate((el) => getComputedStyle(el).textDecorationLine);
  await toggle.uncheck();
  await expect(verily).toHaveAttribute('tabindex', '-1');
  expect(await decoration()).toBe('none');
  await expect(page.getByText(wordHelperMessages.hint)).toBeHidden();
  await verily.click();
  await expect(tip(page)).toBeHidden();

  // Another chapter, and this one again: still off.
  await page.goto('/bible/asv/genesis/1/');
  await expect(page.getByRole('checkbox', { name: wordHelperMessages.switchLabel })).not.toBeChecked();
  await expect(page.locator('#chapter-text .w').first()).toHaveAttribute('tabindex', '-1');
  await page.goto(chapter);
  await expect(toggle).not.toBeChecked();
  await expect(verily).toHaveAttribute('tabindex', '-1');

  await toggle.check();
  await expect(verily).toHaveAttribute('tabindex', '0');
  expect(await decoration()).toBe('underline');
  await verily.click();
  await expect(tip(page)).toContainText('verily: Truly.');
  await page.reload();
  await expect(toggle).toBeChecked();
});

test('/bible/words/ lists the glossary A to Z and is linked from the Bible pages', async ({ page }) => {
  for (const from of ['/bible/', '/bible/kjv/john/']) {
    await page.goto(from);
    await page.getByRole('link', { name: wordHelperMessages.listLink }).click();
    await expect(page).toHaveURL(/\/bible\/words\/$/);
  }
  await expect(page.getByRole('heading', { level: 1, name: wordHelperMessages.pageTitle })).toBeVisible();
  const words = page.locator('[data-glossary] dt');
  expect(await words.count()).toBeGreaterThanOrEqual(150);
  const firmament = page.locator('#w-firmament');
  await expect(firmament).toHaveText('firmament');
  await expect(firmament.locator('xpath=following-sibling::dd[1]')).toContainText('The sky');
  await expect(page.locator('#w-smite + dd')).toContainText('Also: smote, smitten');
  await page.getByRole('link', { name: 'T', exact: true }).click();
  await expect(page).toHaveURL(/#letter-T$/);
});

test('/bible-data/words.json is an array of { word, meaning }', async ({ request }) => {
  const res = await request.get('/bible-data/words.json');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^application\/json/);
  const words = (await res.json()) as unknown[];
  expect(Array.isArray(words)).toBe(true);
  expect(words.length).toBeGreaterThanOrEqual(150);
  for (const item of words) {
    expect(Object.keys(item as object)).toEqual(['word', 'meaning']);
    const { word, meaning } = item as { word: unknown; meaning: unknown };
    expect(
      typeof word === 'string' && word.length > 0 && typeof meaning === 'string' && meaning.length > 0,
    ).toBe(true);
  }
  expect(words).toContainEqual({ word: 'thee', meaning: 'You (said to one person).' });
});

test('the marks add at most 10% to every chapter page of the build', () => {
  const distDir = realpathSync(path.join(process.env.E2E_DATA_DIR!, 'builds', 'current'));
  const share = measureGlossaryShare(distDir);
  // The KJV's, the ASV's and the Reina-Valera 1909's chapters (the versions with old words).
  expect(share.pages).toBe(3 * 1189);
  expect(share.marks).toBeGreaterThan(3 * 1189);
  expect(share.max.share, JSON.stringify(share.max)).toBeLessThanOrEqual(glossaryShareBudget);
});
