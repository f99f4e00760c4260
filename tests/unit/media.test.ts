import { describe, expect, it } from 'vitest';
import { parseRange } from '../../api/http/range.ts';
import {
  bucketForMimeType,
  featuredVideoIndex,
  formatMegabytes,
  isAcceptedMimeType,
  isDropZoneType,
  matchesMediaSearch,
  sanitizeFileName,
  shortTabLabel,
  storedFileName,
  titleFromFileName,
} from '../../src/lib/media.ts';
import { contentMatchesType, sniffMediaKind } from '../../src/lib/media-sniff.ts';
import { isScriptableImage, servedMediaType, storedMediaForm } from '../../src/lib/media-types.ts';
import { fakeExe, fakeMp4, fakeWav, tinyPng } from '../support/media-fixtures.ts';

describe('accepted types and buckets', () => {
  it('accepts the listed video, audio and image types and any video/, audio/ or image/ type', () => {
    for (const t of [
      'video/mp4',
      'video/webm',
      'video/ogg',
      'video/quicktime',
      'video/x-msvideo',
      'audio/mpeg',
      'audio/wav',
      'audio/mp4',
      'audio/aac',
      'image/jpeg',
      'image/svg+xml',
      'image/bmp',
      'video/x-matroska',
    ]) {
      expect(isAcceptedMimeType(t), t).toBe(true);
    }
    for (const t of ['application/pdf', 'text/html', 'application/x-msdownload', 'video', 'video/', ''])
      expect(isAcceptedMimeType(t), t).toBe(false);
  });

  it('puts images in images, audio in audio and everything else in videos', () => {
    expect(bucketForMimeType('image/png')).toBe('images');
    expect(bucketForMimeType('audio/mpeg')).toBe('audio');
    expect(bucketForMimeType('video/mp4')).toBe('videos');
    expect(bucketForMimeType('application/octet-stream')).toBe('videos');
  });

  it('lets the library drop zone take video and audio only', () => {
    expect(isDropZoneType('video/mp4')).toBe(true);
    expect(isDropZoneType('audio/wav')).toBe(true);
    expect(isDropZoneType('image/png')).toBe(false);
  });
});

describe('file names', () => {
  it('prefills the title with the name without its extension', () => {
    expect(titleFromFileName('Noah and the Ark.mp4')).toBe('Noah and the Ark');
    expect(titleFromFileName('song.final.mp3')).toBe('song.final');
    expect(titleFromFileName('.hidden')).toBe('.hidden');
    expect(titleFromFileName('C:\\videos\\Jonah.mov')).toBe('Jonah');
  });

  it('sanitises names: no paths, no dots up front, ASCII only, the extension kept', () => {
    expect(sanitizeFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitizeFileName('Noé & Ärk!!.MP4')).toBe('Noe-Ark.mp4');
    expect(sanitizeFileName('..hidden..mp4')).toBe('hidden.mp4');
    expect(sanitizeFileName('漢字.mp3')).toBe('file.mp3');
    expect(sanitizeFileName('')).toBe('file');
    expect(sanitizeFileName(`${'a'.repeat(300)}.webm`)).toHaveLength(95);
  });

  it('prefixes the stored name with a timestamp and a unique part', () => {
    expect(storedFileName('My Video.mp4', new Date('2026-11-21T10:20:30.456Z'), 'abc123', 'mp4')).toBe(
      '20261121T102030Z-abc123-My-Video.mp4',
    );
  });

  it('takes the extension its content calls for, whatever the name said', () => {
    const at = new Date('2026-11-21T10:20:30Z');
    expect(storedFileName('lib.js', at, 'abc123', 'gif')).toBe('20261121T102030Z-abc123-lib.gif');
    expect(storedFileName('noextension', at, 'abc123', 'png')).toBe(
      '20261121T102030Z-abc123-noextension.png',
    );
    expect(storedFileName('clip.MOV', at, 'abc123', 'mov')).toBe('20261121T102030Z-abc123-clip.mov');
  });
});

describe('display', () => {
  it('shows sizes in MB with one decimal', () => {
    expect(formatMegabytes(47185920)).toBe('45.0');
    expect(formatMegabytes(1_572_864)).toBe('1.5');
  });

  it('searches title or original name, case-insensitively', () => {
    const f = { title: 'Noah and the Ark', originalName: 'flood-story.mp4' };
    expect(matchesMediaSearch(f, 'NOAH')).toBe(true);
    expect(matchesMediaSearch(f, 'flood')).toBe(true);
    expect(matchesMediaSearch(f, 'jonah')).toBe(false);
    expect(matchesMediaSearch(f, '  ')).toBe(true);
  });

  it('opens the home library on the featured video, else the first', () => {
    const videos = [
      { title: 'Creation', originalName: 'a.mp4' },
      { title: 'Jonah', originalName: 'big-fish.mp4' },
    ];
    expect(featuredVideoIndex(videos, 'jonah')).toBe(1);
    expect(featuredVideoIndex(videos, 'BIG-FISH')).toBe(1);
    expect(featuredVideoIndex(videos, 'Moses')).toBe(0);
    expect(featuredVideoIndex(videos, null)).toBe(0);
  });

  it('shortens tab labels at a word, with an ellipsis', () => {
    expect(shortTabLabel('Jonah')).toBe('Jonah');
    expect(shortTabLabel('The Amazing Story of Noah and the Great Flood')).toBe('The Amazing Story of…');
    expect(shortTabLabel('Supercalifragilisticexpialidocious')).toHaveLength(24);
  });
});

