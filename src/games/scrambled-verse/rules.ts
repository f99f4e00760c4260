/** The four verses, in play order (verse index 0 to 3). */
export const verseReferences: readonly string[] = [
  'John 3:16',
  'Psalm 23:1',
  'Romans 8:28',
  'Philippians 4:13',
];
export const verseCount = verseReferences.length;
