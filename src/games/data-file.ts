import type { Loader } from 'astro/loaders';
import { file } from 'astro/loaders';

/**
 * Loads content/games/<slug>.json as one entry with id <slug>, so that a game's schema sees the
 * whole data set and can enforce the spec's counts (e.g. 7 levels of 6 words).
 */
export function gameDataFile(slug: string): Loader {
  return file(`./content/games/${slug}.json`, {
    parser: (text) => ({ [slug]: JSON.parse(text) as Record<string, unknown> }),
  });
}