describe('what a file really is (leading bytes)', () => {
  it('recognises media and images', () => {
    expect(sniffMediaKind(new Uint8Array(fakeMp4(1)))).toBe('mp4');
    expect(sniffMediaKind(new Uint8Array(fakeWav(0.1)))).toBe('wav');
    expect(sniffMediaKind(new Uint8Array(tinyPng))).toBe('png');
    expect(sniffMediaKind(new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0, 0, 0, 0]))).toBe('webm');
    expect(sniffMediaKind(new Uint8Array(Buffer.from('ID3\u0004\u0000\u0000\u0000\u0000')))).toBe('mp3');
    expect(sniffMediaKind(new Uint8Array(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')))).toBe(
      'svg',
    );
  });

  it('recognises programs, whatever they are called', () => {
    expect(sniffMediaKind(new Uint8Array(fakeExe))).toBe('executable');
    expect(sniffMediaKind(new Uint8Array(Buffer.from('\u007fELF\u0002\u0001')))).toBe('executable');
    expect(sniffMediaKind(new Uint8Array(Buffer.from('#!/bin/sh\nrm -rf /')))).toBe('executable');
  });

  it('matches content against the declared family', () => {
    expect(contentMatchesType('mp4', 'video/mp4')).toBe(true);
    expect(contentMatchesType('mp4', 'audio/mp4')).toBe(true);
    expect(contentMatchesType('executable', 'video/mp4')).toBe(false);
    expect(contentMatchesType('png', 'video/mp4')).toBe(false);
    expect(contentMatchesType('unknown', 'audio/mpeg')).toBe(false);
  });
});

describe('Range headers', () => {
  it('reads a start and end, an open end and a suffix', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=500-', 1000)).toEqual({ start: 500, end: 999 });
    expect(parseRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=900-5000', 1000)).toEqual({ start: 900, end: 999 });
  });

  it('says unsatisfiable for ranges outside the file, and ignores what it cannot read', () => {
    expect(parseRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=50-10', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-1,5-6', 1000)).toBeNull();
    expect(parseRange('items=0-1', 1000)).toBeNull();
    expect(parseRange(undefined, 1000)).toBeNull();
  });
});

describe('stored and served media types', () => {
  it('stores each kind of content with its own extension and type, per bucket', () => {
    expect(storedMediaForm('gif', 'images')).toEqual({ extension: 'gif', contentType: 'image/gif' });
    expect(storedMediaForm('webm', 'audio')).toEqual({ extension: 'webm', contentType: 'audio/webm' });
    expect(storedMediaForm('webm', 'videos')).toEqual({ extension: 'webm', contentType: 'video/webm' });
    expect(storedMediaForm('quicktime', 'videos')).toEqual({
      extension: 'mov',
      contentType: 'video/quicktime',
    });
    expect(storedMediaForm('jpeg', 'images')).toEqual({ extension: 'jpg', contentType: 'image/jpeg' });
  });

  it('has no place for programs, unknown content or content in the wrong bucket', () => {
    expect(storedMediaForm('executable', 'videos')).toBeNull();
    expect(storedMediaForm('unknown', 'images')).toBeNull();
    expect(storedMediaForm('png', 'videos')).toBeNull();
  });

  it('serves only media types, never script, HTML, CSS or XML', () => {
    expect(servedMediaType('images', 'x-a.gif')).toBe('image/gif');
    expect(servedMediaType('audio', 'x-a.ogg')).toBe('audio/ogg');
    expect(servedMediaType('videos', 'x-a.MP4')).toBe('video/mp4');
    for (const name of ['a.js', 'a.mjs', 'a.html', 'a.htm', 'a.css', 'a.xml', 'a.xhtml', 'a', 'a.json']) {
      expect(servedMediaType('images', name), name).toBeNull();
    }
    expect(servedMediaType('videos', 'a.png')).toBeNull();
    expect(isScriptableImage('image/svg+xml')).toBe(true);
    expect(isScriptableImage('image/png')).toBe(false);
  });
});
