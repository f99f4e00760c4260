import { describe, expect, it } from 'vitest';
import { invalidDateMessage, missingFieldsMessage } from '../../../src/lib/content-rules.ts';
import {
  isDuplicateDevotional,
  parseBulkDevotionals,
  planDevotionalImport,
  toDevotionalInput,
} from '../../../src/lib/devotionals/bulk.ts';

const two = `Title: God Made Me
Date: 2025-06-01
Key Verse: I will praise thee; for I am fearfully and wonderfully made. (Psalm 139:14)
Devotional Text: God made every part of you.
Reflection: What do you like about how God made you?
Prayer: Thank you, God, for making me.

Title: The Lord Is My Shepherd
Date: 2025-06-02
Verse: The LORD is my shepherd; I shall not want. (Psalm 23:1)
Text: A shepherd takes care of his sheep.
Media Type: audio
Media URL: https://example.org/psalm-23.mp3`;

describe('parseBulkDevotionals', () => {
  it('reads every prefix into its field', () => {
    const [first] = parseBulkDevotionals(two);
    expect(first).toEqual({
      title: 'God Made Me',
      date: '2025-06-01',
      keyVerse: 'I will praise thee; for I am fearfully and wonderfully made. (Psalm 139:14)',
      devotionalText: 'God made every part of you.',
      reflection: 'What do you like about how God made you?',
      prayer: 'Thank you, God, for making me.',
      mediaType: null,
      mediaUrl: '',
    });
  });

  it('accepts the short prefixes "Verse:" and "Text:" and the media lines', () => {
    const [, second] = parseBulkDevotionals(two);
    expect(second).toMatchObject({
      keyVerse: 'The LORD is my shepherd; I shall not want. (Psalm 23:1)',
      devotionalText: 'A shepherd takes care of his sheep.',
      mediaType: 'audio',
      mediaUrl: 'https://example.org/psalm-23.mp3',
    });
  });

  it('starts a new record at each Title line, even without a blank line between', () => {
    const records = parseBulkDevotionals('Title: One\nDate: 2025-01-01\nTitle: Two\nDate: 2025-01-02');
    expect(records.map((r) => [r.title, r.date])).toEqual([
      ['One', '2025-01-01'],
      ['Two', '2025-01-02'],
    ]);
  });

  it('ignores records without a title: lines before the first Title and an empty Title', () => {
    const records = parseBulkDevotionals(
      'Date: 2025-01-01\nText: orphan\n\nTitle:\nDate: 2025-01-02\n\nTitle: Kept\nDate: 2025-01-03',
    );
    expect(records.map((r) => r.title)).toEqual(['Kept']);
  });

  it('matches prefixes case-insensitively and with spaces around the colon or before the line', () => {
    const [record] = parseBulkDevotionals(
      '  TITLE : Loud\n  key verse:  Be still (Psalm 46:10)\nDEVOTIONAL TEXT:Quiet ' +
        'time\nmedia url : /media-files/audio/a.mp3\nMEDIA TYPE: Audio',
    );
    expect(record).toMatchObject({
      title: 'Loud',
      keyVerse: 'Be still (Psalm 46:10)',
      devotionalText: 'Quiet time',
      mediaType: 'audio',
      mediaUrl: '/media-files/audio/a.mp3',
    });
  });

  it('infers the media type: video or audio anywhere in the value, otherwise none', () => {
    const type = (value: string) => parseBulkDevotionals(`Title: T\nMedia Type: ${value}`)[0]?.mediaType;
    expect(type('video')).toBe('video');
    expect(type('VIDEO (mp4)')).toBe('video');
    expect(type('audio')).toBe('audio');
    expect(type('podcast')).toBe('none');
    expect(type('')).toBe('none');
  });

  it('guesses the media type from the URL when there is no Media Type line', () => {
    const input = (url: string) =>
      toDevotionalInput(parseBulkDevotionals(`Title: T\nMedia URL: ${url}`)[0]!, 'en').mediaType;
    expect(input('https://example.org/a.mp3')).toBe('audio');
    expect(input('https://example.org/a.MP4?x=1')).toBe('video');
    expect(input('https://example.org/page')).toBe('none');
    expect(toDevotionalInput(parseBulkDevotionals('Title: T')[0]!, 'en').mediaType).toBe('none');
    // An explicit type wins over the URL.
    expect(
      toDevotionalInput(
        parseBulkDevotionals('Title: T\nMedia Type: none\nMedia URL: https://e.org/a.mp3')[0]!,
        'en',
      ).mediaType,
    ).toBe('none');
  });

  it('continues a field on lines without a prefix, keeping paragraphs of the text', () => {
    const [record] = parseBulkDevotionals(
      'Title: Long\nText: First line\nsecond line\n\n\n\nNew paragraph\nPrayer: Amen\n\n',
    );
    expect(record?.devotionalText).toBe('First line\nsecond line\n\nNew paragraph');
    expect(record?.prayer).toBe('Amen');
  });

  it('joins a wrapped title with a space and lets a repeated short field replace the earlier value', () => {
    const [record] = parseBulkDevotionals('Title: A very\nlong title\nDate: 2020-01-01\nDate: 2020-01-02');
    expect(record?.title).toBe('A very long title');
    expect(record?.date).toBe('2020-01-02');
  });

  it('adds a repeated long field as a new paragraph', () => {
    const [record] = parseBulkDevotionals('Title: T\nText: One\nText: Two');
    expect(record?.devotionalText).toBe('One\n\nTwo');
  });

  it('handles Windows line endings and a byte-order mark', () => {
    const records = parseBulkDevotionals(
      '\uFEFFTitle: A\r\nDate: 2025-01-01\r\n\r\nTitle: B\r\nDate: 2025-01-02\r\n',
    );
    expect(records.map((r) => r.title)).toEqual(['A', 'B']);
    expect(records[0]?.date).toBe('2025-01-01');
  });

  it('gives nothing for an empty paste or text with no Title', () => {
    expect(parseBulkDevotionals('')).toEqual([]);
    expect(parseBulkDevotionals('\n\n  \n')).toEqual([]);
    expect(parseBulkDevotionals('Just some words\nand more')).toEqual([]);
  });

  it('keeps HTML as plain text', () => {
    const [record] = parseBulkDevotionals('Title: <script>alert(1)</script>');
    expect(record?.title).toBe('<script>alert(1)</script>');
  });
});

