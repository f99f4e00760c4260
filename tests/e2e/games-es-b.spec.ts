import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { signInAsAdmin, signInAsUser } from './fixtures/auth.ts';
import { spokenTexts, stubSpeech } from './fixtures/speech.ts';
import { payForPremium } from './fixtures/stripe.ts';
import { expect, test } from './fixtures/test.ts';
import { expectCelebrated, recordCelebrations } from './game-play.ts';
import { expectAccessible } from './support.ts';

/** A game's Spanish data (content/games/es/): the tests read the answer for what the page shows. */
function spanishData<T>(slug: string): T {
  return JSON.parse(readFileSync(`content/games/es/${slug}.json`, 'utf8')) as T;
}

interface RecordedResult {
  gameId: string;
  level: number;
  score: number;
  won: boolean;
}

/** Opens a Spanish game page once its island has hydrated (an admin has every game). */
async function openSpanishGame(page: Page, slug: string): Promise<void> {
  await page.goto(`/es/games/${slug}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('link', { name: '← Volver a los juegos' })).toHaveAttribute(
    'href',
    '/es/games/',
  );
  await expect(page.getByRole('link', { name: '🏠 Inicio' })).toHaveAttribute('href', '/es/');
  await expect(page.locator('[data-gate-game]')).toBeVisible();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

async function results(page: Page): Promise<RecordedResult[]> {
  return ((await (await page.request.get('/api/games/results')).json()) as { results: RecordedResult[] })
    .results;
}

/** No English word of the games' own UI shows (the page's chrome is other helpers' work). */
async function expectNoEnglishGameWords(page: Page, words: string[]): Promise<void> {
  const main = page.locator('main');
  for (const word of words) await expect(main.getByText(word, { exact: false })).toHaveCount(0);
}

test.beforeEach(async ({ page }) => {
  await recordCelebrations(page);
});

test('/es/games/ lists the twelve games in Spanish, each linking to its Spanish page', async ({ page }) => {
  const catalog = spanishData<Array<{ id: string; title: string }>>('catalog');
  await page.goto('/es/games/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Juegos bíblicos' })).toBeVisible();
  await expect(page.locator('[data-games-grid]')).not.toHaveAttribute('aria-busy');
  const cards = page.locator('[data-game-card]');
  await expect(cards).toHaveCount(12);
  for (const { id, title } of catalog) {
    const card = page.locator(`[data-game-card="${id}"]`);
    await expect(card).toHaveAttribute('href', `/es/games/${id}/`);
    await expect(card).toContainText(title);
  }
  await expect(page.locator('[data-game-card="word-search"] [data-lock-label]')).toHaveText('Solo Premium');
  await expect(page.locator('[data-game-card="bible-story-quiz"] [data-lock-label]')).toHaveText(
    'Mejora tu plan para más juegos',
  );
  await expect(page.getByText('Tu plan incluye 2 juegos bíblicos')).toBeVisible();
  await expect(page.locator('[data-games-banner]').getByRole('link')).toHaveAttribute(
    'href',
    '/es/subscription/',
  );
  await expect(page.getByRole('link', { name: /Actividades para imprimir/ })).toHaveAttribute(
    'href',
    '/es/printables/',
  );
  await expectNoEnglishGameWords(page, ['Bible Games', 'PLAY NOW', 'Premium Only', 'Upgrade now', 'Easy']);
  await expectAccessible(page);
});

test('a locked Spanish game page says why in Spanish and links to the Spanish plans', async ({ page }) => {
  await page.goto('/es/games/bible-bingo/');
  await expect(page.getByRole('heading', { level: 1, name: 'Bingo bíblico' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Solo Premium' })).toBeVisible();
  await expect(page.getByText('Bingo bíblico es parte del plan Premium.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver los planes' })).toHaveAttribute(
    'href',
    '/es/subscription/',
  );
  await expect(page).toHaveTitle(/Bingo bíblico – Juego bíblico/);
});

test('Christian Puzzle plays to the end in Spanish and records the result', async ({ page }) => {
  const { pairs } = spanishData<{ pairs: Array<{ character: string; item: string }> }>('christian-puzzle');
  await signInAsAdmin(page);
  await openSpanishGame(page, 'christian-puzzle');
  await expect(page.getByText('Toca a un héroe de la Biblia y luego lo que lo hace famoso.')).toBeVisible();

  await page.getByRole('button', { name: 'Noé', exact: true }).click();
  await expect(page.getByText('Elegiste a Noé.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Honda', exact: true }).click();
  await expect(page.locator('#toaster')).toContainText('¡Uy! ¡Inténtalo otra vez!');
  await expect(page.getByText('Intentos fallidos: 1')).toBeVisible();

  for (const { character, item } of pairs) {
    await page.getByRole('button', { name: character, exact: true }).click();
    await page.getByRole('button', { name: item, exact: true }).click();
    await expect(page.getByRole('button', { name: `${character}, unido con ${item}` })).toBeVisible();
  }
  await expectCelebrated(page);
  await expect(page.getByText('🎉 ¡Uniste a todos los héroes de la Biblia!')).toBeVisible();
  await expect(page.getByText('Puntos: 60')).toBeVisible();
  await expectNoEnglishGameWords(page, ['Matched:', 'Play Again', 'Bible heroes', 'New Game']);
  await expect
    .poll(async () => (await results(page)).filter((r) => r.gameId === 'christian-puzzle'))
    .toEqual([expect.objectContaining({ gameId: 'christian-puzzle', level: 1, score: 60, won: true })]);
});

test('Bible Bingo plays to BINGO! in Spanish, with Spanish names and a LIBRE centre', async ({ page }) => {
  const { names } = spanishData<{ names: Array<{ name: string; clue: string }> }>('bible-bingo');
  await signInAsAdmin(page);
  await openSpanishGame(page, 'bible-bingo');
  const cells = page.locator('[data-cell]');
  await expect(cells).toHaveCount(25);
  await expect(page.getByRole('button', { name: 'LIBRE, marcado' })).toHaveAttribute('aria-pressed', 'true');

  await cells.first().click();
  await expect(page.locator('#toaster')).toContainText('¡Ese nombre todavía no ha salido!');

  const onCard = new Set(await cells.evaluateAll((els) => els.map((el) => el.getAttribute('data-cell'))));
  for (const name of onCard) if (name !== 'FREE') expect(names.map((n) => n.name)).toContain(name);
  for (let call = 1; call <= 32; call++) {
    await page.getByRole('button', { name: 'Sacar otro nombre' }).click();
    await expect(page.getByText(`Nombre ${call} de 32:`)).toBeVisible();
    const name = (await page.getByTestId('latest-call').textContent())!.trim();
    await expect(page.locator('#bingo-call')).toContainText(names.find((n) => n.name === name)!.clue);
    if (onCard.has(name)) await page.locator(`[data-cell="${name}"]`).click();
    if (await page.getByText('🎯 ¡BINGO!').isVisible()) break;
  }
  await expect(page.getByText(/Completaste una línea después de \d+ nombres\./)).toBeVisible();
  await expectCelebrated(page);
  expect(await page.getByRole('button', { name: /en la línea ganadora/ }).count()).toBeGreaterThanOrEqual(5);
  await expectNoEnglishGameWords(page, ['Call Next Name', 'New Card', 'Called so far']);
  await expect
    .poll(async () => (await results(page)).filter((r) => r.gameId === 'bible-bingo').length)
    .toBe(1);
});

test('a 4-6 child hears a bingo clue read aloud in Spanish', async ({ page }) => {
  const { names } = spanishData<{ names: Array<{ name: string; clue: string }> }>('bible-bingo');
  await stubSpeech(page);
  // The stand-in does not keep an utterance's language: record it beside it.
  await page.addInitScript(() => {
    const synth = window.speechSynthesis as unknown as { speak: (u: { lang: string }) => void };
    const speak = synth.speak;
    const langs: string[] = [];
    (window as unknown as { __langs: string[] }).__langs = langs;
    synth.speak = (u) => {
      langs.push(u.lang);
      speak(u);
    };
  });
  await signInAsUser(page, 'Pat Parent');
  const origin = new URL(page.url()).origin;
  const session = (await (await page.request.get('/api/auth/session')).json()) as { user: { id: string } };
  await payForPremium(page.request, session.user.id);
  const added = await page.request.post('/api/family/children', {
    headers: { origin },
    data: { displayName: 'Rut', avatar: 'owl', ageBand: '4-6' },
  });
  const { child } = (await added.json()) as { child: { id: string } };
  await page.request.post('/api/family/switch', { headers: { origin }, data: { profileId: child.id } });

  await openSpanishGame(page, 'bible-bingo');
  await expect(page.locator('[data-bingo]')).toHaveAttribute('data-band', '4-6');
  await page.getByRole('button', { name: 'Sacar otro nombre' }).click();
  const name = (await page.getByTestId('latest-call').textContent())!.trim();
  await page.getByRole('button', { name: 'Escucha la pista del nombre' }).click();
  const clue = names.find((n) => n.name === name)!.clue;
  await expect.poll(async () => (await spokenTexts(page)).length).toBe(1);
  // Read-aloud speaks a sentence at a time: "Nombre 1 de 16:", the name, then its clue.
  for (let said = 1; said < 10 && !(await spokenTexts(page)).join(' ').includes(clue); said++) {
    await page.evaluate(() => (window as unknown as { __speechEnd: () => void }).__speechEnd());
    await expect.poll(async () => (await spokenTexts(page)).length).toBe(said + 1);
  }
  const heard = (await spokenTexts(page)).join(' ');
  expect(heard).toContain(name);
  expect(heard).toContain(clue);
  expect(await page.evaluate(() => (window as unknown as { __langs: string[] }).__langs)).toContain('es');
});

test('Christian Connect asks its questions in Spanish and a right answer drops a piece', async ({ page }) => {
  const { questions } = spanishData<{
    questions: Array<{ question: string; answers: string[]; correct: number }>;
  }>('christian-connect');
  await signInAsAdmin(page);
  await openSpanishGame(page, 'christian-connect');
  await expect(page.getByTestId('turn')).toHaveText('Turno de Jugador 1 (estrella)');
  await page.getByRole('button', { name: 'Soltar en la columna 4', exact: true }).click();
  const text = (await page.locator('#connect-question').textContent())!.trim();
  const question = questions.find((q) => q.question === text);
  expect(question, `a Spanish question "${text}"`).toBeTruthy();
  await page.getByRole('button', { name: question!.answers[question!.correct], exact: true }).click();
  await expect(page.locator('td[data-row="5"][data-col="3"]')).toHaveAttribute('data-piece', '1');
  await expect(
    page.getByText('¡Correcto! Jugador 1 (estrella) soltó una ficha en la columna 4'),
  ).toBeVisible();
});

const firstMoves: Record<string, { heading: string; move: (page: Page) => Promise<void> }> = {
  'memory-verse-matching': {
    heading: 'Parejas de versículos',
    move: (page) => page.locator('[data-card="0"]').click(),
  },
  'bible-adventure': {
    heading: 'Aventura bíblica',
    move: (page) => page.getByRole('button', { name: 'Seguir construyendo, tal como Dios dijo' }).click(),
  },
  'christian-puzzle': {
    heading: 'Rompecabezas bíblico',
    move: (page) => page.getByRole('button', { name: 'Moisés', exact: true }).click(),
  },
  'fruit-spirit-hunt': {
    heading: 'En busca del fruto del Espíritu',
    move: (page) => page.getByRole('button', { name: /Empezar el nivel 1/ }).click(),
  },
  'bible-bingo': {
    heading: 'Bingo bíblico',
    move: (page) => page.getByRole('button', { name: 'Sacar otro nombre' }).click(),
  },
  'christian-connect': {
    heading: 'Conecta cuatro bíblico',
    move: (page) => page.getByRole('button', { name: 'Soltar en la columna 1', exact: true }).click(),
  },
};

for (const [slug, { heading, move }] of Object.entries(firstMoves)) {
  test(`the Spanish ${slug} page is in Spanish and has no serious accessibility problems`, async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await openSpanishGame(page, slug);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectAccessible(page);
    await move(page);
    await expectAccessible(page);
    await expectNoEnglishGameWords(page, ['Play Again', 'Score:', 'Level 1', 'New Game', 'Back to Games']);
  });
}

test('the Spanish printables are in Spanish, link to Spanish pages and deal a Spanish bingo card', async ({
  page,
}) => {
  const { names } = spanishData<{ names: Array<{ name: string }> }>('bible-bingo');
  await page.goto('/es/printables/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Actividades para imprimir' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Cartón de bingo bíblico/ })).toHaveAttribute(
    'href',
    '/es/printables/bingo/',
  );
  await expectAccessible(page);

  await page.goto('/es/printables/bingo/');
  await expect(page.getByRole('heading', { level: 1, name: '🎯 Bingo bíblico' })).toBeVisible();
  await expect(page.getByRole('cell', { name: '⭐ LIBRE' })).toBeVisible();
  const cells = await page.locator('[data-bingo-cells] td:not(.free)').allTextContents();
  expect(cells).toHaveLength(24);
  for (const cell of cells) expect(names.map((n) => n.name)).toContain(cell.trim());
  await expect(page.getByRole('link', { name: 'Todas las actividades' })).toHaveAttribute(
    'href',
    '/es/printables/',
  );
  await expectAccessible(page);
});
