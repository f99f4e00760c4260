import { m } from '#messages';

/** The generic failure toast of the auth pages, in the page's language. */
export function unexpectedError(): { title: string; description: string } {
  return { title: m.account_error(), description: m.account_unexpected_error() };
}
/** After a password sign-in the page sends the user on (to /explorer/ or `next`) after this delay. */
export const afterSignInDelayMs = 100;
export const rememberedEmailKey = 'rememberedEmail';
