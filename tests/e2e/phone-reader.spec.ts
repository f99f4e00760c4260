import type { Page } from '@playwright/test';
import { e2ePassword, signInAsUser } from './fixtures/auth.ts';
import { expect, test } from './fixtures/test.ts';
import { expectAccessible } from './support.ts';

/** Reading on a phone (issue 36, point 4): a 390 x 844 touch screen unless a test says otherwise. */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, colorScheme: 'light' });

const screenHeight = 844;

/** A call to the API from the page's browser context (its session cookie). */
async function api(page: Page, path: string, data: object): Promise<unknown> {
  const origin = new URL(page.url()).origin;
  const res = await page.request.post(path, { headers: { origin }, data });
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  return res.json();
}

/** How the page is set to read: the attributes on <html> and the verses' size in pixels. */
async function readingLook(
  page: Page,
): Promise<{ theme?: string; size?: string; font?: string; px: number }> {
  return page.evaluate(() => {
    const { theme, textSize: size, readingFont: font } = document.documentElement.dataset;
    const text = document.querySelector('.reading-text');
    return { theme, size, font, px: text ? Number.parseFloat(getComputedStyle(text).fontSize) : 0 };
  });
}

async function openSettings(page: Page): Promise<void> {
  await page.locator('[data-reading-settings-menu] > summary').click();
  await expect(page.getByRole('group', { name: 'Text size' })).toBeVisible();
}

async function expectOnFirstScreen(page: Page, selector: string): Promise<void> {
  const box = await page.locator(selector).first().boundingBox();
  expect(box, selector).not.toBeNull();
  expect(box!.y + box!.height, selector).toBeLessThanOrEqual(screenHeight);
}

