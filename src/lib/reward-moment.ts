import { m } from '#messages';

/**
 * A reward moment (issue 37.3): finishing a chapter, a story or a plan day, or earning a badge, is
 * said in one celebration, never in a pile of toasts. These are its pure rules; the store is
 * src/stores/celebration.ts and the view src/scripts/celebration-view.ts.
 */

/** One thing earned, as the celebration lists it. */
export interface RewardItem {
  icon: string;
  name: string;
}

/** A celebration: what was finished (its title) and what it earned. */
export interface RewardMoment {
  title: string;
  items: RewardItem[];
}

/**
 * What progress answers carry (POST /api/reading-progress, /api/games/results, ...): all optional.
 * The ids name each thing in the page's language (src/lib/learn/earned-words.ts).
 */
export interface EarnedThings {
  completedChallenges?: ReadonlyArray<{ id?: string; title: string }>;
  finishedPlans?: ReadonlyArray<{ id?: string; title: string }>;
  planDaysDone?: ReadonlyArray<{ id?: string; title: string; day: number }>;
  badges?: ReadonlyArray<{ id?: string; name: string; icon: string }>;
  achievements?: ReadonlyArray<{ id?: string; name: string; icon: string }>;
}

const trophy = '🏆';
const planDone = '🎉';
const planDay = '📅';

/**
 * The things earned, each named once: a badge and an achievement of the same name ("First Steps"
 * is both) are one item; badges first, then achievements, challenges, plans finished and plan days.
 */
export function rewardItems(earned: EarnedThings | null | undefined): RewardItem[] {
  const all: RewardItem[] = [
    ...(earned?.badges ?? []).map((b) => ({ icon: b.icon, name: b.name })),
    ...(earned?.achievements ?? []).map((a) => ({ icon: a.icon, name: a.name })),
    ...(earned?.completedChallenges ?? []).map((c) => ({ icon: trophy, name: c.title })),
    ...(earned?.finishedPlans ?? []).map((p) => ({ icon: planDone, name: p.title })),
    ...(earned?.planDaysDone ?? []).map((d) => ({
      icon: planDay,
      name: m.site_celebration_plan_day({ plan: d.title, day: d.day }),
    })),
  ];
  return uniqueItems(all);
}

/** `items` with each name once (the first kept), ignoring case and blank names. */
export function uniqueItems(items: readonly RewardItem[]): RewardItem[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.name.trim().toLowerCase();
    if (key === '' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The celebration as shown: its title and everything its answers earned, each named once. */
export function momentOf(celebration: { title: string; earned: readonly EarnedThings[] }): RewardMoment {
  return { title: celebration.title, items: uniqueItems(celebration.earned.flatMap(rewardItems)) };
}

/** The page's one celebration: what was finished (`title`) and what it earned (src/stores/celebration.ts). */
export interface Celebration {
  title: string;
  earned: EarnedThings[];
}
