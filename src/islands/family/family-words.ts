import { m } from '#messages';
import { type AvatarId, avatars } from '../../lib/art.ts';
import { pinMaxLength, pinMinLength } from '../../lib/profile-checks.ts';

/**
 * The family panel's static words in one language, rendered by the page (so the island's script
 * carries neither language's): each avatar's name and its longest sentences.
 */
export interface FamilyWords {
  /** Each avatar's name, by id (src/lib/art.ts keeps the ids and the English labels). */
  avatars: Record<AvatarId, string>;
  nameHint: string;
  noChildren: string;
  mayShare: string;
  weeklySummaryLabel: string;
  pinSet: string;
  pinUnset: string;
}

const avatarNames: Record<AvatarId, () => string> = {
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

/** The family panel's words in the language of the page being rendered. */
export function familyWordsNow(): FamilyWords {
  return {
    avatars: Object.fromEntries(avatars.map(({ id }) => [id, avatarNames[id]()])) as FamilyWords['avatars'],
    nameHint: m.family_name_hint(),
    noChildren: m.family_no_children(),
    mayShare: m.family_may_share(),
    weeklySummaryLabel: m.family_weekly_summary_label(),
    pinSet: m.family_pin_set_text(),
    pinUnset: m.family_pin_unset_text({ min: pinMinLength, max: pinMaxLength }),
  };
}
