import type { Locale } from '../../i18n/locales.ts';
import { builtInProverbs } from './built-in.ts';
import { builtInProverbsEs } from './built-in-es.ts';
import type { WisdomItem } from './proverb.ts';

export * from './steps.ts';

const builtIn: Record<Locale, readonly WisdomItem[]> = { en: builtInProverbs, es: builtInProverbsEs };

/** The built-in proverbs written in `locale`. */
export function builtInProverbsFor(locale: Locale): readonly WisdomItem[] {
  return builtIn[locale];
}

/** The proverbs to use: the published ones, or the language's built-in list when there are none. */
export function wisdomSource(
  published: readonly WisdomItem[] | null | undefined,
  locale: Locale = 'en',
): readonly WisdomItem[] {
  return published && published.length > 0 ? published : builtInProverbsFor(locale);
}
