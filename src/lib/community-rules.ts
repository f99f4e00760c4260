import { z } from 'zod';
import {
  askLimits,
  communityMessages,
  storyCategories,
  storyLimits,
  storyStatusLabel,
} from './community-checks.ts';
import { publicChildName } from './profile-checks.ts';

/** Form rules (title and text non-blank) and messages of stories and Ask & Pray, word for word. */
export { askLimits, communityMessages, storyCategories, storyLimits, storyStatusLabel };

const required = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong);

export const storySchema = z.object({
  title: required(
    communityMessages.storyMissing,
    storyLimits.title,
    `Please keep the title under ${storyLimits.title} characters.`,
  ),
  content: required(
    communityMessages.storyMissing,
    storyLimits.content,
    `Please keep your story under ${storyLimits.content} characters.`,
  ),
  category: z.enum(storyCategories).default('general'),
  isAnonymous: z.boolean().default(false),
});

export const questionSchema = z.object({
  title: required(
    communityMessages.questionMissing.description,
    askLimits.title,
    `Please keep the title under ${askLimits.title} characters.`,
  ),
  question: required(
    communityMessages.questionMissing.description,
    askLimits.body,
    `Please keep your question under ${askLimits.body} characters.`,
  ),
});

export const prayerSchema = z.object({
  title: required(
    communityMessages.prayerMissing.description,
    askLimits.title,
    `Please keep the title under ${askLimits.title} characters.`,
  ),
  request: required(
    communityMessages.prayerMissing.description,
    askLimits.body,
    `Please keep your request under ${askLimits.body} characters.`,
  ),
  isAnonymous: z.boolean().default(false),
});

export const communityMessageSchema = z.object({
  message: required(
    communityMessages.messageMissing.description,
    askLimits.message,
    `Please keep your message under ${askLimits.message} characters.`,
  ),
});

export const answerSchema = z.object({
  answer: z
    .string()
    .trim()
    .min(1, 'Please write an answer.')
    .max(askLimits.answer, `Please keep the answer under ${askLimits.answer} characters.`),
});

/**
 * The name shown with a public story or message: none for anonymous ones, and otherwise only a
 * first name (children's full names are never published).
 */
export function publicAuthorName(author: {
  isAnonymous: boolean;
  fullName: string | null;
  /** Set when a child's profile wrote it: its first name only, or "A young reader". */
  childName?: string | null;
}): string {
  if (author.childName != null) return publicChildName(author.childName, author.isAnonymous);
  if (author.isAnonymous) return 'Anonymous';
  const first = author.fullName?.trim().split(/\s+/)[0];
  return first || 'A friend';
}
