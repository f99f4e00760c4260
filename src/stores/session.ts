import { atom } from 'nanostores';
import { apiRequest } from '../client/request.ts';
import type { Entitled, EntitledKey } from '../lib/entitlements.ts';
import type { SessionProfile, SessionResponse, SessionUser } from '../lib/session.ts';
import { notSubscribed, type SubscriptionStatus, tierOf } from '../lib/subscription.ts';

/** The auth context every island shares: user, admin flag, loading flag, subscription. */
export interface SessionState {
  loading: boolean;
  user: SessionUser | null;
  isAdmin: boolean;
  subscription: SubscriptionStatus;
  /** Who is learning (families): the account's own profile or a child's; null when signed out. */
  profile?: SessionProfile | null;
  hasChildren?: boolean;
}

const signedOut: Omit<SessionState, 'loading'> = { user: null, isAdmin: false, subscription: notSubscribed };

export const $session = atom<SessionState>({ loading: true, ...signedOut });

const entitledOf = (s: SessionState): Entitled => ({ tier: tierOf(s.subscription), isAdmin: s.isAdmin });

/**
 * The plan and role of whoever is on the page, for entitlement checks. Kept in step with the session
 * by hand (nanostores' `computed` would add half a kilobyte to every page's script).
 */
export const $entitled = atom<Entitled>(entitledOf($session.get()));
$session.listen((s) => $entitled.set(entitledOf(s)));

/** Which of `entitledKeys` (src/lib/entitlements.ts) someone is: answers a page worked out at build. */
export const entitledKey = (who: Entitled): EntitledKey => (who.isAdmin ? 'admin' : who.tier);

let inflight: Promise<SessionState> | null = null;

/**
 * Loads the session once per page (islands and scripts share the answer); `force` asks again,
 * e.g. after sign-in or a subscription change. A failure is logged and leaves a signed-out state.
 */
export function loadSession(force = false): Promise<SessionState> {
  if (inflight && !force) return inflight;
  inflight = apiRequest<SessionResponse>('GET', '/api/auth/session', undefined, { cache: 'no-store' }).then(
    (result) => {
      if (!result.ok) console.error('Session retrieval failed', result.status, result.message);
      const body = result.ok ? result.data : null;
      const state: SessionState = body
        ? {
            loading: false,
            user: body.user,
            isAdmin: body.isAdmin,
            subscription: body.subscription,
            profile: body.profile ?? null,
            hasChildren: body.hasChildren ?? false,
          }
        : { loading: false, ...signedOut };
      $session.set(state);
      return state;
    },
  );
  return inflight;
}

/** After sign-out: clears user, admin flag and subscription at once. */
export function clearSession(): void {
  inflight = Promise.resolve({ loading: false, ...signedOut });
  $session.set({ loading: false, ...signedOut });
}

/** The greeting name: full name, else the e-mail's local part, else "Friend". */
export function greetingName(user: SessionUser | null): string {
  const full = user?.fullName?.trim();
  if (full) return full;
  const local = user?.email.split('@')[0]?.trim();
  return local || 'Friend';
}

/** Signs out on the server, then clears the session here; whether the server signed it out. */
export async function signOut(): Promise<boolean> {
  const result = await apiRequest('POST', '/api/auth/signout');
  if (!result.ok) {
    console.error('Sign-out failed', result.status, result.message);
    return false;
  }
  clearSession();
  return true;
}
