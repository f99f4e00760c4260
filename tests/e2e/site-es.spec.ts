import type { Page } from '@playwright/test';
import { gotoHydrated, signInAsUser } from './fixtures/auth.ts';
import { expect, test } from './fixtures/test.ts';
import { expectAccessible } from './support.ts';

/**
 * The site's frame and its own pages in Spanish (issue 35): every page under /es/ has the top bar,
 * menus and footer in Spanish, links to Spanish pages, and its own words in Spanish.
 */

/** Collects console errors and page errors (the 404 document's own status aside). */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    const notFoundDocument = msg.text().includes('status of 404') && msg.location().url === page.url();
    if (msg.type() === 'error' && !notFoundDocument) problems.push(`${page.url()}: ${msg.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  return problems;
}

/** English words of the frame that a Spanish page must not show. */
const englishFrame = ['Skip to content', 'Sign In', 'Sign Up', 'Journey of Faith', 'Search the Bible'];

/** The frame of a Spanish page: language, skip link, menus, sign-in, footer, manifest, links. */
async function expectSpanishFrame(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/es/manifest.webmanifest');
  await expect(page.locator('a[href="#main"]')).toHaveText('Saltar al contenido');
  const bar = page.locator('header');
  await expect(bar.getByRole('navigation', { name: 'Principal' })).toContainText('General');
  await expect(bar.getByRole('navigation', { name: 'Principal' })).toContainText('Para explorar');
  // The menus' links (in closed menus until opened).
  await expect(bar.locator('[data-nav-menu] a', { hasText: 'Inicio' })).toHaveAttribute('href', '/es/');
  await expect(bar.locator('[data-nav-menu] a', { hasText: 'Buscar en la Biblia' })).toHaveAttribute(
    'href',
    '/es/bible/search/',
  );
  const footer = page.locator('footer');
  await expect(footer.getByRole('link', { name: 'Privacidad' })).toHaveAttribute('href', '/es/privacy/');
  await expect(footer).toContainText('La Palabra de Dios en pedacitos');
  // Every link of the menus and the footer stays in Spanish.
  const hrefs = await page
    .locator('header nav a[href^="/"]:not([hreflang]), footer a[href^="/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(10);
  expect(hrefs.filter((href) => !href.startsWith('/es/'))).toEqual([]);
  const text = `${await page.locator('header').innerText()}\n${await page.locator('footer').innerText()}`;
  for (const english of englishFrame) expect(text).not.toContain(english);
}

/** The pages, their heading and words of theirs; `allLinks`: every link of the page is checked (the home
 * page's devotionals, wisdom, reading and challenge cards are other parts of issue 35). */
const visitorPages = [
  {
    path: '/es/',
    heading: 'Bite Size Bible',
    words: '¡Hola, amigo! Ven a explorar la Palabra de Dios.',
    allLinks: false,
  },
  { path: '/es/about/', heading: 'Quiénes somos', words: '¿Necesitas ayuda? Escríbenos', allLinks: true },
  {
    path: '/es/privacy/',
    heading: 'Privacidad, en palabras sencillas',
    words: 'Qué guardamos sobre los niños',
    allLinks: true,
  },
  { path: '/es/offline/', heading: 'No tienes conexión', words: 'Juega un juego', allLinks: true },
];

for (const { path, heading, words, allLinks } of visitorPages) {
  test(`${path} is in Spanish, frame and page, passes axe and logs no error`, async ({ page }) => {
    const problems = watchConsole(page);
    await gotoHydrated(page, path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('main')).toContainText(words);
    await expectSpanishFrame(page);
    await expect(page.locator('header').getByRole('link', { name: 'Entrar' })).toHaveAttribute(
      'href',
      '/es/auth/',
    );
    const mainLinks = await page
      .locator(
        allLinks ? 'main a[href^="/"]' : 'main > section:first-child a[href^="/"]:not([data-home-welcome] a)',
      )
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(mainLinks.filter((href) => !href.startsWith('/es/'))).toEqual([]);
    await expectAccessible(page);
    expect(problems).toEqual([]);
  });
}

test('the Spanish home page names its sections and buttons in Spanish', async ({ page }) => {
  await gotoHydrated(page, '/es/');
  // The section tabs (shown on phones).
  await expect(page.locator('nav[data-section-tabs]')).toHaveAttribute('aria-label', 'Secciones de inicio');
  await expect(page.locator('[data-section-tab]')).toHaveText([
    'Quiénes somos',
    'Devocionales',
    'Explorador bíblico',
    'Desafíos de la verdad',
    'Juegos bíblicos',
  ]);
  await expect(page.getByRole('link', { name: 'Explora tu camino de fe' })).toHaveAttribute(
    'href',
    '/es/explorer/',
  );
  await expect(page.locator('#about')).toContainText('divertidas y fáciles de entender');
  await expect(page.getByRole('link', { name: 'Lee nuestra historia' })).toHaveAttribute(
    'href',
    '/es/about/',
  );
  const main = await page.locator('main').innerText();
  for (const english of [
    'Explore Your Journey of Faith',
    'Read our story',
    'Browse all 66 books',
    'About Us',
  ])
    expect(main).not.toContain(english);
});

test('an unknown Spanish page answers 404 with the Spanish not-found page', async ({ page }) => {
  const problems = watchConsole(page);
  const response = await page.goto('/es/no-such-page/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
  await expect(page.locator('main')).not.toContainText('Page not found');
  await expect(page.getByRole('link', { name: 'Ir a la página de inicio' })).toHaveAttribute('href', '/es/');
  await expectSpanishFrame(page);
  await expectAccessible(page);
  expect(problems).toEqual([]);
});

test('the Spanish web app manifest opens the Spanish home page and describes the site in Spanish', async ({
  request,
}) => {
  const spanish = await request.get('/es/manifest.webmanifest');
  expect(spanish.status()).toBe(200);
  expect(spanish.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await spanish.json()) as Record<string, string>;
  expect(manifest).toMatchObject({ lang: 'es', id: '/es/', start_url: '/es/', short_name: 'BSB' });
  expect(manifest.description).toMatch(/^Historias de la Biblia, juegos y versículos/);
  const english = (await (await request.get('/manifest.webmanifest')).json()) as Record<string, string>;
  expect(english).toMatchObject({ lang: 'en', start_url: '/' });
  expect(english.description).toMatch(/^Bible stories, games and verses/);
});

test("a parent on Spanish pages: greeting, account menu, Who's learning and the child's home in Spanish", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const problems = watchConsole(page);
  await signInAsUser(page, 'Lucía Soto');
  await gotoHydrated(page, '/es/');
  await expect(page.locator('[data-greeting]')).toHaveText(/^¡Hola otra vez, Lucía.*! 👋$/);
  await page.locator('[data-account-menu] summary').click();
  const menu = page.locator('[data-account-menu]');
  await expect(menu.getByRole('link', { name: 'Mi cuenta' })).toHaveAttribute('href', '/es/account/');
  await expect(menu.getByRole('button', { name: 'Salir' })).toBeVisible();
  await page.keyboard.press('Escape');

  const res = await page.request.post('/api/family/children', {
    headers: { origin: new URL(page.url()).origin },
    data: { displayName: 'Mateo', avatar: 'lion', ageBand: '7-9' },
  });
  expect(res.status(), await res.text()).toBe(201);

  await gotoHydrated(page, '/es/who/');
  await expect(page.getByRole('heading', { level: 1, name: '¿Quién aprende hoy?' })).toBeVisible();
  await expect(page.locator('[data-who^="Lucía"]')).toContainText('Padre o madre');
  await expectSpanishFrame(page);
  await expectAccessible(page);
  await page.locator('[data-who="Mateo"]').click();
  await page.waitForURL(/\/es\/me\/$/);
  await expect(page.getByRole('heading', { level: 1, name: '¡Hola, Mateo!' })).toBeVisible();
  await expect(page.getByRole('link', { name: '¿No eres tú? Elige quién aprende' })).toHaveAttribute(
    'href',
    '/es/who/',
  );
  const things = await page
    .locator('[data-today-things] a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(things.length).toBe(3);
  expect(things.filter((href) => !href.startsWith('/es/'))).toEqual([]);
  await expectSpanishFrame(page);
  await expectAccessible(page);
  expect(problems).toEqual([]);
});

test('signing out of a Spanish page lands on the Spanish home page with a Spanish notice', async ({
  page,
}) => {
  await signInAsUser(page);
  await gotoHydrated(page, '/es/about/');
  await page.locator('[data-account-menu] summary').click();
  await page.locator('[data-account-menu]').getByRole('button', { name: 'Salir' }).click();
  await page.waitForURL(/\/es\/$/);
  const toast = page.locator('#toaster [role="status"]');
  await expect(toast).toContainText('Sesión cerrada');
  await expect(toast.getByRole('button', { name: 'Cerrar aviso' })).toBeVisible();
  await expect(page.locator('header').getByRole('link', { name: 'Entrar' })).toBeVisible();
});

/** The scripts a page loads, by file name, once it and the browser are idle. */
async function scriptFiles(page: Page, path: string): Promise<string[]> {
  const files = new Set<string>();
  const listen = (res: { url(): string; request(): { resourceType(): string } }): void => {
    if (res.request().resourceType() === 'script') files.add(new URL(res.url()).pathname);
  };
  page.on('response', listen);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null))));
  await page.waitForLoadState('networkidle');
  page.off('response', listen);
  return [...files].sort();
}

test('a Spanish content page loads the same scripts as its English page (its words are in the HTML)', async ({
  page,
}) => {
  for (const path of ['/', '/about/', '/privacy/']) {
    expect(await scriptFiles(page, `/es${path}`), path).toEqual(await scriptFiles(page, path));
  }
});
