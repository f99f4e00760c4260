import type { Locale } from '../../i18n/locales.ts';

/** Each language's letters, as Hangman's buttons and Word Search's filler letters: Spanish has Ñ after N. */
export const alphabets: Readonly<Record<Locale, readonly string[]>> = {
  en: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split(''),
  es: 'ABCDEFGHIJKLMNÑOPQRSTUVWXYZ'.split(''),
};

/**
 * The letter a game plays a letter as: accents and the diaeresis are dropped (Á is A, Ü is U), so a
 * child finds the "Ú" of "JESÚS" with the U button or key, and a keyboard without accents does;
 * Ñ stays Ñ, a letter of its own in Spanish (and its own Hangman button).
 */
export function plainLetter(letter: string): string {
  if (letter === 'Ñ' || letter === 'ñ') return letter;
  return letter.normalize('NFD').replace(/\p{M}/gu, '');
}

/** A word or a text with each letter played as `plainLetter` says: "JESÚS" is "JESUS", "SEÑOR" stays. */
export function plainWord(text: string): string {
  return [...text.normalize('NFC')].map(plainLetter).join('');
}

/** The capitals a game's word may hold: A to Z, Spanish accented vowels, Ü and Ñ. */
export const wordLetters = /^[A-ZÁÉÍÓÚÜÑ]+$/;
