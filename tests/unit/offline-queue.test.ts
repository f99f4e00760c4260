import { describe, expect, it } from 'vitest';
import {
  addToQueue,
  maxQueuedWrites,
  newOperationId,
  offlineMessages,
  parseQueue,
  type QueuedWrite,
  removeFromQueue,
  sendOutcome,
  shouldQueue,
  writesFor,
} from '../../src/lib/offline-queue.ts';
import { offlineQueueKey } from '../../src/lib/offline-queue-key.ts';
import { queuedEvent, queueKey } from '../../src/scripts/offline.ts';
import { offlineQueuedEvent } from '../../src/stores/learner.ts';

function write(over: Partial<QueuedWrite> = {}): QueuedWrite {
  return {
    id: 'a1',
    kind: 'mark-read',
    accountId: 'u1',
    profileId: 'u1',
    url: '/api/reading-progress',
    body: { version: 'kjv', book: 'ruth', chapter: 1 },
    queuedAt: '2026-11-26T00:00:00.000Z',
    ...over,
  };
}

describe('the offline queue', () => {
  it('reads back what it kept and leaves out anything unreadable', () => {
    const kept = [
      write(),
      write({ id: 'b2', kind: 'game-result', url: '/api/games/results', body: { score: 3 } }),
    ];
    expect(parseQueue(JSON.stringify(kept))).toEqual(kept);
    expect(parseQueue(null)).toEqual([]);
    expect(parseQueue('not json')).toEqual([]);
    expect(parseQueue('{"id":"x"}')).toEqual([]);
    const odd = [
      write(),
      { ...write({ id: 'c' }), kind: 'delete-account' },
      { ...write({ id: 'd' }), url: 'https://x.example/' },
    ];
    expect(parseQueue(JSON.stringify(odd)).map((w) => w.id)).toEqual(['a1']);
  });

  it('keeps one write per chapter marked read by a learner, and every game and verse', () => {
    let queue = addToQueue([], write({ id: 'm1' }));
    queue = addToQueue(queue, write({ id: 'm2' }));
    expect(queue.map((w) => w.id)).toEqual(['m2']);
    queue = addToQueue(queue, write({ id: 'm3', body: { version: 'kjv', book: 'ruth', chapter: 2 } }));
    queue = addToQueue(queue, write({ id: 'm4', profileId: 'kid' }));
    const game = write({ id: 'g1', kind: 'game-result', url: '/api/games/results', body: { score: 1 } });
    queue = addToQueue(addToQueue(queue, game), { ...game, id: 'g2' });
    expect(queue.map((w) => w.id)).toEqual(['m2', 'm3', 'm4', 'g1', 'g2']);
    // The same id queued again replaces the first.
    expect(addToQueue(queue, game).map((w) => w.id)).toEqual(['m2', 'm3', 'm4', 'g2', 'g1']);
  });

  it('is capped, dropping the oldest first', () => {
    let queue: QueuedWrite[] = [];
    for (let i = 0; i <= maxQueuedWrites; i += 1) {
      queue = addToQueue(queue, write({ id: `g${i}`, kind: 'game-result', url: '/api/games/results' }));
    }
    expect(queue).toHaveLength(maxQueuedWrites);
    expect(queue[0]!.id).toBe('g1');
  });

  it('keeps with each write the profile that made it, whoever is learning when it is sent', () => {
    const queue = [
      write({ id: 'parent' }),
      write({ id: 'ann', profileId: 'ann' }),
      write({ id: 'ben', profileId: 'ben' }),
      write({ id: 'ann2', profileId: 'ann', body: { chapter: 4 } }),
      write({ id: 'other-family', accountId: 'u2', profileId: 'u2' }),
    ];
    const ids = (learner: Parameters<typeof writesFor>[1]) => writesFor(queue, learner).map((w) => w.id);
    // A child sends its own writes only; a sibling's and the parent's wait.
    expect(ids({ accountId: 'u1', profileId: 'ann', kind: 'child' })).toEqual(['ann', 'ann2']);
    expect(ids({ accountId: 'u1', profileId: 'ben', kind: 'child' })).toEqual(['ben']);
    // The parent's profile sends the family's, each still for the profile that made it.
    expect(ids({ accountId: 'u1', profileId: 'u1', kind: 'self' })).toEqual(['parent', 'ann', 'ben', 'ann2']);
    expect(writesFor(queue, { accountId: 'u1', profileId: 'u1', kind: 'self' })[1]!.profileId).toBe('ann');
    expect(ids({ accountId: 'u2', profileId: 'u2', kind: 'self' })).toEqual(['other-family']);
    expect(removeFromQueue(queue, 'ann').map((w) => w.id)).toEqual(['parent', 'ben', 'ann2', 'other-family']);
  });

  it('keeps the same chapter marked read by two children as two writes', () => {
    const ann = write({ id: 'a', profileId: 'ann' });
    const ben = write({ id: 'b', profileId: 'ben' });
    expect(addToQueue(addToQueue([], ann), ben).map((w) => w.profileId)).toEqual(['ann', 'ben']);
  });

  it('reads a write kept before writes carried their profile as the account’s own profile’s', () => {
    const { accountId: _a, profileId: _p, ...rest } = write({ id: 'old' });
    const kept = parseQueue(JSON.stringify([{ ...rest, learnerId: 'u1' }]));
    expect(kept).toEqual([write({ id: 'old' })]);
    expect(writesFor(kept, { accountId: 'u1', profileId: 'ann', kind: 'child' })).toEqual([]);
    expect(parseQueue(JSON.stringify([{ ...rest, accountId: 'u1' }]))).toEqual([]);
  });

  it('retries what may go later and drops what never will', () => {
    expect(sendOutcome(200)).toBe('sent');
    expect(sendOutcome(201)).toBe('sent');
    for (const status of [0, 401, 403, 408, 429, 500, 503]) expect(sendOutcome(status)).toBe('retry');
    for (const status of [400, 404, 409, 413]) expect(sendOutcome(status)).toBe('drop');
    expect(shouldQueue(0)).toBe(true);
    expect(shouldQueue(401)).toBe(false);
    expect(shouldQueue(500)).toBe(false);
  });

  it('makes operation ids the API accepts, a new one each time', () => {
    const id = newOperationId();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(newOperationId()).not.toBe(id);
  });

  it('is found by every page under the key the queue keeps it', () => {
    expect(queueKey).toBe(offlineQueueKey);
  });

  it('starts syncing on the page when the learner store says a write was queued', () => {
    expect(queuedEvent).toBe(offlineQueuedEvent);
  });

  it('says how much will sync', () => {
    expect(offlineMessages.willSync(1)).toBe('1 thing you did offline will sync');
    expect(offlineMessages.willSync(3)).toBe('3 things you did offline will sync');
    expect(offlineMessages.synced(2)).toBe('Synced 2 things you did offline.');
  });
});