describe('isDuplicateDevotional', () => {
  const existing = [{ title: 'God Made Me', date: '2025-06-01' }];
  it('is a duplicate with the same date, whatever the title', () => {
    expect(isDuplicateDevotional({ title: 'Other', date: '2025-06-01' }, existing)).toBe(true);
  });
  it('is a duplicate with the same title and date', () => {
    expect(isDuplicateDevotional({ title: 'God Made Me', date: '2025-06-01' }, existing)).toBe(true);
  });
  it('is not a duplicate with the same title on another date', () => {
    expect(isDuplicateDevotional({ title: 'God Made Me', date: '2025-06-02' }, existing)).toBe(false);
  });
});

describe('planDevotionalImport', () => {
  it('accepts valid records in paste order', () => {
    const plan = planDevotionalImport(parseBulkDevotionals(two), [], 'en');
    expect(plan.accepted.map((d) => d.title)).toEqual(['God Made Me', 'The Lord Is My Shepherd']);
    expect(plan.accepted[1]).toMatchObject({
      mediaType: 'audio',
      mediaUrl: 'https://example.org/psalm-23.mp3',
      reflection: null,
    });
    expect(plan).toMatchObject({ duplicates: 0, errors: [] });
  });

  it('saves every record in the language of the import', () => {
    const plan = planDevotionalImport(parseBulkDevotionals(two), [], 'es');
    expect(plan.accepted.map((d) => d.locale)).toEqual(['es', 'es']);
  });

  it('skips duplicates of saved devotionals and of earlier records in the same paste', () => {
    const text = `${two}\n\nTitle: Again\nDate: 2025-06-02\nVerse: v\nText: t`;
    const plan = planDevotionalImport(
      parseBulkDevotionals(text),
      [{ title: 'Saved', date: '2025-06-01' }],
      'en',
    );
    expect(plan.accepted.map((d) => d.title)).toEqual(['The Lord Is My Shepherd']);
    expect(plan.duplicates).toBe(2);
  });

  it('counts records missing a required field or with a malformed date as errors, with their position', () => {
    const text =
      'Title: No date\nVerse: v\nText: t\n\nTitle: Bad date\nDate: 06/01/2025\n' +
      'Verse: v\nText: t\n\nTitle: Not a day\nDate: 2025-02-30\nVerse: v\nText: t\n\n' +
      'Title: Fine\nDate: 2025-03-01\nVerse: v\nText: t';
    const plan = planDevotionalImport(parseBulkDevotionals(text), [], 'en');
    expect(plan.accepted.map((d) => d.title)).toEqual(['Fine']);
    expect(plan.errors).toEqual([
      { record: 1, title: 'No date', message: missingFieldsMessage },
      { record: 2, title: 'Bad date', message: invalidDateMessage },
      { record: 3, title: 'Not a day', message: invalidDateMessage },
    ]);
  });

  it('refuses media URLs that are not https or this site', () => {
    const plan = planDevotionalImport(
      parseBulkDevotionals(
        'Title: T\nDate: 2025-01-01\nVerse: v\nText: t\nMedia Type: video\nMedia URL: javascript:alert(1)',
      ),
      [],
      'en',
    );
    expect(plan.accepted).toEqual([]);
    expect(plan.errors[0]?.message).toMatch(/https:\/\//);
  });
});
