import type { Page } from '@playwright/test';
import { gotoHydrated, signInAsAdmin, signInAsUser } from './fixtures/auth.ts';
import { expect, test } from './fixtures/test.ts';

/**
 * The top bar fits (issue 37.4): at each width, for a parent, a child and an admin, every item of the
 * bar is on its one line inside the bar and the screen, and every item is reachable: visible in the
 * bar, or in a menu the bar opens. The learner's avatar is in the bar at every width.
 */
const widths = [360, 390, 768, 1024, 1280, 1440];
const origin = (): string => `http://127.0.0.1:${process.env.E2E_PORT}`;

const navLinks = [
  'Home',
  'Journey of Faith',
  'About',
  'Challenges',
  'Devotional',
  'Bible Explorer',
  'Reading Plans',
  'All Bible Books',
  'Search the Bible',
  'Games',
  'Ask & Pray',
  'Media Center',
];

type Role = 'parent' | 'child' | 'admin';

/** What each role must be able to reach: [link or button, its name]. */
const reachable: Record<Role, Array<[kind: 'link' | 'button', name: string | RegExp]>> = {
  parent: [
    ...navLinks.map((n) => ['link', n] as ['link', string]),
    ['link', /Upgrade/],
    ['link', /Family/],
    ['link', /My Account/],
    ['link', /Switch who is learning|Who's learning/],
    ['button', 'Sign Out'],
    ['link', 'Español'],
  ],
  child: [
    ...navLinks.map((n) => ['link', n] as ['link', string]),
    ['link', /Switch who is learning|Who's learning/],
    ['button', 'Sign Out'],
    ['link', 'Español'],
  ],
  admin: [
    ...navLinks.map((n) => ['link', n] as ['link', string]),
    ['link', /^(ADMIN|Admin|Admin Panel)$/],
    ['link', /My Account/],
    ['button', 'Sign Out'],
    ['link', 'Español'],
  ],
};

async function addChildAndSwitch(page: Page, switchToChild: boolean): Promise<void> {
  const res = await page.request.post('/api/family/children', {
    headers: { origin: origin() },
    data: { displayName: 'Noah', avatar: 'lion', ageBand: '4-6' },
  });
  expect(res.status()).toBe(201);
  if (!switchToChild) return;
  const { child } = (await res.json()) as { child: { id: string } };
  const switched = await page.request.post('/api/family/switch', {
    headers: { origin: origin() },
    data: { profileId: child.id },
  });
  expect(switched.status()).toBe(200);
}

/** Every visible item of the bar sits inside the bar's one line and inside the screen. */
async function expectOneLine(page: Page): Promise<void> {
  const problems = await page.evaluate(() => {
    const bar = document.querySelector<HTMLElement>('header > div')!;
    const box = bar.getBoundingClientRect();
    const found: string[] = [];
    for (const el of bar.querySelectorAll<HTMLElement>('a, button, summary, img, span')) {
      if (el.closest('details:not([open]) > :not(summary)')) continue;
      if (el.closest('[data-mobile-menu] nav, [data-nav-menu] ul')) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || !el.checkVisibility()) continue;
      if (el.classList.contains('sr-only')) continue;
      const name = `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
      if (r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5) found.push(`${name} leaves the bar's line`);
      if (r.left < -0.5 || r.right > window.innerWidth + 0.5) found.push(`${name} is off the screen`);
    }
    const siteName = bar.querySelector<HTMLElement>('a[href="/"] > span')!;
    if (siteName.checkVisibility() && siteName.getBoundingClientRect().height > 32)
      found.push('the site name wraps');
    return found;
  });
  expect(problems).toEqual([]);
}

/** The item is visible in the bar, or in the menu that holds it once that menu is opened. */
async function expectReachable(page: Page, kind: 'link' | 'button', name: string | RegExp): Promise<void> {
  const bar = page.getByRole('banner');
  const items = bar.getByRole(kind, { name, includeHidden: true });
  const count = await items.count();
  expect(count, `${kind} ${name} is in the bar`).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) if (await items.nth(i).isVisible()) return;
  for (let i = 0; i < count; i++) {
    const item = items.nth(i);
    const summary = item.locator('xpath=ancestor::details[1]/summary');
    if ((await summary.count()) === 0 || !(await summary.isVisible())) continue;
    await summary.click();
    await expect(item).toBeVisible();
    // The phone menu scrolls on its own when it is longer than the screen.
    await item.scrollIntoViewIfNeeded();
    await expect(item).toBeInViewport();
    await page.keyboard.press('Escape');
    return;
  }
  throw new Error(`${kind} ${name} cannot be reached at ${page.viewportSize()?.width} px`);
}

for (const role of ['parent', 'child', 'admin'] as const) {
  const who = `${role === 'admin' ? 'an' : 'a'} ${role}`;
  test(`the top bar fits on one line and every item is reachable at every width, as ${who}`, async ({
    page,
  }) => {
    // Six widths, each item of the bar at each: long on a loaded machine.
    test.setTimeout(240_000);
    if (role === 'admin') await signInAsAdmin(page);
    else {
      await signInAsUser(page, 'Hannah Longname-Parent');
      await addChildAndSwitch(page, role === 'child');
    }
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      await gotoHydrated(page, '/bible/');
      await expect(page.locator('html.auth-pending')).toHaveCount(0);
      await expect(page.locator('[data-streak]')).toBeVisible();
      if (role !== 'admin') {
        const avatar = page.getByRole('banner').locator('a[data-profile-switch]').first();
        await expect(avatar, `the avatar at ${width} px`).toBeVisible();
        await expect(avatar.locator('img')).toHaveAttribute('src', /\/art\/avatars\/.+\.svg$/);
      }
      await expectOneLine(page);
      for (const [kind, name] of reachable[role]) await expectReachable(page, kind, name);
      if (role === 'child')
        await expect(page.locator('[data-plan-upgrade]:visible, [data-plan-badge]:visible')).toHaveCount(0);
    }
  });
}
