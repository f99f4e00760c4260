import { useEffect, useState } from 'react';

/**
 * False in the server-rendered HTML and true once React runs: forms keep their submit button
 * disabled until then, so an early click cannot fall back to a plain page reload.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
