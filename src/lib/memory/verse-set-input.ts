import { formatReference, parseReference } from './verse-reference.ts';

/**
 * The admin form of a built-in verse set, checked the same way in the browser and on the server
 * (plain code: no zod in the admin pages). The server then checks every verse against the stored
 * Bible (api/services/verse-references.ts), as collections do.
 */

export interface VerseSetFields {
  id: string;
  name: string;
  emoji: string;
  description: string;
  /** One reference a line (or separated by ";"). */
  referencesText: string;
}

export interface VerseSetInput {
  id: string;
  name: string;
  emoji: string;
  description: string;
  references: string[];
}

export const maxSetName = 60;
export const maxSetDescription = 300;
export const maxSetReferences = 50;
export const maxSetEmoji = 16;
const setIdPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const verseSetMessages = {
  id: 'Use lowercase letters, digits and dashes for the set’s id (e.g. bedtime-verses).',
  name: `Give the set a name (at most ${maxSetName} characters).`,
  emoji: `Choose an emoji for the set (at most ${maxSetEmoji} characters).`,
  description: `Describe the set in a short sentence (at most ${maxSetDescription} characters).`,
  noReferences: 'Write at least one verse reference, one a line (e.g. John 3:16 or Psalm 23).',
  tooMany: `A set has at most ${maxSetReferences} verses.`,
  duplicate: (reference: string): string => `${reference} is in the set twice.`,
} as const;

/** The references of the form's text: one a line or separated by ";", blanks left out. */
export function splitReferences(text: string): string[] {
  return text
    .split(/[\n;]/)
    .map((r) => r.trim())
    .filter(Boolean);
}

/** The form's text for a set's references: one a line. */
export function referencesToText(references: readonly string[]): string {
  return references.join('\n');
}

/** Checks the form; references come back in one written form ("Ps 23:1" → "Psalm 23:1"). */
export function checkVerseSetInput(raw: VerseSetFields): { set: VerseSetInput } | { errors: string[] } {
  const errors: string[] = [];
  const id = raw.id.trim();
  const name = raw.name.trim();
  const emoji = raw.emoji.trim();
  const description = raw.description.trim();
  if (!setIdPattern.test(id) || id.length > 80) errors.push(verseSetMessages.id);
  if (name.length < 1 || name.length > maxSetName) errors.push(verseSetMessages.name);
  if (emoji.length < 1 || emoji.length > maxSetEmoji) errors.push(verseSetMessages.emoji);
  if (description.length < 1 || description.length > maxSetDescription)
    errors.push(verseSetMessages.description);
  const typed = splitReferences(raw.referencesText);
  if (typed.length === 0) errors.push(verseSetMessages.noReferences);
  if (typed.length > maxSetReferences) errors.push(verseSetMessages.tooMany);
  const references: string[] = [];
  for (const text of typed.slice(0, maxSetReferences)) {
    const parsed = parseReference(text);
    if (!parsed.ok) {
      errors.push(parsed.message);
      continue;
    }
    const reference = formatReference(parsed.range);
    if (references.includes(reference)) errors.push(verseSetMessages.duplicate(reference));
    else references.push(reference);
  }
  return errors.length > 0 ? { errors } : { set: { id, name, emoji, description, references } };
}
