/**
 * The rules of the offline queue: Mark as Read, game results and verse practice a child does while
 * the connection is gone are kept in the browser (localStorage), each with the profile that made
 * it, and sent for that profile when the connection returns. Pure
 * functions here; src/client/offline-queue.ts keeps and sends the queue.
 */

export type QueuedKind = 'mark-read' | 'game-result' | 'verse-practice';

export interface QueuedWrite {
  /** The write's own id (also the operation id the server counts once, for games and verses). */
  id: string;
  kind: QueuedKind;
  /** The signed-in account it was made in. */
  accountId: string;
  /**
   * The profile that made it (a child's, or the account's own, whose id is the account's): it is
   * sent for this profile (`learnerHeader`), whoever is learning when the connection returns.
   */
  profileId: string;
  /** The API path it is POSTed to. */
  url: string;
  body: Record<string, unknown>;
  queuedAt: string;
}

export { offlineQueueKey } from './offline-queue-key.ts';

/**
 * The request header a queued write is sent with: the profile it is for. The server applies it to
 * that profile when the session may act for it (the same profile, or the account's own profile
 * acting for one of its children) and refuses it (403 `wrong_learner`) otherwise.
 */
export const learnerHeader = 'x-learner-id';

/** Who is learning in this browser now: the account and its active profile. */
export interface QueueLearner {
  accountId: string;
  profileId: string;
  /** `self`: the account's own profile, which may send its children's writes too. */
  kind: 'self' | 'child';
}

/** The most writes kept; beyond it the oldest go first (a week of offline play is far below). */
export const maxQueuedWrites = 500;

export const offlineMessages = {
  savedOnDevice: 'Saved on this device. It will sync when you are back online.',
  willSync: (n: number): string =>
    n === 1 ? '1 thing you did offline will sync' : `${n} things you did offline will sync`,
  synced: (n: number): string =>
    n === 1 ? 'Synced 1 thing you did offline.' : `Synced ${n} things you did offline.`,
} as const;

const kinds: readonly QueuedKind[] = ['mark-read', 'game-result', 'verse-practice'];

/**
 * A kept write as this code keeps it. One kept before writes carried their profile (`learnerId`,
 * the account's id only) is taken as the account's own profile's: who made it is not known, and it
 * is never sent for a child it may not be of.
 */
function readWrite(value: unknown): QueuedWrite | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (typeof v.accountId !== 'string' && typeof v.learnerId === 'string') {
    const { learnerId, ...rest } = v;
    return readWrite({ ...rest, accountId: learnerId, profileId: learnerId });
  }
  return isQueuedWrite(v) ? v : null;
}

function isQueuedWrite(value: unknown): value is QueuedWrite {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'string' &&
    typeof v.accountId === 'string' &&
    typeof v.profileId === 'string' &&
    typeof v.url === 'string' &&
    v.url.startsWith('/api/') &&
    typeof v.queuedAt === 'string' &&
    kinds.includes(v.kind as QueuedKind) &&
    !!v.body &&
    typeof v.body === 'object' &&
    !Array.isArray(v.body)
  );
}

/** The queue kept under offlineQueueKey; anything unreadable in it is left out. */
export function parseQueue(raw: string | null): QueuedWrite[] {
  if (!raw) return [];
  try {
    const value = JSON.parse(raw) as unknown;
    if (!Array.isArray(value)) return [];
    return value.map(readWrite).filter((w): w is QueuedWrite => w !== null);
  } catch {
    return [];
  }
}

/** The same chapter marked read twice by the same learner is one write. */
function sameWrite(a: QueuedWrite, b: QueuedWrite): boolean {
  if (a.id === b.id) return true;
  return (
    a.kind === 'mark-read' &&
    b.kind === 'mark-read' &&
    a.profileId === b.profileId &&
    a.url === b.url &&
    JSON.stringify(a.body) === JSON.stringify(b.body)
  );
}

/** The queue with `write` added at the end (replacing the same write queued before), capped. */
export function addToQueue(queue: readonly QueuedWrite[], write: QueuedWrite): QueuedWrite[] {
  const next = [...queue.filter((q) => !sameWrite(q, write)), write];
  return next.length > maxQueuedWrites ? next.slice(next.length - maxQueuedWrites) : next;
}

export function removeFromQueue(queue: readonly QueuedWrite[], id: string): QueuedWrite[] {
  return queue.filter((q) => q.id !== id);
}

/**
 * The writes that may be sent now, oldest first: those of the profile learning here, and when it is
 * the account's own profile, its children's too (each still sent for the profile that made it).
 * Others wait until their profile (or the parent) is learning here again.
 */
export function writesFor(queue: readonly QueuedWrite[], learner: QueueLearner): QueuedWrite[] {
  return queue.filter(
    (q) =>
      q.accountId === learner.accountId && (q.profileId === learner.profileId || learner.kind === 'self'),
  );
}

/**
 * What to do with a queued write after sending it: `sent` (the server kept it, or had kept it
 * before), `retry` later (no connection, signed out, too many requests, a server failure), or
 * `drop` (the server refuses it for good: invalid or gone, it would never be accepted).
 */
export function sendOutcome(status: number): 'sent' | 'retry' | 'drop' {
  if (status >= 200 && status < 300) return 'sent';
  if (status === 0 || status === 401 || status === 403 || status === 408 || status === 429) return 'retry';
  if (status >= 500) return 'retry';
  return 'drop';
}

/**
 * A fresh operation id (32 hex digits): the server counts each once per learner. Made with
 * getRandomValues, which (unlike randomUUID) also exists on a site served over plain HTTP.
 */
export function newOperationId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Whether a failed POST should go into the queue: only when no answer came (offline). */
export function shouldQueue(status: number): boolean {
  return status === 0;
}
