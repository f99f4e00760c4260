import type { APIRequestContext, Page } from '@playwright/test';
import { fakeMp4, tinyPng } from '../support/media-fixtures.ts';
import { createConfirmedUser, gotoHydrated, signInAsAdmin, signInThroughPage } from './fixtures/auth.ts';
import { payForPremium } from './fixtures/stripe.ts';
import { expect, test } from './fixtures/test.ts';
import { freshHome } from './fresh-home.ts';
import { expectAccessible } from './support.ts';

const origin = (): { origin: string } => ({ origin: `http://127.0.0.1:${process.env.E2E_PORT}` });

interface LibraryFile {
  id: string;
  title: string;
  posterUrl: string | null;
}

async function videosInLibrary(request: APIRequestContext): Promise<LibraryFile[]> {
  const res = await request.get('/api/admin/media?bucket=videos');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { files: LibraryFile[] }).files;
}

const sessionUserId = async (page: Page): Promise<string> =>
  ((await (await page.request.get('/api/auth/session')).json()) as { user: { id: string } }).user.id;

// The home page's two states: as a fresh install has it (kept before any test ran, whatever
// other tests have uploaded since: tests/e2e/fresh-home.ts), and with videos.
test.describe('the home hero', () => {
  test('with no videos: the lamb and the verse of the day, not an empty box', async ({ page }) => {
    const home = freshHome();
    await page.route(
      (url) => url.pathname === '/',
      (route) =>
        route.fulfill({ status: 200, contentType: home.contentType, headers: home.headers, body: home.body }),
    );
    await page.goto('/');
    await expect(page.locator('[data-video-library]')).toHaveCount(0);
    const welcome = page.locator('[data-home-welcome]');
    await expect(welcome).toBeVisible();
    const art = welcome.locator('img[data-home-welcome-art]');
    await expect(art).toBeVisible();
    await expect(art).toHaveAttribute('alt', 'The Bite Size Bible lamb reading its Bible');
    await expect
      .poll(() => art.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await expect(welcome.getByRole('heading', { level: 2, name: /Verse of the Day/ })).toBeVisible();
    await expect(welcome.locator(':scope [data-verse-of-the-day] > [data-votd-slot] blockquote')).toHaveText(
      /\w+/,
    );
    await expect(welcome.locator('[data-verse-of-the-day] > [data-votd-slot] a')).toHaveText(
      / \d+:\d+ \(WEB\)$/,
    );
    await expect(page.getByText('No videos available')).toHaveCount(0);
    await expect(page.locator('[data-home-media-link]')).toHaveAttribute('href', '/media/');
    await expectAccessible(page);
  });

  test('with videos: each shows its poster, or the site picture when it has none', async ({ page }) => {
    test.setTimeout(240_000);
    await signInAsAdmin(page);
    const stamp = Date.now().toString(36);
    const plain = `No Poster ${stamp}`;
    const upload = await page.request.post(
      `/api/admin/media/upload?${new URLSearchParams({ title: plain, fileName: `${plain}.mp4` })}`,
      { headers: { ...origin(), 'content-type': 'video/mp4' }, data: fakeMp4(2) },
    );
    expect(upload.status()).toBe(201);

    // The admin's upload form: a video with a poster picture.
    const titled = `Poster Video ${stamp}`;
    await gotoHydrated(page, '/admin/?tab=media-library');
    await page
      .locator('#media-file')
      .setInputFiles({ name: `${titled}.mp4`, mimeType: 'video/mp4', buffer: fakeMp4(2) });
    await expect(page.getByLabel('Title')).toHaveValue(titled);
    await page
      .getByLabel('Poster picture (optional)')
      .setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: tinyPng });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByText('Upload Successful!')).toBeVisible();
    await expect(page.getByText('Poster Not Saved')).toHaveCount(0);
    const files = await videosInLibrary(page.request);
    const withPoster = files.find((f) => f.title === titled);
    expect(withPoster?.posterUrl).toMatch(/^\/media-files\/images\/.+\.png$/);
    expect(files.find((f) => f.title === plain)?.posterUrl).toBeNull();
    const picture = await page.request.get(withPoster!.posterUrl!);
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toBe('image/png');

    await page.context().clearCookies();
    await expect
      .poll(
        async () => {
          await page.goto('/');
          return page.locator(`[data-video-library] video[aria-label="${titled}"]`).count();
        },
        { timeout: 180_000, intervals: [2000] },
      )
      .toBe(1);
    await expect(page.locator(`[data-video-library] video[aria-label="${titled}"]`)).toHaveAttribute(
      'poster',
      withPoster!.posterUrl!,
    );
    await expect(page.locator(`[data-video-library] video[aria-label="${plain}"]`)).toHaveAttribute(
      'poster',
      '/art/empty/no-videos.svg',
    );
    await expect(page.locator('[data-home-welcome]')).toHaveCount(0);
    await expect(page.locator('[data-home-media-link]')).toHaveAttribute('href', '/media/');
    await page.goto('/media/');
    await expect(page.locator(`video[aria-label="${titled}"]`)).toHaveAttribute(
      'poster',
      withPoster!.posterUrl!,
    );
  });
});

