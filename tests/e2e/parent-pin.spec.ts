import { e2ePassword, gotoHydrated, signInAsUser } from './fixtures/auth.ts';
import { expect, test } from './fixtures/test.ts';

test('a parent sets an 8-digit PIN on /family and types all of it to switch back from a child', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsUser(page, 'Paula Parent');
  await gotoHydrated(page, '/family/');
  const form = page.locator('[data-child-form]').last();
  await form.getByLabel('First name or nickname').fill('Kim');
  await form.getByText('Lion', { exact: true }).click();
  await form.getByLabel('Age group').selectOption('7-9');
  await form.getByRole('button', { name: 'Add profile' }).click();
  await expect(page.locator('[data-child="Kim"]')).toBeVisible();

  await page.getByLabel('New PIN (4 to 8 digits)').fill('20242025');
  await expect(page.getByLabel('New PIN (4 to 8 digits)')).toHaveValue('20242025');
  await page.getByLabel('Your account password').fill(e2ePassword);
  await page.getByRole('button', { name: 'Save PIN' }).click();
  await expect(page.getByText('Your family settings were saved.')).toBeVisible();

  await gotoHydrated(page, '/who/');
  await page.locator('[data-who="Kim"]').click();
  await page.waitForURL(/\/me\/$/);
  await gotoHydrated(page, '/who/');
  await page.locator('[data-who="Paula Parent"]').click();
  const pin = page.getByLabel('Parent PIN');
  await pin.fill('20242025');
  await expect(pin).toHaveValue('20242025');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/explorer\/$/);
  await expect(page.locator('[data-profile-name]').first()).toHaveText('Paula Parent');
});
