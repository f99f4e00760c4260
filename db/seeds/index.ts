import type { Seed } from '../seed.ts';
import { bibleReadingChallengesSeed } from './bible-reading-challenges.ts';

/** Starter content, in the order it is applied. Each feature adds its own seed module here. */
export const seeds: readonly Seed[] = [bibleReadingChallengesSeed];
