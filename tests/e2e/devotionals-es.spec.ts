import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { titleSlug } from '../../src/lib/devotionals/select.ts';
import { siteDay } from '../../src/lib/site-day.ts';
import { gotoHydrated, signInAsAdmin } from './fixtures/auth.ts';
import { expect, test } from './fixtures/test.ts';
import { expectAccessible } from './support.ts';

// As a visitor's browser does: the site's service worker registers (blocked, it says so in the console).
test.use({ serviceWorkers: 'allow' });

/** The e2e server runs with the default SITE_TIME_ZONE (UTC). */
const today = (): string => siteDay(new Date(), 'UTC');

/** Console errors and warnings, and page errors, of `page`. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`${page.url()}: ${msg.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: page error: ${error.message}`));
  return problems;
}

/** A Spanish page: `<html lang="es">`, every island hydrated, then axe. */
async function openSpanish(page: Page, path: string): Promise<void> {
  await gotoHydrated(page, path);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
}

test('an admin publishes a Spanish devotional: it is on the Spanish pages only, in Spanish words', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const title = `El pastor busca su oveja ${randomBytes(3).toString('hex')}`;
  const date = today();
  await signInAsAdmin(page);
  await gotoHydrated(page, '/admin/');
  await page.getByRole('button', { name: 'Add Devotional' }).click();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Date').fill(date);
  await page.locator('form').getByLabel('Language').selectOption('es');
  await page.getByLabel('Key Verse').fill('Jehová es mi pastor; nada me faltará. (Salmos 23:1)');
  await page.getByLabel('Devotional Text').fill('El buen pastor sale a buscar a la oveja que se pierde.');
  await page.getByLabel('Reflection').fill('¿Cómo te cuida Dios hoy?');
  await page.getByRole('button', { name: 'Add Devotional' }).last().click();
  await expect(page.getByText('🌟 Devotional Added!')).toBeVisible();
  await expect(page.locator('[data-admin-list]')).toContainText(`${title}`);

  const path = `/es/devotionals/${date}-${titleSlug(title)}/`;
  await expect
    .poll(async () => (await page.request.get(path)).status(), { timeout: 240_000, intervals: [2_000] })
    .toBe(200);

  const context = await browser.newContext({ serviceWorkers: 'allow' });
  const visitor = await context.newPage();
  const problems = watchConsole(visitor);

  // The Spanish devotionals page: today's nugget is the new devotional, in Spanish words.
  await openSpanish(visitor, '/es/devotionals/');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Devocionales diarios' })).toBeVisible();
  const nugget = visitor.locator('[data-nugget]');
  await expect(nugget.getByText('El tesoro de hoy')).toBeVisible();
  await expect(nugget.getByRole('heading', { name: title })).toBeVisible();
  await expect(nugget.getByText('Reflexión')).toBeVisible();
  await expect(nugget.getByRole('link', { name: 'Abrir su página' })).toHaveAttribute('href', path);
  await expect(visitor.getByRole('link', { name: 'Ver el archivo' })).toHaveAttribute(
    'href',
    '/es/devotionals/archive/',
  );
  await expect(visitor.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    'href',
    '/es/devotionals/rss.xml',
  );
  await expect(visitor.locator('main')).not.toContainText('Nugget for Today');
  await expect(visitor.locator('main')).not.toContainText('God So Loved the World');
  await expectAccessible(visitor);

  // The large view loads the Spanish list, and counts in Spanish.
  const loaded = visitor.waitForResponse((r) => r.url().endsWith('/es/devotionals/recent.json'));
  await nugget.getByRole('button', { name: 'Vista grande' }).click();
  await loaded;
  const dialog = visitor.getByRole('dialog', { name: 'Devocional', exact: true });
  await expect(dialog.getByText(/^Devocional 1 de \d+$/)).toBeVisible();
  await visitor.keyboard.press('Escape');

  // Not on the English page.
  await gotoHydrated(visitor, '/devotionals/');
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'en');
  await expect(visitor.locator('main')).not.toContainText(title);
  await expect(visitor.locator('[data-nugget]').getByText('Nugget for Today')).toBeVisible();

  // Its own page, in Spanish.
  await openSpanish(visitor, path);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByText('Devocional diario ·')).toBeVisible();
  await expect(visitor.locator('article time').first()).toHaveText(/\d+ de \w+ de \d{4}/);
  await expect(visitor.getByRole('heading', { name: 'Reflexión' })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Compartir' })).toBeVisible();
  await expect(
    visitor.getByRole('navigation', { name: 'Ruta de navegación' }).getByRole('link').first(),
  ).toHaveAttribute('href', '/es/devotionals/');
  await expectAccessible(visitor);
  expect((await visitor.request.get(`/devotionals/${date}-${titleSlug(title)}/`)).status()).toBe(404);

  // The Spanish archive and feed.
  await openSpanish(visitor, '/es/devotionals/archive/');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Archivo de devocionales' })).toBeVisible();
  await expect(visitor.getByText(/^Página 1 de \d+$/)).toBeVisible();
  await expect(visitor.getByRole('link', { name: title })).toBeVisible();
  await expectAccessible(visitor);
  const rss = await (await visitor.request.get('/es/devotionals/rss.xml')).text();
  expect(rss).toContain('<language>es</language>');
  expect(rss).toContain(title);
  expect(await (await visitor.request.get('/devotionals/rss.xml')).text()).not.toContain(title);

  expect(problems).toEqual([]);
  await context.close();
});

test('the Spanish home shows a Spanish proverb, and Spanish mini lessons open at /es/explorer/lessons/', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await openSpanish(page, '/es/');
  const card = page.locator('[data-daily-wisdom]');
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByRole('heading', { name: 'Sabiduría diaria' })).toBeVisible();
  await expect(card.getByText('¿Qué quiere decir?')).toBeVisible();
  await expect(card.locator('[data-field="reference"]')).toHaveText(
    /^(Proverbios|Santiago|Eclesiastés) \d+:\d+$/,
  );
  await expect(card.locator('[data-field="counter"]')).toHaveText(/^Proverbio del día \d+ de \d+$/);
  await card.getByRole('button', { name: 'Proverbio siguiente' }).click();
  await expect(card.locator('[data-field="reference"]')).toHaveText(/^(Proverbios|Santiago|Eclesiastés) /);
  await expectAccessible(page);

  const proverbs = (await (await page.request.get('/es/wisdom/proverbs.json')).json()) as {
    proverbs: Array<{ reference: string }>;
  };
  expect(proverbs.proverbs[0]?.reference).toMatch(/^Proverbios /);

  await openSpanish(page, '/es/explorer/lessons/evangelio/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'El evangelio: ¡buenas noticias!' }),
  ).toBeVisible();
  await expect(page.getByText('Minilección', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Camino de fe', exact: true }),
  ).toHaveAttribute('href', '/es/explorer/');
  await expectAccessible(page);
  expect((await page.request.get('/es/explorer/lessons/gospel/')).status()).toBe(404);

  expect(problems).toEqual([]);
});
