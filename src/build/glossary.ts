import { getEntry } from 'astro:content';
import { type GlossaryEntry, type WordMarker, wordMarker } from '../lib/bible/glossary.ts';

/**
 * The word helper's glossary of a language (the `bibleWords` collection in English, `bibleWordsEs`
 * in Spanish), read once per build.
 */
const collectionOf = { en: 'bibleWords', es: 'bibleWordsEs' } as const;
type GlossaryLanguage = keyof typeof collectionOf;

const entries = new Map<string, Promise<GlossaryEntry[]>>();

async function loadEntries(language: GlossaryLanguage): Promise<GlossaryEntry[]> {
  const entry = await getEntry(collectionOf[language], 'glossary');
  if (!entry) throw new Error(`The ${language} glossary is missing: the word helper has no words.`);
  return entry.data.words;
}

/** The glossary of a language (English for a language without one). */
export function glossaryEntries(language = 'en'): Promise<GlossaryEntry[]> {
  const known: GlossaryLanguage = language in collectionOf ? (language as GlossaryLanguage) : 'en';
  let loaded = entries.get(known);
  if (!loaded) {
    loaded = loadEntries(known);
    entries.set(known, loaded);
  }
  return loaded;
}

const markers = new Map<string, Promise<WordMarker>>();

/** One marker a language for every chapter page of the build. */
export function glossaryMarker(language = 'en'): Promise<WordMarker> {
  let marker = markers.get(language);
  if (!marker) {
    marker = glossaryEntries(language).then(wordMarker);
    markers.set(language, marker);
  }
  return marker;
}
