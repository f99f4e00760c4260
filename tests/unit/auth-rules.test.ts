import { describe, expect, it } from 'vitest';
import { fieldErrors, signInSchema, signUpSchema } from '../../src/lib/auth-rules.ts';

describe('the auth form rules', () => {
  it('accepts a valid sign-up, trimming the e-mail and an empty name to null', () => {
    const r = signUpSchema.parse({
      email: ' ruth@example.org ',
      password: 'abcdef',
      fullName: '  ',
      isAdult: true,
    });
    expect(r).toEqual({ email: 'ruth@example.org', password: 'abcdef', fullName: null, isAdult: true });
  });

  it('names each problem beside its field', () => {
    const r = signUpSchema.safeParse({ email: 'nope', password: '123' });
    expect(r.success).toBe(false);
    if (!r.success) {
      expect(fieldErrors(r.error)).toEqual({
        email: 'Please enter a valid email address.',
        password: 'Password should be at least 6 characters.',
        isAdult:
          'Please confirm that you are 18 or older. Children learn in a profile of their parent’s account.',
      });
    }
  });

  it('does not hold sign-in passwords to the new-password length', () => {
    expect(signInSchema.safeParse({ email: 'a@example.org', password: '123' }).success).toBe(true);
    expect(signInSchema.parse({ email: 'a@example.org', password: 'x' }).remember).toBe(false);
  });
});
