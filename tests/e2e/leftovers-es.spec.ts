import type { Page } from '@playwright/test';
import { gotoHydrated, signInAsUser } from './fixtures/auth.ts';
import { expect, test } from './fixtures/test.ts';
import { expectAccessible } from './support.ts';

/** The last English words on Spanish pages (issue 35): the Bible Explorer, its cards, printables. */

/** A call to the API from the page's browser context (its session cookie). */
async function api(page: Page, path: string, data: object): Promise<unknown> {
  const origin = new URL(page.url()).origin;
  const res = await page.request.post(path, { headers: { origin }, data });
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  return res.json();
}

test('/es/bible-explorer/ is wholly Spanish: reader controls, chapter, cards and map, in the RV1909', async ({
  page,
}) => {
  await gotoHydrated(page, '/es/bible-explorer/?book=john&chapter=3');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const reader = page.getByRole('region', { name: 'Lector de la Biblia' });
  // A Spanish page opens the Reina-Valera 1909, with Spanish book names.
  await expect(reader.getByLabel('Versión')).toHaveValue('rv1909');
  await expect(reader.getByLabel('Testamento')).toHaveValue('NT');
  await expect(reader.getByLabel('Testamento').locator('option')).toHaveText([
    'Antiguo Testamento',
    'Nuevo Testamento',
  ]);
  await expect(reader.getByLabel('Libro')).toHaveValue('john');
  await expect(reader.getByLabel('Libro').locator('option:checked')).toHaveText('Juan');
  await expect(reader.getByLabel('Capítulo')).toHaveValue('3');
  await expect(reader.getByRole('heading', { name: 'Juan 3' })).toBeVisible();
  await expect(page.locator('#v16')).toContainText('Porque de tal manera amó Dios al mundo');
  await expect(reader.getByRole('button', { name: 'Añadir Juan 3:16 a mis versículos' })).toBeVisible();
  await expect(reader.getByRole('button', { name: /Siguiente/ })).toBeVisible();
  await expect(
    reader.getByRole('link', { name: 'Abrir Juan 3 (RVR1909) en su propia página' }),
  ).toHaveAttribute('href', '/es/bible/rv1909/john/3/');
  await expect(reader.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
    'href',
    /^\/es\/auth\/\?next=%2Fes%2Fbible-explorer%2F/,
  );

  const aside = page.getByRole('complementary', { name: 'Para hoy' });
  await expect(aside.getByRole('heading', { name: 'Sabiduría del día' })).toBeVisible();
  await expect(aside.getByRole('heading', { name: 'Lectura de hoy' })).toBeVisible();
  const map = page.locator('[data-reading-map]');
  await expect(map.getByRole('heading', { name: 'Mi mapa de lectura' })).toBeVisible();
  await expect(map.getByRole('link', { name: 'Inicia sesión' })).toHaveAttribute('href', '/es/auth/');

  const text = await page.locator('main').innerText();
  // The labels and buttons (the versions' own names, "King James Version", are data and stay).
  for (const english of ['Version', 'Testament', 'Book', 'Chapter', 'Prev', 'Next', 'Sign In']) {
    await expect(page.getByText(english, { exact: true }), english).toHaveCount(0);
  }
  for (const english of [
    'Old Testament',
    'New Testament',
    'Add to my verses',
    'Daily Wisdom',
    'Today’s Reading',
    'Next reading',
    'Open the Bible Explorer',
    'My Reading Map',
    'Sign in',
    'on its own page',
    'Loading',
  ]) {
    expect(text, english).not.toContain(english);
  }
  await expectAccessible(page);
});

test('a deep link to an unknown book says so in Spanish on /es/bible-explorer/', async ({ page }) => {
  await gotoHydrated(page, '/es/bible-explorer/?book=hezekiah');
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'No hay ningún libro llamado «hezekiah»; se muestra Génesis.' }),
  ).toBeVisible();
});

