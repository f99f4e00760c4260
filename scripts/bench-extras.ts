import type { Settings } from '../config/settings.ts';
import { measureBibleSearch } from './bench/bible-search.ts';
import { measureGlossaryMarks } from './bench/glossary-marks.ts';

/** Feature benchmarks beyond the foundation's (each issue adds its own numbers here). */
export const benchExtras: {
  /** More paths to put under the same bounded load. */
  loadTargets: string[];
  /** Extra measurements given the running server's base URL. */
  measures: Array<(base: string, settings: Settings) => Promise<void>>;
} = {
  loadTargets: ['/bible/kjv/john/3/'],
  measures: [measureBibleSearch, measureGlossaryMarks],
};
