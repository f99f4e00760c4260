import { describe, expect, it } from 'vitest';
import { $entitled, $session, clearSession } from '../../src/stores/session.ts';

const premium = { subscribed: true, subscription_tier: 'premium', subscription_end: null };

describe('$entitled follows the session store', () => {
  it('starts free, then takes the plan and admin flag of every session set, and clears with it', () => {
    expect($entitled.get()).toEqual({ tier: 'free', isAdmin: false });
    const seen: string[] = [];
    const stop = $entitled.listen((e) => seen.push(`${e.tier}${e.isAdmin ? '+admin' : ''}`));
    $session.set({ loading: false, user: null, isAdmin: false, subscription: premium });
    expect($entitled.get()).toEqual({ tier: 'premium', isAdmin: false });
    $session.set({ loading: false, user: null, isAdmin: true, subscription: premium });
    expect($entitled.get()).toEqual({ tier: 'premium', isAdmin: true });
    clearSession();
    expect($entitled.get()).toEqual({ tier: 'free', isAdmin: false });
    stop();
    expect(seen).toEqual(['premium', 'premium+admin', 'free']);
  });
});
