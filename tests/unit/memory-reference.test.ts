import { describe, expect, it } from 'vitest';
import {
  checkVerses,
  formatReference,
  parseReference,
  referenceKey,
  referenceMessages,
} from '../../src/lib/memory/verse-reference.ts';
import { memoryVerseId } from '../../src/lib/memory-verses.ts';

const ok = (input: string): string => {
  const parsed = parseReference(input);
  if (!parsed.ok) throw new Error(parsed.message);
  return formatReference(parsed.range);
};
const message = (input: string): string => {
  const parsed = parseReference(input);
  return parsed.ok ? '' : parsed.message;
};

describe('verse references', () => {
  it('reads verses, ranges, whole chapters and short names', () => {
    expect(ok('John 3:16')).toBe('John 3:16');
    expect(ok('john 3:16-17')).toBe('John 3:16-17');
    expect(ok('Psalm 23')).toBe('Psalm 23');
    expect(ok('Psalms 23')).toBe('Psalm 23');
    expect(ok('Ps 23:1')).toBe('Psalm 23:1');
    expect(ok('1 John 4:19')).toBe('1 John 4:19');
    expect(ok('Phil 4:13')).toBe('Philippians 4:13');
    expect(ok('Rom. 8:28')).toBe('Romans 8:28');
    expect(ok('  Matt 5:9 ')).toBe('Matthew 5:9');
  });

  it('gives clear messages for wrong books, chapters and shapes', () => {
    expect(message('Hezekiah 1:1')).toBe('We could not find a book called "Hezekiah" in the Bible.');
    expect(message('John 99:1')).toBe('John has 21 chapters, so there is no John 99.');
    expect(message('')).toBe(referenceMessages.empty);
    expect(message('3:16')).toBe(referenceMessages.format);
    expect(message('John')).toBe(referenceMessages.format);
    expect(message('John 3:17-16')).toBe(referenceMessages.backwards);
    expect(message('John 3:1-40')).toBe(referenceMessages.tooLong);
  });

  it('checks verse numbers against the chapter’s length', () => {
    const parsed = parseReference('John 3:40');
    if (!parsed.ok) throw new Error('expected a reference');
    expect(checkVerses(parsed.range, 36)).toBe('John 3 has 36 verses, so there is no John 3:40.');
    const psalm = parseReference('Psalm 119');
    if (!psalm.ok) throw new Error('expected a reference');
    expect(checkVerses(psalm.range, 176)).toBe(referenceMessages.tooLong);
    const fine = parseReference('Psalm 23');
    if (!fine.ok) throw new Error('expected a reference');
    expect(checkVerses(fine.range, 6)).toBeNull();
  });

  it('keys a verse as Memory Master’s verse ids do', () => {
    const parsed = parseReference('psalms 23:1');
    if (!parsed.ok) throw new Error('expected a reference');
    expect(referenceKey(parsed.range)).toBe(memoryVerseId('Psalm 23:1'));
  });
});
