import { z } from 'zod';

/**
 * A challenge's `verification_requirements`: a type and, by type, book,
 * chapters_required, specific_chapters, reference, category or games_required. Stored as JSON text.
 */
const wholeNumber = z.number().int().min(1);

export const bibleReadingRequirementSchema = z.object({
  type: z.literal('bible_reading'),
  /** A book's name, slug or USFM id; when absent, chapters of any book count. */
  book: z.string().trim().min(1).optional(),
  chapters_required: wholeNumber.optional(),
  specific_chapters: z.array(wholeNumber).min(1).optional(),
});

export const verificationRequirementsSchema = z.discriminatedUnion('type', [
  bibleReadingRequirementSchema,
  z.object({ type: z.literal('memory_verse'), reference: z.string().trim().min(1).optional() }),
  z.object({ type: z.literal('story_sharing'), category: z.string().trim().min(1).optional() }),
  z.object({ type: z.literal('game_completion'), games_required: wholeNumber.optional() }),
  /** A streak of `days` learning days (grace days bridge, see src/lib/streaks.ts). */
  z.object({ type: z.literal('streak'), days: wholeNumber }),
  /** Finishing a reading plan: the one named, or any. */
  z.object({ type: z.literal('reading_plan'), plan: z.string().trim().min(1).optional() }),
]);

export type BibleReadingRequirement = z.infer<typeof bibleReadingRequirementSchema>;
export type VerificationRequirements = z.infer<typeof verificationRequirementsSchema>;

/** The requirements stored as JSON text, or null when the text is not a valid requirement. */
export function parseVerificationRequirements(json: string): VerificationRequirements | null {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return null;
  }
  const result = verificationRequirementsSchema.safeParse(raw);
  return result.success ? result.data : null;
}
