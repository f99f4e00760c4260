import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { avatarArt, avatarIds, avatarSize, avatars, isAvatarId } from '../../src/lib/art.ts';

const publicDir = join(import.meta.dirname, '../../public');

describe('the built-in avatars', () => {
  it('offers at least 12 avatars with distinct ids and labels', () => {
    expect(avatars.length).toBeGreaterThanOrEqual(12);
    expect(new Set(avatarIds).size).toBe(avatars.length);
    expect(new Set(avatars.map((a) => a.label)).size).toBe(avatars.length);
    for (const a of avatars) expect(a.id).toMatch(/^[a-z][a-z-]*$/);
  });

  it('has a square picture for every avatar in public/art/avatars', () => {
    for (const { id } of avatars) {
      const url = avatarArt(id);
      expect(url).toBe(`/art/avatars/${id}.svg`);
      const path = join(publicDir, url);
      expect(existsSync(path), url).toBe(true);
      const svg = readFileSync(path, 'utf8');
      const root = svg.slice(0, svg.indexOf('>'));
      expect(root, url).toContain(`viewBox="0 0 ${avatarSize} ${avatarSize}"`);
      expect(root, url).toContain(`width="${avatarSize}" height="${avatarSize}"`);
      // Ids stay unique when several avatars are inlined on one page.
      for (const m of svg.matchAll(/\bid="([^"]*)"/g)) expect(m[1], url).toBe(`avatar-${id}`);
    }
  });

  it('recognises only the ids of built-in avatars', () => {
    for (const id of avatarIds) expect(isAvatarId(id)).toBe(true);
    for (const value of [
      '',
      'Lion',
      'lion ',
      'dragon',
      'constructor',
      '__proto__',
      '../lamb',
      null,
      undefined,
      1,
      {},
      ['lion'],
    ])
      expect(isAvatarId(value), String(value)).toBe(false);
  });
});
