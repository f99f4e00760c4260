import { describe, expect, it } from 'vitest';
import { chosenVersion, chosenVersionKey, pathInVersion } from '../../../src/lib/bible/version-choice.ts';

describe('the version a learner reads in', () => {
  it('is the World English Bible until one is chosen, and for a choice that names no version', () => {
    expect(chosenVersion(null)).toBe('web');
    expect(chosenVersion('')).toBe('web');
    expect(chosenVersion('niv')).toBe('web');
  });

  it('is the version chosen last', () => {
    expect(chosenVersion('kjv')).toBe('kjv');
    expect(chosenVersion('asv')).toBe('asv');
  });

  it('is kept for each learner apart, a child’s profile apart from its parent’s', () => {
    expect(chosenVersionKey(null)).toBe('bible-version');
    expect(chosenVersionKey('child-1')).toBe('bible-version:child-1');
    expect(chosenVersionKey('child-1')).not.toBe(chosenVersionKey('parent-1'));
  });

  it('is kept apart for each language: an English page starts with WEB, a Spanish one with RVR1909', () => {
    expect(chosenVersion(null, 'es')).toBe('rv1909');
    expect(chosenVersion('rv1909', 'es')).toBe('rv1909');
    // A choice of the other language's version is not this language's choice.
    expect(chosenVersion('kjv', 'es')).toBe('rv1909');
    expect(chosenVersion('rv1909', 'en')).toBe('web');
    expect(chosenVersion('rv1909')).toBe('web');
    expect(chosenVersionKey(null, 'en')).toBe('bible-version');
    expect(chosenVersionKey(null, 'es')).toBe('bible-version:es');
    expect(chosenVersionKey('child-1', 'es')).toBe('bible-version:child-1:es');
  });

  it('moves a chapter between languages with its version: WEB John 3 to RVR1909 and back', () => {
    expect(pathInVersion('/bible/web/john/3/', 'rv1909')).toBe('/es/bible/rv1909/john/3/');
    expect(pathInVersion('/es/bible/rv1909/john/3/#v16', 'web')).toBe('/bible/web/john/3/#v16');
    expect(pathInVersion('/es/bible/rv1909/john/', 'kjv')).toBe('/bible/kjv/john/');
    expect(pathInVersion('/es/bible/search/', 'web')).toBe('/es/bible/search/');
  });

  it('moves book and chapter page links to the version chosen, and leaves other links alone', () => {
    expect(pathInVersion('/bible/web/john/', 'kjv')).toBe('/bible/kjv/john/');
    expect(pathInVersion('/bible/web/john/3/#v16', 'asv')).toBe('/bible/asv/john/3/#v16');
    expect(pathInVersion('/bible/search/', 'kjv')).toBe('/bible/search/');
    expect(pathInVersion('/bible-explorer/', 'kjv')).toBe('/bible-explorer/');
  });
});
