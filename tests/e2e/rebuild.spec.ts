import { expect, test } from './fixtures/test.ts';
import { runScript } from './support.ts';

test('a rebuild swaps the live site while requests keep being answered', async ({ request }) => {
  test.setTimeout(240_000);
  const before = (await (await request.get('/api/health')).json()) as { build: { live: { id: string } } };

  let building = true;
  const build = runScript('scripts/build.ts').finally(() => (building = false));
  const statuses: number[] = [];
  while (building) {
    for (const path of ['/', '/about/', '/bible/']) statuses.push((await request.get(path)).status());
  }
  const result = await build;
  expect(result.code, result.output).toBe(0);

  const after = (await (await request.get('/api/health')).json()) as { build: { live: { id: string } } };
  expect(after.build.live.id).not.toBe(before.build.live.id);
  expect(statuses.length).toBeGreaterThan(3);
  expect(statuses.every((s) => s === 200)).toBe(true);
  expect((await request.get('/')).status()).toBe(200);
});
