import type { AvatarId } from '../../lib/art.ts';
import { m } from '../../paraglide/messages.js';

/** Each avatar's name in the page's language (src/lib/art.ts keeps the ids and the English labels). */
export const avatarNames: Record<AvatarId, () => string> = {
  lamb: () => m.family_avatar_lamb(),
  lion: () => m.family_avatar_lion(),
  dove: () => m.family_avatar_dove(),
  fish: () => m.family_avatar_fish(),
  whale: () => m.family_avatar_whale(),
  camel: () => m.family_avatar_camel(),
  donkey: () => m.family_avatar_donkey(),
  bear: () => m.family_avatar_bear(),
  bunny: () => m.family_avatar_bunny(),
  owl: () => m.family_avatar_owl(),
  star: () => m.family_avatar_star(),
  sun: () => m.family_avatar_sun(),
  rainbow: () => m.family_avatar_rainbow(),
  ark: () => m.family_avatar_ark(),
  tent: () => m.family_avatar_tent(),
  harp: () => m.family_avatar_harp(),
};
