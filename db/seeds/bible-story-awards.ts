import { storyMilestones } from '../../src/lib/bible-stories/path.ts';
import type { Seed } from './run.ts';

/** The story path's achievements, one a milestone of src/lib/bible-stories/path.ts (10, 26, 52). */
export const storyAchievementSeeds = [
  { name: 'Story Listener', icon: '👂', description: 'Hear 10 Bible stories.', points: 30 },
  { name: 'Story Traveller', icon: '🧭', description: 'Hear 26 Bible stories.', points: 60 },
  { name: 'Whole Story Path', icon: '🌟', description: 'Hear 52 Bible stories.', points: 120 },
].map((a, i) => ({
  id: `stories-${storyMilestones[i]}`,
  stat: 'bible_stories_heard',
  count: storyMilestones[i]!,
  ...a,
}));

/**
 * Added beside the achievements every database already has: it needs no empty table, so it runs
 * once in every database (new ones after the starter achievements), and leaves an id already there.
 */
export const bibleStoryAwardsSeed: Seed = {
  name: 'bible-story-awards',
  tables: [],
  async run(db) {
    await db
      .insertInto('achievements')
      .values(
        storyAchievementSeeds.map((a) => ({
          id: a.id,
          name: a.name,
          description: a.description,
          icon: a.icon,
          points: a.points,
          rule_stat: a.stat,
          rule_count: a.count,
        })),
      )
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  },
};
