import type { Page } from '@playwright/test';
import { gotoHydrated, signInAsUser } from './fixtures/auth.ts';
import { expect, test } from './fixtures/test.ts';

/** Every picture from public/art on the page has loaded, has its size and is decorative or named. */
async function expectArtLoaded(page: Page, min: number): Promise<void> {
  // The page's own pictures (the top bar's avatar is hidden until someone is learning).
  const art = page.locator('main img[src^="/art/"]');
  expect(await art.count()).toBeGreaterThanOrEqual(min);
  for (const img of await art.all()) {
    await img.scrollIntoViewIfNeeded();
    await expect(img).toHaveAttribute('alt', /.*/);
    await expect(img).toHaveAttribute('width', /^\d+$/);
    await expect(img).toHaveAttribute('height', /^\d+$/);
    await expect(img).toHaveAttribute('decoding', 'async');
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
      .toBe(true);
  }
}

test('the games grid shows each game its picture; locked cards invite a visitor to sign in', async ({
  page,
}) => {
  await gotoHydrated(page, '/games/');
  await expect(page.locator('[data-games-grid]')).not.toHaveAttribute('aria-busy');
  await expectArtLoaded(page, 12);
  // Pictures further down load lazily; the first row at once.
  await expect(page.locator('[data-card-bg-key="bible-bingo"] img[data-card-art]')).toHaveAttribute(
    'loading',
    'lazy',
  );
  await expect(page.locator('[data-card-bg-key="bible-hangman"] img[data-card-art]')).not.toHaveAttribute(
    'loading',
    'lazy',
  );

  const open = page.locator('[data-card-bg-key="bible-hangman"]');
  await expect(open.locator('[data-play-label]')).toHaveText('PLAY NOW');
  await expect(open.locator('[data-invite]')).toBeHidden();

  const locked = page.locator('[data-card-bg-key="word-search"]');
  await expect(locked.locator('[data-lock]')).toBeVisible();
  await expect(locked.getByText('Find six hidden Bible words')).toBeVisible();
  await expect(locked.locator('[data-play-label]')).toBeHidden();
  await expect(locked.getByRole('link', { name: 'Sign in to play' })).toHaveAttribute(
    'href',
    '/auth/?next=%2Fgames%2F',
  );
  // The card's own link still opens the game page, which says why it is locked.
  await expect(locked.locator('[data-game-card]')).toHaveAttribute('href', '/games/word-search/');
});

test('a signed-in free player is invited to upgrade on locked game and challenge cards', async ({ page }) => {
  await signInAsUser(page);
  await gotoHydrated(page, '/games/');
  await expect(page.locator('[data-games-grid]')).not.toHaveAttribute('aria-busy');
  const locked = page.locator('[data-card-bg-key="bible-bee"]');
  await expect(locked.getByRole('link', { name: 'Upgrade to play' })).toHaveAttribute(
    'href',
    '/subscription/',
  );

  await gotoHydrated(page, '/challenges/');
  await expect(page.locator('[data-truth-cards]')).not.toHaveAttribute('aria-busy');
  const card = page.locator('[data-truth-card="3"]');
  await expect(card).toHaveAttribute('data-locked', 'true');
  await expect(card.getByRole('link', { name: 'Upgrade for more challenges' })).toHaveAttribute(
    'href',
    '/subscription/',
  );
  await expect(page.getByRole('link', { name: 'Sign in for more challenges' })).toHaveCount(0);
});

test('challenge, Ask & Pray and plan cards show their pictures', async ({ page }) => {
  await page.goto('/challenges/');
  await expectArtLoaded(page, 4);
  await page.goto('/ask-and-pray/');
  await expectArtLoaded(page, 3);
  await page.goto('/subscription/');
  await expectArtLoaded(page, 3);
});

test('the lamb greets on the home page and comforts on the 404 page', async ({ page }) => {
  await page.goto('/');
  // Inline and decorative: no request, nothing read aloud twice.
  const lamb = page.locator('#hero-title ~ div svg[aria-hidden="true"]');
  await expect(lamb).toBeVisible();
  await expect(page.getByText('Hello, friend! Come and explore God’s Word.')).toBeVisible();

  const res = await page.goto('/no-such-page/');
  expect(res?.status()).toBe(404);
  await expect(page.locator('img[data-empty-art="notFound"]')).toHaveAttribute('alt', '');
  await expectArtLoaded(page, 1);
});
