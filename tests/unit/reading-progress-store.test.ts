import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendQueued } from '../../src/client/offline-queue.ts';
import { learnerHeader, offlineMessages } from '../../src/lib/offline-queue.ts';
import { offlineQueueKey } from '../../src/lib/offline-queue-key.ts';
import { momentOf } from '../../src/lib/reward-moment.ts';
import { notSubscribed } from '../../src/lib/subscription.ts';
import { $celebration } from '../../src/stores/celebration.ts';
import { $readChapters, markChapterRead } from '../../src/stores/reading-progress.ts';
import { $session } from '../../src/stores/session.ts';
import { $toasts } from '../../src/stores/toasts.ts';

const john3 = { version: 'kjv', book: 'john', chapter: 3 };
const parent = { id: 'account-1', email: 'parent@example.org', fullName: null };
const child = { id: 'child-1', kind: 'child' as const, name: 'Sam', avatar: 'lion', start: null };

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const answer = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('window', new EventTarget());
  $toasts.set([]);
  $celebration.set(null);
  $readChapters.set({ key: 'kjv/john', chapters: new Set([1]) });
  $session.set({ loading: false, user: parent, isAdmin: false, subscription: notSubscribed, profile: child });
});

afterEach(() => vi.unstubAllGlobals());

describe('Mark as Read (the reading progress store)', () => {
  it('celebrates the chapter once, naming each thing it earned once, with no toast', async () => {
    const fetch = vi.fn(async () =>
      answer(200, {
        completedChallenges: [{ id: 'read-first-chapter', title: 'First Steps' }],
        badges: [{ id: 'first-steps', name: 'First Steps', icon: '👣' }],
        achievements: [{ id: 'first-chapter', name: 'First Steps', icon: '📖' }],
        finishedPlans: [{ id: 'gospels', title: 'The Gospels in 30 days' }],
      }),
    );
    vi.stubGlobal('fetch', fetch);
    expect(await markChapterRead(john3, 'John')).toBe(true);
    expect(fetch).toHaveBeenCalledWith('/api/reading-progress', expect.objectContaining({ method: 'POST' }));
    expect($toasts.get()).toEqual([]);
    expect(momentOf($celebration.get()!)).toEqual({
      title: '✅ Marked John 3 as read! 📖',
      items: [
        { icon: '👣', name: 'First Steps' },
        { icon: '🎉', name: 'The Gospels in 30 days' },
      ],
    });
    expect($readChapters.get()?.chapters.has(3)).toBe(true);
  });

  it('keeps the chapter on this device without a connection, and sends it later for the same learner', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(await markChapterRead(john3, 'John')).toBe(true);
    expect($toasts.get().map((t) => t.title)).toEqual([offlineMessages.savedOnDevice]);
    const queued = JSON.parse(localStorage.getItem(offlineQueueKey) ?? '[]');
    expect(queued).toMatchObject([{ kind: 'mark-read', profileId: 'child-1', body: john3 }]);

    // Back online, with the parent learning now: the write still goes for the child that made it.
    const fetch = vi.fn(async () => answer(200, { completedChallenges: [], finishedPlans: [] }));
    vi.stubGlobal('fetch', fetch);
    const sent = await sendQueued({ accountId: 'account-1', profileId: 'account-1', kind: 'self' });
    expect(sent).toBe(1);
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect((init.headers as Record<string, string>)[learnerHeader]).toBe('child-1');
    expect(localStorage.getItem(offlineQueueKey)).toBeNull();
  });

  it('says why when the server refuses, and leaves the chapter unread', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(401, { error: { code: 'not_signed_in', message: 'Please sign in' } })),
    );
    expect(await markChapterRead(john3, 'John')).toBe(false);
    expect($toasts.get().map((t) => t.title)).toEqual(['Please sign in to track your reading progress']);
    expect($readChapters.get()?.chapters.has(3)).toBe(false);
  });
});
