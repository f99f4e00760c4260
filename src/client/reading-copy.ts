import { type LocalReadingCopy, localCopyFrom, readingStorageKey } from '../lib/reading/preferences.ts';

/**
 * This browser's copy of the reading preferences (localStorage; read before the first paint by
 * src/components/reading/ReadingPreferencesHead.astro). Storage that is full or blocked is ignored:
 * the page then simply starts with the defaults.
 */
export function readReadingCopy(): LocalReadingCopy {
  try {
    return localCopyFrom(localStorage.getItem(readingStorageKey));
  } catch {
    return localCopyFrom(null);
  }
}

export function keepReadingCopy(copy: LocalReadingCopy): void {
  try {
    localStorage.setItem(readingStorageKey, JSON.stringify(copy));
  } catch {
    // Nothing to do: the page still shows the choice.
  }
}

/** Makes `learner` the one whose preferences the next page starts with (a child takes the tablet). */
export function rememberActiveLearner(learner: string): void {
  keepReadingCopy({ ...readReadingCopy(), active: learner });
}
