import path from 'node:path';
import type { Page } from '@playwright/test';
import SQLite from 'better-sqlite3';
import { chapterPagePath } from '../../src/lib/bible/paths.ts';
import { defaultVersionFor } from '../../src/lib/bible/versions.ts';
import { gotoHydrated, signInAsUser } from './fixtures/auth.ts';
import { expect, test } from './fixtures/test.ts';
import { expectAccessible } from './support.ts';

/**
 * The reading plans and the truth challenges in Spanish (issue 35.4): each page under /es/ is in
 * Spanish, links to Spanish pages, passes axe and logs nothing; a Spanish child's plan and memory
 * verse speak Spanish, and what the child earns is named in Spanish.
 */

const spanishPages = [
  { path: '/es/reading-plans/', heading: '📅 Planes de lectura' },
  { path: '/es/reading-plans/christmas-story-7-days/', heading: 'La historia de Navidad en 7 días' },
  { path: '/es/challenges/', heading: 'Retos de la Verdad' },
  { path: '/es/challenges/truth-quest/', heading: 'Misión Verdad' },
  { path: '/es/challenges/keep-it-real/', heading: 'Historias de verdad' },
  { path: '/es/challenges/memory-master/', heading: 'Maestro de la memoria' },
  { path: '/es/challenges/achievements/', heading: 'Logros' },
];

/** English words these pages had, which a Spanish page must not show. */
const englishWords = [
  'Reading Plans',
  'Truth Challenges',
  'Sign in',
  'See the plan',
  'days',
  'My progress',
  'Badge:',
  'points',
  'How It Works',
  'Memory Master',
  'Practice a Verse',
  'Achievements Earned',
  'Not yet earned',
  'Verse Sets',
  'PLAY NOW',
  'Upgrade for',
  'Stories from the Community',
];

