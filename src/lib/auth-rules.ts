import { z } from 'zod';

import {
  authMessages,
  emailMaxLength,
  fieldErrors,
  fullNameMaxLength,
  passwordMaxLength,
  passwordMinLength,
} from './auth-checks.ts';

/** Sign-in and sign-up form rules (an e-mail, a password of 6 or more), shared by /auth and the API. */
export { authMessages, emailMaxLength, fieldErrors, fullNameMaxLength, passwordMaxLength, passwordMinLength };

export const emailField = z
  .string({ error: authMessages.emailRequired })
  .trim()
  .min(1, authMessages.emailRequired)
  .max(emailMaxLength, authMessages.emailInvalid)
  .pipe(z.email({ error: authMessages.emailInvalid }));

/** A new password: at least 6 characters (the server also refuses very common ones). */
export const newPasswordField = z
  .string({ error: authMessages.passwordRequired })
  .min(1, authMessages.passwordRequired)
  .min(passwordMinLength, authMessages.passwordTooShort)
  .max(passwordMaxLength, authMessages.passwordTooLong);

/** A password being checked (sign-in): only required and bounded. */
export const passwordField = z
  .string({ error: authMessages.passwordRequired })
  .min(1, authMessages.passwordRequired)
  .max(passwordMaxLength, authMessages.passwordTooLong);

export const fullNameField = z
  .string()
  .trim()
  .max(fullNameMaxLength, authMessages.fullNameTooLong)
  .optional()
  .transform((v) => (v ? v : null));

export const signUpSchema = z.object({
  email: emailField,
  password: newPasswordField,
  fullName: fullNameField,
  isAdult: z.literal(true, { error: authMessages.notAdult }),
});
export const signInSchema = z.object({
  email: emailField,
  password: passwordField,
  remember: z.boolean().default(false),
});
export const emailOnlySchema = z.object({ email: emailField });
export const resetPasswordSchema = z.object({
  token: z.string().min(10).max(200),
  password: newPasswordField,
});
export const changePasswordSchema = z.object({
  currentPassword: passwordField,
  newPassword: newPasswordField,
});
export const deleteAccountSchema = z.object({ password: passwordField });
