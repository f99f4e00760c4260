import { z } from 'zod';
import { parseReference } from './verse-reference.ts';

/** A built-in verse set (content/memory/verse-sets.json). Every reference must read as one. */
export const verseSetSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1).max(60),
  emoji: z.string().min(1),
  description: z.string().min(1),
  references: z
    .array(z.string().refine((r) => parseReference(r).ok, 'not a Bible reference'))
    .min(1)
    .max(50),
});

export type VerseSet = z.infer<typeof verseSetSchema>;

export const verseSetsSchema = z
  .array(verseSetSchema)
  .min(1)
  .refine((sets) => new Set(sets.map((s) => s.id)).size === sets.length, 'set ids must differ');
