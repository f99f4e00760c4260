import { gotoHydrated, signInAsUser } from './fixtures/auth.ts';
import { expect, test } from './fixtures/test.ts';

/**
 * The browser's API client (src/client/request.ts) says what went wrong in the page's language when
 * no answer comes: the page carries the words (BaseLayout.astro), the code every page loads none.
 */
for (const [path, words] of [
  ['/who/', 'An unexpected error occurred. Please try again.'],
  ['/es/who/', 'Ocurrió un error inesperado. Inténtalo de nuevo.'],
] as const) {
  test(`a request that gets no answer says so in the page's language (${path})`, async ({ page }) => {
    await signInAsUser(page);
    await page.route('**/api/family/profiles', (route) => route.abort('internetdisconnected'));
    await gotoHydrated(page, path);
    await expect(page.getByRole('status')).toHaveText(words);
  });
}
