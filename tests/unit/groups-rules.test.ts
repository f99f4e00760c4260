import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signUnsubscribeToken, verifyUnsubscribeToken } from '../../api/family/summary-unsubscribe.ts';
import { signCoLeaderInvite, verifyCoLeaderInvite } from '../../api/groups/co-leader-invite.ts';
import { assignmentState, countDone } from '../../src/lib/groups/assignment-state.ts';
import { chaptersOf, parseChapterRange } from '../../src/lib/groups/assignment-target.ts';
import { mayCreateGroup } from '../../src/lib/groups/creators.ts';
import {
  joinCodeAlphabet,
  joinCodeLength,
  makeJoinCode,
  normalizeJoinCode,
} from '../../src/lib/groups/join-code.ts';
import type { AccountId } from '../../src/lib/ids.ts';

describe('join codes', () => {
  it('has no look-alike characters in its alphabet', () => {
    for (const ch of '0O1lIoiL') expect(joinCodeAlphabet).not.toContain(ch);
    expect(new Set(joinCodeAlphabet).size).toBe(joinCodeAlphabet.length);
  });

  it('makes codes of 7 characters of the alphabet only', () => {
    const bytes = randomBytes(4096);
    let i = 0;
    for (let n = 0; n < 200; n += 1) {
      const code = makeJoinCode(() => bytes[i++ % bytes.length]!);
      expect(code).toMatch(new RegExp(`^[${joinCodeAlphabet}]{${joinCodeLength}}$`));
    }
  });

  it('skips bytes that would make some characters likelier than others', () => {
    // 248 is the first byte past the largest multiple of 31 below 256.
    const bytes = [255, 248, 0, 1, 2, 3, 4, 5, 6];
    let i = 0;
    expect(makeJoinCode(() => bytes[i++]!)).toBe('ABCDEFG');
  });

  it('reads a typed code leniently and refuses what cannot be a code', () => {
    expect(normalizeJoinCode(' abc-d2f 7 ')).toBe('ABCD2F7');
    expect(normalizeJoinCode('ABCDE')).toBeNull();
    expect(normalizeJoinCode('ABCDEFGHJ')).toBeNull();
    expect(normalizeJoinCode('ABC0EFG')).toBeNull();
    expect(normalizeJoinCode('ABC1EFG')).toBeNull();
    expect(normalizeJoinCode('ABCOEFG')).toBeNull();
    expect(normalizeJoinCode('ABCIEFG')).toBeNull();
    expect(normalizeJoinCode('abclefg')).toBeNull();
  });
});

describe('assignment targets', () => {
  it('reads a range of chapters of a real book', () => {
    expect(parseChapterRange('john:1-3')).toEqual({ book: 'john', from: 1, to: 3 });
    expect(parseChapterRange('Genesis:6')).toEqual({ book: 'genesis', from: 6, to: 6 });
    expect(chaptersOf({ book: 'john', from: 2, to: 4 })).toEqual([2, 3, 4]);
  });

  it('refuses unknown books, chapters past the end and backward ranges', () => {
    expect(parseChapterRange('nobook:1')).toBeNull();
    expect(parseChapterRange('jude:2')).toBeNull();
    expect(parseChapterRange('john:3-1')).toBeNull();
    expect(parseChapterRange('psalms:1-100')).toBeNull();
  });
});

describe('assignment states', () => {
  it('a story is done with its star once heard', () => {
    expect(assignmentState({ kind: 'story', heard: false })).toEqual({ status: 'not_started', stars: 0 });
    expect(assignmentState({ kind: 'story', heard: true })).toEqual({ status: 'done', stars: 1 });
  });

  it('chapters are started with some read and done with all', () => {
    expect(assignmentState({ kind: 'chapters', read: 0, total: 3 }).status).toBe('not_started');
    expect(assignmentState({ kind: 'chapters', read: 2, total: 3 }).status).toBe('started');
    expect(assignmentState({ kind: 'chapters', read: 3, total: 3 }).status).toBe('done');
  });

  it('a plan, a verse and a game go from started to done', () => {
    expect(assignmentState({ kind: 'plan', started: true, completed: false }).status).toBe('started');
    expect(assignmentState({ kind: 'plan', started: true, completed: true }).status).toBe('done');
    expect(assignmentState({ kind: 'verse', practised: true, mastered: false }).status).toBe('started');
    expect(assignmentState({ kind: 'verse', practised: true, mastered: true }).status).toBe('done');
    expect(assignmentState({ kind: 'game', played: 2, won: 0 })).toEqual({ status: 'started', stars: 0 });
    expect(assignmentState({ kind: 'game', played: 6, won: 5 })).toEqual({ status: 'done', stars: 3 });
  });

  it('counts done assignments by kind for the group total', () => {
    const done = { status: 'done', stars: 1 } as const;
    const started = { status: 'started', stars: null } as const;
    expect(
      countDone([
        { kind: 'story', state: done },
        { kind: 'story', state: done },
        { kind: 'verse', state: started },
      ]),
    ).toEqual({ story: 2, chapters: 0, plan: 0, verse: 0, game: 0 });
  });
});

describe('who may create groups', () => {
  it('follows GROUP_CREATORS', () => {
    expect(mayCreateGroup('everyone', { tier: 'free' })).toBe(true);
    expect(mayCreateGroup('admins', { tier: 'premium' })).toBe(false);
    expect(mayCreateGroup('admins', { tier: 'free', isAdmin: true })).toBe(true);
    expect(mayCreateGroup('paid', { tier: 'free' })).toBe(false);
    expect(mayCreateGroup('paid', { tier: 'basic' })).toBe(true);
  });
});

describe('signed links', () => {
  it('a weekly summary link never unsubscribes from the take-home notes, nor the other way', () => {
    const id = 'acc1' as AccountId;
    const summary = signUnsubscribeToken('key', id);
    const notes = signUnsubscribeToken('key', id, 'group-notes');
    expect(verifyUnsubscribeToken('key', notes, 'group-notes')).toBe(id);
    expect(verifyUnsubscribeToken('key', summary, 'group-notes')).toBeNull();
    expect(verifyUnsubscribeToken('key', notes)).toBeNull();
  });

  it('a co-leader invitation works for its address only, until it expires', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const token = signCoLeaderInvite('key', 'g1', 'Lee@Example.org', now);
    expect(verifyCoLeaderInvite('key', token, 'lee@example.org', now)).toBe('g1');
    expect(verifyCoLeaderInvite('key', token, 'other@example.org', now)).toBeNull();
    expect(verifyCoLeaderInvite('other-key', token, 'lee@example.org', now)).toBeNull();
    expect(verifyCoLeaderInvite('key', token.replace('g1.', 'g2.'), 'lee@example.org', now)).toBeNull();
    const later = new Date(now.getTime() + 8 * 24 * 3600_000);
    expect(verifyCoLeaderInvite('key', token, 'lee@example.org', later)).toBeNull();
  });
});
