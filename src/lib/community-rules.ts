import { z } from 'zod';
import { schemaFromCheck } from './check-schema.ts';
import {
  askLimits,
  communityMessageCheck,
  communityMessages,
  prayerCheck,
  questionCheck,
  storyCategories,
  storyCheck,
  storyLimits,
  storyStatusLabel,
} from './community-checks.ts';
import { publicChildName } from './profile-checks.ts';

/** Form rules (title and text non-blank) and messages of stories and Ask & Pray, word for word. */
export { askLimits, communityMessages, storyCategories, storyLimits, storyStatusLabel };

/** The API's schemas of the forms: the plain checks of ./community-checks.ts, at zod's edge. */
export const storySchema = schemaFromCheck(storyCheck);
export const questionSchema = schemaFromCheck(questionCheck);
export const prayerSchema = schemaFromCheck(prayerCheck);
export const communityMessageSchema = schemaFromCheck(communityMessageCheck);

export const answerSchema = z.object({
  answer: z
    .string()
    .trim()
    .min(1, 'Please write an answer.')
    .max(askLimits.answer, `Please keep the answer under ${askLimits.answer} characters.`),
});

/** The words a public author name falls back on, in a page's language (English by default). */
export interface AuthorWords {
  anonymous: string;
  friend: string;
  youngReader: string;
}

const englishAuthorWords: AuthorWords = {
  anonymous: 'Anonymous',
  friend: 'A friend',
  youngReader: 'A young reader',
};

/**
 * The name shown with a public story or message: none for anonymous ones, and otherwise only a
 * first name (children's full names are never published).
 */
export function publicAuthorName(
  author: {
    isAnonymous: boolean;
    fullName: string | null;
    /** Set when a child's profile wrote it: its first name only, or "A young reader". */
    childName?: string | null;
  },
  words: AuthorWords = englishAuthorWords,
): string {
  if (author.childName != null) {
    const name = publicChildName(author.childName, author.isAnonymous);
    return name === englishAuthorWords.youngReader ? words.youngReader : name;
  }
  if (author.isAnonymous) return words.anonymous;
  const first = author.fullName?.trim().split(/\s+/)[0];
  return first || words.friend;
}
