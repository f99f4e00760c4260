import { type BibleVersionCode, defaultBibleVersion } from '../bible/versions.ts';

/**
 * The version memory verses are shown and checked in: the default (the World English Bible), on
 * Memory Master's page (built-in verses) and in the API (a learner's own verses and their practice).
 */
export const memoryVersion: BibleVersionCode = defaultBibleVersion;
