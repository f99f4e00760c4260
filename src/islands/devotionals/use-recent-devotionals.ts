import { useCallback, useMemo, useState } from 'react';
import type { PublishedDevotional } from '../../lib/devotionals/devotional.ts';
import { toast } from '../../stores/toasts.ts';

export type LoadState = 'idle' | 'loading' | 'loaded' | 'failed';

async function fetchList(url: string): Promise<PublishedDevotional[]> {
  const res = await fetch(url, { credentials: 'same-origin' });
  if (!res.ok) throw new Error(`the server answered ${res.status}`);
  const body = (await res.json()) as { devotionals?: PublishedDevotional[] };
  if (!Array.isArray(body.devotionals)) throw new Error('the answer has no devotionals');
  return body.devotionals;
}

/**
 * The devotionals the section knows: those shipped with the page, plus the recent list (a static
 * JSON file of the same build) loaded when a dialog first needs it. One retry, like the old app.
 */
export function useRecentDevotionals(
  shipped: readonly PublishedDevotional[],
  url: string,
): {
  list: PublishedDevotional[];
  state: LoadState;
  load: () => void;
} {
  const [fetched, setFetched] = useState<PublishedDevotional[]>([]);
  const [state, setState] = useState<LoadState>('idle');

  const load = useCallback((): void => {
    if (state === 'loading' || state === 'loaded') return;
    setState('loading');
    fetchList(url)
      .catch(() => fetchList(url))
      .then(
        (list) => {
          setFetched(list);
          setState('loaded');
        },
        (error: unknown) => {
          setState('failed');
          const message = error instanceof Error ? error.message : String(error);
          toast({
            title: '❌ Database Error',
            description: `Failed to fetch devotionals: ${message}`,
            variant: 'error',
          });
        },
      );
  }, [state, url]);

  const list = useMemo(() => {
    const byId = new Map<number, PublishedDevotional>();
    for (const d of [...fetched, ...shipped]) byId.set(d.id, d);
    return [...byId.values()];
  }, [fetched, shipped]);

  return { list, state, load };
}
