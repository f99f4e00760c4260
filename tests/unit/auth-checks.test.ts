import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  changePasswordCheck,
  deleteAccountCheck,
  emailOnlyCheck,
  emailPattern,
  fieldErrors,
  resetPasswordCheck,
  signInCheck,
  signUpCheck,
} from '../../src/lib/auth-checks.ts';
import {
  changePasswordSchema,
  deleteAccountSchema,
  emailOnlySchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from '../../src/lib/auth-rules.ts';

const emails = [
  '',
  '   ',
  'a@b.co',
  '  kid@example.org ',
  'no-at.example.org',
  'a..b@x.org',
  `${'a'.repeat(250)}@x.org`,
  'x@y',
];
const passwords = [undefined, '', '12345', '123456', 'p'.repeat(256), 'p'.repeat(257)];

/** Both answer alike: success with the same data, or the same first message for each field. */
function same(check: { safeParse(v: unknown): unknown }, schema: z.ZodType, input: unknown): void {
  const a = check.safeParse(input) as { success: boolean; data?: unknown; error?: { issues: never[] } };
  const b = schema.safeParse(input);
  expect(a.success, JSON.stringify(input)).toBe(b.success);
  if (b.success) expect(a.data).toEqual(b.data);
  else expect(fieldErrors(a.error!)).toEqual(fieldErrors(b.error));
}

describe('the browser checks of the auth forms agree with the API schemas', () => {
  it('accepts the same e-mail addresses as zod', () => {
    const samples = [
      ...emails,
      'a-b@x-y.org',
      "o'neil@x.org",
      'a+b@x.io',
      '-a@x.org',
      'a-@x.org',
      'a@-x.org',
      'a@x.c',
    ];
    for (const sample of samples)
      expect(emailPattern.test(sample), sample).toBe(z.regexes.email.test(sample));
  });

  it('sign up, sign in, reset request', () => {
    for (const email of emails) {
      for (const password of passwords) {
        for (const fullName of [undefined, '', '  Ann  ', 'n'.repeat(101)]) {
          for (const isAdult of [undefined, false, true])
            same(signUpCheck, signUpSchema, { email, password, fullName, isAdult });
        }
        for (const remember of [undefined, true, false])
          same(signInCheck, signInSchema, { email, password, remember });
      }
      same(emailOnlyCheck, emailOnlySchema, { email });
    }
  });

  it('reset, change password, delete account', () => {
    for (const password of passwords) {
      same(resetPasswordCheck, resetPasswordSchema, { token: 'a'.repeat(32), password });
      same(changePasswordCheck, changePasswordSchema, { currentPassword: password, newPassword: password });
      same(deleteAccountCheck, deleteAccountSchema, { password });
    }
    expect(resetPasswordCheck.safeParse({ token: 'x', password: '123456' }).success).toBe(false);
    expect(resetPasswordSchema.safeParse({ token: 'x', password: '123456' }).success).toBe(false);
  });
});