test('John 3 shows its title and first verses on the first screen, for a visitor and a learner', async ({
  page,
}) => {
  await page.goto('/bible/kjv/john/3/');
  await expect(page.getByRole('heading', { level: 1, name: 'John 3' })).toBeVisible();
  for (const selector of ['h1', '#v1', '#v2']) await expectOnFirstScreen(page, selector);

  await signInAsUser(page);
  await page.goto('/bible/kjv/john/3/');
  await expect(page.getByRole('button', { name: 'Mark as Read' }).first()).toBeEnabled();
  for (const selector of ['h1', '#v1', '#v2']) await expectOnFirstScreen(page, selector);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('the picker chooses Psalms 23, book then chapter, over the page; previous and next are beside it', async ({
  page,
}) => {
  await page.goto('/bible/kjv/john/3/');
  const verse = page.locator('#v1');
  const before = await verse.boundingBox();
  const picker = page.locator('[data-chapter-picker]');
  await picker.locator('summary').click();
  await expect(picker.getByRole('link', { name: 'Psalms', exact: true })).toBeVisible();
  // The picker's script loads on its first opening (until then a book opens its book page).
  await expect(picker).toHaveAttribute('data-picker-ready', '');
  await expect(picker.getByRole('link', { name: 'John', exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );
  // The panel lies over the text: nothing below it moved.
  expect(await verse.boundingBox()).toEqual(before);
  await page.keyboard.press('Escape');
  await expect(picker.getByRole('link', { name: 'Psalms', exact: true })).toBeHidden();
  await expect(picker.locator('summary')).toBeFocused();

  await picker.locator('summary').click();
  await picker.getByRole('link', { name: 'Psalms', exact: true }).click();
  const chapters = picker.getByRole('list', { name: 'Chapters of Psalms' });
  await expect(chapters.getByRole('link')).toHaveCount(150);
  await expect(picker.getByRole('heading', { name: 'Chapters of Psalms' })).toBeFocused();
  await chapters.getByRole('link', { name: '23', exact: true }).click();
  await expect(page).toHaveURL(/\/bible\/kjv\/psalms\/23\/$/);
  await expect(page.locator('#v1')).toContainText('The LORD is my shepherd');
  await expect(page.locator('[data-chapter-picker] summary')).toContainText('Psalms 23');

  const nav = page.getByRole('navigation', { name: 'Choose a chapter' });
  await nav.getByRole('link', { name: 'Next chapter: Psalms 24' }).click();
  await expect(page).toHaveURL(/\/bible\/kjv\/psalms\/24\/$/);
  await page
    .getByRole('navigation', { name: 'Choose a chapter' })
    .getByRole('link', { name: 'Previous chapter: Psalms 23' })
    .click();
  await expect(page).toHaveURL(/\/bible\/kjv\/psalms\/23\/$/);

  // The version stays one compact choice beside the title.
  await page.getByLabel('Version').selectOption('asv');
  await expect(page).toHaveURL(/\/bible\/asv\/psalms\/23\/$/);
  await expect(page.locator('#v1')).toContainText('Jehovah is my shepherd');
});

test('a visitor’s text size, font and dark mode are kept in this browser and applied before the first paint', async ({
  page,
}) => {
  await page.goto('/bible/kjv/john/3/');
  expect(await readingLook(page)).toMatchObject({
    theme: 'light',
    size: 'standard',
    font: 'standard',
    px: 18,
  });
  await openSettings(page);
  await page.getByRole('radio', { name: 'Larger' }).check();
  await page.getByRole('radio', { name: 'Easy to read, with more space' }).check();
  await page.getByRole('radio', { name: 'Dark' }).check();
  expect(await readingLook(page)).toEqual({ theme: 'dark', size: 'larger', font: 'legible', px: 27 });
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.querySelector('.reading-text')!).fontFamily))
    .toContain('Atkinson Hyperlegible');

  // Before any script of the page runs or the session answers, the page is already dark and large
  // (the inline script in <head>, allowed by the page's Content-Security-Policy).
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.route('**/api/**', () => {});
  await page.reload({ waitUntil: 'domcontentloaded' });
  expect(await readingLook(page)).toEqual({ theme: 'dark', size: 'larger', font: 'legible', px: 27 });
  expect(refused).toEqual([]);
  await page.unroute('**/api/**');

  // "Like my device" follows the system's dark setting.
  await page.reload();
  await openSettings(page);
  await page.getByRole('radio', { name: 'Like my device' }).check();
  expect((await readingLook(page)).theme).toBe('light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(async () => (await readingLook(page)).theme).toBe('dark');

  // A devotional reads with the same settings.
  await page.goto('/devotionals/');
  const devotional = await page.locator('main a[href^="/devotionals/20"]').first().getAttribute('href');
  await page.goto(devotional!);
  await expect(page.locator('.reading-text')).toHaveCount(1);
  expect(await readingLook(page)).toMatchObject({ theme: 'dark', size: 'larger', px: 27 });
});

test('each learner has their own reading settings, kept on the server for another device', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = await signInAsUser(page, 'Rita Parent');
  await page.goto('/bible/kjv/john/3/');
  await expect(page.getByRole('button', { name: 'Mark as Read' }).first()).toBeEnabled();
  await openSettings(page);
  await page.getByRole('radio', { name: 'Large', exact: true }).check();
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/reading-preferences') && r.request().method() === 'PUT',
  );
  await page.getByRole('radio', { name: 'Dark' }).check();
  expect((await saved).ok()).toBe(true);
  await page.reload();
  expect(await readingLook(page)).toMatchObject({ theme: 'dark', size: 'large', px: 22.5 });

  // A child takes the tablet: the child's own settings (none yet: the defaults), then the child's choice.
  const parentId = ((await (await page.request.get('/api/family/profiles')).json()) as { activeId: string })
    .activeId;
  const { child } = (await api(page, '/api/family/children', {
    displayName: 'Sam',
    avatar: 'owl',
    ageBand: '7-9',
  })) as { child: { id: string } };
  await api(page, '/api/family/switch', { profileId: child.id });
  await page.reload();
  await expect.poll(() => readingLook(page)).toMatchObject({ theme: 'light', size: 'standard', px: 18 });
  await openSettings(page);
  const childSaved = page.waitForResponse((r) => r.url().endsWith('/api/reading-preferences'));
  await page.getByRole('radio', { name: 'Larger' }).check();
  await childSaved;

  await api(page, '/api/family/switch', { profileId: parentId });
  await page.reload();
  await expect.poll(() => readingLook(page)).toMatchObject({ theme: 'dark', size: 'large', px: 22.5 });

  // Another device: the parent's settings come from the server.
  const origin = new URL(page.url()).origin;
  const other = await browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme: 'light' });
  const phone = await other.newPage();
  const signedIn = await phone.request.post(`${origin}/api/auth/signin`, {
    headers: { origin },
    data: { email, password: e2ePassword, remember: true },
  });
  expect(signedIn.ok()).toBe(true);
  await phone.goto(`${origin}/bible/kjv/john/3/`);
  await expect.poll(() => readingLook(phone)).toMatchObject({ theme: 'dark', size: 'large', px: 22.5 });
  await other.close();
});

test('the chapter page in dark mode passes the accessibility scan, settings and picker open', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/bible/kjv/john/3/');
  expect((await readingLook(page)).theme).toBe('dark');
  await expect(page.locator('[data-reading-settings-menu]')).toBeVisible();
  await expectAccessible(page);
  await openSettings(page);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await page.locator('[data-chapter-picker] summary').click();
  await expectAccessible(page);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the Bible Explorer fits without scrolling sideways', async ({ page }) => {
    await page.goto('/bible-explorer/');
    await expect(page.getByRole('heading', { name: 'Genesis 1', level: 3 })).toBeVisible();
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  });
});
