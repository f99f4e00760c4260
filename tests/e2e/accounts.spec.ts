import { latestMailTo } from '../support/outbox.ts';
import {
  confirmationLink,
  createConfirmedUser,
  e2ePassword,
  gotoHydrated,
  signInAsAdmin,
  signInAsUser,
  uniqueEmail,
} from './fixtures/auth.ts';
import { expect, test } from './fixtures/test.ts';
import { expectAccessible } from './support.ts';

test(
  'sign up, "Check your inbox" with Resend, the link signs in and leads to "Add your children", ' +
    'then "Start learning as Noah"; sign out and in again',
  async ({ page }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail('ruth');
    await gotoHydrated(page, '/auth/');
    await page.getByRole('button', { name: 'Create Account' }).first().click();
    await page.getByLabel('Full Name').fill('Ruth Moabite');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(e2ePassword);
    await page.getByLabel('I am 18 or older').check();
    await page.getByRole('button', { name: 'Create Account' }).last().click();

    // A screen that stays (no toast that goes), naming the address, with Resend.
    await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
    await expect(page.getByText(`We sent a link to ${email}.`)).toBeVisible();
    await expectAccessible(page);
    const link = await confirmationLink(email);
    await page.getByRole('button', { name: 'Resend the link' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'If that account still needs confirming' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();

    // The link signs the parent in and leads to "Add your children" (skippable).
    await page.goto(link);
    await expect(page).toHaveURL(/\/family\/\?welcome=1/);
    await expect(page.getByRole('heading', { name: 'Add your children' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Skip for now' })).toHaveAttribute('href', '/explorer/');
    await expectAccessible(page);
    const form = page.locator('[data-child-form]').last();
    await form.getByLabel('First name or nickname').fill('Noah');
    await form.getByText('Lion', { exact: true }).click();
    await form.getByLabel('Age group').selectOption('4-6');
    await form.getByRole('button', { name: 'Add profile' }).click();
    await page.getByRole('button', { name: 'Start learning as Noah' }).click();
    await page.waitForURL(/\/me\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hi Noah!' })).toBeVisible();

    const bar = page.getByRole('banner');
    // Sign Out is in the account menu (the bar stays one line).
    await bar.locator('[data-account-menu] summary').click();
    await bar.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(bar.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(page.locator('[data-greeting]')).toBeHidden();
    // Signing in again, a parent with children is asked who is learning.
    await gotoHydrated(page, '/auth/');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(e2ePassword);
    await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
    await page.waitForURL(/\/who\//);
    await expect(page.locator('[data-who="Noah"]')).toBeVisible();
  },
);

test(
  'signing in before confirming shows "Please Check Your Email" and offers a new ' +
    'link, which activates the account with a password chosen there',
  async ({ page }) => {
    const email = uniqueEmail('unconfirmed');
    const res = await page.request.post('/api/auth/signup', {
      headers: { origin: `http://127.0.0.1:${process.env.E2E_PORT}` },
      data: { email, password: e2ePassword, isAdult: true },
    });
    expect(res.status()).toBe(200);
    // The mail worker creates the account and writes its mail just after the answer.
    await confirmationLink(email);
    await gotoHydrated(page, '/auth/');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(e2ePassword);
    await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
    await expect(page.getByText('Please Check Your Email')).toBeVisible();
    await expect(
      page.getByText(
        'Click the confirmation link in your email to activate your account, then try signing in again.',
      ),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/$/);
    await page.getByRole('button', { name: 'Resend confirmation email' }).click();
    await expect(page.getByText('Confirmation Sent')).toBeVisible();
    let activation: string | undefined;
    await expect
      .poll(
        () =>
          (activation = latestMailTo(process.env.E2E_DATA_DIR!, email, /^Activate your/)?.links.find((l) =>
            l.includes('/auth/reset/'),
          )),
      )
      .toBeTruthy();
    await gotoHydrated(page, activation!);
    await page.getByLabel('New password', { exact: true }).fill('chosen-at-activation-9');
    await page.getByLabel('New password again').fill('chosen-at-activation-9');
    await page.getByRole('button', { name: 'Save New Password' }).click();
    await page.waitForURL(/\/explorer\/$/);
  },
);

test('a wrong password says "Sign In Failed" and stays on the page', async ({ page }) => {
  const email = await createConfirmedUser(page.request);
  await gotoHydrated(page, '/auth/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('definitely-wrong');
  await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
  await expect(page.getByText('Sign In Failed')).toBeVisible();
  await expect(page.getByText('Invalid login credentials')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/$/);
});

test('the form explains bad input beside each field', async ({ page }) => {
  await gotoHydrated(page, '/auth/?mode=signup');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('123');
  await page.getByRole('button', { name: 'Create Account' }).last().click();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(page.getByText('Password should be at least 6 characters.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
});

test('the password can be shown and hidden, and a remembered e-mail is filled in next time', async ({
  page,
}) => {
  const email = await createConfirmedUser(page.request);
  await gotoHydrated(page, '/auth/');
  const password = page.getByLabel('Password', { exact: true });
  await password.fill(e2ePassword);
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Remember my login information').check();
  await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
  await page.waitForURL(/\/explorer\/$/);
  expect(
    await page.evaluate(() => [
      localStorage.getItem('rememberedEmail'),
      localStorage.getItem('rememberedPassword'),
    ]),
  ).toEqual([email, null]);
  await page.getByRole('banner').locator('[data-account-menu] summary').click();
  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
  // Sign-out ends with a move to the home page; going to /auth/ before it lands races with it.
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/(\?notice=signed-out)?$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await gotoHydrated(page, '/auth/');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Remember my login information')).toBeChecked();
});

test('a signed-in visitor to /auth is sent home, and /account needs a session', async ({ page, context }) => {
  await page.goto('/account/');
  await expect(page).toHaveURL(/\/auth\/\?next=%2Faccount%2F$/);
  await signInAsUser(page, 'Miriam');
  await gotoHydrated(page, '/auth/');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await page.goto('/account/');
  await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
  await context.clearCookies();
});

test('a non-admin on /admin sees Access Denied with Return Home and Switch Account', async ({ page }) => {
  await signInAsUser(page);
  await page.goto('/admin/');
  await expect(page.getByText('Checking authentication...')).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Switch Account' }).click();
  await expect(page).toHaveURL(/\/auth\/\?next=%2Fadmin%2F$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
});

test('an admin granted by the command sees the Admin links and the admin panel', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/');
  const bar = page.getByRole('banner');
  await bar.getByText('General').click();
  await expect(bar.getByRole('link', { name: 'ADMIN', exact: true })).toBeVisible();
  await bar.getByText('Features').click();
  await expect(bar.getByRole('link', { name: 'Admin', exact: true })).toBeVisible();
  await bar.getByRole('link', { name: 'Admin', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  await expect(page.getByText(/Live since/)).toBeVisible();
  const mail = page.getByRole('region', { name: 'Mail' });
  await expect(
    mail.getByText(/No SMTP_URL: mails are written to the outbox folder\. \d+ waiting, 0 failed/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Clear Cache' }).click();
  await expect(page.getByText('Cache Cleared')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('an admin sees Admin Panel, Mini Lessons and Readings in the mobile menu; a user sees Sign Out', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.goto('/');
    await page.getByLabel('Open menu').click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    for (const name of ['Admin Panel', 'Mini Lessons', 'Readings', 'Sign Out'])
      await expect(menu.getByText(name, { exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Sign In', exact: true })).toBeHidden();
  });
});