test.describe('the plans page', () => {
  test('a visitor is invited to sign in; the cards promise only what the site has', async ({ page }) => {
    await gotoHydrated(page, '/subscription/');
    await expect(page.locator('[data-plan] >> text=Current Plan')).toHaveCount(0);
    for (const tier of ['premium', 'annual'])
      await expect(
        page.locator(`[data-plan="${tier}"]`).getByRole('link', { name: 'Sign in to upgrade' }),
      ).toBeVisible();
    const annual = page.locator('[data-plan="annual"]');
    await expect(annual).toContainText('Custom verse collections');
    await expect(annual).not.toContainText(/early access|priority support/i);
    await expect(page.locator('[data-plan="free"]')).toContainText('2 Bible games');
    await expectAccessible(page);
  });

  test('a free user has Taste & See as Current Plan and may buy Premium', async ({ page }) => {
    await signInThroughPage(page, await createConfirmedUser(page.request));
    await gotoHydrated(page, '/subscription/');
    const free = page.locator('[data-plan="free"]');
    await expect(free).toContainText('Current Plan');
    await expect(free).toContainText('Your current plan');
    await expect(free.getByRole('link', { name: /Manage/ })).toHaveCount(0);
    await expect(
      page.locator('[data-plan="premium"]').getByRole('link', { name: /Go Premium/ }),
    ).toBeVisible();
  });

  for (const [interval, own, other] of [
    ['month', 'premium', 'annual'],
    ['year', 'annual', 'premium'],
  ] as const) {
    const who = interval === 'month' ? 'a monthly' : 'an annual';
    test(`${who} subscriber sees their plan as Current Plan with Manage, and no offer to buy`, async ({
      page,
    }) => {
      await signInThroughPage(page, await createConfirmedUser(page.request));
      await payForPremium(page.request, await sessionUserId(page), interval);
      await gotoHydrated(page, '/subscription/');
      const current = page.locator(`[data-plan="${own}"]`);
      await expect(current).toContainText('Current Plan');
      await expect(current).toContainText('Your current plan');
      await expect(current.getByRole('link', { name: /Manage your plan/ })).toHaveAttribute(
        'href',
        /^https:\/\/billing\.stripe\.com\/p\/login\/test_portal/,
      );
      await expect(
        page.getByRole('link', { name: /Go Premium|Choose Annual|Sign in to upgrade/ }),
      ).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Payments are not set up yet' })).toHaveCount(0);
      await expect(page.locator(`[data-plan="${other}"] [data-plan-change]`)).toHaveText(
        own === 'annual'
          ? 'Everything here is in your plan.'
          : 'To change your plan, use Manage Subscription.',
      );
      await expect(page.locator(`[data-plan="${other}"]`)).not.toContainText('Current Plan');
      await expectAccessible(page);
    });
  }
});

test('the basic plan banner counts the challenge cards that are really open', async ({ page, browser }) => {
  const email = await createConfirmedUser(page.request);
  await signInAsAdmin(page);
  const granted = await page.request.put('/api/admin/subscriptions', {
    headers: origin(),
    data: { email, tier: 'basic' },
  });
  expect(granted.status()).toBe(200);

  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.252.0.3' } });
  const player = await context.newPage();
  await signInThroughPage(player, email);
  await gotoHydrated(player, '/challenges/');
  await expect(player.locator('[data-truth-cards]')).not.toHaveAttribute('aria-busy');
  const open = await player.locator('[data-truth-card][data-locked="false"]').count();
  expect(open).toBe(2);
  await expect(player.locator('[data-truth-banner]')).toHaveText(
    `Your plan includes access to ${open} Truth Challenge(s)`,
  );
  await context.close();
});
