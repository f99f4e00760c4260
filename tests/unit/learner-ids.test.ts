import { describe, expect, it } from 'vitest';
import { createSession } from '../../api/auth/session.ts';
import { subscriptionStatusFor } from '../../api/plans/subscription-status.ts';
import { addVerse } from '../../api/services/record-verse-practice.ts';
import type { AppDatabase } from '../../db/connection.ts';
import { listProfiles, type Profile } from '../../db/queries/profiles.ts';
import { type ActiveProfile, countAccountSessions } from '../../db/queries/sessions.ts';
import { listSubscriptionRecords } from '../../db/queries/subscriptions.ts';
import type { User } from '../../db/queries/users.ts';
import { listVerseCards } from '../../db/queries/verse-cards.ts';
import type { AccountId, LearnerId } from '../../src/lib/ids.ts';

/**
 * The learner (whoever is learning: the session's profile) and the account (the paying adult) have
 * ids of distinct types. `npm run check` (tsc) checks this file: each `@ts-expect-error` below must
 * meet an error, so the day an account id is taken where a learner id belongs, tsc fails here.
 * The functions are never called; they only have to type-check.
 */
function accountIdsAreNotLearnerIds(db: AppDatabase, user: User, profile: Profile): void {
  // @ts-expect-error an account's id is refused where a learner's id is needed
  void listVerseCards(db, user.id);
  // @ts-expect-error a plain string is refused too: ids come from the session and the row mappers
  void listVerseCards(db, 'some-id');
  // @ts-expect-error and a learner's id where an account's id is needed
  void listProfiles(db, profile.id);
  // The right ones pass.
  void listVerseCards(db, profile.id);
  void listProfiles(db, user.id);
  void listProfiles(db, profile.accountId);
}

function servicesKeepThemApartToo(db: AppDatabase, user: User, active: ActiveProfile): void {
  const verse = { key: 'john-3-16', reference: 'John 3:16' };
  // @ts-expect-error a service of the learner's data refuses the account's id
  void addVerse(db, user.id, verse, new Date());
  void addVerse(db, active.id, verse, new Date());
}

function accountQueriesRefuseLearnerIds(db: AppDatabase, user: User, active: ActiveProfile): void {
  // @ts-expect-error the plan is the account's: a learner's id is refused for its subscriptions
  void listSubscriptionRecords(db, active.id);
  // @ts-expect-error a session belongs to the account, never to a learner
  void countAccountSessions(db, active.id);
  // @ts-expect-error from the route down: the services refuse it too
  void subscriptionStatusFor(db, active.id);
  // @ts-expect-error and a session is opened for an account, not a learner
  void createSession(db, active.id, false);
  // @ts-expect-error a plain string is refused as well
  void listSubscriptionRecords(db, 'some-id');
  // The right ones pass.
  void listSubscriptionRecords(db, user.id);
  void countAccountSessions(db, user.id);
  void subscriptionStatusFor(db, user.id);
  void createSession(db, user.id, false);
}

function brandsDoNotMix(learner: LearnerId, account: AccountId): void {
  // @ts-expect-error one brand is not the other
  const asAccount: AccountId = learner;
  // @ts-expect-error either way
  const asLearner: LearnerId = account;
  // Both are strings where a string is enough (SQL parameters, JSON, logs).
  const text: string = learner + account;
  void [asAccount, asLearner, text];
}

describe('learner and account ids', () => {
  it('are plain strings at run time (the brands are types only)', () => {
    const id = 'abc' as LearnerId;
    expect(typeof id).toBe('string');
    const checks = [
      accountIdsAreNotLearnerIds,
      servicesKeepThemApartToo,
      accountQueriesRefuseLearnerIds,
      brandsDoNotMix,
    ];
    expect(checks.every((check) => typeof check === 'function')).toBe(true);
  });
});
