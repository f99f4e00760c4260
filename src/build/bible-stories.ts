import { getCollection } from 'astro:content';
import type { Locale } from '../i18n/locales.ts';
import { storyEntriesOf } from '../lib/bible-stories/locale.ts';
import { type BibleStory, toBibleStory } from '../lib/bible-stories/story.ts';

const storiesCache = new Map<Locale, Promise<BibleStory[]>>();

/** Every story of one language's path in path order (Old Testament then New, by `order`). */
export function bibleStories(locale: Locale): Promise<BibleStory[]> {
  let stories = storiesCache.get(locale);
  if (!stories) {
    stories = getCollection('bibleStories').then((entries) =>
      storyEntriesOf(entries, locale).map((e) => toBibleStory(e.file, e.data, e.body, locale)),
    );
    storiesCache.set(locale, stories);
  }
  return stories;
}
