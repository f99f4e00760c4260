import { describe, expect, it } from 'vitest';
import { mailLink, mailLocale } from '../../api/mail/mail-locale.ts';
import { lockLengthWords, passwordResetMail } from '../../api/mail/templates.ts';

const site = 'https://bible.example.org';

describe('the language of an e-mail (mailLocale)', () => {
  it('is the account’s, else the page’s that asked, else English', () => {
    expect(mailLocale('es', 'en')).toBe('es');
    expect(mailLocale(null, 'es')).toBe('es');
    expect(mailLocale(null, null)).toBe('en');
    expect(mailLocale(undefined)).toBe('en');
  });
});

describe('the links of an e-mail (mailLink)', () => {
  it('lead to the pages in the mail’s language', () => {
    expect(mailLink(site, '/auth/reset/?token=abc', 'es')).toBe(`${site}/es/auth/reset/?token=abc`);
    expect(mailLink(site, '/family/', 'es')).toBe(`${site}/es/family/`);
    expect(mailLink(site, '/family/', 'en')).toBe(`${site}/family/`);
  });

  it('carry the language on an API link, for the page it leads to', () => {
    expect(mailLink(site, '/api/auth/confirm?token=abc', 'es')).toBe(
      `${site}/api/auth/confirm?token=abc&lang=es`,
    );
    expect(mailLink(site, '/api/auth/confirm?token=abc', 'en')).toBe(`${site}/api/auth/confirm?token=abc`);
  });
});

describe('the words of an e-mail', () => {
  it('are the catalogue’s in the mail’s language, the HTML marked with it', () => {
    const p = { siteName: 'Biblia', to: 'a@example.org', link: `${site}/es/auth/reset/?token=x` };
    const es = passwordResetMail({ ...p, locale: 'es' });
    expect(es.subject).toBe('Cambia tu contraseña de Biblia');
    expect(es.html).toContain('<html lang="es">');
    expect(es.html).toContain('Si el botón no funciona');
    expect(passwordResetMail({ ...p, locale: 'en' }).subject).toBe('Reset your Biblia password');
  });

  it('say how long a lock lasts in the mail’s language', () => {
    expect(lockLengthWords(15 * 60, 'en')).toBe('15 minutes');
    expect(lockLengthWords(3600, 'en')).toBe('1 hour');
    expect(lockLengthWords(4 * 3600, 'es')).toBe('4 horas');
    expect(lockLengthWords(15 * 60, 'es')).toBe('15 minutos');
  });
});
