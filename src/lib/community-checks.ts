/**
 * Story and Ask & Pray form rules as plain checks for the browser: the same rules and messages as
 * the API's zod schemas (src/lib/community-rules.ts builds them from these), without zod in the page.
 */
import { type Check, checkObject, type Field } from './form-checks.ts';

export type { Check };

/** Form rules (title and text non-blank) and messages of stories and Ask & Pray, word for word. */
export const communityMessages = {
  storyMissing: 'Please fill in both title and content',
  mustBeLoggedIn: 'Must be logged in',
  questionMissing: {
    title: 'Missing Information',
    description: 'Please fill in both title and question fields.',
  },
  prayerMissing: {
    title: 'Missing Information',
    description: 'Please fill in both title and request fields.',
  },
  messageMissing: {
    title: 'Missing Message',
    description: 'Please enter a message to share with the community.',
  },
} as const;

export const storyLimits = { title: 120, content: 5000 } as const;
export const askLimits = { title: 120, body: 3000, message: 1000, answer: 3000 } as const;

export const storyCategories = ['general', 'prayer', 'school', 'family', 'friends', 'church'] as const;
export type StoryCategory = (typeof storyCategories)[number];

/** What a story's review state is called wherever a story is listed. */
export const storyStatusLabel = {
  pending: 'Pending Review',
  approved: 'Approved',
  rejected: 'Not Approved',
} as const;

/** A required text: trimmed, not blank, at most `max` characters. */
function required(message: string, max: number, tooLong: string): Field<string> {
  return (value) => {
    if (typeof value !== 'string') return { message };
    const trimmed = value.trim();
    if (trimmed.length < 1) return { message };
    if (trimmed.length > max) return { message: tooLong };
    return { value: trimmed };
  };
}

const flag: Field<boolean> = (value) =>
  value === undefined
    ? { value: false }
    : typeof value === 'boolean'
      ? { value }
      : { message: 'Invalid input: expected boolean' };

const category: Field<StoryCategory> = (value) =>
  value === undefined
    ? { value: 'general' }
    : (storyCategories as readonly unknown[]).includes(value)
      ? { value: value as StoryCategory }
      : { message: `Invalid option: expected one of ${storyCategories.map((c) => `"${c}"`).join('|')}` };

export const storyCheck = checkObject<{
  title: string;
  content: string;
  category: StoryCategory;
  isAnonymous: boolean;
}>({
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
  category,
  isAnonymous: flag,
});

/** An Ask & Pray title: `missing` names what the form lacks. */
const askTitle = (missing: string) =>
  required(missing, askLimits.title, `Please keep the title under ${askLimits.title} characters.`);

export const questionCheck = checkObject<{ title: string; question: string }>({
  title: askTitle(communityMessages.questionMissing.description),
  question: required(
    communityMessages.questionMissing.description,
    askLimits.body,
    `Please keep your question under ${askLimits.body} characters.`,
  ),
});

export const prayerCheck = checkObject<{ title: string; request: string; isAnonymous: boolean }>({
  title: askTitle(communityMessages.prayerMissing.description),
  request: required(
    communityMessages.prayerMissing.description,
    askLimits.body,
    `Please keep your request under ${askLimits.body} characters.`,
  ),
  isAnonymous: flag,
});

export const communityMessageCheck = checkObject<{ message: string }>({
  message: required(
    communityMessages.messageMissing.description,
    askLimits.message,
    `Please keep your message under ${askLimits.message} characters.`,
  ),
});
