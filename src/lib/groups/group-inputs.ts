import { z } from 'zod';
import { isValidDay } from '../site-day.ts';
import { assignmentKinds, parseChapterRange, slugTarget } from './assignment-target.ts';
import { joinCodeMaxLength } from './join-code.ts';

/** What the groups API accepts (zod at the edge); each field's message is the one a person reads. */

export const groupNameMaxLength = 80;
export const noteMaxLength = 1000;
export const maxWeeklyGoal = 10000;

const groupName = z
  .string({ error: 'Please give the group a name.' })
  .trim()
  .min(2, 'Please give the group a name of at least 2 characters.')
  .max(groupNameMaxLength, `Please keep the group's name under ${groupNameMaxLength} characters.`);

export const createGroupSchema = z.strictObject({ name: groupName });

export const updateGroupSchema = z.strictObject({
  name: groupName.optional(),
  /** A total the whole group aims at in a week (done assignments); null: none. */
  weeklyGoal: z.number().int().min(1).max(maxWeeklyGoal).nullable().optional(),
});

/** A typed code: at most a few spaces or dashes around its 6 to 8 characters. */
export const joinCodeSchema = z.strictObject({
  code: z
    .string({ error: 'Please enter the code.' })
    .min(1, 'Please enter the code.')
    .max(joinCodeMaxLength + 8, 'That code is too long.'),
});

export const assignmentSchema = z
  .strictObject({
    kind: z.enum(assignmentKinds, {
      error: 'Please choose what to give: a story, chapters, a plan, a verse or a game.',
    }),
    target: z.string({ error: 'Please choose what to give.' }).trim().min(1).max(80),
    dueOn: z.string().refine(isValidDay, 'Please give a date as YYYY-MM-DD.'),
  })
  .refine((a) => (a.kind === 'chapters' ? parseChapterRange(a.target) !== null : slugTarget.test(a.target)), {
    message: 'That is not one of this site’s stories, chapters, plans, verses or games.',
    path: ['target'],
  });

export const noteSchema = z.strictObject({
  body: z
    .string({ error: 'Please write the note.' })
    .trim()
    .min(1, 'Please write the note.')
    .max(noteMaxLength, `Please keep the note under ${noteMaxLength} characters.`),
  assignmentId: z.string().max(40).nullable().default(null),
});

export const coLeaderInviteSchema = z.strictObject({
  email: z
    .email({ error: 'Please enter an e-mail address.' })
    .max(254)
    .transform((v) => v.toLowerCase()),
});

export const acceptInviteSchema = z.strictObject({ token: z.string().min(1).max(300) });

export const handOverSchema = z.strictObject({ accountId: z.string().min(1).max(80) });

export const noteMailSchema = z.strictObject({ enabled: z.boolean() });
