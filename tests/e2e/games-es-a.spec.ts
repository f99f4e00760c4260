import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { signInAsAdmin } from './fixtures/auth.ts';
import { spokenUtterances, stubSpeech } from './fixtures/speech.ts';
import { expect, test } from './fixtures/test.ts';
import { expectCelebrated, recordCelebrations } from './game-play.ts';
import { expectAccessible } from './support.ts';

/** A game's Spanish data (content/games/es/): the tests read the answer for what the page shows. */
function spanishData<T>(slug: string): T {
  return JSON.parse(readFileSync(`content/games/es/${slug}.json`, 'utf8')) as T;
}

/** A word as the games play it: accents dropped, Ñ kept (src/games/shared/letters.ts). */
function plain(word: string): string {
  return [...word.normalize('NFC')]
    .map((l) => (l === 'Ñ' ? l : l.normalize('NFD').replace(/\p{M}/gu, '')))
    .join('');
}

interface RecordedResult {
  gameId: string;
  level: number;
  score: number;
  won: boolean;
}

/** Opens a game's Spanish page once its island has hydrated and the game shows. */
async function openSpanishGame(page: Page, slug: string): Promise<void> {
  await page.goto(`/es/games/${slug}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.locator('[data-gate-game]')).toBeVisible();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

test.beforeEach(async ({ page }) => {
  await recordCelebrations(page);
});

test('the Spanish Story Quiz plays to the end in Spanish and its result is recorded', async ({ page }) => {
  const { questions } = spanishData<{
    questions: Array<{ question: string; options: string[]; correct: number }>;
  }>('bible-story-quiz');
  await signInAsAdmin(page);
  await openSpanishGame(page, 'bible-story-quiz');
  const game = page.locator('[data-gate-game]');
  await expect(game.getByText('Pregunta', { exact: true })).toBeVisible();
  for (let i = 0; i < questions.length; i++) {
    const text = (await page.locator('#quiz-question').textContent())!.trim();
    const question = questions.find((q) => q.question === text);
    expect(question, `a Spanish question "${text}"`).toBeTruthy();
    await page.getByRole('button', { name: question!.options[question!.correct]!, exact: true }).click();
    await expect(game.getByText('¿Sabías que...?')).toBeVisible();
    await expect(page.locator('[data-feedback]')).toContainText('¡Correcto!');
    await page.getByRole('button', { name: 'Siguiente' }).click();
  }
  await expect(page.getByRole('heading', { name: '🏆 ¡Terminaste los 3 niveles!' })).toBeVisible();
  await expect(game.getByText('Puntuación final: 120 puntos')).toBeVisible();
  await expect(game.getByRole('button', { name: 'Jugar otra vez' })).toBeVisible();
  for (const english of ['Final score', 'Play Again', 'Fun fact', 'Level', 'Question', 'Score'])
    await expect(game.getByText(english, { exact: false })).toHaveCount(0);
  // The result API is the same in every language.
  const results = async (): Promise<RecordedResult[]> =>
    ((await (await page.request.get('/api/games/results')).json()) as { results: RecordedResult[] }).results;
  await expect
    .poll(async () => (await results()).filter((r) => r.gameId === 'bible-story-quiz').length)
    .toBe(1);
  expect((await results()).find((r) => r.gameId === 'bible-story-quiz')).toMatchObject({
    level: 3,
    score: 120,
    won: true,
  });
});

test('Spanish Hangman has an Ñ button and wins a word with accents from the plain letters', async ({
  page,
}) => {
  const { words } = spanishData<{ words: Array<{ word: string; hint: string }> }>('bible-hangman');
  await openSpanishGame(page, 'bible-hangman');
  await expect(page.getByRole('group', { name: 'Letras' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Letra Ñ', exact: true })).toBeVisible();
  await expect(page.getByText('Pista:')).toBeVisible();
  const hint = (await page.locator('[data-hint]').textContent())?.trim();
  const answer = words.find((w) => w.hint === hint)?.word;
  expect(answer, `a Spanish word for the hint "${hint}"`).toBeTruthy();
  for (const letter of new Set(plain(answer!))) {
    await page.getByRole('button', { name: `Letra ${letter}`, exact: true }).click();
  }
  await expectCelebrated(page);
  await expect(page.locator('[data-feedback]')).toHaveText(`¡Lo lograste! La palabra era ${answer}.`);
  await expect(page.locator('[data-word] span')).toHaveText([...answer!]);
  await expect(page.getByRole('button', { name: 'Siguiente palabra' })).toBeFocused();
});

test('Spanish Word Search hides MOISÉS-like words without accents and finds them', async ({ page }) => {
  await signInAsAdmin(page);
  await openSpanishGame(page, 'word-search');
  const cells = page.locator('[data-letter-grid] [data-cell]');
  await expect(cells).toHaveCount(144);
  const letters = await cells.allTextContents();
  const word = ((await page.locator('[data-word-list] li').first().textContent()) ?? '').replace(
    /[^\p{Lu}]/gu,
    '',
  );
  const target = plain(word);
  const at = (r: number, c: number): string | undefined =>
    r >= 0 && r < 12 && c >= 0 && c < 12 ? letters[r * 12 + c] : undefined;
  let path: Array<[number, number]> | null = null;
  for (let r = 0; r < 12 && !path; r++)
    for (let c = 0; c < 12 && !path; c++)
      for (const [dr, dc] of [
        [0, 1],
        [1, 0],
        [1, 1],
        [-1, 1],
      ] as const) {
        const cand = [...target].map((_, i) => [r + i * dr, c + i * dc] as [number, number]);
        if (cand.every(([rr, cc], i) => at(rr, cc) === target[i])) path = cand;
      }
  expect(path, `${target} on the grid`).not.toBeNull();
  for (const [r, c] of path!) await page.locator(`[data-cell="${r},${c}"]`).click();
  await expect(page.locator('[data-feedback]')).toHaveText(`¡Encontraste ${word}! Llevas 1 de 6.`);
  await expect(page.locator(`[data-cell="${path![0]![0]},${path![0]![1]}"]`)).toHaveAccessibleName(
    /parte de una palabra encontrada/,
  );
});

test('Spanish Memory Verse reads the Reina-Valera verse aloud in Spanish with Escuchar', async ({ page }) => {
  await stubSpeech(page);
  // The language each utterance asks the browser for: Spanish, so the browser speaks with a Spanish voice.
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
  await signInAsAdmin(page);
  await openSpanishGame(page, 'memory-verse');
  await expect(page.getByRole('button', { name: /Practicar/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('[data-reference]')).toHaveText('Génesis 1:1');
  await page.getByRole('button', { name: 'Escuchar' }).click();
  await expect
    .poll(async () => (await spokenUtterances(page)).map((u) => u.text).join(' '))
    .toContain('Génesis 1:1');
  expect(await page.evaluate(() => (window as unknown as { __langs: string[] }).__langs)).toContain('es');
  expect(
    (await page.evaluate(() => (window as unknown as { __langs: string[] }).__langs)).every(
      (l) => l === 'es',
    ),
  ).toBe(true);
  // Typed without accents, the verse is right.
  await page.getByLabel('Escribe el versículo').fill('En el principio crio Dios los cielos y la tierra');
  await page.getByRole('button', { name: 'Comprobar' }).click();
  await expect(page.getByText('✅ ¡Correcto!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Siguiente versículo' })).toBeFocused();
});

const pages: Array<[string, string]> = [
  ['bible-hangman', 'Pista:'],
  ['scrambled-verse', 'Tu versículo'],
  ['bible-story-quiz', 'Pregunta'],
  ['bible-bee', 'Pregunta'],
  ['memory-verse', 'Escribe el versículo'],
  ['word-search', 'Palabras para buscar'],
];
for (const [slug, words] of pages) {
  test(`the Spanish ${slug} page is in Spanish and has no serious accessibility problems`, async ({
    page,
  }) => {
    test.slow(slug === 'word-search', 'axe scans a 144-cell grid');
    await signInAsAdmin(page);
    await openSpanishGame(page, slug);
    const game = page.locator('[data-gate-game]');
    await expect(game.getByText(words).first()).toBeVisible();
    for (const english of [
      'Score',
      'Level',
      'Hint:',
      'Your verse',
      'Type the verse',
      'Words to find',
      'Question',
    ])
      await expect(game.getByText(english, { exact: true })).toHaveCount(0);
    await expectAccessible(page);
  });
}
