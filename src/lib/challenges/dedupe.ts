/**
 * Challenges shown on Truth Quest, with duplicates removed:
 * a later challenge is dropped when it has the same id or the same title as an earlier one, or when
 * both titles contain "truth quest". The first one wins (the list is newest first).
 */
export function removeDuplicateChallenges<T extends { id: string; title: string }>(
  challenges: readonly T[],
): T[] {
  const kept: T[] = [];
  const isTruthQuest = (title: string): boolean => title.toLowerCase().includes('truth quest');
  for (const challenge of challenges) {
    const duplicate = kept.some(
      (k) =>
        k.id === challenge.id ||
        k.title.trim().toLowerCase() === challenge.title.trim().toLowerCase() ||
        (isTruthQuest(k.title) && isTruthQuest(challenge.title)),
    );
    if (!duplicate) kept.push(challenge);
  }
  return kept;
}
