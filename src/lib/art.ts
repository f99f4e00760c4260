/**
 * The site's own illustrations: hand-written SVG files in public/art, flat and rounded, drawn with
 * the palette of src/styles/global.css and 4-unit outlines. Each file stays under 6 KB gzipped
 * (tests/unit/art.test.ts). They are static files: pages load them with <img> (lazy below the fold),
 * so no page ships JavaScript for them.
 */
export const artWidth = 240;
export const artHeight = 160;

export const gameArt = (gameId: string): string => `/art/games/${gameId}.svg`;
export const challengeArt = (slug: string): string => `/art/challenges/${slug}.svg`;
export const askArt = (id: 'questions' | 'prayer' | 'community'): string => `/art/ask/${id}.svg`;
export const planArt = (tier: string): string => `/art/plans/${tier}.svg`;

/** Empty states: a friendly picture with the lamb instead of a bare "nothing here". */
export const emptyArt = {
  videos: '/art/empty/no-videos.svg',
  devotionals: '/art/empty/no-devotionals.svg',
  stories: '/art/empty/no-stories.svg',
  media: '/art/empty/no-media.svg',
  notFound: '/art/empty/not-found.svg',
} as const;

/** The mascot, a little lamb with a bookmarked Bible (160 x 160). */
export const mascotArt = {
  reading: '/art/mascot/lamb.svg',
  hello: '/art/mascot/lamb-hello.svg',
  cheer: '/art/mascot/lamb-cheer.svg',
} as const;
export const mascotSize = 160;

/**
 * Profile avatars (families): illustrated animals and signs, chosen by a child, never uploaded.
 * TEMPORARY placeholder list of the families branch; task N's drawn set replaces it at merge.
 */
export const avatars = [
  'lamb',
  'lion',
  'dove',
  'fish',
  'camel',
  'donkey',
  'owl',
  'bear',
  'whale',
  'sheep',
  'star',
  'rainbow',
] as const;
export type AvatarId = (typeof avatars)[number];
export const avatarArt = (id: AvatarId): string => `/art/avatars/${id}.svg`;
export const isAvatarId = (value: unknown): value is AvatarId =>
  typeof value === 'string' && (avatars as readonly string[]).includes(value);
