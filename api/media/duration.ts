import { promises as fs } from 'node:fs';
import type { SniffedKind } from '../../src/lib/media-sniff.ts';

/** Reads a stored file by byte ranges (a local file, or ranged requests to a bucket). */
export interface RangeReader {
  /** Up to `length` bytes from `position`; fewer at the end of the file. */
  read(position: number, length: number): Promise<Buffer>;
}

type FileHandle = RangeReader;

const read = (handle: FileHandle, position: number, length: number): Promise<Buffer> =>
  handle.read(position, length);

/**
 * MP4, MOV and M4A: the movie header box (moov/mvhd) holds the time scale and duration. The moov
 * box may sit at the start or the end of the file; only box headers are read, never the media.
 */
async function mp4Duration(handle: FileHandle, size: number): Promise<number | null> {
  const findBox = async (
    start: number,
    end: number,
    type: string,
  ): Promise<{ start: number; end: number } | null> => {
    let at = start;
    while (at + 8 <= end) {
      const header = await read(handle, at, 16);
      if (header.length < 8) return null;
      let boxSize = header.readUInt32BE(0);
      let headerSize = 8;
      if (boxSize === 1) {
        boxSize = Number(header.readBigUInt64BE(8));
        headerSize = 16;
      } else if (boxSize === 0) {
        boxSize = end - at;
      }
      if (boxSize < headerSize) return null;
      if (header.toString('latin1', 4, 8) === type)
        return { start: at + headerSize, end: Math.min(at + boxSize, end) };
      at += boxSize;
    }
    return null;
  };
  const moov = await findBox(0, size, 'moov');
  if (!moov) return null;
  const mvhd = await findBox(moov.start, moov.end, 'mvhd');
  if (!mvhd) return null;
  const body = await read(handle, mvhd.start, 32);
  const version = body[0];
  const timescale = version === 1 ? body.readUInt32BE(20) : body.readUInt32BE(12);
  const duration = version === 1 ? Number(body.readBigUInt64BE(24)) : body.readUInt32BE(16);
  return timescale > 0 ? duration / timescale : null;
}

/** WAV: the data chunk's size divided by the byte rate of the fmt chunk. */
async function wavDuration(handle: FileHandle, size: number): Promise<number | null> {
  let at = 12;
  let byteRate = 0;
  while (at + 8 <= size) {
    // Chunk id and size, then for "fmt ": format, channels, sample rate, byte rate.
    const header = await read(handle, at, 20);
    if (header.length < 8) return null;
    const id = header.toString('latin1', 0, 4);
    const chunkSize = header.readUInt32LE(4);
    if (id === 'fmt ' && header.length >= 20) byteRate = header.readUInt32LE(16);
    if (id === 'data') return byteRate > 0 ? chunkSize / byteRate : null;
    at += 8 + chunkSize + (chunkSize % 2);
  }
  return null;
}

/** The length in seconds of an audio or video file, when its format tells it cheaply; else null. */
export async function readMediaDuration(file: string, kind: SniffedKind): Promise<number | null> {
  if (!durationReader(kind)) return null;
  const handle = await fs.open(file, 'r');
  try {
    const { size } = await handle.stat();
    const reader: RangeReader = {
      async read(position, length) {
        const buffer = Buffer.alloc(length);
        const { bytesRead } = await handle.read(buffer, 0, length, position);
        return buffer.subarray(0, bytesRead);
      },
    };
    return await readDurationFrom(reader, size, kind);
  } finally {
    await handle.close();
  }
}

function durationReader(kind: SniffedKind): typeof mp4Duration | null {
  return kind === 'mp4' || kind === 'quicktime' || kind === 'm4a'
    ? mp4Duration
    : kind === 'wav'
      ? wavDuration
      : null;
}

/** readMediaDuration over any ranged reader of a file of `size` bytes. */
export async function readDurationFrom(
  source: RangeReader,
  size: number,
  kind: SniffedKind,
): Promise<number | null> {
  const reader = durationReader(kind);
  if (!reader) return null;
  try {
    const seconds = await reader(source, size);
    return seconds !== null && Number.isFinite(seconds) && seconds >= 0
      ? Math.round(seconds * 10) / 10
      : null;
  } catch {
    return null;
  }
}
