/**
 * The words of the API's answers in the language of the request (api/http/locale.ts). A route
 * passes either a text (`authTexts.emailRequired`, `waitText(seconds)`), said in the request's
 * language, or an English string. An English string that is one of the catalogue's rule messages
 * (the zod schemas carry their messages as English strings) is said in the request's language too;
 * any other stays English.
 */

import { m } from '#messages';
import { baseLocale, type Locale } from '../../src/i18n/locales.ts';
import { authTexts } from '../../src/lib/auth-checks.ts';
import type { LocalText } from '../../src/lib/local-text.ts';
import { familyAnswerTexts, familyTexts } from '../../src/lib/profile-checks.ts';

export type { LocalText };

/** What an API answer says: a text in every language, or a fixed English string. */
export type ApiText = string | LocalText;

/** The API's own messages (beyond the form rules of src/lib), in any language. */
export const apiTexts = {
  signInNeeded: (locale?: Locale) => m.api_sign_in_needed({}, { locale }),
  forbidden: (locale?: Locale) => m.api_forbidden({}, { locale }),
  adminsOnly: (locale?: Locale) => m.api_admins_only({}, { locale }),
  notFound: (locale?: Locale) => m.api_not_found({}, { locale }),
  noEndpoint: (locale?: Locale) => m.api_no_endpoint({}, { locale }),
  tooLarge: (locale?: Locale) => m.api_too_large({}, { locale }),
  invalidJson: (locale?: Locale) => m.api_invalid_json({}, { locale }),
  invalidInput: (locale?: Locale) => m.api_invalid_input({}, { locale }),
  unprintableText: (locale?: Locale) => m.api_unprintable_text({}, { locale }),
  internal: (locale?: Locale) => m.api_internal({}, { locale }),
  invalidCredentials: (locale?: Locale) => m.api_invalid_credentials({}, { locale }),
  emailNotConfirmed: (locale?: Locale) => m.api_email_not_confirmed({}, { locale }),
  checkEmail: (locale?: Locale) => m.api_check_email({}, { locale }),
  tooManySignIns: (locale?: Locale) => m.api_too_many_sign_ins({}, { locale }),
  tooManyWrongPasswords: (locale?: Locale) => m.api_too_many_wrong_passwords({}, { locale }),
  wrongPassword: (locale?: Locale) => m.api_wrong_password({}, { locale }),
  linkExpired: (locale?: Locale) => m.api_link_expired({}, { locale }),
  passwordTooCommon: (locale?: Locale) => m.api_password_too_common({}, { locale }),
  tooManyFromDevice: (locale?: Locale) => m.api_too_many_from_device({}, { locale }),
  manyMailsSent: (locale?: Locale) => m.api_many_mails_sent({}, { locale }),
  tooManySignInAttempts: (locale?: Locale) => m.api_too_many_sign_in_attempts({}, { locale }),
  reviewGone: (locale?: Locale) => m.api_review_gone({}, { locale }),
  portalNotSetUp: (locale?: Locale) => m.api_portal_not_set_up({}, { locale }),
  notBoughtOnline: (locale?: Locale) => m.api_not_bought_online({}, { locale }),
  crossSite: (locale?: Locale) => m.api_cross_site({}, { locale }),
} satisfies Record<string, LocalText>;

/** "Please wait N minutes and try again." for a wait of `seconds`. */
export function waitText(seconds: number): LocalText {
  const count = Math.max(1, Math.ceil(seconds / 60));
  return (locale) => m.api_wait_minutes({ count }, { locale });
}

/** Texts said one after the other ("Too many wrong passwords. Please wait 2 minutes…"). */
export function joinTexts(...texts: ApiText[]): LocalText {
  return (locale) => texts.map((t) => textIn(t, locale ?? baseLocale)).join(' ');
}

let byEnglish: Map<string, LocalText> | undefined;

/** The catalogue's texts by their English words, for messages that arrive as English strings. */
function textsByEnglish(): Map<string, LocalText> {
  byEnglish ??= new Map(
    [authTexts, familyTexts, familyAnswerTexts, apiTexts]
      .flatMap((texts) => Object.values(texts))
      .map((text): [string, LocalText] => [text(baseLocale), text]),
  );
  return byEnglish;
}

/** An answer's words in `locale`. */
export function textIn(text: ApiText, locale: Locale): string {
  if (typeof text === 'function') return text(locale);
  if (locale === baseLocale) return text;
  return textsByEnglish().get(text)?.(locale) ?? text;
}
