/** Toast texts of the auth page, word for word. */
export const unexpectedError = {
  title: 'Error',
  description: 'An unexpected error occurred. Please try again.',
} as const;
export const unconfirmedTitle = 'Please Check Your Email';
export const signInFailedTitle = 'Sign In Failed';
export const signUpFailedTitle = 'Sign Up Failed';
/** After a password sign-in the page sends the user on (to /explorer/ or `next`) after this delay. */
export const afterSignInDelayMs = 100;
export const rememberedEmailKey = 'rememberedEmail';
