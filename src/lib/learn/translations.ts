/**
 * The reading plans, memory verse sets, challenges, badges and achievements in languages other than
 * English: content files beside the English ones (content/reading-plans/es/plans.json,
 * content/memory/es/verse-sets.json, content/challenges/es/*.json), keyed by the thing's id. The
 * English words stay where they are (the database, seeded from the English content); ids, days,
 * references and progress are the same in every language, so a badge earned on a Spanish page is
 * named in English on an English page. A thing without words in a language (one an admin just added)
 * keeps its English ones.
 */
import esAchievements from '../../../content/challenges/es/achievements.json' with { type: 'json' };
import esBadges from '../../../content/challenges/es/badges.json' with { type: 'json' };
import esChallenges from '../../../content/challenges/es/challenges.json' with { type: 'json' };
import esVerseSets from '../../../content/memory/es/verse-sets.json' with { type: 'json' };
import esPlans from '../../../content/reading-plans/es/plans.json' with { type: 'json' };
import type { Locale } from '../../i18n/locales.ts';

interface Titled {
  title: string;
  description: string;
}
interface Named {
  name: string;
  description: string;
}

/** The words each kind of thing has. */
export interface LearnWords {
  plans: Titled;
  verseSets: Named;
  challenges: Titled;
  badges: Named;
  achievements: Named;
}
export type LearnKind = keyof LearnWords;

/** The badges' words in a language, by badge id (an island's prop: the API names badges in English). */
export type BadgeWords = Readonly<Record<string, Named>>;

type Translations = { [K in LearnKind]: Readonly<Record<string, LearnWords[K]>> };

/** Every language's words but English's. */
export const learnTranslations: Partial<Record<Locale, Translations>> = {
  es: {
    plans: esPlans,
    verseSets: esVerseSets,
    challenges: esChallenges,
    badges: esBadges,
    achievements: esAchievements,
  },
};

/** Every thing of a kind with words in `locale` (none for English), by id. */
export function learnWordsOf<K extends LearnKind>(
  locale: Locale,
  kind: K,
): Readonly<Record<string, LearnWords[K]>> {
  return (learnTranslations[locale]?.[kind] as Readonly<Record<string, LearnWords[K]>> | undefined) ?? {};
}

/** The words of one thing in `locale`, or null where it has none (English, or not translated). */
export function learnWords<K extends LearnKind>(locale: Locale, kind: K, id: string): LearnWords[K] | null {
  const words = learnWordsOf(locale, kind);
  return Object.hasOwn(words, id) ? (words[id] ?? null) : null;
}

/**
 * `thing` in `locale`: its words replaced by the language's where they are written, every other
 * field (id, icon, points, days) as it is. Only the fields `thing` has are replaced.
 */
export function inLanguage<K extends LearnKind, T extends { id: string } & Partial<LearnWords[K]>>(
  locale: Locale,
  kind: K,
  thing: T,
): T {
  const words = learnWords(locale, kind, thing.id);
  if (!words) return thing;
  const replaced = Object.fromEntries(Object.entries(words).filter(([field]) => field in thing));
  return { ...thing, ...replaced };
}
