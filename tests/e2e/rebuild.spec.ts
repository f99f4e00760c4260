import { gotoHydrated, signInAsAdmin } from './fixtures/auth.ts';
import { expect, test } from './fixtures/test.ts';
import { runScript } from './support.ts';

// The second test makes the first test's build and the one before it live in turn.
test.describe.configure({ mode: 'serial' });

type Health = { build: { live: { id: string } } };

test('a rebuild swaps the live site while requests keep being answered', async ({ request }) => {
  test.setTimeout(240_000);
  const before = (await (await request.get('/api/health')).json()) as Health;

  let building = true;
  const build = runScript('scripts/build.ts').finally(() => (building = false));
  const statuses: number[] = [];
  while (building) {
    for (const path of ['/', '/about/', '/bible/']) statuses.push((await request.get(path)).status());
  }
  const result = await build;
  expect(result.code, result.output).toBe(0);

  const after = (await (await request.get('/api/health')).json()) as Health;
  expect(after.build.live.id).not.toBe(before.build.live.id);
  expect(statuses.length).toBeGreaterThan(3);
  expect(statuses.every((s) => s === 200)).toBe(true);
  expect((await request.get('/')).status()).toBe(200);
});

test('an admin makes an earlier kept build live from the build status, and the newest again', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const liveId = async (): Promise<string> =>
    ((await (await page.request.get('/api/health')).json()) as Health).build.live.id;
  await signInAsAdmin(page);
  await gotoHydrated(page, '/admin/');
  page.on('dialog', (dialog) => void dialog.accept());

  await page.getByText(/^Kept builds \(\d+\)$/).click();
  const rows = page.locator('[data-build-id]');
  await expect(rows).not.toHaveCount(0);
  expect(await rows.count()).toBeGreaterThanOrEqual(2);
  const earlierId = (await rows.nth(1).getAttribute('data-build-id'))!;
  // By its id: another test's admin change may add a newer build to the list meanwhile.
  const earlier = page.locator(`[data-build-id="${earlierId}"]`);

  // "Make live" waits while a build runs (the button is disabled then).
  await earlier.getByRole('button', { name: /^Make live/ }).click();
  await expect(page.getByText('Build Live', { exact: true })).toBeVisible();
  await expect(earlier).toContainText('Live');
  expect(await liveId()).toBe(earlierId);
  expect((await page.request.get('/')).status()).toBe(200);

  // Back to the newest build (other tests need their content live).
  await gotoHydrated(page, '/admin/');
  await page.getByText(/^Kept builds \(\d+\)$/).click();
  const newestId = (await page.locator('[data-build-id]').first().getAttribute('data-build-id'))!;
  const newest = page.locator(`[data-build-id="${newestId}"]`);
  expect(newestId).not.toBe(earlierId);
  await newest.getByRole('button', { name: /^Make live/ }).click();
  await expect(newest).toContainText('Live');
  expect(await liveId()).toBe(newestId);
});
