import { describe, expect, it } from 'vitest';
import {
  checkVerseSetInput,
  splitReferences,
  verseSetMessages,
} from '../../src/lib/memory/verse-set-input.ts';

const form = { id: 'bedtime', name: 'Bedtime', emoji: '🌙', description: 'To sleep.', referencesText: '' };

describe('the admin verse set form', () => {
  it('reads one reference a line or separated by ";" and writes them one way', () => {
    expect(splitReferences(' Psalm 4:8 \n\nps 3:5; John 3:16 ')).toEqual([
      'Psalm 4:8',
      'ps 3:5',
      'John 3:16',
    ]);
    const result = checkVerseSetInput({ ...form, referencesText: 'ps 4:8\n1 cor 13:4-7' });
    expect(result).toEqual({
      set: {
        id: 'bedtime',
        name: 'Bedtime',
        emoji: '🌙',
        description: 'To sleep.',
        references: ['Psalm 4:8', '1 Corinthians 13:4-7'],
      },
    });
  });

  it('gives the collections’ messages and refuses twice the same verse', () => {
    const result = checkVerseSetInput({
      ...form,
      referencesText: 'John 99:1\nHezekiah 1:1\nPs 23\nPsalm 23',
    });
    expect(result).toEqual({
      errors: [
        'John has 21 chapters, so there is no John 99.',
        'We could not find a book called "Hezekiah" in the Bible.',
        verseSetMessages.duplicate('Psalm 23'),
      ],
    });
  });

  it('needs an id, a name, an emoji, a description and at most 50 references', () => {
    const many = Array.from({ length: 51 }, (_, i) => `Psalm 119:${i + 1}`).join('\n');
    const result = checkVerseSetInput({
      id: 'Bad Id',
      name: ' ',
      emoji: '',
      description: '',
      referencesText: many,
    });
    expect(result).toEqual({
      errors: [
        verseSetMessages.id,
        verseSetMessages.name,
        verseSetMessages.emoji,
        verseSetMessages.description,
        verseSetMessages.tooMany,
      ],
    });
    expect(checkVerseSetInput({ ...form, referencesText: ' \n ' })).toEqual({
      errors: [verseSetMessages.noReferences],
    });
  });
});