test('the English Bible Explorer keeps its words and the WEB', async ({ page }) => {
  await gotoHydrated(page, '/bible-explorer/?book=john&chapter=3');
  const reader = page.getByRole('region', { name: 'Bible reader' });
  await expect(reader.getByLabel('Version')).toHaveValue('web');
  await expect(reader.getByLabel('Testament').locator('option:checked')).toHaveText('New Testament');
  await expect(reader.getByRole('heading', { name: 'John 3' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Daily Wisdom' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Today’s Reading' })).toBeVisible();
});

test('the Spanish printables deal Spanish words and trace RV1909 verses', async ({ page }) => {
  await gotoHydrated(page, '/es/printables/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const john = page.getByRole('link', { name: 'Juan 3:16', exact: true });
  await expect(john).toHaveAttribute('href', '/es/printables/tracing/john-3-16/');

  await page.goto('/es/printables/word-search/');
  const list = page.locator('[data-word-list]');
  const words = (await list.innerText()).replace(/☐/g, ' ').split(/\s+/).filter(Boolean);
  expect(words.length).toBeGreaterThan(0);
  const spanish = [
    'AMOR',
    'PAZ',
    'GOZO',
    'GRACIA',
    'ORACIÓN',
    'ÁNGEL',
    'SEÑOR',
    'CRUZ',
    'JESÚS',
    'MOISÉS',
    'NOÉ',
    'DAVID',
    'BIBLIA',
    'PERDÓN',
    'LUZ',
    'CIELO',
  ];
  for (const word of words) expect(spanish, word).toContain(word);
  await expectAccessible(page);

  await page.goto('/es/printables/tracing/john-3-16/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByText('Juan 3:16', { exact: true })).toBeVisible();
  await expect(page.locator('[data-printable-tracing] .sr-only')).toContainText(
    'Porque de tal manera amó Dios al mundo',
  );
  await expect(page.locator('[data-printable-tracing]')).not.toContainText('For God so loved');
  await expectAccessible(page);

  // The English sheet keeps its verse.
  await page.goto('/printables/tracing/john-3-16/');
  await expect(page.getByText('John 3:16', { exact: true })).toBeVisible();
  await expect(page.locator('[data-printable-tracing] .sr-only')).toContainText('For God so loved');
});

test('/es/family/ names a child’s books, badges and games in Spanish, with a Spanish streak line', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsUser(page, 'Lucía Madre');
  const parentId = ((await (await page.request.get('/api/family/profiles')).json()) as { activeId: string })
    .activeId;
  const { child } = (await api(page, '/api/family/children', {
    displayName: 'Mateo',
    avatar: 'owl',
    ageBand: '7-9',
  })) as { child: { id: string } };
  await api(page, '/api/family/switch', { profileId: child.id });
  await api(page, '/api/reading-progress', { version: 'rv1909', book: 'john', chapter: 3 });
  await api(page, '/api/games/results', {
    gameId: 'bible-hangman',
    level: 1,
    score: 10,
    won: true,
    durationSeconds: 60,
  });
  await api(page, '/api/family/switch', { profileId: parentId });

  await gotoHydrated(page, '/es/family/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const week = page.locator('[data-week="Mateo"]');
  await expect(week).toContainText('Capítulos leídos: 1 (Juan 3)');
  await expect(week).toContainText('Primeros pasos');
  await expect(week).toContainText('Ahorcado bíblico');
  for (const english of ['John 3', 'First Steps', 'Bible Hangman'])
    await expect(week).not.toContainText(english);
  const streak = page.locator('[data-child-streak="Mateo"]');
  await expect(streak.locator('[data-streak-current]')).toHaveText('1 día');
  await expect(streak.locator('[data-streak-message]')).toHaveText('1 día aprendiendo. ¡Sigue brillando!');
  await expectAccessible(page);
});

test('/es/offline/ names the games in Spanish', async ({ page }) => {
  await page.goto('/es/offline/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const games = page.getByRole('list', { name: /./ }).filter({ hasText: 'Ahorcado bíblico' });
  await expect(games).toHaveCount(1);
  await expect(page.locator('main')).not.toContainText('Bible Hangman');
});
