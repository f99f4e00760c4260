import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { signInAsAdmin } from './fixtures/auth.ts';
import { expect, test } from './fixtures/test.ts';
import { expectCelebrated, expectNoWideElements, recordCelebrations } from './game-play.ts';
import { expectAccessible, holdClock } from './support.ts';

/** The games' own data: the tests read the answer for what the page shows. */
function gameData<T>(slug: string): T {
  return JSON.parse(readFileSync(`content/games/${slug}.json`, 'utf8')) as T;
}

interface RecordedResult {
  gameId: string;
  level: number;
  score: number;
  won: boolean;
  durationSeconds: number;
}

/**
 * Signs the page in as an admin (admins have every game) and opens a game once its island has
 * hydrated; returns a reader of the results the API stored for this player.
 */
async function playAsAdmin(page: Page, slug: string): Promise<() => Promise<RecordedResult[]>> {
  await signInAsAdmin(page);
  await page.goto(`/games/${slug}/`);
  await expect(page.getByRole('link', { name: /Home/ }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /Back to Games/ }).first()).toBeVisible();
  await expect(page.locator('[data-gate-game]')).toBeVisible();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  return async () =>
    ((await (await page.request.get('/api/games/results')).json()) as { results: RecordedResult[] }).results;
}

async function expectRecorded(
  results: () => Promise<RecordedResult[]>,
  expected: Partial<RecordedResult>,
): Promise<void> {
  await expect.poll(async () => (await results()).filter((r) => r.gameId === expected.gameId).length).toBe(1);
  const stored = (await results()).find((r) => r.gameId === expected.gameId)!;
  expect(stored).toMatchObject(expected);
  expect(Number.isInteger(stored.durationSeconds)).toBe(true);
}

// Whatever the screen (the phone project plays these on 360 x 640), nothing spills sideways.
// Celebrations last 3 s: record them, so a loaded machine that looks late still sees that one was shown.
test.beforeEach(async ({ page }) => {
  await recordCelebrations(page);
});

test.afterEach(async ({ page }) => {
  await expectNoWideElements(page);
});

