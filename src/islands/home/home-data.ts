import { apiRequest } from '../../client/request.ts';
import { type Entitled, isGameUnlocked } from '../../lib/entitlements.ts';
import type { HomeFacts } from '../../lib/learner-home.ts';
import type { UserProgress } from '../../lib/progress-answers.ts';
import type { LearnerPlanView } from '../../lib/reading-plans.ts';

/** A game of the grid as the page hands it over (build time), in grid order. */
export interface HomeGame {
  id: string;
  title: string;
  isPremium: boolean;
  /** Its position among the non-premium games (src/games/catalog.ts). */
  index: number;
}

export interface HomeStreak {
  current: number;
  message: string;
}

export type HomeBadge = UserProgress['badges'][number];

export interface HomeData {
  facts: HomeFacts;
  streak: HomeStreak | null;
  badges: HomeBadge[];
}

/** The first game the family's plan opens (the games grid's rule). */
export function firstOpenGame(games: readonly HomeGame[], who: Entitled): HomeGame | null {
  return games.find((g) => isGameUnlocked(who, g, g.index)) ?? null;
}

/**
 * The learner's day from the API: the streak, the badges, verses due and the first reading plan with
 * a day to read. A part that fails is left out (the home still shows the rest).
 */
export async function loadHomeData(games: readonly HomeGame[], who: Entitled): Promise<HomeData> {
  const [streak, progress, verses, plans] = await Promise.all([
    apiRequest<HomeStreak>('GET', '/api/streak'),
    apiRequest<UserProgress>('GET', '/api/progress'),
    apiRequest<{ dueToday: number }>('GET', '/api/memory/today'),
    apiRequest<{ plans: LearnerPlanView[] }>('GET', '/api/reading-plans/mine'),
  ]);
  const open = plans.ok ? plans.data.plans.find((p) => p.started?.progress.todayDay) : undefined;
  const day = open?.started?.progress.todayDay;
  return {
    facts: {
      planDay: open && day ? { planId: open.plan.id, title: open.plan.title, day } : null,
      versesDue: verses.ok ? verses.data.dueToday : 0,
      openGame: firstOpenGame(games, who),
    },
    streak: streak.ok ? streak.data : null,
    badges: progress.ok ? progress.data.badges : [],
  };
}
