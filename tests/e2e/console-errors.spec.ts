import type { Page } from '@playwright/test';
import { signInAsAdmin, signInAsUser } from './fixtures/auth.ts';
import { expect, test } from './fixtures/test.ts';
import { pageKinds } from './pages.ts';

/**
 * No page logs an error or a warning in the console (React's hydration errors among them), and none
 * throws, for a visitor, a signed-in user and an admin. One browser context per state, pages in turn.
 */

const games = [
  'bible-adventure',
  'bible-bee',
  'bible-bingo',
  'bible-hangman',
  'bible-story-quiz',
  'christian-connect',
  'christian-puzzle',
  'fruit-spirit-hunt',
  'memory-verse-matching',
  'memory-verse',
  'scrambled-verse',
  'word-search',
];

const everyone = [...pageKinds.map((k) => k.path), ...games.map((g) => `/games/${g}/`)];
const signedIn = ['/account/'];
const adminOnly = ['/admin/', '/admin/mini-lessons/', '/admin/readings/', '/admin/reading-plans/'];

/** Collects console errors and warnings and page errors, with the page they happened on. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    // The not-found page is served with status 404 on purpose; Chromium logs that for the document.
    const notFoundDocument = msg.text().includes('status of 404') && msg.location().url === page.url();
    if ((msg.type() === 'error' || msg.type() === 'warning') && !notFoundDocument) {
      problems.push(`${page.url()}: console.${msg.type()}: ${msg.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: page error: ${error.message}`));
  return problems;
}

/** Opens a page, waits until every island has hydrated and the network and the main thread are idle. */
async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('astro-island[ssr]:not([client="visible"])')).toHaveCount(0, { timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5_000 })),
  );
}

async function visitAll(page: Page, urls: string[], problems: string[]): Promise<void> {
  for (const url of urls) await visit(page, url);
  expect(problems).toEqual([]);
}

test.describe('no console errors or warnings', () => {
  // With the site's service worker, as visitors have it (the other specs block it).
  test.use({ serviceWorkers: 'allow' });

  test('for a visitor', async ({ page }) => {
    test.setTimeout(180_000);
    const problems = watchConsole(page);
    // Pages that need a sign-in send a visitor on; they must not complain on the way.
    await visitAll(page, [...everyone, ...signedIn], problems);
  });

  test('for a signed-in user', async ({ page }) => {
    test.setTimeout(180_000);
    await signInAsUser(page, 'Console Check');
    const problems = watchConsole(page);
    await visitAll(page, [...everyone, ...signedIn], problems);
  });

  test('for an admin', async ({ page }) => {
    test.setTimeout(240_000);
    await signInAsAdmin(page);
    const problems = watchConsole(page);
    await visitAll(page, [...everyone, ...signedIn, ...adminOnly], problems);
    await visit(page, '/admin/');
    const tabs = page.getByRole('tablist', { name: 'Content' }).getByRole('tab');
    const count = await tabs.count();
    expect(count).toBeGreaterThan(1);
    for (let i = 0; i < count; i++) {
      await tabs.nth(i).click();
      await expect(tabs.nth(i)).toHaveAttribute('aria-selected', 'true');
      await page.waitForLoadState('networkidle');
    }
    expect(problems).toEqual([]);
  });
});
