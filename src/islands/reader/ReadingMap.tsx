import { type ReactElement, useCallback, useEffect, useState } from 'react';
import { chapterPagePath } from '../../lib/bible/paths.ts';
import { type BibleVersionCode, bibleVersions, defaultBibleVersion } from '../../lib/bible/versions.ts';
import type { ReadingMap as MapData } from '../../lib/reading-map.ts';
import { loadSession } from '../../stores/session.ts';
import { apiRequest } from '../shared/api.ts';
import { ProgressBar } from '../shared/ProgressBar.tsx';
import { useSession } from '../shared/use-session.ts';

export interface ReadingMapProps {
  /** The version shown first. */
  version?: BibleVersionCode;
  /** The heading's level (2 on a page section). */
  headingLevel?: 2 | 3;
}

/** The event the reader sends after Mark as Read, so a map on the same page fills in at once. */
export const readingProgressEvent = 'bsb:reading-progress';

/**
 * The reading map: the 66 books and 1,189 chapters of one version, the chapters the learner read
 * filled in, a share per book, per testament and in all; each chapter links to its page. One
 * request per version (GET /api/reading-progress/map). Reusable (the family view can show it).
 */
export default function ReadingMap({
  version: first = defaultBibleVersion,
  headingLevel = 2,
}: ReadingMapProps): ReactElement {
  const session = useSession();
  const [version, setVersion] = useState<BibleVersionCode>(first);
  const [map, setMap] = useState<{ version: BibleVersionCode; data: MapData } | null>(null);
  const [failed, setFailed] = useState(false);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const signedIn = !session.loading && session.user !== null;

  useEffect(() => {
    void loadSession();
  }, []);

  const load = useCallback(async (v: BibleVersionCode) => {
    const result = await apiRequest<MapData>('GET', `/api/reading-progress/map?version=${v}`);
    if (!result.ok) {
      console.error('The reading map could not be loaded', result.message);
      setFailed(true);
      return;
    }
    setFailed(false);
    setMap({ version: v, data: result.data });
  }, []);

  useEffect(() => {
    if (signedIn) void load(version);
  }, [signedIn, version, load]);

  useEffect(() => {
    const refresh = () => {
      if (signedIn) void load(version);
    };
    window.addEventListener(readingProgressEvent, refresh);
    return () => window.removeEventListener(readingProgressEvent, refresh);
  }, [signedIn, version, load]);

  const shown = map?.version === version ? map.data : null;
  return (
    <section className="card" aria-labelledby="reading-map-title" data-reading-map>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Heading id="reading-map-title" className="section-title">
          🗺️ My Reading Map
        </Heading>
        {signedIn && (
          <label className="flex items-center gap-2 text-sm font-semibold">
            Version
            <select
              className="rounded-lg border border-slate-300 bg-white px-2 py-1"
              value={version}
              onChange={(e) => setVersion(e.target.value as BibleVersionCode)}
            >
              {bibleVersions.map((v) => (
                <option key={v.code} value={v.code}>
                  {v.abbreviation}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      {session.loading ? (
        <p className="mt-3 text-slate-600">Loading your reading map…</p>
      ) : !session.user ? (
        <p className="mt-3">
          <a href="/auth/" className="font-semibold text-brand-700 underline">
            Sign in
          </a>{' '}
          to see every chapter you have read fill in on your map.
        </p>
      ) : failed ? (
        <p className="mt-3" role="alert">
          Your reading map could not be loaded. Please try again.
        </p>
      ) : !shown ? (
        <p className="mt-3 text-slate-600">Loading your reading map…</p>
      ) : (
        <MapBody map={shown} version={version} Heading={headingLevel === 2 ? 'h3' : 'h4'} />
      )}
    </section>
  );
}

function MapBody({
  map,
  version,
  Heading,
}: {
  map: MapData;
  version: BibleVersionCode;
  Heading: 'h3' | 'h4';
}): ReactElement {
  return (
    <div className="mt-4 grid gap-4">
      <p data-map-total>
        You have read <strong>{map.total.read}</strong> of {map.total.chapters.toLocaleString('en-US')}{' '}
        chapters ({map.total.percent}%).
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
            <ul className="mt-3 grid gap-2 sm:grid-cols-2">
              {map.books
                .filter((b) => b.testament === t)
                .map((b) => {
                  const read = new Set(b.read);
                  return (
                    <li
                      key={b.slug}
                      className="rounded-lg border border-slate-200 p-2"
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
                            className={`block h-4 w-4 rounded-sm ${read.has(n) ? 'bg-brand-600' : 'bg-slate-200 hover:bg-slate-300'}`}
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
