/** `npm run bench`: full-text search latency (budget: p95 under 20 ms on the reference machine). */
import { verdict } from './common.ts';

const searchBudgetMs = 20;
const rounds = 10;

/** A mix of what children and parents type: words, phrases, prefixes, common words, a book filter, ASV. */
const queries = [
  'q=love',
  'q=%22begotten+Son%22',
  'q=shep*',
  'q=the',
  'q=and',
  'q=light+darkness',
  'q=%22the+LORD+is+my+shepherd%22',
  'q=faith+hope+charity',
  'q=lo*',
  'q=Noah+ark',
  'q=love&book=john',
  'q=eternal+life&version=asv',
  'q=%22in+the+beginning%22&version=asv',
  'q=David+Goliath',
  'q=NEAR(+%22',
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export async function measureBibleSearch(base: string): Promise<void> {
  const times: number[] = [];
  let failures = 0;
  // One warm-up pass so the first-ever query's page cache misses are not counted.
  for (const q of queries) await (await fetch(`${base}/api/bible/search?${q}`)).arrayBuffer();
  for (let round = 0; round < rounds; round++) {
    for (const q of queries) {
      const started = performance.now();
      const res = await fetch(`${base}/api/bible/search?${q}&limit=20`);
      await res.arrayBuffer();
      times.push(performance.now() - started);
      if (!res.ok) failures += 1;
    }
  }
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  console.log(`\n## Bible search: ${times.length} requests, one at a time, to /api/bible/search\n`);
  console.log(
    `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ` +
      `${times.at(-1)!.toFixed(1)} ms, failures ${failures}`,
  );
  console.log(`(budget p95 under ${searchBudgetMs} ms: ${verdict(p95 < searchBudgetMs)})`);
}
