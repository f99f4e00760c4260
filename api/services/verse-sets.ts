import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type VerseSet, verseSetsSchema } from '../../src/lib/memory/verse-sets.ts';
import { projectRoot } from '../rebuild/astro-build.ts';

let sets: VerseSet[] | null = null;

/** The built-in verse sets, from content/memory/verse-sets.json (validated, read once). */
export function builtInVerseSets(): VerseSet[] {
  sets ??= verseSetsSchema.parse(
    JSON.parse(readFileSync(path.join(projectRoot, 'content/memory/verse-sets.json'), 'utf8')),
  );
  return sets;
}
