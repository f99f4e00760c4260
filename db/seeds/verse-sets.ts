import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type VerseSet, verseSetsSchema } from '../../src/lib/memory/verse-sets.ts';
import { insertVerseSet } from '../queries/verse-sets.ts';
import type { Seed } from './run.ts';

const setsFile = path.resolve(import.meta.dirname, '../../content/memory/verse-sets.json');

/** The built-in verse sets as shipped, from content/memory/verse-sets.json (validated). */
export function shippedVerseSets(file = setsFile): VerseSet[] {
  return verseSetsSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

/** The shipped verse sets into the empty verse_sets table (admins edit them from then on). */
export const verseSetsSeed: Seed = {
  name: 'verse-sets',
  tables: ['verse_sets'],
  async run(db) {
    const now = new Date();
    for (const [i, set] of shippedVerseSets().entries()) await insertVerseSet(db, set, now, i + 1);
  },
};
