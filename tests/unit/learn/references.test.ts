import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bookName } from '../../../src/lib/bible/book-names.ts';
import { bibleBooks } from '../../../src/lib/bible/books.ts';
import { referenceIn, referenceInEnglish } from '../../../src/lib/learn/references.ts';

const srcDir = path.resolve(import.meta.dirname, '../../../src');

/** The site's own code files under src (the compiled messages left out). */
function codeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith('paraglide') ? [] : codeFiles(file);
    return /\.(ts|tsx|astro)$/.test(entry.name) ? [file] : [];
  });
}

describe('Bible references in a language', () => {
  it('name each book as book-names.ts does, the one table of the Spanish names', () => {
    for (const book of bibleBooks) {
      const expected = book.id === 'PSA' ? 'Salmo' : bookName(book, 'es');
      expect(referenceIn('es', `${book.name} 2:1`), book.name).toBe(`${expected} 2:1`);
    }
    const holders = codeFiles(srcDir).filter((file) => readFileSync(file, 'utf8').includes('Apocalipsis'));
    expect(holders.map((file) => path.relative(srcDir, file))).toEqual([
      path.join('lib', 'bible', 'book-names.ts'),
    ]);
  });

  it('leave English references as they are, and read Spanish ones back', () => {
    expect(referenceIn('en', 'Psalm 23:1')).toBe('Psalm 23:1');
    expect(referenceIn('es', 'Psalm 23:1')).toBe('Salmo 23:1');
    expect(referenceIn('es', '2 Corinthians 5:17')).toBe('2 Corintios 5:17');
    expect(referenceInEnglish('Apocalipsis 21:4')).toBe('revelation 21:4');
    expect(referenceInEnglish('salmo 23')).toBe('psalms 23');
  });
});
