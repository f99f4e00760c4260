import { describe, expect, it } from 'vitest';
import {
  checkImportCaps,
  importToast,
  invalidDateMessage,
  invalidLocaleMessage,
  maxImportBytes,
  maxImportRecords,
  missingFieldsMessage,
  stripSurroundingQuotes,
  utf8Bytes,
} from '../../../src/lib/content-rules.ts';
import {
  checkDevotional,
  isPlayableMediaUrl,
  mediaFeature,
  mediaLockedMessage,
  mediaTypeFrom,
} from '../../../src/lib/devotionals/devotional.ts';
import { shareLinks, shareText } from '../../../src/lib/devotionals/share.ts';
import { checkProverb } from '../../../src/lib/wisdom/proverb.ts';

const valid = { title: 'T', date: '2025-06-01', keyVerse: 'K', devotionalText: 'Text' };

describe('the devotional form rules', () => {
  it('says "Missing Fields: Please fill in all required fields." when a required field is empty or absent', () => {
    expect(missingFieldsMessage).toBe('Missing Fields: Please fill in all required fields.');
    for (const field of ['title', 'date', 'keyVerse', 'devotionalText'] as const) {
      expect(checkDevotional({ ...valid, [field]: '   ' })).toMatchObject({
        ok: false,
        code: 'missing_fields',
        message: missingFieldsMessage,
      });
      const { [field]: _omitted, ...rest } = valid;
      expect(checkDevotional(rest)).toMatchObject({ ok: false, message: missingFieldsMessage });
    }
  });

  it('prefers "Missing Fields" over a malformed date', () => {
    expect(checkDevotional({ ...valid, date: 'soon', keyVerse: '' })).toMatchObject({
      message: missingFieldsMessage,
    });
  });

  it('refuses a malformed or impossible date', () => {
    expect(checkDevotional({ ...valid, date: '2025-02-30' })).toMatchObject({
      ok: false,
      code: 'invalid_date',
      message: invalidDateMessage,
    });
    expect(checkDevotional({ ...valid, date: 'June 1' })).toMatchObject({ ok: false, code: 'invalid_date' });
  });

  it('trims values, makes empty optional fields null and drops the URL when there is no media', () => {
    const result = checkDevotional({
      ...valid,
      title: '  T  ',
      reflection: ' ',
      prayer: 'Amen',
      mediaType: 'none',
      mediaUrl: 'https://e.org/a.mp3',
    });
    expect(result).toEqual({
      ok: true,
      value: { ...valid, reflection: null, prayer: 'Amen', mediaType: 'none', mediaUrl: null, locale: 'en' },
    });
  });

  it('keeps the language it is written in, English unless given, and refuses one the site does not have', () => {
    expect(checkDevotional({ ...valid, locale: 'es' })).toMatchObject({ ok: true, value: { locale: 'es' } });
    expect(checkDevotional({ ...valid, locale: 'fr' })).toEqual({
      ok: false,
      code: 'invalid_locale',
      message: invalidLocaleMessage,
    });
    expect(invalidLocaleMessage).toBe('Invalid Language: the language must be one of en, es.');
  });

  it('accepts media from https or this site only', () => {
    expect(isPlayableMediaUrl('https://cdn.example.org/a.mp4')).toBe(true);
    expect(isPlayableMediaUrl('/media-files/videos/a.mp4')).toBe(true);
    expect(isPlayableMediaUrl('//evil.example/a.mp4')).toBe(false);
    expect(isPlayableMediaUrl('http://example.org/a.mp4')).toBe(false);
    expect(isPlayableMediaUrl('javascript:alert(1)')).toBe(false);
    expect(
      checkDevotional({ ...valid, mediaType: 'video', mediaUrl: 'data:video/mp4;base64,AA' }),
    ).toMatchObject({ ok: false });
    expect(checkDevotional({ ...valid, mediaType: 'podcast' })).toMatchObject({ ok: false });
  });

  it('reads media types as the bulk format does', () => {
    expect(mediaTypeFrom('Video')).toBe('video');
    expect(mediaTypeFrom('audio')).toBe('audio');
    expect(mediaTypeFrom('none')).toBe('none');
  });

  it('opens audio with the audio feature and video with premium devotionals, and says which plan others need', () => {
    expect(mediaFeature('audio')).toBe('audioDevotionals');
    expect(mediaFeature('video')).toBe('premiumDevotionals');
    const words = {
      audio: 'Audio devotionals are part of Premium.',
      video: 'Video devotionals are part of Premium.',
    };
    expect(mediaLockedMessage('audio', words)).toEqual({ icon: '🎧', text: words.audio });
    expect(mediaLockedMessage('video', words)).toEqual({ icon: '🎬', text: words.video });
  });

  it('bounds long fields', () => {
    expect(checkDevotional({ ...valid, title: 'x'.repeat(201) })).toMatchObject({
      ok: false,
      code: 'invalid_input',
    });
  });
});

