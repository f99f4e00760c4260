/**
 * The field rules of the admin content checks (devotionals, proverbs, mini lessons, readings) as
 * plain code, without zod, so the admin pages carry no validation library. The API checks the same
 * bodies with the zod schemas of src/lib/content-schemas.ts; tests/unit/content/content-checks.test.ts
 * holds both to the same answers and messages.
 */
import { baseLocale, isLocale, type Locale } from '../i18n/locales.ts';
import type { ApiErrorCode } from './api-errors.ts';
import { invalidDateMessage, invalidLocaleMessage, missingFieldsMessage } from './content-rules.ts';

export type CheckResult<T> = { ok: true; value: T } | { ok: false; code: ApiErrorCode; message: string };

/** What a field rule answers: the field's value, or the message of its problem. */
export type FieldAnswer<T> = { value: T } | { message: string };

/** "The title is too long (at most 1,000 characters)." */
export const tooLong = (label: string, max: number): string =>
  `${label} is too long (at most ${max.toLocaleString('en-US')} characters).`;

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') {
    if (Number.isNaN(value)) return 'NaN';
    return Number.isFinite(value) ? 'number' : 'Infinity';
  }
  return typeof value;
}

/** The words for a value of the wrong type (zod's, so the forms and the API say the same). */
export function typeMessage(expected: string, value: unknown): string {
  return `Invalid input: expected ${expected}, received ${kindOf(value)}`;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A required text: a string that is not blank once trimmed ("Missing Fields"), at most `max` long. */
export function requiredText(value: unknown, max: number, tooLongMessage: string): FieldAnswer<string> {
  if (typeof value !== 'string') return { message: missingFieldsMessage };
  const text = value.trim();
  if (text === '') return { message: missingFieldsMessage };
  return text.length > max ? { message: tooLongMessage } : { value: text };
}

/** An optional text: absent, null, or a string at most `max` long once trimmed. */
export function optionalText(
  value: unknown,
  max: number,
  tooLongMessage: string,
): FieldAnswer<string | null | undefined> {
  if (value === undefined || value === null) return { value };
  if (typeof value !== 'string') return { message: typeMessage('string', value) };
  const text = value.trim();
  return text.length > max ? { message: tooLongMessage } : { value: text };
}

/** The language a content item is written in: one of the site's; absent is English. */
export function localeField(value: unknown): FieldAnswer<Locale> {
  if (value === undefined || value === null) return { value: baseLocale };
  return isLocale(value) ? { value } : { message: invalidLocaleMessage };
}

/**
 * Collects the problems of a record's fields in order. `take` gives a field's value (or undefined
 * when it has a problem); `result` answers like the API: "Missing Fields" when any required field
 * is missing, otherwise the first problem, and the value when there is none.
 */
export class FieldProblems {
  readonly messages: string[] = [];

  take<T>(answer: FieldAnswer<T>): T {
    if ('message' in answer) {
      this.messages.push(answer.message);
      return undefined as T;
    }
    return answer.value;
  }

  /** A required text field's trimmed value ("Missing Fields" when blank; `label` names it when too long). */
  required(value: unknown, max: number, label: string): string {
    return this.take(requiredText(value, max, tooLong(label, max)));
  }

  /** An optional text field's trimmed value: `null` when absent or blank. */
  optional(value: unknown, max: number, label: string): string | null {
    return this.take(optionalText(value, max, tooLong(label, max))) || null;
  }

  add(message: string): void {
    this.messages.push(message);
  }

  get missing(): boolean {
    return this.messages.includes(missingFieldsMessage);
  }

  result<T>(value: () => T): CheckResult<T> {
    if (this.missing) return { ok: false, code: 'missing_fields', message: missingFieldsMessage };
    const message = this.messages[0];
    if (message === undefined) return { ok: true, value: value() };
    return { ok: false, code: problemCode(message), message };
  }
}

/** The error code of a content field's problem. */
export function problemCode(message: string): ApiErrorCode {
  if (message === invalidDateMessage) return 'invalid_date';
  if (message === invalidLocaleMessage) return 'invalid_locale';
  return 'invalid_input';
}

/** The answer for a body that is not an object at all. */
export function notAnObject<T>(raw: unknown): CheckResult<T> {
  return { ok: false, code: 'invalid_input', message: typeMessage('object', raw) };
}

/**
 * A record's check: not an object is refused; otherwise `read` takes each field through `problems`,
 * and the answer is the first problem, or the fields.
 */
export function checkRecord<T>(
  raw: unknown,
  read: (record: Record<string, unknown>, problems: FieldProblems) => T,
): CheckResult<T> {
  if (!isRecord(raw)) return notAnObject(raw);
  const problems = new FieldProblems();
  const fields = read(raw, problems);
  return problems.result(() => fields);
}
