import { describe, expect, it } from 'vitest';
import { apiTexts, joinTexts, textIn, waitText } from '../../api/http/api-text.ts';
import { authMessages, authTexts } from '../../src/lib/auth-checks.ts';

describe('the words of API answers (api/http/api-text.ts)', () => {
  it('says a rule message that arrives as English in the language asked for', () => {
    expect(textIn(authMessages.emailInvalid, 'es')).toBe('Escribe un correo electrónico válido.');
    expect(textIn(authMessages.passwordTooShort, 'es')).toBe(
      'La contraseña debe tener al menos 6 caracteres.',
    );
    expect(textIn(authMessages.emailInvalid, 'en')).toBe('Please enter a valid email address.');
  });

  it('leaves an English string that is not in the catalogue as it is', () => {
    expect(textIn('Something only English knows.', 'es')).toBe('Something only English knows.');
  });

  it('says a text in the language asked for, English by default on the server', () => {
    expect(authTexts.notAdult()).toMatch(/^Please confirm that you are 18 or older/);
    expect(textIn(apiTexts.wrongPassword, 'es')).toBe('Esa contraseña no es correcta.');
  });

  it('counts the minutes of a wait in each language, and joins sentences', () => {
    expect(waitText(60)('en')).toBe('Please wait 1 minute and try again.');
    expect(waitText(61)('en')).toBe('Please wait 2 minutes and try again.');
    expect(waitText(1)('es')).toBe('Espera 1 minuto y vuelve a intentarlo.');
    const tooMany = joinTexts(apiTexts.tooManySignIns, waitText(300));
    expect(tooMany('en')).toBe('Too many failed sign-in attempts. Please wait 5 minutes and try again.');
    expect(tooMany('es')).toBe(
      'Demasiados intentos fallidos de iniciar sesión. Espera 5 minutos y vuelve a intentarlo.',
    );
  });
});
