import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage } from '../../src/i18n/accept-language.ts';

describe('localeFromAcceptLanguage', () => {
  it('answers English when the header is missing or empty', () => {
    expect(localeFromAcceptLanguage(undefined)).toBe('en');
    expect(localeFromAcceptLanguage(null)).toBe('en');
    expect(localeFromAcceptLanguage('')).toBe('en');
  });

  it('picks Spanish for es and its regional variants', () => {
    expect(localeFromAcceptLanguage('es')).toBe('es');
    expect(localeFromAcceptLanguage('es-MX')).toBe('es');
    expect(localeFromAcceptLanguage('ES-419,en;q=0.5')).toBe('es');
  });

  it('follows the weights, not the order', () => {
    expect(localeFromAcceptLanguage('en;q=0.4, es;q=0.9')).toBe('es');
    expect(localeFromAcceptLanguage('es;q=0.2, en')).toBe('en');
  });

  it('skips languages the site does not have, and those refused with q=0', () => {
    expect(localeFromAcceptLanguage('fr-FR, de;q=0.8, es;q=0.5')).toBe('es');
    expect(localeFromAcceptLanguage('es;q=0, en;q=0.1')).toBe('en');
    expect(localeFromAcceptLanguage('fr, de')).toBe('en');
  });

  it('is not thrown by malformed headers', () => {
    expect(localeFromAcceptLanguage(';;,,q=x')).toBe('en');
    expect(localeFromAcceptLanguage('es;q=abc')).toBe('en');
    expect(localeFromAcceptLanguage('*')).toBe('en');
  });
});
