import { z } from 'zod';
import type { Check } from './form-checks.ts';

/**
 * A zod schema for the API's edge that answers exactly as a plain form check does (the same data,
 * the same messages), so each form rule is written once, in its check, and the browser never loads
 * zod. Every issue the check finds becomes a zod issue on the same path.
 */
export function schemaFromCheck<T>(check: Check<T>): z.ZodType<T> {
  return z.unknown().transform((input, ctx) => {
    const result = check.safeParse(input);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
    return z.NEVER;
  });
}
