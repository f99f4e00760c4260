import { describe, expect, it } from 'vitest';
import { isPrintableInput, isPrintableText } from '../../src/lib/plain-text.ts';

describe('printable text', () => {
  it('accepts ordinary text in any script, with emoji, tabs and line breaks', () => {
    for (const text of [
      'Noah and the Ark',
      'Noé & Ärk',
      '诺亚方舟',
      'Jesus loves me 🙏✝️',
      'line one\nline two\r\n\tindented',
      '',
    ]) {
      expect(isPrintableText(text), JSON.stringify(text)).toBe(true);
    }
  });

  it('refuses NUL and other control characters', () => {
    for (const text of [
      '\u0000',
      '\u0000\u0000\u0000',
      'title\u0000',
      '\u0007bell',
      'a\u001bb',
      '\u007f',
      '\u0085',
    ]) {
      expect(isPrintableText(text), JSON.stringify(text)).toBe(false);
    }
  });

  it('refuses half an emoji (a lone surrogate) anywhere', () => {
    for (const text of ['\ud83d', 'a\ude4fb', '🙏'.slice(0, 1)])
      expect(isPrintableText(text), JSON.stringify(text)).toBe(false);
  });

  it('checks every string of a JSON value, keys and nested values too', () => {
    expect(isPrintableInput({ title: 'A', tags: ['x', { deep: 'ok' }], n: 1, b: true, z: null })).toBe(true);
    expect(isPrintableInput({ title: 'A', tags: ['x', { deep: '\u0000' }] })).toBe(false);
    expect(isPrintableInput({ '\ud800': 'key' })).toBe(false);
  });
});
