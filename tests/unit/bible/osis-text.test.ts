import { describe, expect, it } from 'vitest';
import { impEntries, osisVerseText } from '../../../scripts/bible/osis-text.ts';
import { bookForSwordName, parseSwordKey } from '../../../scripts/bible/sword-books.ts';

describe('clean verse text from OSIS', () => {
  it('drops Strong’s tags and a note between two words, keeping one space', () => {
    const osis =
      '<w lemma="strong:H0430">In</w> <w lemma="strong:H7225">beginning</w>, <w lemma="strong:H0430">God</w>' +
      '<note placement="foot"><reference type="annotateRef">1:1 </reference>The Hebrew word.</note>' +
      '<w lemma="strong:H1254">created</w>.';
    expect(osisVerseText(osis)).toBe('In beginning, God created.');
  });

  it('drops headings and milestones and puts no space before punctuation', () => {
    const osis =
      '<div type="x-milestone" subType="x-preverse" sID="pv1"/><title canonical="true" type="psalm">A Psalm.' +
      '</title> <l level="1" sID="g1"/><w>shepherd</w><note>n</note>;<l eID="g1" level="1"/> <lb/>Tom &amp; me';
    expect(osisVerseText(osis)).toBe('shepherd; Tom & me');
  });

  it('leaves nothing of a verse that is only a note (a verse the translation omits)', () => {
    expect(osisVerseText('<note placement="foot">Some manuscripts add: “Two.”</note><div eID="g3"/>')).toBe(
      '',
    );
  });
});

describe('SWORD keys and book names', () => {
  it('reads an IMP dump entry by entry', () => {
    const entries = [...impEntries('$$$[ Module Heading ]\n\n$$$John 3:16\nFor God\n')];
    expect(entries.map((e) => e.key)).toEqual(['[ Module Heading ]', 'John 3:16']);
    expect(entries[1]?.text.trim()).toBe('For God');
  });

  it('maps English SWORD names to the site’s books and leaves out the deuterocanon', () => {
    expect(bookForSwordName('I Samuel')?.id).toBe('1SA');
    expect(bookForSwordName('III John')?.id).toBe('3JN');
    expect(bookForSwordName('Revelation of John')?.id).toBe('REV');
    expect(bookForSwordName('Song of Solomon')?.id).toBe('SNG');
    expect(bookForSwordName('Tobit')).toBeNull();
    expect(parseSwordKey('II Kings 2:11')).toEqual({ name: 'II Kings', chapter: 2, verse: 11 });
    expect(parseSwordKey('[ Testament 1 Heading ]')).toBeNull();
  });
});
