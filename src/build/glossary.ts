import { getEntry } from 'astro:content';
import { type GlossaryEntry, type WordMarker, wordMarker } from '../lib/bible/glossary.ts';

/** The word helper's glossary (the `bibleWords` collection), read once per build. */
let entries: Promise<GlossaryEntry[]> | null = null;

async function loadEntries(): Promise<GlossaryEntry[]> {
  const entry = await getEntry('bibleWords', 'glossary');
  if (!entry) throw new Error('content/bible/words.json is missing: the word helper has no glossary.');
  return entry.data.words;
}

export function glossaryEntries(): Promise<GlossaryEntry[]> {
  entries ??= loadEntries();
  return entries;
}

let marker: Promise<WordMarker> | null = null;

/** One marker for every chapter page of the build. */
export function glossaryMarker(): Promise<WordMarker> {
  marker ??= glossaryEntries().then(wordMarker);
  return marker;
}
