import { describe, expect, it } from 'vitest';
import { preferredLocaleOf } from '../../src/i18n/accept-language.ts';
import {
  chosenLocale,
  homeLocale,
  type LanguageFacts,
  languageOffer,
  rememberedLocaleKey,
} from '../../src/lib/language-choice.ts';
import { localeKey } from '../../src/scripts/language-choice.ts';

const visitor: LanguageFacts = { page: 'en', signedIn: false };
const signedIn: LanguageFacts = { page: 'en', signedIn: true };

describe('which language a page offers (languageOffer)', () => {
  it('offers nothing on a first visit of a browser that prefers English, or none of the site’s languages', () => {
    expect(languageOffer({ ...visitor, browser: 'en' })).toBeNull();
    expect(languageOffer({ ...visitor, browser: null })).toBeNull();
  });

  it('suggests Spanish on an English page to a first visit whose browser prefers Spanish', () => {
    expect(languageOffer({ ...visitor, browser: 'es' })).toEqual({ locale: 'es', suggested: true });
  });

  it('never suggests from the browser on a Spanish page: a shared /es/ link stays as it was sent', () => {
    expect(languageOffer({ ...visitor, page: 'es', browser: 'en' })).toBeNull();
  });

  it('suggests nothing once this browser chose, and offers the choice on a page in the other language', () => {
    expect(languageOffer({ ...visitor, remembered: 'en', browser: 'es' })).toBeNull();
    expect(languageOffer({ ...visitor, page: 'es', remembered: 'en' })).toEqual({
      locale: 'en',
      suggested: false,
    });
    expect(languageOffer({ ...visitor, remembered: 'es' })).toEqual({ locale: 'es', suggested: false });
  });

  it('follows the learner first, then the account, when someone is signed in', () => {
    const family = { ...signedIn, account: 'es' as const };
    expect(languageOffer(family)).toEqual({ locale: 'es', suggested: false });
    expect(languageOffer({ ...family, learner: 'en' })).toBeNull();
    expect(languageOffer({ ...family, page: 'es', learner: 'en' })).toEqual({
      locale: 'en',
      suggested: false,
    });
  });

  it('does not let this browser’s choice speak for a signed-in learner', () => {
    expect(chosenLocale({ ...signedIn, remembered: 'es' })).toBeNull();
    expect(languageOffer({ ...signedIn, remembered: 'es' })).toBeNull();
    expect(languageOffer({ ...signedIn, remembered: 'en', browser: 'es' })).toBeNull();
  });

  it('suggests from the browser to someone signed in who chose nothing anywhere', () => {
    expect(languageOffer({ ...signedIn, browser: 'es' })).toEqual({ locale: 'es', suggested: true });
  });
});

describe('where a learner’s home opens (homeLocale)', () => {
  it('in the learner’s language, else the account’s, else the page’s', () => {
    expect(homeLocale({ ...signedIn, learner: 'es', account: 'en' })).toBe('es');
    expect(homeLocale({ ...signedIn, page: 'es', learner: 'en' })).toBe('en');
    expect(homeLocale({ ...signedIn, account: 'es' })).toBe('es');
    expect(homeLocale({ ...signedIn, page: 'es' })).toBe('es');
  });
});

describe('the language a browser prefers (preferredLocaleOf)', () => {
  it('reads an Accept-Language header by weight, regional tags as their language', () => {
    expect(preferredLocaleOf('es-ES,es;q=0.9,en;q=0.8')).toBe('es');
    expect(preferredLocaleOf('en-US,en;q=0.9,es;q=0.8')).toBe('en');
    expect(preferredLocaleOf('fr-FR,fr;q=0.9,es;q=0.7,en;q=0.5')).toBe('es');
    expect(preferredLocaleOf('en;q=0.5, es-MX')).toBe('es');
  });

  it('reads navigator.languages in its order', () => {
    expect(preferredLocaleOf(['es-419', 'en'])).toBe('es');
    expect(preferredLocaleOf(['de', 'en-GB', 'es'])).toBe('en');
  });

  it('is null for none of the site’s languages, a refused one, or nothing', () => {
    expect(preferredLocaleOf('fr, de;q=0.5')).toBeNull();
    expect(preferredLocaleOf('es;q=0')).toBeNull();
    expect(preferredLocaleOf('*')).toBeNull();
    expect(preferredLocaleOf('')).toBeNull();
    expect(preferredLocaleOf(undefined)).toBeNull();
  });
});

describe('the layout’s script (src/scripts/language-choice.ts)', () => {
  it('reads the remembered choice under the rule’s key (written out there to import nothing)', () => {
    expect(localeKey).toBe(rememberedLocaleKey);
  });
});
