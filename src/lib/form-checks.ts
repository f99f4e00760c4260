/**
 * Form checks without zod, for the browser: each field is a small function, and an object check
 * answers in zod's `safeParse` shape, so a form treats both alike and the API keeps its zod schemas.
 */
export interface Issue {
  path: PropertyKey[];
  message: string;
}

/** What a check answers: zod's `safeParse` shape, so forms treat both alike. */
export type CheckResult<T> = { success: true; data: T } | { success: false; error: { issues: Issue[] } };

export interface Check<T> {
  safeParse(input: unknown): CheckResult<T>;
}

export type Field<T> = (value: unknown) => { value: T } | { message: string };

export function checkObject<T extends Record<string, unknown>>(
  fields: { [K in keyof T]: Field<T[K]> },
): Check<T> {
  return {
    safeParse(input: unknown): CheckResult<T> {
      const record = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
      const data: Record<string, unknown> = {};
      const issues: Issue[] = [];
      for (const key of Object.keys(fields) as Array<keyof T & string>) {
        const answer = fields[key](record[key]);
        if ('message' in answer) issues.push({ path: [key], message: answer.message });
        else data[key] = answer.value;
      }
      return issues.length > 0 ? { success: false, error: { issues } } : { success: true, data: data as T };
    },
  };
}

/** The first problem with a form's values, by field, for showing beside the field. */
export function fieldErrors(error: { issues: readonly Issue[] }): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    out[key] ??= issue.message;
  }
  return out;
}
