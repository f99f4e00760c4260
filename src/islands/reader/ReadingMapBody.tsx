import type { ReactElement } from 'react';
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
      Version
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
  /** Whose map it is: "You" on the learner's own, a child's name in the family view. */
  reader?: string;
  /** Smaller cells and more books a row (the family view). */
  compact?: boolean;
}

/**
 * A reading map's content: the share read in all, per testament and per book, and a cell a chapter
 * (filled when read) linking to the chapter's page. Shared by the explorer's map and the family view.
 */
export function MapBody({
  map,
  version,
  Heading,
  reader = 'You',
  compact = false,
}: MapBodyProps): ReactElement {
  const cell = compact ? 'h-3 w-3' : 'h-4 w-4';
  return (
    <div className="mt-4 grid gap-4">
      <p data-map-total>
        {reader} {reader === 'You' ? 'have' : 'has'} read <strong>{map.total.read}</strong> of{' '}
        {map.total.chapters.toLocaleString('en-US')} chapters ({map.total.percent}%).
      </p>
      {(['OT', 'NT'] as const).map((t) => {
        const name = t === 'OT' ? 'Old Testament' : 'New Testament';
        const share = map.testaments[t];
        return (
          <div key={t} data-testament={t}>
            <div className="flex items-baseline justify-between gap-2">
              <Heading className="font-extrabold">{name}</Heading>
              <span className="text-sm font-semibold" data-testament-percent>
                {share.read} of {share.chapters} chapters · {share.percent}%
              </span>
            </div>
            <ProgressBar label={`${name} read`} percent={share.percent} height="h-3" fill="bg-brand-500" />
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
                        <span className="font-bold">{b.name}</span>
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
                            title={`${b.name} ${n}`}
                            data-read={read.has(n) ? 'true' : undefined}
                          >
                            <span className="sr-only">
                              {b.name} {n}
                              {read.has(n) ? ', read' : ''}
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
