import type { Page } from '@playwright/test';
import { signInAsAdmin, signInAsUser } from './fixtures/auth.ts';
import { expect, test } from './fixtures/test.ts';
import { pageKinds, spanishPageKinds } from './pages.ts';

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

/** The pages in groups of this many, one test each, so each test stays short on a busy machine. */
const groupSize = 10;

function groups(urls: string[]): string[][] {
  const all: string[][] = [];
  for (let i = 0; i < urls.length; i += groupSize) all.push(urls.slice(i, i + groupSize));
  return all;
}

function label(urls: string[]): string {
  return `${urls[0]} to ${urls.at(-1)}`;
}

/** Every kind of page and every game in Spanish (a visitor's walk). */
const spanish = [...spanishPageKinds.map((k) => k.path), ...games.map((g) => `/es/games/${g}/`)];

const states = [
  { who: 'a visitor', signIn: async () => {}, urls: [...everyone, ...signedIn] },
  { who: 'a visitor on the Spanish pages', signIn: async () => {}, urls: spanish },
  {
    who: 'a signed-in user',
    signIn: (page: Page) => signInAsUser(page, 'Console Check'),
    urls: [...everyone, ...signedIn],
  },
  { who: 'an admin', signIn: signInAsAdmin, urls: [...everyone, ...signedIn, ...adminOnly] },
];

test.describe('no console errors or warnings', () => {
  // With the site's service worker, as visitors have it (the other specs block it).
  test.use({ serviceWorkers: 'allow' });

  // After every other test (the `console` project of playwright.config.ts): the last admin save's
  // build is finished first, so no new service worker takes over in the middle of a walk.
  test.beforeAll(async ({ request }) => {
    test.setTimeout(300_000);
    await expect
      .poll(
        async () =>
          ((await (await request.get('/api/health')).json()) as { build: { state: string } }).build.state,
        { timeout: 240_000 },
      )
      .toBe('idle');
  });

  for (const { who, signIn, urls } of states) {
    for (const group of groups(urls)) {
      // Pages that need a sign-in send a visitor on; they must not complain on the way.
      test(`for ${who}: ${label(group)}`, async ({ page }) => {
        test.setTimeout(120_000);
        await signIn(page);
        const problems = watchConsole(page);
        for (const url of group) await visit(page, url);
        expect(problems).toEqual([]);
      });
    }
  }

  test('for an admin opening every content tab', async ({ page }) => {
    test.setTimeout(90_000);
    await signInAsAdmin(page);
    const problems = watchConsole(page);
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
