import { findBook } from '../../src/lib/bible/books.ts';
import { verseIndexForDay, versesOfTheDay } from '../../src/lib/bible/verse-of-the-day.ts';
import { gotoHydrated, signInAsUser } from './fixtures/auth.ts';
import { expect, test } from './fixtures/test.ts';
import { closeCelebration } from './support.ts';

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a chapter page reads well: verses with anchors, breadcrumbs, SEO data and links across books', async ({
    page,
  }) => {
    await page.goto('/bible/kjv/john/21/');
    await expect(page).toHaveTitle('John 21 (KJV) | Bite Size Bible');
    await expect(page.getByRole('heading', { level: 1, name: 'John 21' })).toBeVisible();
    await expect(page.locator('#v25')).toContainText('the world itself could not contain the books');
    await expect(page.locator('[data-verses] p')).toHaveCount(25);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /^John 21 \(KJV\): After these things Jesus shewed himself/,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/bible\/kjv\/john\/21\/$/);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'John (KJV)' })).toHaveAttribute(
      'href',
      '/bible/kjv/john/',
    );
    await expect(crumbs.getByText('Chapter 21')).toHaveAttribute('aria-current', 'page');
    const data = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    ) as { '@graph': Array<{ '@type': string; name?: string }> };
    expect(data['@graph'].map((n) => n['@type'])).toEqual(['BreadcrumbList', 'Chapter']);
    expect(data['@graph'][1]?.name).toBe('John 21 (KJV)');

    const pager = page.getByRole('navigation', { name: 'Previous and next chapter' });
    await expect(pager.getByRole('link', { name: /Previous chapter: John 20/ })).toHaveAttribute(
      'href',
      '/bible/kjv/john/20/',
    );
    await pager.getByRole('link', { name: /Next chapter: Acts 1/ }).click();
    await expect(page).toHaveURL(/\/bible\/kjv\/acts\/1\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Acts 1' })).toBeVisible();
    // Beside the picker, previous and next are plain links across books that work without JavaScript.
    const place = page.getByRole('navigation', { name: 'Choose a chapter' });
    await expect(place.getByRole('link', { name: 'Previous chapter: John 21' })).toBeVisible();
    await place.getByRole('link', { name: 'Next chapter: Acts 2' }).click();
    await expect(page).toHaveURL(/\/bible\/kjv\/acts\/2\/$/);
  });

  test('a book page lists its chapters for each version', async ({ page }) => {
    await page.goto('/bible/asv/psalms/');
    await expect(page).toHaveTitle('Psalms (ASV) | Bite Size Bible');
    await expect(page.getByRole('list', { name: 'Chapters of Psalms' }).getByRole('link')).toHaveCount(150);
    await page.getByRole('link', { name: 'Psalms 23', exact: true }).click();
    await expect(page).toHaveURL(/\/bible\/asv\/psalms\/23\/$/);
    await expect(page.locator('#v1')).toContainText('Jehovah is my shepherd');
  });
});

test('John 3 in KJV, switch to ASV, Next to John 4, mark it read and see the challenge completed', async ({
  page,
}) => {
  await signInAsUser(page);
  await page.goto('/bible/kjv/john/3/');
  await expect(page.locator('#v16')).toContainText('everlasting life');

  await page.getByLabel('Version').selectOption('asv');
  await expect(page).toHaveURL(/\/bible\/asv\/john\/3\/$/);
  await expect(page.locator('#v16')).toContainText('eternal life');

  await page.getByRole('link', { name: 'Next chapter: John 4' }).first().click();
  await expect(page).toHaveURL(/\/bible\/asv\/john\/4\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'John 4' })).toBeVisible();

  // Mark as Read is at the top of the chapter and at its bottom; the top one is used here.
  await page.getByRole('button', { name: 'Mark as Read' }).first().click();
  await closeCelebration(page, '✅ Marked John 4 as read! 📖', async (dialog) => {
    await expect(dialog.locator('[data-celebration-item="Read your first chapter"]')).toBeVisible();
  });
  await expect(page.getByRole('button', { name: 'Marked as Read' }).first()).toBeDisabled();
  await expect(page.getByText('✅ Read', { exact: true }).first()).toBeVisible();

  // Read in ASV, not in KJV; and it stays read.
  await page.goto('/bible/asv/john/4/');
  await expect(page.getByRole('button', { name: 'Marked as Read' }).first()).toBeVisible();
  await page.goto('/bible/kjv/john/4/');
  await expect(page.getByRole('button', { name: 'Mark as Read' }).first()).toBeEnabled();
});

