import { expect, test } from './fixtures/test.ts';

test('/bible lists the 66 books, grouped by testament', async ({ page }) => {
  await page.goto('/bible/');
  await expect(page.getByRole('heading', { level: 1, name: 'The Holy Bible' })).toBeVisible();
  await expect(page.locator('[data-testament="old-testament"] [data-book]')).toHaveCount(39);
  await expect(page.locator('[data-testament="new-testament"] [data-book]')).toHaveCount(27);
  await expect(page.locator('[data-book="psalms"]')).toContainText('150 chapters');
  await expect(page.locator('[data-book="obadiah"]')).toContainText('1 chapter');
});

test('an unknown route gets the 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/this/page/does/not/exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('/about shows the mission, the video channel and a help link', async ({ page }) => {
  await page.goto('/about');
  await expect(page).toHaveURL(/\/about\/$/);
  await expect(page.getByText(/fun and accessible/)).toBeVisible();
  await expect(page.getByRole('link', { name: /video channel/ })).toHaveAttribute(
    'href',
    'https://www.youtube.com/@example-kids-bible',
  );
  await expect(page.getByRole('link', { name: /Need help/ })).toHaveAttribute(
    'href',
    /^mailto:help@example\.org/,
  );
});

test('/explorer shows the features and the three plans', async ({ page }) => {
  await page.goto('/explorer/');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Journey of Faith' })).toBeVisible();
  await expect(page.locator('[data-plan]')).toHaveCount(3);
  await expect(page.locator('[data-plan="free"]')).toContainText('Taste & See');
  await expect(page.locator('[data-plan="premium"]')).toContainText('$5.99');
  await expect(page.locator('[data-plan="annual"]')).toContainText('$59.99');
  await expect(page.locator('[data-plan="annual"]')).toContainText('2 months free, save 17%');
});

test('robots.txt and the sitemap are served', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap-index\.xml/);
  const sitemap = await request.get('/sitemap-0.xml');
  const xml = await sitemap.text();
  expect(xml).toContain('/about/</loc>');
  expect(xml).toContain('/bible/</loc>');
  expect(xml).not.toContain('/404');
});

test('pages pass their own Content-Security-Policy (no violations reported)', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content[- ]Security[- ]Policy/i.test(msg.text())) violations.push(msg.text());
  });
  for (const path of ['/', '/about/', '/explorer/', '/bible/']) await page.goto(path);
  expect(violations).toEqual([]);
});
