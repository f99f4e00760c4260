import { builtInProverbs } from './built-in.ts';
import type { WisdomItem } from './proverb.ts';

export * from './steps.ts';

/** The proverbs to use: the published ones, or the built-in list when there are none. */
export function wisdomSource(published: readonly WisdomItem[] | null | undefined): readonly WisdomItem[] {
  return published && published.length > 0 ? published : builtInProverbs;
}
