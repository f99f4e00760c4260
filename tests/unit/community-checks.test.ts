import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  communityMessageCheck,
  prayerCheck,
  questionCheck,
  storyCheck,
} from '../../src/lib/community-checks.ts';
import {
  communityMessageSchema,
  prayerSchema,
  questionSchema,
  storySchema,
} from '../../src/lib/community-rules.ts';
import { fieldErrors } from '../../src/lib/form-checks.ts';

const texts = [
  undefined,
  '',
  '   ',
  ' Hello ',
  'x'.repeat(120),
  'x'.repeat(121),
  'x'.repeat(1001),
  'x'.repeat(3001),
];

function same(check: { safeParse(v: unknown): unknown }, schema: z.ZodType, input: unknown): void {
  const a = check.safeParse(input) as { success: boolean; data?: unknown; error?: { issues: never[] } };
  const b = schema.safeParse(input);
  expect(a.success, JSON.stringify(input)).toBe(b.success);
  if (b.success) expect(a.data).toEqual(b.data);
  else expect(fieldErrors(a.error!)).toEqual(fieldErrors(b.error));
}

describe('the API schemas of stories and Ask & Pray (built from the browser checks) answer as the checks do', () => {
  it('answer every combination alike', () => {
    for (const title of texts) {
      for (const body of texts) {
        for (const isAnonymous of [undefined, true]) {
          same(storyCheck, storySchema, { title, content: body, category: 'family', isAnonymous });
          same(prayerCheck, prayerSchema, { title, request: body, isAnonymous });
        }
        same(storyCheck, storySchema, { title, content: body });
        same(questionCheck, questionSchema, { title, question: body });
      }
      same(communityMessageCheck, communityMessageSchema, { message: title });
    }
  });
});
