import { builtInProverbs } from '../../src/lib/wisdom/built-in.ts';
import { insertProverb } from '../queries/wisdom.ts';
import type { Seed } from './run.ts';

/** The built-in proverbs (also the card's fallback list), all active, first one newest. */
export const wisdomSeed: Seed = {
  name: 'wisdom-proverbs',
  tables: ['wisdom_proverbs'],
  run: async (db) => {
    const now = Date.now();
    for (const [i, proverb] of builtInProverbs.entries()) {
      await insertProverb(db, proverb, true, new Date(now - i * 1000));
    }
  },
};
