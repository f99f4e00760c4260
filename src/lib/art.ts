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
/** A reading plan's picture, by the plan's id (content/reading-plans/<id>.json). */
export const readingPlanArt = (id: string): string => `/art/reading-plans/${id}.svg`;

/**
 * The devotionals' pictures: a set, one a theme (src/lib/devotionals/picture.ts picks one for each
 * devotional); `bible` is the one for a devotional whose theme none of the others match.
 */
export const devotionalPictures = [
  'bible',
  'heart',
  'sheep',
  'shield',
  'world',
  'lamp',
  'dove',
  'kindness',
] as const;
export type DevotionalPicture = (typeof devotionalPictures)[number];
export const devotionalArt = (picture: DevotionalPicture): string => `/art/devotionals/${picture}.svg`;

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
 * The avatars a family profile chooses from (96 x 96, round): friendly animals and things of the
 * Bible, drawn for this site (no uploads). The id is what the database stores; the label names it.
 */
export const avatars = [
  { id: 'lamb', label: 'Lamb' },
  { id: 'lion', label: 'Lion' },
  { id: 'dove', label: 'Dove' },
  { id: 'fish', label: 'Fish' },
  { id: 'whale', label: 'Whale' },
  { id: 'camel', label: 'Camel' },
  { id: 'donkey', label: 'Donkey' },
  { id: 'bear', label: 'Bear' },
  { id: 'bunny', label: 'Bunny' },
  { id: 'owl', label: 'Owl' },
  { id: 'star', label: 'Star' },
  { id: 'sun', label: 'Sun' },
  { id: 'rainbow', label: 'Rainbow' },
  { id: 'ark', label: "Noah's Ark" },
  { id: 'tent', label: 'Tent' },
  { id: 'harp', label: 'Harp' },
] as const;
export type AvatarId = (typeof avatars)[number]['id'];
/** The ids as a non-empty tuple, e.g. for `z.enum(avatarIds)`. */
export const avatarIds = avatars.map((a) => a.id) as [AvatarId, ...AvatarId[]];
export const avatarSize = 96;

export const avatarArt = (id: AvatarId): string => `/art/avatars/${id}.svg`;

const avatarIdSet: ReadonlySet<string> = new Set(avatarIds);
/** True for the id of a built-in avatar; anything else (unknown names, non-strings) is false. */
export function isAvatarId(value: unknown): value is AvatarId {
  return typeof value === 'string' && avatarIdSet.has(value);
}
