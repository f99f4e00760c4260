import { randomBytes } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { archivePagePath, titleSlug } from '../../src/lib/devotionals/select.ts';
import { addDays, dayOfYear, siteDay } from '../../src/lib/site-day.ts';
import { gotoHydrated, signInAsAdmin, signInAsUser } from './fixtures/auth.ts';
import { expect, test } from './fixtures/test.ts';
import { expectAccessible } from './support.ts';

/** The e2e server runs with the default SITE_TIME_ZONE (UTC). */
const today = (): string => siteDay(new Date(), 'UTC');

/** Scrolls to a card of the home page and waits for its island to hydrate. */
async function visibleCard(page: Page, selector: string): Promise<Locator> {
  const card = page.locator(selector);
  await card.scrollIntoViewIfNeeded();
  await expect(page.locator(`astro-island[ssr]:has(${selector})`)).toHaveCount(0);
  return card;
}

test(
  'an admin bulk-imports two devotionals; after the rebuild a visitor finds the ' +
    'new one on its own page and in the archive',
  async ({ page, browser }) => {
    test.setTimeout(300_000);
    const tag = randomBytes(3).toString('hex');
    // Long past days, so they are published at once and clash with no seeded day.
    const first = {
      title: `Joseph Forgives ${tag}`,
      date: `200${Math.floor(Math.random() * 9) + 1}-03-${String(Math.floor(Math.random() * 27) + 1).padStart(
        2,
        '0',
      )}`,
    };
    const second = { title: `Samuel Listens ${tag}`, date: addDays(first.date, -1) };

    await signInAsAdmin(page);
    await gotoHydrated(page, '/admin/');
    await expect(page.getByRole('tab', { name: 'Devotionals' })).toHaveAttribute('aria-selected', 'true');
    await page
      .getByLabel('Paste devotionals')
      .fill(
        [
          `Title: ${first.title}`,
          `Date: ${first.date}`,
          'Key Verse: And we know that all things work together for good to them that love God. (Romans 8:28)',
          'Devotional Text: Joseph’s brothers were mean to him, but God turned it all for good.',
          'Joseph chose to forgive them.',
          'Markup stays text: <script>window.hacked = true</script><b>bold?</b>',
          'Reflection: Who can you forgive today?',
          'Prayer: Lord, help me forgive like Joseph. Amen.',
          '',
          `Title: ${second.title}`,
          `Date: ${second.date}`,
          'Verse: Speak; for thy servant heareth. (1 Samuel 3:10)',
          'Text: Samuel heard God call his name in the night.',
          'Media Type: audio',
          'Media URL: https://example.org/audio/samuel.mp3',
        ].join('\n'),
      );
    await page.getByRole('button', { name: 'Import devotionals' }).click();
    await expect(page.getByText('Import Complete!')).toBeVisible();
    await expect(page.getByText('Imported 2 devotionals. 0 duplicates skipped. 0 errors.')).toBeVisible();
    await expect(page.locator('[data-admin-list]')).toContainText(first.title);
    await expect(page.locator('[data-build-status]')).not.toHaveAttribute('data-build-status', 'loading');

    // The same paste again is all duplicates.
    await page
      .getByLabel('Paste devotionals')
      .fill(`Title: ${first.title}\nDate: ${first.date}\nVerse: v\nText: t`);
    await page.getByRole('button', { name: 'Import devotionals' }).click();
    await expect(page.getByText('All Duplicates')).toBeVisible();

    const path = `/devotionals/${first.date}-${titleSlug(first.title)}/`;
    await expect
      .poll(async () => (await page.request.get(path)).status(), { timeout: 240_000, intervals: [2_000] })
      .toBe(200);

    const visitor = await browser.newPage();
    await visitor.goto(path);
    await expect(visitor.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
    await expect(visitor.getByText('Joseph chose to forgive them.')).toBeVisible();
    // HTML in a field is shown as text and never runs.
    await expect(
      visitor.getByText('Markup stays text: <script>window.hacked = true</script><b>bold?</b>'),
    ).toBeVisible();
    expect(await visitor.evaluate(() => (window as unknown as { hacked?: boolean }).hacked)).toBeUndefined();
    await expect(visitor.locator('article b')).toHaveCount(0);
    await expect(visitor.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
    await expect(
      visitor.locator('article[itemtype="https://schema.org/Article"] [itemprop="headline"]'),
    ).toHaveText(first.title);
    await expect(visitor.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      '/devotionals/rss.xml',
    );

    // The audio devotional is for premium plans: a visitor sees why.
    await visitor.goto(`/devotionals/${second.date}-${titleSlug(second.title)}/`);
    await expect(visitor.getByText('Audio devotionals are part of Premium.')).toBeVisible();
    await expect(visitor.locator('audio')).toBeHidden();

    // The archive: 5 a page, newest first; these old days are on the last pages.
    await visitor.goto('/devotionals/archive/');
    const pages = Number(
      /Page 1 of (\d+)/.exec((await visitor.getByText(/^Page 1 of \d+$/).textContent()) ?? '')?.[1],
    );
    expect(pages).toBeGreaterThanOrEqual(1);
    let found = false;
    for (let n = pages; n >= 1 && !found; n -= 1) {
      await visitor.goto(archivePagePath(n));
      await expect(visitor.getByText(`Page ${n} of ${pages}`)).toBeVisible();
      expect(await visitor.locator('[data-archive-list] > li').count()).toBeLessThanOrEqual(5);
      found = (await visitor.getByRole('link', { name: first.title }).count()) > 0;
    }
    expect(found).toBe(true);
    await visitor.getByRole('link', { name: first.title }).click();
    await expect(visitor).toHaveURL(new RegExp(`${path}$`));

    const rss = await (await visitor.request.get('/devotionals/rss.xml')).text();
    expect(rss).toContain('<rss version="2.0"');
    await visitor.close();
  },
);

test("/devotionals/ shows today's nugget, and the large view steps through them with buttons and arrow keys", async ({
  page,
}) => {
  await gotoHydrated(page, '/devotionals/');
  const nugget = page.locator('[data-nugget]');
  await expect(nugget.getByText('Nugget for Today')).toBeVisible();
  await expect(nugget.getByRole('heading', { name: 'God So Loved the World' })).toBeVisible();
  await expect(nugget.getByText('(John 3:16)')).toBeVisible();
  await expect(nugget.getByText('Reflection')).toBeVisible();
  await expect(nugget.getByText('Prayer', { exact: true })).toBeVisible();

  const loaded = page.waitForResponse((r) => r.url().endsWith('/devotionals/recent.json'));
  await nugget.getByRole('button', { name: 'Large View' }).click();
  await loaded;
  const dialog = page.getByRole('dialog', { name: 'Devotional', exact: true });
  await expect(dialog).toBeVisible();
  const indicator = dialog.getByText(/^Devotional \d+ of \d+$/);
  await expect(indicator).toHaveText(/^Devotional 1 of \d+$/);
  const total = Number(/of (\d+)/.exec((await indicator.textContent()) ?? '')?.[1]);
  expect(total).toBeGreaterThanOrEqual(4);
  await expect(dialog.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(dialog.getByRole('heading', { name: 'God So Loved the World' })).toBeVisible();

  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(indicator).toHaveText(`Devotional 2 of ${total}`);
  await expect(dialog.getByRole('heading', { name: 'Be Strong and Courageous' })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(indicator).toHaveText(`Devotional 1 of ${total}`);
  for (let i = 1; i < total; i += 1) await page.keyboard.press('ArrowRight');
  await expect(indicator).toHaveText(`Devotional ${total} of ${total}`);
  await expect(dialog.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expect(dialog.getByText(/arrow keys/)).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Past Devotions: dated before today, newest first, 5 a page.
  await page.getByRole('button', { name: 'See all past devotions' }).click();
  const past = page.getByRole('dialog', { name: 'Past Devotions' });
  await expect(past.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await expect(past.locator('[data-past-list] > li').first()).toContainText('Be Strong and Courageous');
  await expect(past.getByText('God So Loved the World')).toHaveCount(0);
  await past.getByRole('button', { name: 'Read “Be Strong and Courageous”' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Devotional', exact: true }).getByText(`Devotional 2 of ${total}`),
  ).toBeVisible();
});

test('the share dialog links to Facebook, Twitter, WhatsApp and Email, and Copy Link says "Copied! 📋"', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoHydrated(page, '/devotionals/');
  await page.locator('[data-nugget]').getByRole('button', { name: 'Share This' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share This Devotional' });
  const url = encodeURIComponent(new URL(`/devotionals/${today()}-god-so-loved-the-world/`, page.url()).href);
  await expect(dialog.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
    'href',
    `https://www.facebook.com/sharer/sharer.php?u=${url}`,
  );
  await expect(dialog.getByRole('link', { name: 'Twitter' })).toHaveAttribute(
    'href',
    new RegExp(
      `^https://twitter\\.com/intent/tweet\\?text=.+&url=${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`,
    ),
  );
  await expect(dialog.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\?text=/,
  );
  await expect(dialog.getByRole('link', { name: 'Email' })).toHaveAttribute(
    'href',
    /^mailto:\?subject=God%20So%20Loved%20the%20World&body=/,
  );
  await dialog.getByRole('button', { name: 'Copy Link' }).click();
  await expect(page.getByText('Copied! 📋')).toBeVisible();
  await expect(page.getByText('Share text copied to clipboard!')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('God So Loved the World');
  expect(copied).toContain('(John 3:16)');
  expect(copied).toContain(`/devotionals/${today()}-god-so-loved-the-world/`);
});

test('on its own page a devotional shares without React, and a failed copy says "Error"', async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
    });
  });
  await page.goto(`/devotionals/${today()}-god-so-loved-the-world/`);
  await expect(page.locator('astro-island')).toHaveCount(0);
  await page.getByRole('button', { name: 'Share This' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share This Devotional' });
  await expect(dialog.getByRole('link', { name: 'WhatsApp' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Copy Link' }).click();
  await expect(page.getByText('Failed to copy to clipboard')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('Read More is in the page: no script loads for it', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await gotoHydrated(page, '/devotionals/');
    await expect(page.locator('[data-nugget]').getByRole('button', { name: 'Read More' })).toBeVisible();
    expect(scripts.filter((url) => /read-more/.test(url))).toEqual([]);
  });

  test('long devotional text is shortened with Read More and Read Less', async ({ page }) => {
    await gotoHydrated(page, '/devotionals/');
    const nugget = page.locator('[data-nugget]');
    await expect(nugget.getByText('God loved us so much...')).toBeVisible();
    await expect(nugget.getByText('That is really good news!')).toBeHidden();
    await nugget.getByRole('button', { name: 'Read More' }).click();
    await expect(nugget.getByText(/That is really good news!/)).toBeVisible();
    await expect(nugget.getByText('God loved us so much...')).toBeHidden();
    await nugget.getByRole('button', { name: 'Read Less' }).click();
    await expect(nugget.getByText(/That is really good news!/)).toBeHidden();
  });
});

test('the Bulk Import card shows to admins only and opens /admin in a new tab', async ({ page, browser }) => {
  const visitor = await browser.newPage();
  await gotoHydrated(visitor, '/devotionals/');
  await expect(visitor.locator('[data-past-card]')).toBeVisible();
  await expect(visitor.locator('[data-bulk-import-card]')).toHaveCount(0);
  await visitor.close();

  await signInAsAdmin(page);
  await gotoHydrated(page, '/devotionals/');
  const card = page.locator('[data-bulk-import-card]');
  await expect(card.getByRole('heading', { name: 'Bulk Import' })).toBeVisible();
  await expect(card.getByRole('link')).toHaveAttribute('target', '_blank');
  await expect(card.getByRole('link')).toHaveAttribute('href', '/admin/?tab=devotionals');
});

test('the Daily Wisdom card on the home page goes next and previous, wrapping around, within the plan', async ({
  page,
}) => {
  await page.goto('/');
  const card = await visibleCard(page, '[data-daily-wisdom]');
  await expect(card.getByText('Your plan includes 3 wisdom proverbs')).toBeVisible();
  const start = (dayOfYear(today()) % 3) + 1;
  const counter = card.getByText(/^Daily Proverb \d of 3$/);
  await expect(counter).toHaveText(`Daily Proverb ${start} of 3`);
  await expect(card.getByText('What does this mean?')).toBeVisible();
  await expect(card.getByText('Why does this matter?')).toBeVisible();

  const proverb = card.locator('blockquote');
  const seen = new Set([await proverb.textContent()]);
  await card.getByRole('button', { name: 'Next proverb' }).click();
  await expect(counter).toHaveText(`Daily Proverb ${(start % 3) + 1} of 3`);
  seen.add(await proverb.textContent());
  await card.getByRole('button', { name: 'Next Wisdom' }).click();
  await expect(counter).toHaveText(`Daily Proverb ${((start + 1) % 3) + 1} of 3`);
  seen.add(await proverb.textContent());
  expect(seen.size).toBe(3);
  await card.getByRole('button', { name: 'Next Wisdom' }).click();
  await expect(counter).toHaveText(`Daily Proverb ${start} of 3`);
  await card.getByRole('button', { name: 'Previous proverb' }).click();
  await expect(counter).toHaveText(`Daily Proverb ${((start + 1) % 3) + 1} of 3`);
});

test('an admin sees every proverb on the Daily Wisdom card, without the plan banner', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/');
  const card = await visibleCard(page, '[data-daily-wisdom]');
  await expect(card.getByText(/^Daily Proverb \d+ of \d+$/)).toHaveText(/of (\d{2,})$/);
  await expect(card.getByText(/Your plan includes/)).toHaveCount(0);
});

test("today's reading shows on the home page and opens the chapter in the Bible explorer", async ({
  page,
}) => {
  await page.goto('/');
  const reading = await visibleCard(page, '[data-todays-reading]');
  await expect(reading.getByRole('heading', { name: 'Today’s Reading' })).toBeVisible();
  await expect(reading.getByText('God Makes Everything')).toBeVisible();
  await expect(reading.getByRole('link', { name: 'Read Genesis 1' })).toHaveAttribute(
    'href',
    '/bible-explorer/?book=genesis&chapter=1',
  );
});

test('a signed-in free user sees the mini lessons locked with an Upgrade link', async ({ page }) => {
  await signInAsUser(page);
  await gotoHydrated(page, '/explorer/');
  const card = page.locator('[data-lesson-card]').first();
  await expect(card.getByText('Locked')).toBeVisible();
  await expect(card.getByRole('link', { name: /Upgrade/ })).toHaveAttribute('href', '/subscription/');
  await page.goto('/explorer/lessons/gospel/');
  await expect(page.getByText('This mini lesson is part of a paid plan.')).toBeVisible();
  await expect(page.getByText('Key Verses')).toBeHidden();
});
