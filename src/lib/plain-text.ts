/**
 * Text that people send must be text a page can show: no lone UTF-16 surrogates (half of an emoji,
 * which no font can draw and which breaks JSON and databases further on) and no control
 * characters other than tab, line feed and carriage return (NUL and friends hide text, end strings
 * early in other programs, or make a title look empty while it is not).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const controlCharacter = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export const unprintableTextMessage = 'Please use ordinary text: some characters in it cannot be shown.';

/** Whether one string is printable text as above. */
export function isPrintableText(text: string): boolean {
  return text.isWellFormed() && !controlCharacter.test(text);
}

/** Whether every string anywhere in a parsed JSON value (keys too) is printable text. */
export function isPrintableInput(value: unknown, depth = 0): boolean {
  if (depth > 64) return false;
  if (typeof value === 'string') return isPrintableText(value);
  if (Array.isArray(value)) return value.every((item) => isPrintableInput(item, depth + 1));
  if (value && typeof value === 'object') {
    return Object.entries(value).every(
      ([key, item]) => isPrintableText(key) && isPrintableInput(item, depth + 1),
    );
  }
  return true;
}
