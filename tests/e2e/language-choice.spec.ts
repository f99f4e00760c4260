import type { Page } from '@playwright/test';
import { gotoHydrated, signInAsUser } from './fixtures/auth.ts';
import { expect, test } from './fixtures/test.ts';
import { expectAccessible } from './support.ts';

/**
 * Languages (issue 35): the switch keeps the page and remembers the choice; the one-line bar offers
 * the page in the language chosen for whoever is here, or on a first visit in the browser's; each
 * child of a bilingual family has its own. Never a redirect.
 */

const bar = (page: Page) => page.locator('[data-language-bar]');
const topBarSwitch = (page: Page, locale: string) =>
  page.locator(`[data-top-bar] a[data-language-switch="${locale}"]:visible`);
const remembered = (page: Page) => page.evaluate(() => localStorage.getItem('bsb:locale'));

/** Every address the page's main frame navigated to, to check that none was a redirect of ours. */
function navigations(page: Page): string[] {
  const seen: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(new URL(frame.url()).pathname);
  });
  return seen;
}

/** Waits until the layout's script knows the session (the bar is decided then). */
async function sessionKnown(page: Page): Promise<void> {
  await expect(page.locator('html.auth-pending')).toHaveCount(0);
}

test('the switch keeps the page, and an English page then offers the remembered Spanish', async ({
  page,
}) => {
  const seen = navigations(page);
  await gotoHydrated(page, '/about/');
  await sessionKnown(page);
  await expect(bar(page)).toHaveCount(0);
  await topBarSwitch(page, 'es').click();
  await page.waitForURL(/\/es\/about\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect(await remembered(page)).toBe('es');
  await sessionKnown(page);
  await expect(bar(page)).toHaveCount(0);

  await gotoHydrated(page, '/games/');
  await expect(bar(page)).toHaveAttribute('lang', 'es');
  await expect(bar(page).getByRole('link', { name: 'Ver esta página en español' })).toHaveAttribute(
    'href',
    '/es/games/',
  );
  await bar(page).getByRole('link').click();
  await page.waitForURL(/\/es\/games\/$/);
  // Back to English with the switch: remembered, and no bar on English pages any more.
  await topBarSwitch(page, 'en').click();
  // The English page's path exactly: /\/games\/$/ matches the Spanish page being left too.
  await page.waitForURL((url) => url.pathname === '/games/');
  expect(await remembered(page)).toBe('en');
  await sessionKnown(page);
  await expect(bar(page)).toHaveCount(0);
  expect(seen).toEqual(['/about/', '/es/about/', '/games/', '/es/games/', '/games/']);
});

test.describe('a browser that prefers Spanish', () => {
  test.use({ locale: 'es-ES' });

  test('is offered Spanish on its first visit, follows it, and the choice is remembered', async ({
    page,
  }) => {
    const seen = navigations(page);
    await gotoHydrated(page, '/about/');
    await sessionKnown(page);
    await expect(bar(page)).toBeVisible();
    // Not a redirect: the English page stays, and the bar is the script's, not the page's content.
    expect(new URL(page.url()).pathname).toBe('/about/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const html = await (await page.request.get('/about/')).text();
    expect(html.replace(/<template[\s\S]*?<\/template>/g, '')).not.toContain('Ver esta página');
    await expectAccessible(page);

    await bar(page).getByRole('link', { name: 'Ver esta página en español' }).click();
    await page.waitForURL(/\/es\/about\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    expect(await remembered(page)).toBe('es');
    await sessionKnown(page);
    await expect(bar(page)).toHaveCount(0);
    expect(seen).toEqual(['/about/', '/es/about/']);
  });

  test('"No, gracias" remembers English: the suggestion does not come back', async ({ page }) => {
    await gotoHydrated(page, '/about/');
    await sessionKnown(page);
    await bar(page).getByRole('button', { name: 'No, gracias' }).click();
    await expect(bar(page)).toHaveCount(0);
    await expect.poll(() => remembered(page)).toBe('en');
    await gotoHydrated(page, '/games/');
    await sessionKnown(page);
    await expect(bar(page)).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe('/games/');
  });
});

test('a Spanish child and an English sibling each see their own language', async ({ page }) => {
  await signInAsUser(page, 'Rosa Familia');
  const origin = new URL(page.url()).origin;
  const addChild = async (displayName: string): Promise<string> => {
    const res = await page.request.post('/api/family/children', {
      headers: { origin },
      data: { displayName, avatar: 'lion', ageBand: '7-9' },
    });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { child: { id: string } }).child.id;
  };
  const luciaId = await addChild('Lucia');
  await addChild('Tom');
  // Lucia's Spanish set through the API, Tom's English on the parent's page.
  const set = await page.request.patch(`/api/family/children/${luciaId}`, {
    headers: { origin },
    data: { locale: 'es' },
  });
  expect(set.status(), await set.text()).toBe(200);
  await gotoHydrated(page, '/family/');
  const tom = page.locator('[data-child="Tom"]');
  await tom.getByRole('button', { name: 'Edit' }).click();
  await tom.getByLabel('Language').selectOption('en');
  await tom.getByRole('button', { name: 'Save' }).click();
  await expect(tom.locator('[data-child-form]')).toHaveCount(0);

  const learnAs = async (name: string, home: RegExp, lang: string): Promise<void> => {
    await gotoHydrated(page, '/who/');
    await page.locator(`[data-who="${name}"]`).click();
    await page.waitForURL(home);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
  };
  await learnAs('Lucia', /\/es\/me\/$/, 'es');
  // On an English page, Lucia is offered her Spanish; no redirect.
  await gotoHydrated(page, '/about/');
  await expect(bar(page).getByRole('link', { name: 'Ver esta página en español' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/about/');

  await learnAs('Tom', /\/me\/$/, 'en');
  expect(new URL(page.url()).pathname).toBe('/me/');
  await gotoHydrated(page, '/es/about/');
  await expect(bar(page).getByRole('link', { name: 'View this page in English' })).toHaveAttribute(
    'href',
    '/about/',
  );
  await expectAccessible(page);
  await sessionKnown(page);
  await bar(page).getByRole('button', { name: 'No, thanks' }).click();
  await expect(bar(page)).toHaveCount(0);

  // Tom chooses Spanish in the switch: remembered for Tom alone, on the server.
  await gotoHydrated(page, '/about/');
  await topBarSwitch(page, 'es').click();
  await page.waitForURL(/\/es\/about\/$/);
  const session = (await (await page.request.get('/api/auth/session')).json()) as {
    user: { locale: string | null };
    profile: { name: string; locale: string | null };
  };
  expect(session).toMatchObject({ user: { locale: null }, profile: { name: 'Tom', locale: 'es' } });
});
