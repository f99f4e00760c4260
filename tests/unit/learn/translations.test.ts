import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  achievementSeeds,
  badgeSeeds,
  otherChallengeSeeds,
} from '../../../db/seeds/badges-and-achievements.ts';
import { readingChallengeSeeds } from '../../../db/seeds/bible-reading-challenges.ts';
import { storyAchievementSeeds } from '../../../db/seeds/bible-story-awards.ts';
import { memoryVerseReferences } from '../../../db/seeds/memory-verses.ts';
import { builtInReadingPlans, streakAndPlanBadges } from '../../../db/seeds/streaks-and-plans.ts';
import { shippedVerseSets } from '../../../db/seeds/verse-sets.ts';
import { bookName } from '../../../src/lib/bible/book-names.ts';
import { bibleBooks } from '../../../src/lib/bible/books.ts';
import { defaultVersionFor } from '../../../src/lib/bible/versions.ts';
import { earnedInLanguage } from '../../../src/lib/learn/earned-words.ts';
import { referenceIn, referenceInEnglish } from '../../../src/lib/learn/references.ts';
import { inLanguage, learnWordsOf } from '../../../src/lib/learn/translations.ts';
import { memoryVersionFor } from '../../../src/lib/memory/memory-version.ts';
import { parseReference } from '../../../src/lib/memory/verse-reference.ts';

const sorted = (ids: Iterable<string>): string[] => [...ids].sort();

/** The English things each Spanish file translates, by id, with their English words. */
const english = {
  plans: builtInReadingPlans().map((p) => ({ id: p.id, text: [p.title, p.description] })),
  verseSets: shippedVerseSets().map((s) => ({ id: s.id, text: [s.name, s.description] })),
  challenges: [
    ...readingChallengeSeeds,
    ...otherChallengeSeeds,
    ...streakAndPlanBadges.map((b) => b.challenge),
  ].map((c) => ({ id: c.id, text: [c.title, c.description] })),
  badges: [...badgeSeeds, ...streakAndPlanBadges.map((b) => b.badge)].map((b) => ({
    id: b.id,
    text: [b.name, b.description],
  })),
  achievements: [...achievementSeeds, ...storyAchievementSeeds].map((a) => ({
    id: a.id,
    text: [a.name, a.description],
  })),
} as const;

describe('the Spanish reading plans, verse sets, challenges, badges and achievements', () => {
  for (const kind of Object.keys(english) as Array<keyof typeof english>) {
    it(`translate every built-in ${kind} and nothing else, with the same ids`, () => {
      expect(sorted(Object.keys(learnWordsOf('es', kind)))).toEqual(sorted(english[kind].map((t) => t.id)));
    });

    it(`have words of their own for each of the ${kind} (none empty, none left in English)`, () => {
      const spanish = learnWordsOf('es', kind);
      for (const { id, text } of english[kind]) {
        const words = Object.values(spanish[id] ?? {}) as string[];
        expect(words, id).toHaveLength(2);
        for (const word of words) {
          expect(word.trim(), id).not.toBe('');
          expect(text, id).not.toContain(word);
        }
      }
    });
  }

  it('keep the days of each plan: a plan is the same plan, day for day, in every language', () => {
    const plan = builtInReadingPlans().find((p) => p.id === 'christmas-story-7-days')!;
    const spanish = inLanguage('es', 'plans', plan);
    expect(spanish.title).toBe('La historia de Navidad en 7 días');
    expect(spanish.days).toEqual(plan.days);
    expect(spanish.sortOrder).toBe(plan.sortOrder);
    for (const p of builtInReadingPlans()) {
      const days = /(\d+) days$/.exec(p.title)?.[1];
      const spanishTitle = inLanguage('es', 'plans', p).title;
      expect(spanishTitle, p.id).toContain(`${p.days.length} días`);
      if (days) expect(Number(days), p.id).toBe(p.days.length);
    }
  });

  it('leave English as it is, and a thing without Spanish words (added by an admin) in English', () => {
    const badge = { id: 'first-steps', name: 'First Steps', description: 'Read your very first chapter.' };
    expect(inLanguage('en', 'badges', badge)).toEqual(badge);
    expect(inLanguage('es', 'badges', badge)).toEqual({
      ...badge,
      name: 'Primeros pasos',
      description: 'Leíste tu primer capítulo.',
    });
    const added = { id: 'admin-made', name: 'New Badge', description: 'Made today.' };
    expect(inLanguage('es', 'badges', added)).toEqual(added);
    expect(inLanguage('es', 'badges', { id: 'toString', name: 'x' })).toEqual({ id: 'toString', name: 'x' });
  });

  it('name what a progress answer earned in the page’s language, by id', () => {
    const earned = {
      badges: [{ id: 'verse-keeper', name: 'Verse Keeper', icon: '💛' }],
      achievements: [{ id: 'first-verse', name: 'Hidden in My Heart', icon: '💛' }],
      completedChallenges: [{ id: 'master-first-verse', title: 'Hide a Verse in Your Heart' }],
      planDaysDone: [{ id: 'christmas-story-7-days', title: 'The Christmas story in 7 days', day: 1 }],
    };
    const spanish = earnedInLanguage('es', earned);
    expect(spanish.badges?.[0]?.name).toBe('Guardián de versículos');
    expect(spanish.achievements?.[0]?.name).toBe('Escondido en mi corazón');
    expect(spanish.completedChallenges?.[0]?.title).toBe('Guarda un versículo en tu corazón');
    expect(spanish.planDaysDone?.[0]).toEqual({
      id: 'christmas-story-7-days',
      title: 'La historia de Navidad en 7 días',
      day: 1,
    });
    expect(earnedInLanguage('en', earned).badges?.[0]?.name).toBe('Verse Keeper');
  });
});

