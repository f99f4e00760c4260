import {
  createConfirmedUser,
  gotoHydrated,
  signInAsAdmin,
  signInAsUser,
  signInThroughPage,
} from './fixtures/auth.ts';
import { payForPremium, payThroughOutsideLink } from './fixtures/stripe.ts';
import { expect, test } from './fixtures/test.ts';
import { expectAccessible } from './support.ts';

const sessionUserId = async (page: import('@playwright/test').Page): Promise<string> =>
  ((await (await page.request.get('/api/auth/session')).json()) as { user: { id: string } }).user.id;

test('a visitor sees the three plans, the FAQ and the money-back note, and must sign in to upgrade', async ({
  page,
}) => {
  await gotoHydrated(page, '/subscription/');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeVisible();
  await expect(page.locator('[data-plan]')).toHaveCount(3);
  await expect(page.locator('[data-plan="free"]')).toContainText('Taste & See');
  await expect(page.locator('[data-plan="premium"]')).toContainText('$5.99');
  await expect(page.locator('[data-plan="annual"]')).toContainText('2 months free, save 17%');
  await expect(page.getByRole('link', { name: 'Sign in to upgrade' }).first()).toHaveAttribute(
    'href',
    '/auth/?next=%2Fsubscription%2F',
  );
  await expect(page.getByText(/30-day money-back guarantee/)).toBeVisible();
  await page.getByText('Can I cancel at any time?').click();
  await expect(page.getByText(/stays open until the end of the period/)).toBeVisible();
  await expect(page.getByRole('link', { name: /Make a Donation/ })).toHaveAttribute(
    'href',
    'https://donate.stripe.com/test_gift',
  );
  await expect(page.getByRole('banner').getByRole('link', { name: 'Upgrade' })).toBeHidden();
});

test('a free user sees Upgrade; after a signed webhook they are premium with the badge and Manage link', async ({
  page,
}) => {
  await signInAsUser(page);
  const userId = await sessionUserId(page);
  await page.goto('/');
  const bar = page.getByRole('banner');
  await expect(bar.getByRole('link', { name: '⭐ Upgrade' })).toBeVisible();
  await expect(bar.getByText('Premium plan')).toBeHidden();
  await page.goto('/games/');
  await expect(page.locator('[data-games-grid]')).not.toHaveAttribute('aria-busy');
  await expect(page.locator('[data-game-card][data-locked="true"]')).toHaveCount(10);
  await expect(page.locator('[data-game-card="word-search"]')).toContainText('Premium Only');

  await gotoHydrated(page, '/subscription/');
  await expect(page.locator('[data-plan="free"]')).toContainText('Your current plan');
  const checkout = page.locator('[data-plan="premium"]').getByRole('link', { name: /Go Premium/ });
  await expect(checkout).toHaveAttribute(
    'href',
    new RegExp(`^https://buy\\.stripe\\.com/test_premium\\?client_reference_id=${userId}&prefilled_email=`),
  );
  await expect(checkout).toHaveAttribute('target', '_blank');
  await expect(
    page.locator('[data-plan="annual"]').getByRole('button', { name: 'Payments are not set up yet' }),
  ).toBeDisabled();

  await payForPremium(page.request, userId);

  await page.goto('/games/');
  await expect(page.locator('[data-games-grid]')).not.toHaveAttribute('aria-busy');
  await expect(page.locator('[data-game-card][data-locked="false"]')).toHaveCount(12);
  await page.goto('/games/word-search/');
  await expect(page.locator('[data-gate-game]')).toBeVisible();
  await page.goto('/');
  await expect(bar.getByText('Premium plan')).toBeVisible();
  await bar.locator('[data-account-menu] summary').click();
  await expect(bar.getByRole('link', { name: 'Manage Subscription' })).toBeVisible();
  await expect(bar.getByRole('link', { name: '⭐ Upgrade' })).toBeHidden();
  await gotoHydrated(page, '/subscription/');
  await expect(page.locator('[data-plan="premium"]')).toContainText('Your current plan');
  await expect(page.getByRole('link', { name: /Manage Subscription/ })).toHaveAttribute(
    'href',
    /^https:\/\/billing\.stripe\.com\/p\/login\/test_portal\?prefilled_email=/,
  );
});

test('an admin gives a plan by hand in the Plans tab and the user sees it', async ({ page, browser }) => {
  const email = await createConfirmedUser(page.request);
  await signInAsAdmin(page);
  await gotoHydrated(page, '/admin/?tab=plans');
  await page.getByLabel("User's email").fill(email);
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page.locator('[data-plan-status]')).toHaveText('free plan');
  await page.getByLabel('Plan', { exact: true }).selectOption('lifetime');
  await page.getByLabel('Note (optional)').fill('Sunday school teacher');
  await page.getByRole('button', { name: 'Give Plan' }).click();
  await expect(page.locator('[data-plan-status]')).toHaveText(/lifetime until no end/);
  await expect(page.getByText(/grant lifetime by admin-/)).toBeVisible();

  const userContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.250.0.9' } });
  const userPage = await userContext.newPage();
  await signInThroughPage(userPage, email);
  await expect(userPage.getByRole('banner').getByText('Lifetime plan')).toBeVisible();
  await userContext.close();
});

test('an admin attaches a payment that arrived without an account, and the user gets the plan', async ({
  page,
  browser,
}) => {
  const email = await createConfirmedUser(page.request);
  const payer = `grandparent-${Date.now().toString(36)}@example.net`;
  expect(await payThroughOutsideLink(page.request, payer)).toMatch(/^kept as unmatched payment \d+/);

  await signInAsAdmin(page);
  await gotoHydrated(page, '/admin/?tab=plans');
  const payment = page.locator('[data-unmatched-payment]').filter({ hasText: payer });
  await expect(payment).toContainText('no confirmed account uses this e-mail address');
  await expectAccessible(page);
  await payment.getByLabel("Account's email").fill(email);
  page.once('dialog', (d) => void d.accept());
  await payment.getByRole('button', { name: 'Attach to Account' }).click();
  await expect(payment).toHaveCount(0);
  // The tab looks the account up and shows its new plan and who attached the payment.
  await expect(page.locator(`[data-plan-lookup="${email}"] [data-plan-status]`)).toHaveText(/^premium until/);
  await expect(page.getByText(/attach\s+by admin-/)).toBeVisible();

  const userContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.250.0.10' } });
  const userPage = await userContext.newPage();
  await signInThroughPage(userPage, email);
  await expect(userPage.getByRole('banner').getByText('Premium plan')).toBeVisible();
  await userContext.close();
});
