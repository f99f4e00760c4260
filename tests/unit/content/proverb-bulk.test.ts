import { describe, expect, it } from 'vitest';
import { missingFieldsMessage } from '../../../src/lib/content-rules.ts';
import { parseBulkProverbs, planProverbImport } from '../../../src/lib/wisdom/bulk.ts';

describe('parseBulkProverbs', () => {
  it('reads one proverb a block, blocks separated by blank lines', () => {
    const records = parseBulkProverbs(
      'Proverb: One\nMeaning: m1\nWhy it matters: w1\n\n\nProverb: Two\nMeaning: m2\nWhy it matters: w2',
    );
    expect(records.map((r) => r.proverb)).toEqual(['One', 'Two']);
  });

  it('accepts every prefix and its alternatives, case-insensitively', () => {
    const [a, b, c] = parseBulkProverbs(
      'PROVERB: p\nWhat it means: m\nImportance: w\nSource: s\n\nproverb: p2\n' +
        'meaning: m2\nwhy it matters: w2\nAttribution: a\n\nProverb:p3\nMeaning:m3\n' +
        'Why It Matters:w3\nReference: r',
    );
    expect(a).toEqual({ proverb: 'p', meaning: 'm', whyItMatters: 'w', reference: 's', extraLines: [] });
    expect(b).toMatchObject({ proverb: 'p2', meaning: 'm2', whyItMatters: 'w2', reference: 'a' });
    expect(c).toMatchObject({ proverb: 'p3', meaning: 'm3', whyItMatters: 'w3', reference: 'r' });
  });

  it('infers unprefixed lines in order: proverb, meaning, why it matters, reference', () => {
    const [record] = parseBulkProverbs(
      'A soft answer turneth away wrath.\nKind words calm people.\nPeace matters.\nProverbs 15:1',
    );
    expect(record).toEqual({
      proverb: 'A soft answer turneth away wrath.',
      meaning: 'Kind words calm people.',
      whyItMatters: 'Peace matters.',
      reference: 'Proverbs 15:1',
      extraLines: [],
    });
  });

  it('fills the first empty field when prefixed and unprefixed lines mix', () => {
    const [record] = parseBulkProverbs('Meaning: m\nThe proverb itself\nWhy it matters: w\nA reference');
    expect(record).toMatchObject({
      proverb: 'The proverb itself',
      meaning: 'm',
      whyItMatters: 'w',
      reference: 'A reference',
    });
  });

  it('strips straight and curly quotes around values, but not quotes inside', () => {
    const [record] = parseBulkProverbs(
      '“A friend loveth at all times.”\n"Friends stay."\n\'Loyalty\'\nProverb 17:17',
    );
    expect(record).toMatchObject({
      proverb: 'A friend loveth at all times.',
      meaning: 'Friends stay.',
      whyItMatters: 'Loyalty',
    });
    const [inner] = parseBulkProverbs('Proverb: He said "yes" today\nMeaning: m\nWhy it matters: w');
    expect(inner?.proverb).toBe('He said "yes" today');
  });

  it('keeps lines that fit no field', () => {
    const [record] = parseBulkProverbs('p\nm\nw\nr\nextra');
    expect(record?.extraLines).toEqual(['extra']);
  });

  it('handles Windows line endings, whitespace-only separator lines and an empty paste', () => {
    expect(parseBulkProverbs('a\r\nb\r\nc\r\n   \r\nd\r\ne\r\nf').map((r) => r.proverb)).toEqual(['a', 'd']);
    expect(parseBulkProverbs('')).toEqual([]);
    expect(parseBulkProverbs('\n \n\t\n')).toEqual([]);
  });
});

describe('planProverbImport', () => {
  it('accepts complete records, with the reference optional', () => {
    const plan = planProverbImport(parseBulkProverbs('p1\nm1\nw1\n\np2\nm2\nw2\nr2'), [], 'en');
    expect(plan.accepted).toEqual([
      { proverb: 'p1', meaning: 'm1', whyItMatters: 'w1', reference: null, locale: 'en' },
      { proverb: 'p2', meaning: 'm2', whyItMatters: 'w2', reference: 'r2', locale: 'en' },
    ]);
    expect(plan.errors).toEqual([]);
  });

  it('counts a record without proverb, meaning or why it matters as an error', () => {
    const plan = planProverbImport(
      parseBulkProverbs('Proverb: p\nMeaning: m\n\nMeaning: only\nWhy it matters: w\n\nok\nm\nw'),
      [],
      'en',
    );
    expect(plan.accepted.map((p) => p.proverb)).toEqual(['ok']);
    expect(plan.errors).toEqual([
      { record: 1, title: 'p', message: missingFieldsMessage },
      { record: 2, title: '', message: missingFieldsMessage },
    ]);
  });

  it('counts a block with lines that fit nowhere as an error', () => {
    const plan = planProverbImport(parseBulkProverbs('p\nm\nw\nr\nstray line'), [], 'es');
    expect(plan.accepted).toEqual([]);
    expect(plan.errors[0]?.message).toMatch(/stray line/);
  });

  it('skips duplicates case-insensitively, against saved proverbs and within the paste', () => {
    const plan = planProverbImport(
      parseBulkProverbs('A Friend Loveth\nm\nw\n\nnew one\nm\nw\n\nNEW ONE\nm\nw'),
      ['a friend loveth'],
      'en',
    );
    expect(plan.accepted.map((p) => p.proverb)).toEqual(['new one']);
    expect(plan.duplicates).toBe(2);
  });
});
