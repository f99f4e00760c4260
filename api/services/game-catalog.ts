import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gameCardSchema } from '../../src/games/catalog.ts';
import { projectRoot } from '../rebuild/astro-build.ts';

let ids: string[] | null = null;

/** The ids of the 12 games, from content/games/catalog.json (validated, read once). */
export function catalogGameIds(): string[] {
  ids ??= gameCardSchema
    .array()
    .parse(JSON.parse(readFileSync(path.join(projectRoot, 'content/games/catalog.json'), 'utf8')))
    .map((g) => g.id);
  return ids;
}
