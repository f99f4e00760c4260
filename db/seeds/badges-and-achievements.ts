import type { Seed } from './run.ts';

/** Badges, each earned by completing a challenge (its badge_reward). */
export const badgeSeeds = [
  {
    id: 'first-steps',
    name: 'First Steps',
    icon: '👣',
    description: 'Read your very first chapter.',
    challenge: 'read-first-chapter',
  },
  {
    id: 'creation-explorer',
    name: 'Creation Explorer',
    icon: '🌍',
    description: 'Read how God made the world.',
    challenge: 'read-genesis-1-3',
  },
  {
    id: 'light-of-the-world',
    name: 'Light of the World',
    icon: '🕯️',
    description: 'Met Jesus in John 1-3.',
    challenge: 'read-john-1-3',
  },
  {
    id: 'psalm-singer',
    name: 'Psalm Singer',
    icon: '🎵',
    description: 'Read five songs of praise.',
    challenge: 'read-five-psalms',
  },
  {
    id: 'gospel-runner',
    name: 'Gospel Runner',
    icon: '🏃',
    description: 'Read the whole Gospel of Mark.',
    challenge: 'read-mark',
  },
  {
    id: 'bible-explorer',
    name: 'Bible Explorer',
    icon: '🧭',
    description: 'Read 25 chapters of the Bible.',
    challenge: 'read-twenty-five-chapters',
  },
  {
    id: 'game-player',
    name: 'Game Player',
    icon: '🎮',
    description: 'Finished three Bible games.',
    challenge: 'play-three-games',
  },
  {
    id: 'verse-keeper',
    name: 'Verse Keeper',
    icon: '💛',
    description: 'Hid a verse in your heart.',
    challenge: 'master-first-verse',
  },
  {
    id: 'gods-love',
    name: 'God So Loved',
    icon: '❤️',
    description: 'Learned John 3:16 by heart.',
    challenge: 'master-john-3-16',
  },
  {
    id: 'storyteller',
    name: 'Storyteller',
    icon: '📣',
    description: 'Shared a story with the community.',
    challenge: 'share-first-story',
  },
] as const;

/** Challenges beyond reading: they complete by themselves too (games, memory verses, stories). */
export const otherChallengeSeeds = [
  {
    id: 'play-three-games',
    title: 'Play 3 Bible Games',
    description: 'Finish any three Bible games.',
    type: 'gaming',
    points: 40,
    requirement: { type: 'game_completion', games_required: 3 },
  },
  {
    id: 'master-first-verse',
    title: 'Hide a Verse in Your Heart',
    description: 'Master your first memory verse in the Memory Verse game or on Memory Master.',
    type: 'memory',
    points: 20,
    requirement: { type: 'memory_verse' },
  },
  {
    id: 'master-john-3-16',
    title: 'God So Loved the World',
    description: 'Say John 3:16 from memory.',
    type: 'memory',
    points: 30,
    requirement: { type: 'memory_verse', reference: 'John 3:16' },
  },
  {
    id: 'share-first-story',
    title: 'Keep it Real: Share Your Story',
    description: 'Share a story of faith on Keep it Real (it counts once it is approved).',
    type: 'social',
    points: 25,
    requirement: { type: 'story_sharing' },
  },
] as const;

/** Achievements, from the first chapter to 50 verses mastered. */
export const achievementSeeds = [
  {
    id: 'first-chapter',
    name: 'First Steps',
    icon: '📖',
    description: 'Read your first Bible chapter.',
    points: 10,
    stat: 'chapters_read',
    count: 1,
  },
  {
    id: 'ten-chapters',
    name: 'Page Turner',
    icon: '📚',
    description: 'Read 10 chapters.',
    points: 25,
    stat: 'chapters_read',
    count: 10,
  },
  {
    id: 'fifty-chapters',
    name: 'Scripture Scout',
    icon: '🔭',
    description: 'Read 50 chapters.',
    points: 60,
    stat: 'chapters_read',
    count: 50,
  },
  {
    id: 'hundred-chapters',
    name: 'Word Warrior',
    icon: '🛡️',
    description: 'Read 100 chapters.',
    points: 120,
    stat: 'chapters_read',
    count: 100,
  },
  {
    id: 'first-challenge',
    name: 'Challenge Accepted',
    icon: '🎯',
    description: 'Complete your first challenge.',
    points: 20,
    stat: 'challenges_completed',
    count: 1,
  },
  {
    id: 'five-challenges',
    name: 'Truth Seeker',
    icon: '🏅',
    description: 'Complete 5 challenges.',
    points: 75,
    stat: 'challenges_completed',
    count: 5,
  },
  {
    id: 'first-verse',
    name: 'Hidden in My Heart',
    icon: '💛',
    description: 'Master your first memory verse.',
    points: 15,
    stat: 'verses_mastered',
    count: 1,
  },
  {
    id: 'ten-verses',
    name: 'Memory Keeper',
    icon: '🧠',
    description: 'Master 10 memory verses.',
    points: 50,
    stat: 'verses_mastered',
    count: 10,
  },
  {
    id: 'fifty-verses',
    name: 'Memory Master',
    icon: '👑',
    description: 'Master 50 memory verses.',
    points: 150,
    stat: 'verses_mastered',
    count: 50,
  },
  {
    id: 'first-win',
    name: 'Game On',
    icon: '🎮',
    description: 'Win your first Bible game.',
    points: 10,
    stat: 'games_won',
    count: 1,
  },
  {
    id: 'ten-wins',
    name: 'Game Champion',
    icon: '🏆',
    description: 'Win 10 Bible games.',
    points: 50,
    stat: 'games_won',
    count: 10,
  },
  {
    id: 'five-different-games',
    name: 'All-Round Player',
    icon: '🌈',
    description: 'Win 5 different Bible games.',
    points: 60,
    stat: 'different_games_won',
    count: 5,
  },
] as const;

export const badgesAndAchievementsSeed: Seed = {
  name: 'badges-and-achievements',
  tables: ['badges', 'achievements'],
  async run(db) {
    const createdAt = new Date().toISOString();
    await db
      .insertInto('challenges')
      .values(
        otherChallengeSeeds.map((c) => ({
          id: c.id,
          title: c.title,
          description: c.description,
          type: c.type,
          points: c.points,
          badge_reward: null,
          is_active: 1,
          created_at: createdAt,
          verification_requirements: JSON.stringify(c.requirement),
        })),
      )
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await db
      .insertInto('badges')
      .values(badgeSeeds.map(({ challenge: _c, ...b }) => b))
      .execute();
    for (const badge of badgeSeeds) {
      await db
        .updateTable('challenges')
        .set({ badge_reward: badge.id })
        .where('id', '=', badge.challenge)
        .where('badge_reward', 'is', null)
        .execute();
    }
    await db
      .insertInto('achievements')
      .values(
        achievementSeeds.map((a) => ({
          id: a.id,
          name: a.name,
          description: a.description,
          icon: a.icon,
          points: a.points,
          rule_stat: a.stat,
          rule_count: a.count,
        })),
      )
      .execute();
  },
};
