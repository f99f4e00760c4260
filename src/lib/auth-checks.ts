/**
 * The sign-in and sign-up form rules as plain checks, for the browser: the same rules and messages
 * as the zod schemas the API validates with (src/lib/auth-rules.ts builds them from these), without
 * loading zod into the page. A unit test holds both to the same answers.
 */

import { m } from '#messages';
import type { Locale } from '../i18n/locales.ts';
import { type Check, fieldErrors, checkObject as object } from './form-checks.ts';
import { type LocalText, textsNow } from './local-text.ts';

export type { Check };
export { fieldErrors };

export const passwordMinLength = 6;
export const passwordMaxLength = 256;
export const fullNameMaxLength = 100;
export const emailMaxLength = 254;

/** The messages of these rules in any language (the API answers each request in its own). */
export const authTexts = {
  emailRequired: (locale?: Locale) => m.api_email_required({}, { locale }),
  emailInvalid: (locale?: Locale) => m.api_email_invalid({}, { locale }),
  passwordRequired: (locale?: Locale) => m.api_password_required({}, { locale }),
  passwordTooShort: (locale?: Locale) => m.api_password_too_short({ min: passwordMinLength }, { locale }),
  passwordTooLong: (locale?: Locale) => m.api_password_too_long({ max: passwordMaxLength }, { locale }),
  fullNameTooLong: (locale?: Locale) => m.api_full_name_too_long({ max: fullNameMaxLength }, { locale }),
  notAdult: (locale?: Locale) => m.api_not_adult({}, { locale }),
  expectedText: (locale?: Locale) => m.api_expected_text({}, { locale }),
  expectedYesNo: (locale?: Locale) => m.api_expected_yes_no({}, { locale }),
  linkNeeded: (locale?: Locale) => m.api_link_needed({}, { locale }),
} satisfies Record<string, LocalText>;

/** The same messages in the page's language (English on the server). */
export const authMessages = textsNow(authTexts);

/** The e-mail pattern zod's `z.email()` uses by default. */
export const emailPattern =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

function email(value: unknown): { value: string } | { message: string } {
  if (typeof value !== 'string') return { message: authMessages.emailRequired };
  const trimmed = value.trim();
  if (trimmed.length < 1) return { message: authMessages.emailRequired };
  if (trimmed.length > emailMaxLength || !emailPattern.test(trimmed))
    return { message: authMessages.emailInvalid };
  return { value: trimmed };
}

function newPassword(value: unknown): { value: string } | { message: string } {
  if (typeof value !== 'string' || value.length < 1) return { message: authMessages.passwordRequired };
  if (value.length < passwordMinLength) return { message: authMessages.passwordTooShort };
  if (value.length > passwordMaxLength) return { message: authMessages.passwordTooLong };
  return { value };
}

function password(value: unknown): { value: string } | { message: string } {
  if (typeof value !== 'string' || value.length < 1) return { message: authMessages.passwordRequired };
  if (value.length > passwordMaxLength) return { message: authMessages.passwordTooLong };
  return { value };
}

function fullName(value: unknown): { value: string | null } | { message: string } {
  if (value === undefined) return { value: null };
  if (typeof value !== 'string') return { message: authMessages.expectedText };
  const trimmed = value.trim();
  if (trimmed.length > fullNameMaxLength) return { message: authMessages.fullNameTooLong };
  return { value: trimmed || null };
}

/** Sign-up is for adults: the box "I am 18 or older" must be ticked (children get profiles). */
function isAdult(value: unknown): { value: true } | { message: string } {
  return value === true ? { value: true } : { message: authMessages.notAdult };
}

function remember(value: unknown): { value: boolean } | { message: string } {
  if (value === undefined) return { value: false };
  return typeof value === 'boolean' ? { value } : { message: authMessages.expectedYesNo };
}

function token(value: unknown): { value: string } | { message: string } {
  return typeof value === 'string' && value.length >= 10 && value.length <= 200
    ? { value }
    : { message: authMessages.linkNeeded };
}

export const signUpCheck = object<{
  email: string;
  password: string;
  fullName: string | null;
  isAdult: true;
}>({
  email,
  password: newPassword,
  fullName,
  isAdult,
});
export const signInCheck = object<{ email: string; password: string; remember: boolean }>({
  email,
  password,
  remember,
});
export const emailOnlyCheck = object<{ email: string }>({ email });
export const resetPasswordCheck = object<{ token: string; password: string }>({
  token,
  password: newPassword,
});
export const changePasswordCheck = object<{ currentPassword: string; newPassword: string }>({
  currentPassword: password,
  newPassword,
});
export const deleteAccountCheck = object<{ password: string }>({ password });
