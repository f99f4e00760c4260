import { getCollection } from 'astro:content';
import { type BibleStory, toBibleStory } from '../lib/bible-stories/story.ts';

let storiesCache: Promise<BibleStory[]> | null = null;

/** Every story of content/stories in path order (Old Testament then New, by `order`). */
export function bibleStories(): Promise<BibleStory[]> {
  storiesCache ??= getCollection('bibleStories').then((entries) =>
    entries.map((e) => toBibleStory(e.id, e.data, e.body ?? '')).sort((a, b) => a.order - b.order),
  );
  return storiesCache;
}
