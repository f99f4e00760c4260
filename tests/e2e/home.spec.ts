import { expect, test } from './fixtures/test.ts';

const anchors = ['about', 'devotionals', 'bible-explorer', 'truth-challenges', 'bible-games'];

test('the home page has the top bar, the hero and all five section anchors', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Bite Size Bible/);
  const bar = page.getByRole('banner');
  await expect(bar.getByRole('link', { name: 'Bite Size Bible' })).toBeVisible();
  await expect(bar.getByText('General')).toBeVisible();
  await expect(bar.getByText('Features')).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Sign In' })).toBeVisible();
  for (const id of anchors) await expect(page.locator(`section#${id}`)).toBeVisible();
  const explore = page.getByRole('link', { name: 'Explore Your Journey of Faith' });
  await expect(explore).toHaveAttribute('href', '/explorer/');
  await expect(
    page.getByText('Bite-size Pieces of the Word of God to Transform Lives').first(),
  ).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Bite Size Bible');
});

test('the General and Features menus open and list their links', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByText('Features').click();
  const features = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Challenges', 'Devotional', 'Bible Explorer', 'Games', 'Ask & Pray']) {
    await expect(features.getByRole('link', { name, exact: true })).toBeVisible();
  }
  const featureTargets = {
    'All Bible Books': '/bible/',
    'Search the Bible': '/bible/search/',
    'Media Center': '/media/',
  };
  for (const [name, href] of Object.entries(featureTargets))
    await expect(features.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  await page.keyboard.press('Escape');
  await expect(features.getByRole('link', { name: 'Challenges', exact: true })).toBeHidden();
  await page.getByRole('banner').getByText('General').click();
  await features.getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL(/\/about\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the mobile menu lists every link with Sign In and Sign Up', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByLabel('Open menu').click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    for (const name of [
      'Home',
      'Journey of Faith',
      'About',
      'Challenges',
      'Devotional',
      'Bible Explorer',
      'Games',
      'Ask & Pray',
      'All Bible Books',
      'Search the Bible',
      'Media Center',
      'Sign In',
      'Sign Up',
    ]) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
  });

  test('changeMobileSection switches the visible section', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#about')).toBeVisible();
    await expect(page.locator('#bible-games')).toBeHidden();
    await page.evaluate(() =>
      window.dispatchEvent(new CustomEvent('changeMobileSection', { detail: { section: 4 } })),
    );
    await expect(page.locator('#bible-games')).toBeVisible();
    await expect(page.locator('#about')).toBeHidden();
    // Out-of-range values change nothing.
    await page.evaluate(() =>
      window.dispatchEvent(new CustomEvent('changeMobileSection', { detail: { section: 9 } })),
    );
    await expect(page.locator('#bible-games')).toBeVisible();
    // The section buttons send the same event.
    await page.getByRole('button', { name: 'Devotionals' }).click();
    await expect(page.locator('#devotionals')).toBeVisible();
    await expect(page.locator('#bible-games')).toBeHidden();
    await expect(page.getByRole('link', { name: /Devotionals/ }).first()).toBeVisible();
  });

  test('shows the footer tagline line', async ({ page }) => {
    await page.goto('/about/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(`© ${new Date().getFullYear()} Bite Size Bible`)).toBeVisible();
    // On small screens the tagline stands on its own line under the copyright.
    await expect(
      footer.locator('p.md\\:hidden', { hasText: 'Bite Size Pieces of the Word of God to Transform Lives' }),
    ).toBeVisible();
  });
});
