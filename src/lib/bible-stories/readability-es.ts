/**
 * How easy a Spanish text is to read: the Fernández-Huerta index, Spanish's adaptation of the
 * Flesch reading ease (L = 206.84 - 0.60 P - 1.02 F, with P syllables per 100 words and F words per
 * sentence; 80 and above reads easily for children). The story path's Spanish texts keep to it
 * (tests/unit/stories-es.test.ts). No imports: pure rules.
 */

/** Vowels that form a syllable of their own next to another vowel (a, e, o, and accented í, ú). */
const strongVowels = new Set('aeoáéóíú');
/** Vowels that join a strong neighbour in one syllable (diphthongs: "ie" in tierra, "ua" in agua). */
const weakVowels = new Set('iuüy');

/**
 * The syllables of one Spanish word, counted from its vowels: a run of vowels is one syllable,
 * plus one for each strong vowel after the first (hiatus: "le-er", "dí-a"); the silent u of que,
 * qui, gue, gui and a y before a vowel ("yo") are not vowels. At least 1.
 */
export function spanishSyllables(word: string): number {
  const letters = word
    .toLowerCase()
    .replace(/[^a-záéíóúüñ]/g, '')
    .replace(/([qg])u(?=[eiéí])/g, '$1')
    .replace(/y(?=[aeiouáéíóú])/g, 'j');
  let syllables = 0;
  let strongInRun = 0;
  let inRun = false;
  for (const letter of letters) {
    const strong = strongVowels.has(letter);
    if (!strong && !weakVowels.has(letter)) {
      inRun = false;
      continue;
    }
    if (!inRun) {
      syllables += 1;
      strongInRun = 0;
      inRun = true;
    }
    if (strong) {
      if (strongInRun > 0) syllables += 1;
      strongInRun += 1;
    }
  }
  return Math.max(syllables, 1);
}

export interface SpanishReadability {
  words: number;
  sentences: number;
  syllables: number;
  /** The Fernández-Huerta index: higher is easier; 80 and above is easy. */
  index: number;
}

/** The index a children's story keeps to (easy: "fácil" and above on the Fernández-Huerta scale). */
export const minFernandezHuerta = 80;

/** The words of a Spanish text: runs of letters, with the accented ones and ñ. */
export function spanishWords(text: string): string[] {
  return text.match(/[a-záéíóúüñ]+/gi) ?? [];
}

/** Words, sentences (ending at . ! ? or …), syllables and Fernández-Huerta index of a Spanish text. */
export function fernandezHuerta(text: string): SpanishReadability {
  const words = spanishWords(text);
  const sentences = text.split(/[.!?…]+/).filter((s) => /[a-záéíóúüñ]/i.test(s)).length;
  const syllables = words.reduce((n, w) => n + spanishSyllables(w), 0);
  if (words.length === 0 || sentences === 0) return { words: 0, sentences: 0, syllables: 0, index: 0 };
  const perHundredWords = (syllables / words.length) * 100;
  const wordsPerSentence = words.length / sentences;
  return {
    words: words.length,
    sentences,
    syllables,
    index: 206.84 - 0.6 * perHundredWords - 1.02 * wordsPerSentence,
  };
}
