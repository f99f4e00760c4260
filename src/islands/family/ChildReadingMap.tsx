import { type ReactElement, useCallback, useEffect, useState } from 'react';
import { m } from '#messages';
import { apiRequest } from '../../client/request.ts';
import { type BibleVersionCode, defaultBibleVersion } from '../../lib/bible/versions.ts';
import type { ReadingMap } from '../../lib/reading-map.ts';
import { MapBody, MapVersionPicker } from '../reader/ReadingMapBody.tsx';

/**
 * A child's reading map in the family view: the explorer's map (same body, compact), read from
 * GET /api/family/children/:id/map, one request per version. Loaded only once the parent opens it.
 */
export default function ChildReadingMap({ childId, name }: { childId: string; name: string }): ReactElement {
  const [version, setVersion] = useState<BibleVersionCode>(defaultBibleVersion);
  const [map, setMap] = useState<{ version: BibleVersionCode; data: ReadingMap } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  const load = useCallback(
    async (v: BibleVersionCode) => {
      setFailed(null);
      const path = `/api/family/children/${encodeURIComponent(childId)}/map?version=${v}`;
      const result = await apiRequest<ReadingMap>('GET', path);
      if (!result.ok) return setFailed(result.message);
      setMap({ version: v, data: result.data });
    },
    [childId],
  );

  useEffect(() => void load(version), [version, load]);

  const shown = map?.version === version ? map.data : null;
  return (
    <div className="mt-2 rounded-2xl bg-slate-50 p-3" data-child-map={name}>
      <MapVersionPicker version={version} onChange={setVersion} />
      {failed ? (
        <div className="mt-3" role="alert">
          <p>
            {m.family_reading_map_failed({ name })} {failed}
          </p>
          <button type="button" className="btn-ghost mt-2" onClick={() => void load(version)}>
            {m.family_try_again()}
          </button>
        </div>
      ) : !shown ? (
        <p className="mt-3 text-slate-700" role="status">
          {m.family_reading_map_loading({ name })}
        </p>
      ) : (
        <MapBody map={shown} version={version} Heading="h5" reader={name} compact />
      )}
    </div>
  );
}
