import gameCatalog from '../../content/games/catalog.json' with { type: 'json' };
import { truthChallengeCards } from '../../src/lib/truth-challenges.ts';
import { gotoHydrated, signInAsUser } from './fixtures/auth.ts';
import { expect, test } from './fixtures/test.ts';
import { expectAccessible } from './support.ts';

/** Emoji drawn as pictures (🔤 🃏 🎯 ...); plain letters, digits and punctuation are not. */
const emoji = /\p{Extended_Pictographic}/u;

test('every game and truth challenge page heads its title with its drawn picture and no emoji', async ({
  page,
}) => {
  test.slow(); // sixteen pages
  const pages = [
    ...gameCatalog.map((g) => ({ path: `/games/${g.id}/`, art: `/art/games/${g.id}.svg`, title: g.title })),
    ...truthChallengeCards.map((c) => ({
      path: `/challenges/${c.slug}/`,
      art: `/art/challenges/${c.slug}.svg`,
      title: c.title,
    })),
  ];
  for (const { path, art, title } of pages) {
    await page.goto(path);
    const header = page.locator('header', { has: page.getByRole('heading', { level: 1 }) });
    await expect(header.getByRole('heading', { level: 1 })).toHaveText(title);
    const picture = header.locator('img[data-header-art]');
    await expect(picture).toHaveAttribute('src', art);
    await expect(picture).toHaveAttribute('alt', '');
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    expect(await header.innerText(), path).not.toMatch(emoji);
  }
});

test('reading plans and devotionals show their pictures on cards and pages', async ({ page }) => {
  await page.goto('/reading-plans/');
  const card = page.locator('[data-plan-card="psalms-of-praise-10-days"]');
  await expect(card.locator('img[data-card-art]')).toHaveAttribute(
    'src',
    '/art/reading-plans/psalms-of-praise-10-days.svg',
  );
  await page.goto('/reading-plans/psalms-of-praise-10-days/');
  await expect(page.locator('header img[data-header-art]')).toHaveAttribute(
    'src',
    '/art/reading-plans/psalms-of-praise-10-days.svg',
  );
  await expectAccessible(page);

  await page.goto('/devotionals/archive/');
  const shepherd = page.locator('[data-archive-list] li', { hasText: 'The Lord Is My Shepherd' });
  await expect(shepherd.locator('img[data-header-art]')).toHaveAttribute('src', '/art/devotionals/sheep.svg');
  await shepherd.getByRole('link', { name: 'The Lord Is My Shepherd' }).click();
  await expect(page.locator('article header img[data-header-art]')).toHaveAttribute(
    'src',
    '/art/devotionals/sheep.svg',
  );
});

test('a game page has no serious accessibility problems with its header picture', async ({ page }) => {
  await page.goto('/games/scrambled-verse/');
  await expectAccessible(page);
});

test('a locked challenge card never links to #, and tells a signed-in parent which plan includes it', async ({
  page,
}) => {
  await gotoHydrated(page, '/challenges/');
  await expect(page.locator('[data-truth-cards]')).not.toHaveAttribute('aria-busy');
  const locked = page.locator('[data-truth-card="2"]');
  await expect(locked).toHaveAttribute('data-locked', 'true');
  await expect(page.locator('[data-truth-cards] a[href="#"]')).toHaveCount(0);
  await expect(locked.getByRole('link', { name: /PLAY NOW/ })).toHaveCount(0);

  await signInAsUser(page);
  await gotoHydrated(page, '/challenges/');
  await expect(page.locator('[data-truth-cards]')).not.toHaveAttribute('aria-busy');
  await expect(locked.locator('[data-lock-note]')).toHaveText('Included in the Premium plan.');
  await expect(locked.getByRole('link', { name: 'Upgrade for more challenges' })).toHaveAttribute(
    'href',
    '/subscription/',
  );
  await expect(page.locator('[data-truth-cards] a[href="#"]')).toHaveCount(0);

  await gotoHydrated(page, '/games/');
  await expect(page.locator('[data-games-grid]')).not.toHaveAttribute('aria-busy');
  const game = page.locator('[data-card-bg-key="bible-bee"]');
  await expect(game.locator('[data-lock-note]')).toHaveText('Included in the Premium plan.');
  await expect(game.getByRole('link', { name: 'Upgrade to play' })).toHaveAttribute('href', '/subscription/');
  await expect(page.locator('[data-games-grid] a[href="#"]')).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a verse number is a 44 x 44 px target that does not make its line taller', async ({ page }) => {
    await page.goto('/bible/kjv/john/3/');
    const number = page.getByRole('button', { name: 'Add John 3:16 to my verses' });
    const box = await number.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
    // The verse's first line, which holds the number, is no taller than the lines after it: the
    // target overlaps the lines around it instead of pushing them apart.
    const tops = await page.locator('#v16').evaluate((p) => {
      const range = document.createRange();
      range.setStartAfter(p.querySelector('[data-verse-number]')!);
      range.setEndAfter(p.lastChild!);
      const all = [...range.getClientRects()].map((r) => r.top).sort((a, b) => a - b);
      // One top a line (the words of a line sit within a pixel or two of each other).
      return all.filter((top, i) => i === 0 || top - all[i - 1]! > 4);
    });
    expect(tops.length).toBeGreaterThanOrEqual(3);
    const gaps = tops.slice(1).map((top, i) => top - tops[i]!);
    expect(Math.max(...gaps) - Math.min(...gaps)).toBeLessThanOrEqual(2);
  });
});

test('a verse added from its number can be taken out again with Undo', async ({ page }) => {
  await signInAsUser(page);
  await page.goto('/bible/kjv/psalms/23/');
  const number = page.getByRole('button', { name: 'Add Psalm 23:6 to my verses' });
  await number.click();
  const notice = page.locator('#v6 + [data-verse-notice]');
  await expect(notice).toContainText('Psalm 23:6 is in your verses.');
  const verses = async (): Promise<string[]> => {
    const res = await page.request.get('/api/memory');
    const body = (await res.json()) as { verses: Array<{ reference: string }> };
    return body.verses.map((v) => v.reference);
  };
  expect(await verses()).toContain('Psalm 23:6');

  await notice.getByRole('button', { name: 'Undo: take Psalm 23:6 out of My verses' }).click();
  await expect(notice).toHaveText('Psalm 23:6 is no longer in your verses.');
  await expect(number).toBeFocused();
  expect(await verses()).not.toContain('Psalm 23:6');

  await page.goto('/challenges/memory-master/');
  await expect(page.locator('[data-my-verse="Psalm 23:6"]')).toHaveCount(0);
});
