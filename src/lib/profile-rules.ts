import { z } from 'zod';
import { m } from '#messages';
import { isAvatarId } from './art.ts';
import { learningStarts } from './learning-start.ts';
import { localeField } from './locale-input.ts';
import { ageBands, checkProfileName, familyMessages, isPin } from './profile-checks.ts';

export * from './profile-checks.ts';

const nameField = z
  .string({ error: familyMessages.nameRequired })
  .transform((v) => v.trim())
  .superRefine((v, ctx) => {
    const problem = checkProfileName(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** A new child profile: a name, an avatar, an age band. Nothing else is asked of a child. */
export const childProfileSchema = z.strictObject({
  displayName: nameField,
  avatar: z
    .string({ error: familyMessages.avatarRequired })
    .refine(isAvatarId, familyMessages.avatarRequired),
  ageBand: z.enum(ageBands, { error: familyMessages.ageBandRequired }),
  communityPosting: z.boolean().default(true),
});

/** An edit: any of the fields. */
export const childProfilePatchSchema = z.strictObject({
  displayName: nameField.optional(),
  avatar: z
    .string({ error: familyMessages.avatarRequired })
    .refine(isAvatarId, familyMessages.avatarRequired)
    .optional(),
  ageBand: z.enum(ageBands, { error: familyMessages.ageBandRequired }).optional(),
  communityPosting: z.boolean().optional(),
  /** Where the child's learning starts; null: the age band's (src/lib/learning-start.ts). */
  learningStart: z.enum(learningStarts, { error: m.family_learning_start_invalid() }).nullable().optional(),
  /** The child's language; null: none chosen (the account's then applies). */
  locale: localeField.nullable().optional(),
});

export const pinField = z
  .string({ error: familyMessages.pinInvalid })
  .refine(isPin, familyMessages.pinInvalid);

/** Switching profiles: to the parent's own (with the PIN when one is set) or to a child's. */
export const switchSchema = z.strictObject({
  profileId: z.string().min(1).max(64),
  pin: pinField.optional(),
});

/** Setting or changing the PIN: the account password proves the parent; null removes the PIN. */
export const setPinSchema = z.strictObject({
  pin: pinField.nullable(),
  password: z.string().min(1, 'Please enter your password.').max(200),
});

export const unlockSchema = z.strictObject({ pin: pinField });

export const weeklySummarySchema = z.strictObject({ enabled: z.boolean() });

export const parentReviewSchema = z.strictObject({
  kind: z.enum(['story', 'question', 'prayer', 'message']),
  id: z.number().int().positive(),
  approve: z.boolean(),
});
