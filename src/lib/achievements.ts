/** Achievements, awarded by rules the server checks (issue 8): a stat reaching a count. */
export const progressStats = [
  'chapters_read',
  'challenges_completed',
  'verses_mastered',
  'games_won',
  'different_games_won',
  'bible_stories_heard',
] as const;
export type ProgressStat = (typeof progressStats)[number];
export type ProgressStats = Record<ProgressStat, number>;

export interface AchievementRule {
  id: string;
  stat: ProgressStat;
  count: number;
}

export function isProgressStat(value: string): value is ProgressStat {
  return (progressStats as readonly string[]).includes(value);
}

/** The achievements the stats earn. */
export function earnedAchievementIds(rules: readonly AchievementRule[], stats: ProgressStats): string[] {
  return rules.filter((r) => stats[r.stat] >= r.count).map((r) => r.id);
}

/** Achievements sorted for the grid: most points first, then by name. */
export function sortAchievements<T extends { points: number; name: string }>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => b.points - a.points || a.name.localeCompare(b.name));
}

/** The overall progress bar: the share of achievements earned, 0 to 100. */
export function achievementPercent(earned: number, total: number): number {
  return total === 0 ? 0 : Math.min(100, Math.round((earned / total) * 100));
}
