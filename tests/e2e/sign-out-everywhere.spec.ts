import { gotoHydrated, signInAsUser } from './fixtures/auth.ts';
import { expect, test } from './fixtures/test.ts';

test('Sign Out Everywhere on /account ends this session too and opens the sign-in page', async ({ page }) => {
  await signInAsUser(page, 'Esther');
  await gotoHydrated(page, '/account/');
  await page.getByRole('button', { name: 'Sign Out Everywhere' }).click();
  // The page leaves for /auth/ (the account page's guard may start the same navigation as the session
  // ends, aborting the first: the place it ends on is what counts).
  await expect(page).toHaveURL(/\/auth\/$/);
  const session = await page.request.get('/api/auth/session');
  expect(((await session.json()) as { user: unknown }).user).toBeNull();
});
