import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { brotliWindowBits, compressFile } from '../../api/static/compress-worker.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'compress-worker-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('compress-worker', () => {
  it('gives brotli the smallest window that holds the whole file, within brotli limits', () => {
    expect(brotliWindowBits(0)).toBe(16);
    expect(brotliWindowBits(40_000)).toBe(17);
    expect(2 ** brotliWindowBits(40_000)).toBeGreaterThan(40_000);
    expect(brotliWindowBits(3_000_000)).toBe(23);
    expect(brotliWindowBits(500_000_000)).toBe(24);
  });

  it('writes both variants beside the file, each decompressing to its content', () => {
    const file = path.join(dir, 'page.html');
    const data = Buffer.from('<p>In the beginning God created the heaven and the earth.</p>\n'.repeat(200));
    const answer = compressFile({ id: 7, file, data, brotliQuality: 8 });
    expect(answer.id).toBe(7);
    const br = readFileSync(`${file}.br`);
    const gz = readFileSync(`${file}.gz`);
    expect(answer.br).toBe(br.length);
    expect(answer.gzip).toBe(gz.length);
    expect(brotliDecompressSync(br).equals(data)).toBe(true);
    expect(gunzipSync(gz).equals(data)).toBe(true);
  });

  it('writes no variant that would not be smaller', () => {
    const file = path.join(dir, 'tiny.txt');
    const answer = compressFile({ id: 1, file, data: Buffer.from('a'), brotliQuality: 11 });
    expect(answer).toEqual({ id: 1 });
    expect(existsSync(`${file}.br`)).toBe(false);
    expect(existsSync(`${file}.gz`)).toBe(false);
  });
});
