/** Toast texts of the auth page (platform.md section 8). */
export const unexpectedError = { title: 'Error', description: 'An unexpected error occurred. Please try again.' } as const;
export const signUpSuccessDescription = 'Please check your email and click the confirmation link to activate your account.';
export const unconfirmedTitle = 'Please Check Your Email';
export const signInFailedTitle = 'Sign In Failed';
export const signUpFailedTitle = 'Sign Up Failed';
/** The sign-in page sends the user on after this delay (platform.md section 9). */
export const afterSignInDelayMs = 100;
export const rememberedEmailKey = 'rememberedEmail';
