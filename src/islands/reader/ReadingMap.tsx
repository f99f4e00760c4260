import { type ReactElement, useCallback, useEffect, useState } from 'react';
import { m } from '#messages';
import { apiRequest } from '../../client/request.ts';
import type { BibleVersionCode } from '../../lib/bible/versions.ts';
import { readingProgressEvent } from '../../lib/progress-answers.ts';
import type { ReadingMap as MapData } from '../../lib/reading-map.ts';
import { loadChosenVersion } from '../../stores/bible-version.ts';
import { loadSession } from '../../stores/session.ts';
import { useSession } from '../shared/use-session.ts';
import { pageInLanguage } from './page-path.ts';
import { MapBody, MapVersionPicker } from './ReadingMapBody.tsx';

export interface ReadingMapProps {
  /** The version shown first; without it, the one the learner reads in (src/client/bible-version.ts). */
  version?: BibleVersionCode;
  /** The heading's level (2 on a page section). */
  headingLevel?: 2 | 3;
}

/**
 * The reading map: the 66 books and 1,189 chapters of one version, the chapters the learner read
 * filled in, a share per book, per testament and in all; each chapter links to its page. One
 * request per version (GET /api/reading-progress/map). The family view shows a child's with the same
 * body (`ReadingMapBody.tsx`, `src/islands/family/ChildReadingMap.tsx`).
 */
export default function ReadingMap({ version: first, headingLevel = 2 }: ReadingMapProps): ReactElement {
  const session = useSession();
  // Null until the learner's version is known: the map is asked for once, in that version.
  const [version, setVersion] = useState<BibleVersionCode | null>(first ?? null);
  const [map, setMap] = useState<{ version: BibleVersionCode; data: MapData } | null>(null);
  const [failed, setFailed] = useState(false);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const signedIn = !session.loading && session.user !== null;

  useEffect(() => {
    void loadSession();
    if (!first) void loadChosenVersion().then(setVersion);
  }, [first]);

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
    if (signedIn && version) void load(version);
  }, [signedIn, version, load]);

  useEffect(() => {
    const refresh = () => {
      if (signedIn && version) void load(version);
    };
    window.addEventListener(readingProgressEvent, refresh);
    return () => window.removeEventListener(readingProgressEvent, refresh);
  }, [signedIn, version, load]);

  const shown = map?.version === version ? map.data : null;
  return (
    <section className="card" aria-labelledby="reading-map-title" data-reading-map>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Heading id="reading-map-title" className="section-title">
          {m.reader_map_title()}
        </Heading>
        {signedIn && version && <MapVersionPicker version={version} onChange={setVersion} />}
      </div>
      {session.loading ? (
        <p className="mt-3 text-slate-600">{m.reader_map_loading()}</p>
      ) : !session.user ? (
        <p className="mt-3">
          <a href={pageInLanguage('/auth/')} className="font-semibold text-brand-700 underline">
            {m.reader_sign_in_link()}
          </a>{' '}
          {m.reader_map_sign_in_rest()}
        </p>
      ) : failed ? (
        <p className="mt-3" role="alert">
          {m.reader_map_failed()}
        </p>
      ) : !shown || !version ? (
        <p className="mt-3 text-slate-600">{m.reader_map_loading()}</p>
      ) : (
        <MapBody map={shown} version={version} Heading={headingLevel === 2 ? 'h3' : 'h4'} />
      )}
    </section>
  );
}
