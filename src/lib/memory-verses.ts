/** Memory Master: 50 mastered verses fill the bar. */
export const masteryGoal = 50;

/** The bar's fill, 0 to 100. */
export function masteryPercent(mastered: number): number {
  return Math.min(100, Math.round((mastered / masteryGoal) * 100));
}

/**
 * A reference in one form for comparing: lowercase, single spaces, and "Psalms" as "Psalm"
 * ("Psalm 23:1" and "psalms 23:1" are the same verse).
 */
export function normalizeReference(reference: string): string {
  return reference
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/^psalms /, 'psalm ');
}

/** A stable id for a memory verse from its reference ("John 3:16" → "john-3-16"). */
export function memoryVerseId(reference: string): string {
  return normalizeReference(reference)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