describe('Bible references in Spanish', () => {
  it('are written with the Reina-Valera’s book names, a psalm singular', () => {
    expect(referenceIn('es', 'John 3:16')).toBe('Juan 3:16');
    expect(referenceIn('es', '1 John 4:19')).toBe('1 Juan 4:19');
    expect(referenceIn('es', 'Psalm 23:1')).toBe('Salmo 23:1');
    expect(referenceIn('es', 'Psalms 23')).toBe('Salmo 23');
    expect(referenceIn('es', 'Song of Solomon 2:10-13')).toBe('Cantares 2:10-13');
    expect(referenceIn('en', 'John 3:16')).toBe('John 3:16');
    expect(referenceIn('es', 'not a reference')).toBe('not a reference');
  });

  it('read back as the same book, whichever of the 66 books, with or without accents', () => {
    for (const book of bibleBooks) {
      const spanish = referenceIn('es', `${book.name} 1:1`);
      expect(spanish, book.name).toBe(`${book.id === 'PSA' ? 'Salmo' : bookName(book, 'es')} 1:1`);
      const parsed = parseReference(referenceInEnglish(spanish));
      expect(parsed.ok && parsed.range.book.id, spanish).toBe(book.id);
    }
    const typed = parseReference(referenceInEnglish('genesis 1:1'));
    expect(typed.ok && typed.range.book.id).toBe('GEN');
    const spanishTyped = parseReference(referenceInEnglish('isaias 9:6'));
    expect(spanishTyped.ok && spanishTyped.range.book.id).toBe('ISA');
    expect(referenceInEnglish('Mark 1')).toBe('Mark 1');
  });

  it('of every memory verse and verse set are in the Reina-Valera 1909 text', () => {
    const tsv = readFileSync(path.resolve(import.meta.dirname, '../../../db/bible/text/rv1909.tsv'), 'utf8');
    const verses = new Set(
      tsv
        .split('\n')
        .filter((l) => !l.startsWith('#'))
        .map((l) => l.split('\t').slice(0, 3).join(':')),
    );
    const references = [...memoryVerseReferences, ...shippedVerseSets().flatMap((s) => s.references)];
    for (const reference of references) {
      const parsed = parseReference(reference);
      expect(parsed.ok, reference).toBe(true);
      if (!parsed.ok) continue;
      const { book, chapter, from } = parsed.range;
      expect(verses.has(`${book.number}:${chapter}:${from ?? 1}`), reference).toBe(true);
      const again = parseReference(referenceInEnglish(referenceIn('es', reference)));
      expect(again.ok && again.range, reference).toEqual(parsed.range);
    }
  });

  it('link and are said in each language’s version: Spanish memory verses in the RV1909', () => {
    expect(memoryVersionFor('en')).toBe('web');
    expect(memoryVersionFor('es')).toBe('rv1909');
    expect(defaultVersionFor('en')).toBe('web');
  });
});
