import { startReadAloud, stopReadAloud } from './read-aloud.ts';

/**
 * read-aloud.ts as a file of its own, fetched on the first Listen (see listen-buttons.ts): it hands
 * its two functions over on `window`, so the pages' own scripts carry no module-loading helper.
 */
(window as unknown as { bsbReadAloud: ReadAloud }).bsbReadAloud = { startReadAloud, stopReadAloud };

export interface ReadAloud {
  startReadAloud: typeof startReadAloud;
  stopReadAloud: typeof stopReadAloud;
}
