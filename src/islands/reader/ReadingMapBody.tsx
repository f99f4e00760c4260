import type { ReactElement } from 'react';
import { m } from '#messages';
import { getLocale } from '../../i18n/page-locale.ts';
import { bookName } from '../../lib/bible/book-names.ts';
import { findBook } from '../../lib/bible/books.ts';
import { chapterPagePath } from '../../lib/bible/paths.ts';
import { type BibleVersionCode, bibleVersions } from '../../lib/bible/versions.ts';
import type { ReadingMap } from '../../lib/reading-map.ts';
import { ProgressBar } from '../shared/ProgressBar.tsx';

/** The version select above a reading map (every version of the registry). */
export function MapVersionPicker({
  version,
  onChange,
}: {
  version: BibleVersionCode;
  onChange: (version: BibleVersionCode) => void;
}): ReactElement {
  return (
    <label className="flex items-center gap-2 text-sm font-semibold">
      {m.reader_version()}
      <select
        className="rounded-lg border border-slate-300 bg-white px-2 py-1"
        value={version}
        onChange={(e) => onChange(e.target.value as BibleVersionCode)}
      >
        {bibleVersions.map((v) => (
          <option key={v.code} value={v.code}>
            {v.abbreviation}
          </option>
        ))}
      </select>
    </label>
  );
}

export interface MapBodyProps {
  map: ReadingMap;
  version: BibleVersionCode;
  Heading: 'h3' | 'h4' | 'h5';
  /** Whose map it is: none on the learner's own ("You have read"), a child's name in the family view. */
  reader?: string;
  /** Smaller cells and more books a row (the family view). */
  compact?: boolean;
}

/**
 * A reading map's content: the share read in all, per testament and per book, and a cell a chapter
 * (filled when read) linking to the chapter's page. Shared by the explorer's map and the family view.
 */
export function MapBody({ map, version, Heading, reader, compact = false }: MapBodyProps): ReactElement {
  const cell = compact ? 'h-3 w-3' : 'h-4 w-4';
  const locale = getLocale();
  const nameOf = (b: { slug: string; name: string }): string => {
    const book = findBook(b.slug);
    return book ? bookName(book, locale) : b.name;
  };
  const total = {
    read: map.total.read,
    chapters: map.total.chapters.toLocaleString(locale === 'es' ? 'es' : 'en-US'),
    percent: map.total.percent,
  };
  return (
    <div className="mt-4 grid gap-4">
      <p data-map-total>
        {reader === undefined ? m.reader_map_total_own(total) : m.reader_map_total_of({ ...total, reader })}
      </p>
      {(['OT', 'NT'] as const).map((t) => {
        const name = t === 'OT' ? m.reader_old_testament() : m.reader_new_testament();
        const share = map.testaments[t];
        return (
          <div key={t} data-testament={t}>
            <div className="flex items-baseline justify-between gap-2">
              <Heading className="font-extrabold">{name}</Heading>
              <span className="text-sm font-semibold" data-testament-percent>
                {m.reader_map_share({ read: share.read, chapters: share.chapters, percent: share.percent })}
              </span>
            </div>
            <ProgressBar
              label={m.reader_map_testament_read({ name })}
              percent={share.percent}
              height="h-3"
              fill="bg-brand-500"
            />
            <ul className={`mt-3 grid gap-2 ${compact ? 'sm:grid-cols-2 lg:grid-cols-3' : 'sm:grid-cols-2'}`}>
              {map.books
                .filter((b) => b.testament === t)
                .map((b) => {
                  const read = new Set(b.read);
                  return (
                    <li
                      key={b.slug}
                      className={`rounded-lg border border-slate-200 ${compact ? 'p-1.5' : 'p-2'}`}
                      data-map-book={b.slug}
                    >
                      <div className="flex items-baseline justify-between gap-2 text-sm">
                        <span className="font-bold">{nameOf(b)}</span>
                        <span data-book-percent>{b.percent}%</span>
                      </div>
                      <div className="mt-1 flex flex-wrap gap-0.5">
                        {Array.from({ length: b.chapters }, (_, i) => i + 1).map((n) => (
                          <a
                            key={n}
                            href={chapterPagePath(version, b.slug, n)}
                            className={`block ${cell} rounded-sm ${
                              read.has(n) ? 'bg-brand-600' : 'bg-slate-200 hover:bg-slate-300'
                            }`}
                            title={`${nameOf(b)} ${n}`}
                            data-read={read.has(n) ? 'true' : undefined}
                          >
                            <span className="sr-only">
                              {nameOf(b)} {n}
                              {read.has(n) ? m.reader_map_chapter_read() : ''}
                            </span>
                          </a>
                        ))}
                      </div>
                    </li>
                  );
                })}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