describe('the proverb form rules', () => {
  it('requires proverb, meaning and why it matters, and not the reference', () => {
    expect(checkProverb({ proverb: 'p', meaning: 'm', whyItMatters: 'w' })).toEqual({
      ok: true,
      value: { proverb: 'p', meaning: 'm', whyItMatters: 'w', reference: null, locale: 'en' },
    });
    expect(checkProverb({ proverb: 'p', meaning: '', whyItMatters: 'w', reference: 'r' })).toMatchObject({
      ok: false,
      message: missingFieldsMessage,
    });
    expect(checkProverb({ meaning: 'm', whyItMatters: 'w' })).toMatchObject({
      ok: false,
      message: missingFieldsMessage,
    });
  });
});

describe('import caps and messages', () => {
  it('refuses more than 200 KB or more than 500 records, and says so', () => {
    expect(maxImportBytes).toBe(204800);
    expect(maxImportRecords).toBe(500);
    expect(checkImportCaps(maxImportBytes, maxImportRecords, 'devotionals')).toBeNull();
    expect(checkImportCaps(maxImportBytes + 1, 1, 'devotionals')?.message).toBe(
      'Too Much Data: paste at most 200 KB and 500 devotionals at a time. Please ' +
        'split the text and import it in parts.',
    );
    expect(checkImportCaps(10, maxImportRecords + 1, 'proverbs')?.message).toMatch(/500 proverbs/);
  });

  it('measures text in UTF-8 bytes', () => {
    expect(utf8Bytes('abc')).toBe(3);
    expect(utf8Bytes('é')).toBe(2);
    expect(utf8Bytes('🙏')).toBe(4);
  });

  it('words the result as "Import Complete! Imported N ... M duplicates skipped. K errors."', () => {
    expect(importToast({ imported: 2, duplicates: 1, errors: 3 }, 'devotionals')).toEqual({
      title: 'Import Complete!',
      description: 'Imported 2 devotionals. 1 duplicates skipped. 3 errors.',
      variant: 'success',
    });
  });

  it('says "All Duplicates" when every record was already there', () => {
    expect(importToast({ imported: 0, duplicates: 4, errors: 0 }, 'proverbs').title).toBe('All Duplicates');
  });

  it('says "Import Failed" when nothing could be imported because of errors', () => {
    expect(importToast({ imported: 0, duplicates: 1, errors: 2 }, 'proverbs')).toMatchObject({
      title: 'Import Failed',
      variant: 'error',
    });
  });

  it('strips one pair of surrounding quotes', () => {
    expect(stripSurroundingQuotes(' "x" ')).toBe('x');
    expect(stripSurroundingQuotes('“x”')).toBe('x');
    expect(stripSurroundingQuotes("'x'")).toBe('x');
    expect(stripSurroundingQuotes('"x')).toBe('"x');
    expect(stripSurroundingQuotes('"')).toBe('"');
  });
});

describe('sharing', () => {
  const item = {
    title: 'God Made Me',
    keyVerse: 'Psalm 139:14',
    url: 'https://kids.example.org/devotionals/2025-06-01-god-made-me/',
  };
  it('links to Facebook, Twitter, WhatsApp and Email with the page URL', () => {
    const links = shareLinks(item);
    expect(links.map((l) => l.label)).toEqual(['Facebook', 'Twitter', 'WhatsApp', 'Email']);
    const encoded = encodeURIComponent(item.url);
    expect(links[0]?.href).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
    expect(links[1]?.href).toContain(`url=${encoded}`);
    expect(links[1]?.href.startsWith('https://twitter.com/intent/tweet?')).toBe(true);
    expect(links[2]?.href.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodeURIComponent(links[2]!.href)).toContain(item.url);
    expect(links[3]?.href.startsWith('mailto:?subject=God%20Made%20Me&body=')).toBe(true);
  });
  it('copies title, key verse and URL', () => {
    expect(shareText(item)).toBe(`God Made Me\n\nPsalm 139:14\n\n${item.url}`);
  });
  it('names the e-mail link in the page’s language', () => {
    expect(shareLinks(item, 'Correo').map((l) => l.label)).toEqual([
      'Facebook',
      'Twitter',
      'WhatsApp',
      'Correo',
    ]);
  });
});