test('visitors are asked to sign in instead of seeing Mark as Read', async ({ page }) => {
  await page.goto('/bible/kjv/genesis/1/');
  await expect(
    page.getByText('Sign in to track your reading progress and complete Bible challenges!'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as Read' })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toHaveAttribute(
    'href',
    '/auth/?next=%2Fbible%2Fkjv%2Fgenesis%2F1%2F',
  );
});

test(
  'the Bible Explorer opens a deep link, resets the chapter when a book is ' +
    'chosen and keeps Prev and Next in the book',
  async ({ page }) => {
    await gotoHydrated(page, '/bible-explorer/?version=asv&book=john&chapter=3');
    const reader = page.getByRole('region', { name: 'Bible reader' });
    await expect(reader.getByRole('heading', { name: 'John 3' })).toBeVisible();
    await expect(reader.locator('#v16')).toContainText('eternal life');
    await expect(
      page.getByRole('complementary', { name: 'For today' }).getByRole('heading', { name: 'Daily Wisdom' }),
    ).toBeVisible();
    await expect(reader.getByRole('option', { name: 'NIV (Coming Soon)' })).toBeDisabled();

    await reader.getByLabel('Book').selectOption('romans');
    await expect(reader.getByLabel('Chapter')).toHaveValue('1');
    await expect(reader.getByRole('heading', { name: 'Romans 1' })).toBeVisible();
    await expect(page).toHaveURL(/\?version=asv&book=romans&chapter=1$/);
    await expect(reader.getByRole('button', { name: 'Prev', exact: true })).toBeDisabled();

    await reader.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(reader.getByRole('heading', { name: 'Romans 2' })).toBeVisible();
    await reader.getByLabel('Chapter').selectOption('16');
    await expect(reader.getByRole('button', { name: 'Next', exact: true })).toBeDisabled();

    await reader.getByLabel('Testament').selectOption('OT');
    await expect(reader.getByRole('heading', { name: 'Genesis 1' })).toBeVisible();
    await reader.getByLabel('Version').selectOption('kjv');
    await expect(reader.locator('#v1')).toHaveText('1In the beginning God created the heaven and the earth.');
    await expect(reader.getByRole('link', { name: 'Open Genesis 1 (KJV) on its own page' })).toHaveAttribute(
      'href',
      '/bible/kjv/genesis/1/',
    );
  },
);

test('in the Bible Explorer, Mark as Read sticks to its chapter; choosing a book starts unread', async ({
  page,
}) => {
  await signInAsUser(page);
  await gotoHydrated(page, '/bible-explorer/?version=kjv&book=ruth&chapter=2');
  const reader = page.getByRole('region', { name: 'Bible reader' });
  await reader.getByRole('button', { name: 'Mark as Read' }).click();
  await closeCelebration(page, '✅ Marked Ruth 2 as read! 📖');
  await expect(reader.getByRole('button', { name: 'Marked as Read' })).toBeDisabled();
  await expect(reader.getByText('✅ Read', { exact: true })).toBeVisible();

  await reader.getByLabel('Book').selectOption('jonah');
  await expect(reader.getByRole('button', { name: 'Mark as Read' })).toBeEnabled();
  await expect(reader.getByText('✅ Read', { exact: true })).toHaveCount(0);
  await reader.getByLabel('Book').selectOption('ruth');
  await expect(reader.getByLabel('Chapter')).toHaveValue('1');
  await expect(reader.getByRole('button', { name: 'Mark as Read' })).toBeEnabled();
  await reader.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(reader.getByRole('button', { name: 'Marked as Read' })).toBeDisabled();
});

test('a wrong deep link is explained and falls back to Genesis 1', async ({ page }) => {
  await gotoHydrated(page, '/bible-explorer/?version=xyz&book=hezekiah&chapter=7');
  await expect(
    page.getByText('There is no Bible version "xyz" here, so the World English Bible (WEB) is shown.'),
  ).toBeVisible();
  await expect(page.getByText('There is no book called "hezekiah", so Genesis is shown.')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Bible reader' }).getByRole('heading', { name: 'Genesis 1' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\?version=web&book=genesis&chapter=1$/);
});

test(
  'the explorer says "Content is being prepared" when a chapter cannot load, and ' +
    'falls back to the built-in books',
  async ({ page }) => {
    await page.route('**/bible-data/en-kjv/books.json', (route) => route.abort());
    await page.route('**/bible-data/en-kjv/books/john/chapters/5.json', (route) =>
      route.fulfill({ status: 503, body: 'busy' }),
    );
    await gotoHydrated(page, '/bible-explorer/?version=kjv&book=john&chapter=5');
    const reader = page.getByRole('region', { name: 'Bible reader' });
    await expect(page.getByText('Content is being prepared for this chapter')).toBeVisible();
    await expect(
      page.getByText('Our comprehensive Bible system is loading content. Please try again in a moment.'),
    ).toBeVisible();
    await expect(reader.getByLabel('Book').locator('option')).toHaveCount(27);
    await page.unroute('**/bible-data/en-kjv/books/john/chapters/5.json');
    await reader.getByRole('button', { name: 'Next', exact: true }).click();
    await reader.getByRole('button', { name: 'Prev', exact: true }).click();
    await expect(reader.locator('#v1')).toContainText('After this there was a feast of the Jews');
  },
);

test('search for "only born Son" finds John 3:16 in the WEB and opens the verse', async ({ page }) => {
  await page.goto('/bible/');
  await page.getByRole('search').getByLabel('Words or a phrase').fill('"only born Son"');
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/bible\/search\/\?q=%22only\+born\+Son%22$/);
  const result = page.locator('[data-search-results] li').filter({ hasText: 'John 3:16' });
  await expect(result.locator('mark')).toHaveText('only born Son');
  await expect(
    page.getByRole('status').filter({ hasText: /found for “"only born Son"” in the World English Bible/ }),
  ).toBeVisible();

  await page.getByLabel('Words or a phrase').fill('NEAR( ")');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('status').filter({ hasText: /found for “NEAR\( "\)”/ })).toBeVisible();

  await page.goBack();
  await result.getByRole('link', { name: 'John 3:16' }).click();
  await expect(page).toHaveURL(/\/bible\/web\/john\/3\/#v16$/);
  await expect(page.locator('#v16')).toBeInViewport();
});

test('the verse of the day follows the calendar day in the site’s time zone', async ({ page }) => {
  const expectedReference = (day: string): string => {
    const ref = versesOfTheDay[verseIndexForDay(day, versesOfTheDay.length)]!;
    return `${findBook(ref.book)!.name} ${ref.chapter}:${ref.verse} (WEB)`;
  };
  const verse = page.locator('[data-verse-of-the-day] > [data-votd-slot] figcaption a');
  await page.clock.setFixedTime(new Date('2031-05-10T23:59:00Z'));
  await page.goto('/bible/');
  await expect(verse).toHaveText(expectedReference('2031-05-10'));
  await page.clock.setFixedTime(new Date('2031-05-11T00:01:00Z'));
  await page.reload();
  await expect(verse).toHaveText(expectedReference('2031-05-11'));
  expect(expectedReference('2031-05-11')).not.toBe(expectedReference('2031-05-10'));
});

test('the static Bible JSON has the public service’s shape, and unknown chapters are not found', async ({
  request,
}) => {
  const books = (await (await request.get('/bible-data/en-asv/books.json')).json()) as Array<
    Record<string, unknown>
  >;
  expect(books).toHaveLength(66);
  expect(books[42]).toEqual({
    id: 'JHN',
    name: 'John',
    nameLong: 'The Gospel According to Saint John',
    chapters: 21,
  });
  const chapter = (await (
    await request.get('/bible-data/en-kjv/books/songofsolomon/chapters/2.json')
  ).json()) as Array<Record<string, unknown>>;
  expect(chapter[0]).toEqual({ verse: 1, text: 'I am the rose of Sharon, and the lily of the valleys.' });
  for (const path of [
    '/bible/kjv/john/22/',
    '/bible/niv/john/3/',
    '/bible/kjv/hezekiah/',
    '/bible-data/en-kjv/books/john/chapters/22.json',
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test('Bible pages pass their own Content-Security-Policy', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content[- ]Security[- ]Policy/i.test(msg.text())) violations.push(msg.text());
  });
  for (const path of [
    '/bible/',
    '/bible/kjv/john/',
    '/bible/kjv/john/3/',
    '/bible-explorer/',
    '/bible/search/?q=love',
  ]) {
    await gotoHydrated(page, path);
  }
  expect(violations).toEqual([]);
});
