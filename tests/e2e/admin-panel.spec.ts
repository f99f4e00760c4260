import { randomBytes } from 'node:crypto';
import type { Locator } from '@playwright/test';
import { tinyPng } from '../support/media-fixtures.ts';
import { gotoHydrated, signInAsAdmin } from './fixtures/auth.ts';
import { expect, test } from './fixtures/test.ts';

test('an admin list longer than 20 rows is paged 20 a page and searchable by text', async ({ page }) => {
  test.setTimeout(120_000);
  const tag = `pager${randomBytes(3).toString('hex')}`;
  const year = 2100 + Math.floor(Math.random() * 800);
  await signInAsAdmin(page);
  const origin = new URL(page.url()).origin;
  const ids: number[] = [];
  for (let n = 1; n <= 25; n++) {
    const res = await page.request.post('/api/admin/readings', {
      headers: { origin },
      data: {
        date: `${year}-03-${String(n).padStart(2, '0')}`,
        book: 'psalms',
        chapter: n,
        title: `${tag} item-${n}`,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    ids.push(((await res.json()) as { reading: { id: number } }).reading.id);
  }

  await gotoHydrated(page, '/admin/readings/');
  const rows = page.locator('[data-admin-list] > li');
  const status = page.locator('[data-page-status]');
  await expect(status).toHaveText(/^Page 1 of [2-9]\d*$/);
  await expect(rows).toHaveCount(20);
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(status).toHaveText(/^Page 2 of /);
  await expect(page.getByRole('button', { name: 'Previous' })).toBeEnabled();

  const search = page.getByLabel('Search readings');
  await search.fill(tag);
  await expect(status).toHaveText('Page 1 of 2');
  await expect(rows).toHaveCount(20);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(status).toHaveText('Page 2 of 2');
  await expect(rows).toHaveCount(5);
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

  await search.fill(`${tag} item-23`);
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(`${tag} item-23`);
  await expect(page.locator('[data-pager]')).toHaveCount(0);
  await search.fill(`${tag} no-such-row`);
  await expect(page.getByText('Nothing matches that search.')).toBeVisible();

  for (const id of ids) {
    const res = await page.request.delete(`/api/admin/readings/${id}`, { headers: { origin } });
    expect(res.ok()).toBe(true);
  }
});

test('the admin panel has one Home link and no Upgrade offer', async ({ page }) => {
  await signInAsAdmin(page);
  await gotoHydrated(page, '/admin/');
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/');
  await expect(nav.getByRole('link', { name: /Home|Main/ })).toHaveCount(1);
  // The top bar knows the admin by now (the panel renders only for an admin).
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  await expect(page.locator('[data-user-only]').first()).toBeVisible();
  await expect(page.getByRole('link', { name: /Upgrade/ })).toHaveCount(0);
  await expect(page.locator('[data-plan-upgrade]:visible')).toHaveCount(0);
});

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function box(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const b = await locator.boundingBox();
  expect(b).not.toBeNull();
  return b!;
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 360, height: 640 },
]) {
  test(`a dropped card background previewed bare, Save and Discard clear of PLAY NOW (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signInAsAdmin(page);
    await gotoHydrated(page, '/challenges/');
    const card = page.locator('[data-truth-card="0"]');
    await expect(card.getByRole('button', { name: /Change the background of/ })).toBeVisible();
    await card.locator('[data-card-bg-input]').setInputFiles({
      name: 'preview.png',
      mimeType: 'image/png',
      buffer: tinyPng,
    });
    await expect(card.getByText('PENDING')).toBeVisible();
    await expect(card.locator('[data-card-bg-veil]')).toBeHidden();
    await expect(card.locator('[data-card-bg-layer]')).toHaveAttribute(
      'style',
      /background-image: url\("blob:/,
    );

    const play = card.getByRole('link', { name: /PLAY NOW/ });
    const save = card.getByRole('button', { name: 'Save', exact: true });
    const discard = card.getByRole('button', { name: 'Discard', exact: true });
    await expect(play).toBeVisible();
    await expect(save).toBeVisible();
    await expect(discard).toBeVisible();
    const playBox = await box(play);
    expect(overlaps(await box(save), playBox)).toBe(false);
    expect(overlaps(await box(discard), playBox)).toBe(false);
    expect(overlaps(await box(card.locator('[data-card-bg-pending]')), playBox)).toBe(false);
    // PLAY NOW is not covered: the element at its centre is the link itself (or inside it).
    const covered = await play.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return !(hit && (hit === el || el.contains(hit)));
    });
    expect(covered).toBe(false);

    await discard.click();
    await expect(card.getByText('PENDING')).toBeHidden();
  });
}
