import type { Locale } from '../../i18n/locales.ts';
import type { EarnedThings } from '../reward-moment.ts';
import { type LearnKind, learnWords } from './translations.ts';

function named<T extends { id?: string; name: string }>(locale: Locale, kind: LearnKind, thing: T): T {
  const words = thing.id ? learnWords(locale, kind, thing.id) : null;
  return words && 'name' in words ? { ...thing, name: words.name } : thing;
}

function titled<T extends { id?: string; title: string }>(locale: Locale, kind: LearnKind, thing: T): T {
  const words = thing.id ? learnWords(locale, kind, thing.id) : null;
  return words && 'title' in words ? { ...thing, title: words.title } : thing;
}

/**
 * What a progress answer earned, named in `locale`: the API names badges, achievements, challenges
 * and plans in English, by id, and the id finds their words in the page's language
 * (src/lib/learn/translations.ts). Things without words there keep the API's.
 */
export function earnedInLanguage(locale: Locale, earned: EarnedThings): EarnedThings {
  return {
    badges: earned.badges?.map((b) => named(locale, 'badges', b)),
    achievements: earned.achievements?.map((a) => named(locale, 'achievements', a)),
    completedChallenges: earned.completedChallenges?.map((c) => titled(locale, 'challenges', c)),
    finishedPlans: earned.finishedPlans?.map((p) => titled(locale, 'plans', p)),
    planDaysDone: earned.planDaysDone?.map((d) => titled(locale, 'plans', d)),
  };
}
