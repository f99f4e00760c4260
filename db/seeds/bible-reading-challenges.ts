import type { BibleReadingRequirement } from '../../src/lib/challenges/requirements.ts';
import type { Seed } from './run.ts';

interface ReadingChallengeSeed {
  id: string;
  title: string;
  description: string;
  points: number;
  requirement: BibleReadingRequirement;
}

/** Reading challenges that complete by themselves when the chapters read reach chapters_required. */
export const readingChallengeSeeds: readonly ReadingChallengeSeed[] = [
  {
    id: 'read-first-chapter',
    title: 'Read your first chapter',
    description: 'Open the Bible Explorer, read any chapter and mark it as read.',
    points: 10,
    requirement: { type: 'bible_reading', chapters_required: 1 },
  },
  {
    id: 'read-genesis-1-3',
    title: 'In the Beginning: Read Genesis 1-3',
    description: 'Read how God made the world, and what happened in the garden.',
    points: 30,
    requirement: {
      type: 'bible_reading',
      book: 'Genesis',
      chapters_required: 3,
      specific_chapters: [1, 2, 3],
    },
  },
  {
    id: 'read-john-1-3',
    title: 'Read John 1-3',
    description: 'Meet Jesus in the first three chapters of the Gospel of John.',
    points: 30,
    requirement: { type: 'bible_reading', book: 'John', chapters_required: 3, specific_chapters: [1, 2, 3] },
  },
  {
    id: 'read-five-psalms',
    title: 'Songs of Praise: Read 5 Psalms',
    description: 'Read any five Psalms, the songs God’s people sang.',
    points: 50,
    requirement: { type: 'bible_reading', book: 'Psalms', chapters_required: 5 },
  },
  {
    id: 'read-mark',
    title: 'Gospel Runner: Read all of Mark',
    description: 'Read all 16 chapters of the shortest Gospel.',
    points: 100,
    requirement: { type: 'bible_reading', book: 'Mark', chapters_required: 16 },
  },
  {
    id: 'read-twenty-five-chapters',
    title: 'Bible Explorer: Read 25 chapters',
    description: 'Read 25 chapters from anywhere in the Bible.',
    points: 150,
    requirement: { type: 'bible_reading', chapters_required: 25 },
  },
];

export const bibleReadingChallengesSeed: Seed = {
  name: 'bible-reading-challenges',
  tables: ['challenges'],
  async run(db) {
    const createdAt = new Date().toISOString();
    await db
      .insertInto('challenges')
      .values(
        readingChallengeSeeds.map((c) => ({
          id: c.id,
          title: c.title,
          description: c.description,
          type: 'bible_reading',
          points: c.points,
          badge_reward: null,
          is_active: 1,
          created_at: createdAt,
          verification_requirements: JSON.stringify(c.requirement),
        })),
      )
      .execute();
  },
};
