import { useCallback, useSyncExternalStore } from 'react';
import type { Entitled } from '../../lib/entitlements.ts';
import { notSubscribed } from '../../lib/subscription.ts';
import { $entitled, $session, type SessionState } from '../../stores/session.ts';

// The pre-rendered HTML knows no visitor: it is rendered as "still loading the session". An island
// that hydrates after another island or script has loaded the session must render that same state
// first (else React reports a hydration mismatch), and switches to the real session right after.
const serverSession: SessionState = {
  loading: true,
  user: null,
  isAdmin: false,
  subscription: notSubscribed,
};
const serverEntitled: Entitled = { tier: 'free', isAdmin: false };

function useHydrationSafeStore<T>(store: { get(): T; listen(cb: () => void): () => void }, server: T): T {
  const subscribe = useCallback((onChange: () => void) => store.listen(onChange), [store]);
  return useSyncExternalStore(
    subscribe,
    () => store.get(),
    () => server,
  );
}

/** The shared session, hydration-safe: the server's "loading" state on the first render. */
export function useSession(): SessionState {
  return useHydrationSafeStore($session, serverSession);
}

/** The plan and role of whoever is on the page, hydration-safe like {@link useSession}. */
export function useEntitled(): Entitled {
  return useHydrationSafeStore($entitled, serverEntitled);
}