test('finishing Christian Puzzle by clicking a character, then its item', async ({ page }) => {
  const { pairs } = gameData<{ pairs: Array<{ character: string; item: string }> }>('christian-puzzle');
  const results = await playAsAdmin(page, 'christian-puzzle');

  await page.getByRole('button', { name: 'Noah', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Noah', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: 'Sling', exact: true }).click();
  await expect(page.locator('#toaster')).toContainText('Oops! Try again!');
  await expect(page.getByText('Tries that missed: 1')).toBeVisible();

  for (const { character, item } of pairs) {
    await page.getByRole('button', { name: character, exact: true }).click();
    await page.getByRole('button', { name: item, exact: true }).click();
    await expect(page.getByRole('button', { name: `${character}, matched with ${item}` })).toBeVisible();
  }
  await expectCelebrated(page);
  await expect(page.getByText('🎉 You matched every Bible hero!')).toBeVisible();
  await expectRecorded(results, { gameId: 'christian-puzzle', level: 1, score: 60, won: true });
});

test('winning Bible Bingo by calling names and marking them', async ({ page }) => {
  const results = await playAsAdmin(page, 'bible-bingo');
  const cells = page.locator('[data-cell]');
  await expect(cells).toHaveCount(25);
  await expect(page.getByRole('button', { name: 'FREE, marked' })).toHaveAttribute('aria-pressed', 'true');

  // A name not yet called cannot be marked.
  const first = (await cells.first().getAttribute('data-cell'))!;
  await cells.first().click();
  await expect(page.locator('#toaster')).toContainText("This item hasn't been called yet!");
  await expect(cells.first()).toHaveAttribute('aria-pressed', 'false');

  const onCard = new Set(await cells.evaluateAll((els) => els.map((el) => el.getAttribute('data-cell'))));
  for (let call = 1; call <= 32; call++) {
    await page.getByRole('button', { name: 'Call Next Name' }).click();
    const latest = page.getByTestId('latest-call');
    await expect(page.getByText(`Name ${call} of 32:`)).toBeVisible();
    const name = (await latest.textContent())!.trim();
    if (onCard.has(name)) {
      await page.locator(`[data-cell="${name}"]`).click();
      await expect(page.locator(`[data-cell="${name}"]`)).toHaveAttribute('aria-pressed', 'true');
    }
    if (await page.getByText('🎯 BINGO!').isVisible()) break;
  }
  await expect(page.getByText('🎯 BINGO!')).toBeVisible();
  await expectCelebrated(page);
  expect(await page.getByRole('button', { name: /in the winning line/ }).count()).toBeGreaterThanOrEqual(5);
  expect(onCard.has(first)).toBe(true);
  await expectRecorded(results, { gameId: 'bible-bingo', level: 1, won: true });
});

test('Christian Connect: a wrong answer passes the turn, four right answers drop four pieces and win', async ({
  page,
}) => {
  const { questions } = gameData<{
    questions: Array<{ question: string; answers: string[]; correct: number }>;
  }>('christian-connect');
  const results = await playAsAdmin(page, 'christian-connect');
  await expect(page.locator('td[data-piece]')).toHaveCount(42);

  const answerFor = async (right: boolean): Promise<void> => {
    const text = (await page.locator('#connect-question').textContent())!.trim();
    const q = questions.find((x) => x.question === text)!;
    expect(q, `a question "${text}"`).toBeTruthy();
    const pick = right ? q.correct : (q.correct + 1) % q.answers.length;
    await page.getByRole('button', { name: q.answers[pick], exact: true }).click();
  };

  await expect(page.getByTestId('turn')).toHaveText("Player 1 (star)'s turn");
  await page.getByRole('button', { name: 'Drop in column 1', exact: true }).click();
  await answerFor(false);
  await expect(page.locator('#toaster')).toContainText('Try again! The correct answer was:');
  await expect(page.getByTestId('turn')).toHaveText("Player 2 (heart)'s turn");
  await expect(page.locator('td[data-piece="0"]')).toHaveCount(42);

  for (let i = 0; i < 4; i++) {
    await page.getByRole('button', { name: 'Drop in column 4', exact: true }).click();
    await answerFor(true);
    // The piece falls to the lowest empty row of column 4.
    await expect(page.locator(`td[data-row="${5 - i}"][data-col="3"]`)).toHaveAttribute('data-piece', '2');
    if (i < 3) await expect(page.getByTestId('turn')).toHaveText("Player 2 (heart)'s turn");
  }
  await expect(page.getByText('🎉 Player 2 (heart) wins!')).toBeVisible();
  await expectCelebrated(page);
  await expect(page.getByRole('button', { name: 'Drop in column 5', exact: true })).toBeDisabled();

  await page.getByLabel('Level', { exact: true }).selectOption('2');
  await expect(page.locator('td[data-piece="0"]')).toHaveCount(42);
  await expect(page.getByTestId('turn')).toHaveText("Player 1 (star)'s turn");
  await expectRecorded(results, { gameId: 'christian-connect', level: 1, score: 40, won: true });
});

test('winning Memory Verse Matching, with clicks ignored while a pair resolves', async ({ page }) => {
  const { pairs } = gameData<{ pairs: Array<{ id: string; verse: string; reference: string }> }>(
    'memory-verse-matching',
  );
  // The page's clock is held while cards are read: a face-up pair turns back only when the test moves
  // time on, so a busy machine cannot turn a wrong pair down before its labels are read.
  await page.clock.install();
  const results = await playAsAdmin(page, 'memory-verse-matching');
  await holdClock(page);
  const card = (i: number) => page.locator(`[data-card="${i}"]`);
  const checking = page.getByText('Checking your pair...');
  const pairOf = new Map<number, string>();
  const read = async (i: number): Promise<void> => {
    const label = (await card(i).getAttribute('aria-label'))!;
    const text = label.replace(/^Card \d+, (matched, )?(verse|reference): /, '');
    const pair = pairs.find((p) => p.verse === text || p.reference === text);
    expect(pair, `the pair of card ${i + 1} ("${label}")`).toBeTruthy();
    pairOf.set(i, pair!.id);
  };

  // Look at every card two by two; the first look also checks the 1-second wait.
  for (let i = 0; i < 12; i += 2) {
    await card(i).click();
    await card(i + 1).click();
    await expect(checking).toBeVisible();
    await expect(card(i)).not.toHaveAttribute('aria-label', /face down/);
    await expect(card(i + 1)).not.toHaveAttribute('aria-label', /face down/);
    await read(i);
    await read(i + 1);
    if (i === 0) {
      // force: the card is aria-disabled meanwhile, and Playwright would otherwise wait it out.
      await card(2).click({ force: true });
      await expect(card(2)).toHaveAttribute('aria-label', 'Card 3, face down');
      await page.clock.runFor(999);
      await expect(checking).toBeVisible();
      await expect(page.getByTestId('moves')).toHaveText('1');
      await page.clock.runFor(1);
    } else {
      await page.clock.runFor(1_000);
    }
    await expect(checking).toBeHidden();
  }
  await expect(page.getByTestId('moves')).toHaveText('6');

  for (const { id } of pairs) {
    const [a, b] = [...pairOf].filter(([, p]) => p === id).map(([i]) => i);
    if ((await card(a!).getAttribute('aria-label'))!.includes('matched')) continue;
    await card(a!).click();
    await card(b!).click();
    await expect(checking).toBeVisible();
    await page.clock.runFor(1_000);
    await expect(card(a!)).toHaveAttribute('aria-label', /matched/);
  }
  await page.clock.resume();
  await expect(page.getByText(/You matched all 6 pairs in \d+ moves!/).first()).toBeVisible();
  await expectCelebrated(page);
  await expectRecorded(results, { gameId: 'memory-verse-matching', level: 1, won: true });
});

test(
  'Bible Adventure: a choice shows its result, scores level x (stat changes + ' +
    '3), and the next chapter follows',
  async ({ page }) => {
    const { chapters } = gameData<{
      chapters: Array<{
        title: string;
        level: number;
        choices: Array<{ text: string; stats: Record<string, number>; result: string }>;
      }>;
    }>('bible-adventure');
    await playAsAdmin(page, 'bible-adventure');
    const [first, second] = chapters.filter((c) => c.level === 1);
    await expect(page.getByRole('heading', { name: first!.title })).toBeVisible();
    const best = first!.choices.reduce((a, b) =>
      Object.values(b.stats).reduce((x, y) => x + y) > Object.values(a.stats).reduce((x, y) => x + y) ? b : a,
    );
    await page.getByRole('button', { name: best.text, exact: true }).click();
    await expect(page.getByText(best.result)).toBeVisible();
    const points = 1 * (Object.values(best.stats).reduce((x, y) => x + y) + 3);
    await expect(page.getByTestId('score')).toHaveText(String(points));
    await expect(page.getByRole('heading', { name: second!.title })).toBeVisible({ timeout: 5000 });
    await expect(page.getByText('Adventure 2 of 3')).toBeVisible();
  },
);

interface HuntData {
  fruits: Array<{ id: string; name: string; description: string; reference: string }>;
}

/** The squares to click to walk from `from` to every fruit in turn, avoiding thorns (5x5 grid). */
function pathThroughFruits(from: number, fruits: number[], thorns: Set<number>): number[] {
  const route: number[] = [];
  let at = from;
  const left = new Set(fruits);
  while (left.size > 0) {
    const prev = new Map<number, number>([[at, -1]]);
    const queue = [at];
    let goal = -1;
    while (queue.length > 0 && goal < 0) {
      const cur = queue.shift()!;
      const [r, c] = [Math.floor(cur / 5), cur % 5];
      for (const [nr, nc] of [
        [r - 1, c],
        [r + 1, c],
        [r, c - 1],
        [r, c + 1],
      ] as const) {
        const next = nr * 5 + nc;
        if (nr < 0 || nc < 0 || nr > 4 || nc > 4 || prev.has(next) || thorns.has(next)) continue;
        prev.set(next, cur);
        if (left.has(next)) goal = next;
        queue.push(next);
      }
    }
    const steps: number[] = [];
    for (let s = goal; s !== at; s = prev.get(s)!) steps.unshift(s);
    route.push(...steps);
    for (const s of steps) left.delete(s);
    at = goal;
  }
  return route;
}

test('Fruit of the Spirit Hunt can be played through all seven levels to the final screen', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const { fruits } = gameData<HuntData>('fruit-spirit-hunt');
  const byName = (name: string) => page.getByRole('button', { name, exact: true });
  const results = await playAsAdmin(page, 'fruit-spirit-hunt');
  const found = page.getByTestId('found');
  const labels = (selector: string) =>
    page.locator(selector).evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));

  // 1. Garden Explorer: untimed; look under every bush.
  await page.getByRole('button', { name: /Start Level 1/ }).click();
  await expect(page.getByText('No clock on this level')).toBeVisible();
  for (let i = 1; i <= 25 && !(await page.getByText('⭐ Level 1 complete!').isVisible()); i++) {
    await page.getByRole('button', { name: new RegExp(`^Bush ${i}: `) }).click();
  }
  await expect(page.getByText('⭐ Level 1 complete!')).toBeVisible();
  await page.getByRole('button', { name: /Next: Level 2, Memory Garden/ }).click();

  // 2. Memory Garden: every spot shows for 3 seconds, then the clock starts.
  await page.getByRole('button', { name: /Start Level 2/ }).click();
  await expect(page.getByText('Look closely! Remember where the fruits are...')).toBeVisible();
  const seen = await labels('[aria-label^="Spot "]');
  const fruitSpots = seen.flatMap((l) =>
    /^Spot (\d+): .+ fruit$/.exec(l) ? [Number(/^Spot (\d+)/.exec(l)![1])] : [],
  );
  expect(fruitSpots).toHaveLength(9);
  await expect(page.getByText('Look closely! Remember where the fruits are...')).toBeHidden({
    timeout: 5000,
  });
  await expect(page.getByTestId('time-left')).toHaveText(/^(2:00|1:5\d)$/);
  await expect(page.getByRole('button', { name: `Spot ${fruitSpots[0]}: not searched yet` })).toBeVisible();
  for (const n of fruitSpots) await page.getByRole('button', { name: `Spot ${n}: not searched yet` }).click();
  await expect(page.getByText('⭐ Level 2 complete!')).toBeVisible();
  await page.getByRole('button', { name: /Next: Level 3/ }).click();

  // 3. Fruit Matcher: a wrong answer costs time; then match each description.
  await page.getByRole('button', { name: /Start Level 3/ }).click();
  const clue = async (): Promise<string> =>
    (await page.locator('[data-clue]').textContent())!.replace(/[“”]/g, '').trim();
  const firstClue = await clue();
  const firstFruit = fruits.find((f) => f.description === firstClue)!;
  const options = await page
    .getByRole('list', { name: 'Answers' })
    .getByRole('button')
    .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
  const wrongFruit = fruits.find((f) => f.id !== firstFruit.id && options.includes(f.name))!;
  await byName(wrongFruit.name).click();
  await expect(page.locator('#toaster')).toContainText('Oops! Try again!');
  for (let i = 0; i < 9; i++) {
    const description = await clue();
    await byName(fruits.find((f) => f.description === description)!.name).click();
    await expect(found).toHaveText(String(i + 1));
  }
  await expect(page.getByText('⭐ Level 3 complete!')).toBeVisible();
  await page.getByRole('button', { name: /Next: Level 4/ }).click();

  // 4. Sequence Builder: the order of Galatians 5:22-23.
  await page.getByRole('button', { name: /Start Level 4/ }).click();
  await byName(fruits[1]!.name).click();
  await expect(page.locator('#toaster')).toContainText('Wrong order! Follow the clues carefully!');
  for (const f of fruits) await byName(f.name).click();
  await expect(page.getByText('⭐ Level 4 complete!')).toBeVisible();
  await page.getByRole('button', { name: /Next: Level 5/ }).click();

  // 5. Verse Puzzle Hunt: the verse's reference says which fruit fills the gap.
  await page.getByRole('button', { name: /Start Level 5/ }).click();
  await expect(page.getByText('_____').first()).toBeVisible();
  for (let i = 0; i < 9; i++) {
    const reference = (await page.locator('[data-verse-reference]').textContent())!.trim();
    await byName(fruits.find((f) => f.reference === reference)!.name).click();
    await expect(found).toHaveText(String(i + 1));
  }
  await expect(page.getByText('⭐ Level 5 complete!')).toBeVisible();
  await page.getByRole('button', { name: /Next: Level 6/ }).click();

  // 6. Timed Path Maker: walk square by square around the thorns.
  await page.getByRole('button', { name: /Start Level 6/ }).click();
  const squares = await labels('[aria-label^="Row "]');
  const at = squares.findIndex((l) => l.endsWith('you are here'));
  const thorns = new Set(squares.flatMap((l, i) => (l.includes('thorn bush') ? [i] : [])));
  const fruitSquares = squares.flatMap((l, i) => (l.endsWith(' fruit') ? [i] : []));
  expect(fruitSquares).toHaveLength(9);
  await page.getByRole('button', { name: /^Row 5, column 5: / }).click();
  await expect(page.getByText('One step at a time! Tap a square right next to you.')).toBeVisible();
  for (const square of pathThroughFruits(at, fruitSquares, thorns)) {
    await page
      .getByRole('button', {
        name: new RegExp(`^Row ${Math.floor(square / 5) + 1}, column ${(square % 5) + 1}: `),
      })
      .click();
  }
  await expect(page.getByText('⭐ Level 6 complete!')).toBeVisible();
  await page.getByRole('button', { name: /Next: Level 7/ }).click();

  // 7. Fruit Tree Builder: each fruit from the basket onto the branch that describes it.
  await page.getByRole('button', { name: /Start Level 7/ }).click();
  for (const [i, f] of fruits.entries()) {
    await byName(f.name).click();
    await page.getByRole('button', { name: `Empty branch: ${f.description}`, exact: true }).click();
    // The ninth fruit ends the game, and the final screen takes the board's place.
    if (i < fruits.length - 1) await expect(found).toHaveText(String(i + 1));
  }
  await expect(page.getByRole('heading', { name: '🏆 You finished all 7 levels!' })).toBeVisible();
  await expect(page.getByText(/But the fruit of the Spirit is love, joy, peace/)).toBeVisible();
  await expectCelebrated(page);
  await expectRecorded(results, { gameId: 'fruit-spirit-hunt', level: 7, won: true });
});

/** A first move in each game, so the scan sees the board in play and not only its opening screen. */
const firstMoves: Record<string, (page: Page) => Promise<void>> = {
  'memory-verse-matching': (page) => page.locator('[data-card="0"]').click(),
  'bible-adventure': async () => {},
  'christian-puzzle': (page) => page.getByRole('button', { name: 'Moses', exact: true }).click(),
  'fruit-spirit-hunt': (page) => page.getByRole('button', { name: /Start Level 1/ }).click(),
  'bible-bingo': (page) => page.getByRole('button', { name: 'Call Next Name' }).click(),
  'christian-connect': (page) => page.getByRole('button', { name: 'Drop in column 1', exact: true }).click(),
};

for (const [slug, firstMove] of Object.entries(firstMoves)) {
  test(`the ${slug} game has no serious accessibility problems while playing`, async ({ page }) => {
    await playAsAdmin(page, slug);
    await expectAccessible(page);
    await firstMove(page);
    await expectAccessible(page);
  });
}