function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`${page.url()}: ${msg.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  return problems;
}

function openDb(): SQLite.Database {
  return new SQLite(path.join(process.env.E2E_DATA_DIR!, 'app.db'), { timeout: 10_000 });
}

/** The RV1909 text of 1 Juan 4:19 in the database, as the Spanish Bible's import leaves it. */
function haveSpanishVerse(): void {
  const db = openDb();
  try {
    db.prepare(
      `insert into bible_verses (version, book, chapter, verse, text)
       select 'rv1909', 62, 4, 19, ? where not exists
       (select 1 from bible_verses where version = 'rv1909' and book = 62 and chapter = 4 and verse = 19)`,
    ).run('Nosotros le amamos á él, porque él nos amó primero.');
  } finally {
    db.close();
  }
}

/** The learner's verse has been said right twice before, the last time three weeks ago: next is mastery. */
function almostMastered(learnerId: string): void {
  const db = openDb();
  try {
    const weeksAgo = new Date(Date.now() - 22 * 86_400_000).toISOString();
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    db.prepare(
      `update verse_cards set chain_length = 2, chain_interval_days = 10, last_correct_at = ?,
       last_review = ?, due_at = ? where user_id = ?`,
    ).run(weeksAgo, weeksAgo, yesterday, learnerId);
  } finally {
    db.close();
  }
}

async function userId(page: Page): Promise<string> {
  return ((await (await page.request.get('/api/auth/session')).json()) as { user: { id: string } }).user.id;
}

test.describe('the Spanish pages', () => {
  // With the site's service worker, as visitors have it (the other specs block it).
  test.use({ serviceWorkers: 'allow' });

  test('each reading plan and challenge page is Spanish, links to Spanish pages, passes axe, logs nothing', async ({
    page,
  }) => {
    test.slow();
    const problems = watchConsole(page);
    for (const { path: url, heading } of spanishPages) {
      await gotoHydrated(page, url);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      // The page's own words and links (Keep it Real's story form is the community's, not this area's).
      const { text, hrefs } = await page.locator('main').evaluate((main) => {
        const copy = main.cloneNode(true) as HTMLElement;
        // Page data (JSON, whose keys are code, not words) is left out too.
        for (const aside of copy.querySelectorAll('astro-island[component-url*="StoryPanel"], script'))
          aside.remove();
        return {
          text: copy.textContent ?? '',
          hrefs: Array.from(copy.querySelectorAll('a[href^="/"]'), (a) => a.getAttribute('href') ?? ''),
        };
      });
      for (const words of englishWords) expect(text, `${url}: ${words}`).not.toContain(words);
      // Every link to a page goes to a Spanish one (the Bible's: to its version's pages).
      for (const href of hrefs)
        expect(href, `${url} links to ${href}`).toMatch(/^\/(es\/|bible\/|media-files\/)/);
      await expectAccessible(page);
    }
    expect(problems).toEqual([]);
  });
});

test('a Spanish plan lists its days in Spanish, linked to the Bible of the page’s language', async ({
  page,
}) => {
  await gotoHydrated(page, '/es/reading-plans/');
  await page.getByRole('link', { name: 'Ver el plan: El Evangelio de Marcos en 16 días' }).click();
  await expect(page).toHaveURL(/\/es\/reading-plans\/gospel-of-mark-16-days\/$/);
  await expect(page.getByText('16 días', { exact: true })).toBeVisible();
  await expect(page.locator('[data-plan-day]')).toHaveCount(16);
  await expect(page.locator('[data-plan-day="3"]')).toContainText('Día 3');
  await expect(page.locator('[data-plan-day="3"]').getByRole('link', { name: 'Marcos 3' })).toHaveAttribute(
    'href',
    chapterPagePath(defaultVersionFor('es'), 'mark', 3),
  );
  await expect(
    page.getByRole('navigation', { name: 'Ruta de navegación' }).getByRole('link'),
  ).toHaveAttribute('href', '/es/reading-plans/');
});

test('a Spanish child starts a plan and masters a verse in Spanish, and sees what it earned named in Spanish', async ({
  page,
}) => {
  test.slow();
  haveSpanishVerse();
  await signInAsUser(page);
  const id = await userId(page);

  // A plan: started, with today's reading in Spanish (the same progress as in English).
  await gotoHydrated(page, '/es/reading-plans/christmas-story-7-days/');
  await expect(page.locator('[data-plan-status]')).toHaveText('Todavía no has empezado este plan.');
  await page.getByRole('button', { name: 'Empezar este plan' }).click();
  await expect(page.locator('#toaster').getByText('¡Plan empezado! 🎉')).toBeVisible();
  await expect(page.locator('[data-plan-status]')).toHaveText('0 de 7 días leídos (0 %).');
  await expect(page.locator('[data-plan-today-text]')).toHaveText(
    'Día 1: lee Isaías 9:1-7 y luego pulsa Marcar como leído en cada capítulo.',
  );
  await expect(page.locator('[data-plan-today-links]').getByRole('link')).toHaveAttribute(
    'href',
    `${chapterPagePath(defaultVersionFor('es'), 'isaiah', 9)}#v1`,
  );
  await gotoHydrated(page, '/es/reading-plans/');
  await expect(page.locator('[data-my-plan="christmas-story-7-days"]')).toContainText(
    'La historia de Navidad en 7 días',
  );
  await expect(page.locator('[data-my-plan="christmas-story-7-days"]')).toContainText(
    'Hoy: día 1, Isaías 9:1-7',
  );
  await expect(page.locator('[data-my-plan="christmas-story-7-days"]').getByRole('link')).toHaveAttribute(
    'href',
    '/es/reading-plans/christmas-story-7-days/',
  );
  await gotoHydrated(page, '/reading-plans/christmas-story-7-days/');
  await expect(page.locator('[data-plan-status]')).toHaveText('0 of 7 days read (0%).');

  // A memory verse in the Reina-Valera 1909, said from memory.
  const verse = 'Nosotros le amamos á él, porque él nos amó primero.';
  await gotoHydrated(page, '/es/challenges/memory-master/');
  await page.getByLabel('Versículo', { exact: true }).selectOption({ label: '1 Juan 4:19' });
  await expect(page.locator('[data-practice-reference]')).toHaveText('1 Juan 4:19');
  await expect(page.locator('[data-practice-text]')).toHaveText(verse);
  await page.getByRole('button', { name: '5. Escríbelo todo' }).click();
  await page.getByLabel('Escribe el versículo de memoria').fill('Nosotros le amamos porque él nos amó');
  await page.getByRole('button', { name: 'Revisar' }).click();
  await expect(page.getByText('¡Casi, pero no!')).toBeVisible();
  await page.getByRole('button', { name: 'Inténtalo otra vez' }).click();
  await page.getByLabel('Escribe el versículo de memoria').fill(verse);
  await page.getByRole('button', { name: 'Revisar' }).click();
  await expect(page.getByText('✅ ¡Muy bien! Lo dijiste perfecto.')).toBeVisible();
  await expect(page.locator('[data-learning-count]')).toHaveText('Aprendiendo: 1');
  await expect(page.locator('[data-my-verse="1 John 4:19"] [data-verse-status]')).toHaveText(
    /^Vuelve (mañana|en \d+ días)$/,
  );

  // Three weeks later the verse is said again: mastered, and the celebration names it all in Spanish.
  almostMastered(id);
  await gotoHydrated(page, '/es/challenges/memory-master/');
  await page.getByRole('button', { name: 'Practicar 1 Juan 4:19' }).click();
  await page.getByRole('button', { name: '5. Escríbelo todo' }).click();
  await page.getByLabel('Escribe el versículo de memoria').fill(verse);
  await page.getByRole('button', { name: 'Revisar' }).click();
  const dialog = page.getByRole('dialog', { name: '🌟 ¡Ganaste algo nuevo!' });
  await expect(dialog).toBeVisible();
  for (const name of [
    'Guardián de versículos',
    'Escondido en mi corazón',
    'Guarda un versículo en tu corazón',
  ])
    await expect(dialog.locator(`[data-celebration-item="${name}"]`)).toBeVisible();
  await expect(dialog).not.toContainText('Verse Keeper');
  await dialog.getByRole('button', { name: '¡A seguir!' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('[data-mastered-count]')).toHaveText('1 de 50 versículos aprendidos');

  // The badge shelf and the achievements say the same names; the English pages keep the English ones.
  await gotoHydrated(page, '/es/challenges/truth-quest/');
  await expect(page.locator('[data-badges]')).toContainText('Guardián de versículos');
  await expect(page.locator('[data-challenge="master-first-verse"] [data-state="completed"]')).toHaveText(
    '✅ ¡Completado!',
  );
  await gotoHydrated(page, '/es/challenges/achievements/');
  await expect(page.locator('[data-achievement="first-verse"]')).toHaveAttribute('data-earned', 'true');
  await expect(page.locator('[data-achievement="first-verse"]')).toContainText('Escondido en mi corazón');
  await expect(page.locator('[data-achievement="first-verse"]')).toContainText('Ganado el');
  await expectAccessible(page);
  await gotoHydrated(page, '/challenges/truth-quest/');
  await expect(page.locator('[data-badges]')).toContainText('Verse Keeper');
});
