import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { planSchema } from '../../src/lib/plans.ts';

/** content/site/es/*.json: the Spanish plans, questions and features, beside the English ones. */
const read = (path: string): Array<Record<string, unknown>> => JSON.parse(readFileSync(path, 'utf8'));

describe('the Spanish site content (content/site/es)', () => {
  for (const name of ['plans', 'faq', 'features']) {
    it(`${name}.json has every English entry, with the same ids, and is not the English text`, () => {
      const en = read(`content/site/${name}.json`);
      const es = read(`content/site/es/${name}.json`);
      expect(es.map((e) => e.id)).toEqual(en.map((e) => e.id));
      for (const [i, entry] of es.entries()) {
        const english = en[i]!;
        const text = (e: Record<string, unknown>): string =>
          String(e.description ?? e.answer ?? '') + String(e.title ?? e.question ?? '');
        expect(text(entry)).not.toBe(text(english));
        if (name === 'features') expect(entry.href).toBe(english.href);
      }
    });
  }

  it('offers the same tiers, each a valid plan, the popular one the same', () => {
    const en = read('content/site/plans.json');
    const es = read('content/site/es/plans.json').map((p) => planSchema.parse(p));
    expect(es.map((p) => [p.tier, p.popular])).toEqual(en.map((p) => [p.tier, p.popular]));
  });
});
