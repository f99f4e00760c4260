import type { Page } from '@playwright/test';
import { gotoHydrated } from './fixtures/auth.ts';
import { stubSpeech } from './fixtures/speech.ts';
import { expect, test } from './fixtures/test.ts';
import { expectAccessible } from './support.ts';

/** The Reina-Valera 1909 and the Bible pages in Spanish (issue 35): chapters, switches, search, words. */

const chapter = '/es/bible/rv1909/john/3/';

/** Console errors and page errors while the test runs. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`${page.url()}: ${msg.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

test('an RV1909 chapter is wholly Spanish: heading, verse, reader controls and links', async ({ page }) => {
  const errors = watchErrors(page);
  await gotoHydrated(page, chapter);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Juan 3');
  await expect(page.locator('#v16')).toContainText('Porque de tal manera amó Dios al mundo');
  await expect(page.locator('#chapter-text')).toHaveAttribute('lang', 'es');
  const reader = page.locator('[data-chapter-reader]');
  await expect(reader.getByLabel('Versión')).toHaveValue('rv1909');
  await expect(page.getByRole('checkbox', { name: 'Ayuda con palabras' })).toBeChecked();
  await expect(page.getByRole('link', { name: 'Palabras antiguas y qué significan' })).toHaveAttribute(
    'href',
    '/es/bible/words/',
  );
  await expect(page.getByRole('link', { name: 'Capítulo siguiente: Juan 4' }).first()).toHaveAttribute(
    'href',
    '/es/bible/rv1909/john/4/',
  );
  await expect(page.getByRole('navigation', { name: 'Ruta de navegación' })).toContainText('Capítulo 3');
  await expect(page.getByRole('main').getByRole('link', { name: 'Buscar en la Biblia' })).toHaveAttribute(
    'href',
    '/es/bible/search/',
  );
  // No English words of the reader are left.
  for (const english of [
    'Mark as Read',
    'Word helper',
    'Tap a verse number',
    'Next chapter',
    'Search the Bible',
  ])
    await expect(page.locator('main').getByText(english)).toHaveCount(0);
  await expectAccessible(page);
  expect(errors).toEqual([]);
});

test('the word helper explains an old word of the 1909 text in Spanish', async ({ page }) => {
  await gotoHydrated(page, '/es/bible/rv1909/genesis/1/');
  const word = page.locator('#v1 .w', { hasText: 'crió' });
  await word.focus();
  await expect(page.getByRole('tooltip')).toHaveText(/^crió: Creó, hizo algo nuevo/);
  await expectAccessible(page);
});

test('the version switch and the language switch both keep John 3', async ({ page }) => {
  await gotoHydrated(page, chapter);
  await page.locator('[data-chapter-reader]').getByLabel('Versión').selectOption('web');
  await page.waitForURL(/\/bible\/web\/john\/3\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('John 3');

  await page.locator('[data-chapter-reader]').getByLabel('Version').selectOption('rv1909');
  await page.waitForURL(/\/es\/bible\/rv1909\/john\/3\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Juan 3');

  // The top bar's language switch: the same chapter in the other language's first version.
  await page.locator('[data-language-switch="en"]').first().click();
  await page.waitForURL(/\/bible\/web\/john\/3\/$/);
  await page.locator('[data-language-switch="es"]').first().click();
  await page.waitForURL(/\/es\/bible\/rv1909\/john\/3\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Juan 3');
});

test('an English page keeps WEB and a Spanish page RVR1909, each remembered apart', async ({ page }) => {
  await gotoHydrated(page, '/es/bible/');
  const john = page.locator('a[data-book="john"]');
  await expect(john).toHaveAttribute('href', '/es/bible/rv1909/john/');
  await expect(john).toContainText('Juan');
  await gotoHydrated(page, '/bible/');
  await expect(page.locator('a[data-book="john"]')).toHaveAttribute('href', '/bible/web/john/');
  // Choosing the KJV on an English page leaves the Spanish pages' version alone.
  await gotoHydrated(page, '/bible/web/john/3/');
  await page.locator('[data-chapter-reader]').getByLabel('Version').selectOption('kjv');
  await page.waitForURL(/\/bible\/kjv\/john\/3\/$/);
  await gotoHydrated(page, '/es/bible/');
  await expect(john).toHaveAttribute('href', '/es/bible/rv1909/john/');
  await gotoHydrated(page, '/bible/');
  await expect(page.locator('a[data-book="john"]')).toHaveAttribute('href', '/bible/kjv/john/');
});

test('Spanish search finds Juan 3:16 with accents and without', async ({ page }) => {
  const errors = watchErrors(page);
  for (const words of ['"de tal manera amó Dios"', '"de tal manera amo dios"']) {
    await gotoHydrated(page, `/es/bible/search/?q=${encodeURIComponent(words)}`);
    await expect(page.getByLabel('Versión')).toHaveValue('rv1909');
    const result = page.getByRole('link', { name: 'Juan 3:16' });
    await expect(result).toHaveAttribute('href', '/es/bible/rv1909/john/3/#v16');
    await expect(page.getByRole('status').filter({ hasText: /en la Reina-Valera 1909\./ })).toBeVisible();
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Buscar en la Biblia');
  await expectAccessible(page);
  expect(errors).toEqual([]);
});

test('read-aloud on an RV1909 chapter speaks Spanish with Spanish controls', async ({ page }) => {
  await stubSpeech(page);
  await gotoHydrated(page, chapter);
  await page.getByRole('button', { name: 'Escuchar' }).click();
  await expect(page.getByRole('group', { name: 'Leer en voz alta' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pausa' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Parar' })).toBeVisible();
});

const spanishPages = [
  { kind: 'Bible index', path: '/es/bible/', heading: 'La Santa Biblia' },
  { kind: 'Bible book', path: '/es/bible/rv1909/john/', heading: 'Juan' },
  { kind: 'Bible words', path: '/es/bible/words/', heading: 'Palabras antiguas de la Biblia' },
];

for (const { kind, path, heading } of spanishPages) {
  test(`the Spanish ${kind} page is in Spanish, links to Spanish pages and passes axe`, async ({ page }) => {
    const errors = watchErrors(page);
    await gotoHydrated(page, path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    const hrefs = await page
      .locator('main a[href^="/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    const english = hrefs.filter((h) => !h.startsWith('/es/') && !/^\/bible\/(web|kjv|asv)\//.test(h));
    expect(english).toEqual([]);
    for (const word of ['Search the Bible', 'Old Testament', 'Keep this book for offline', 'Old Bible Words'])
      await expect(page.locator('main').getByText(word, { exact: true })).toHaveCount(0);
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });
}

test('the Spanish word list lists the old words of the 1909 text', async ({ page }) => {
  await gotoHydrated(page, '/es/bible/words/');
  await expect(page.locator('#w-crio')).toHaveText('crió');
  await expect(page.locator('#w-varon')).toHaveText('varón');
  expect(await page.locator('[data-glossary] dt').count()).toBeGreaterThanOrEqual(60);
});
