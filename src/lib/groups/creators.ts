import type { Entitled } from '../entitlements.ts';

/** The GROUP_CREATORS setting: who may create a class group. */
export type GroupCreators = 'everyone' | 'admins' | 'paid';

/** Whether an adult account may create a group under the setting. */
export function mayCreateGroup(creators: GroupCreators, who: Entitled): boolean {
  if (creators === 'everyone' || who.isAdmin) return true;
  return creators === 'paid' && who.tier !== 'free';
}
