/** Small, valid-looking media files built in code (no binaries in the repository). */

function box(type: string, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

/** An MP4 whose movie header says it lasts `seconds` (ftyp, then moov/mvhd, then some media data). */
export function fakeMp4(seconds: number, mediaBytes = 2048): Buffer {
  const ftyp = box(
    'ftyp',
    Buffer.from('isom', 'latin1'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2mp41', 'latin1'),
  );
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt8(0, 0); // version 0
  mvhd.writeUInt32BE(1000, 12); // time scale
  mvhd.writeUInt32BE(Math.round(seconds * 1000), 16); // duration
  const moov = box('moov', box('mvhd', mvhd));
  const mdat = box('mdat', Buffer.alloc(mediaBytes, 7));
  return Buffer.concat([ftyp, mdat, moov]);
}

/** A WAV of silence lasting `seconds` at 8 kHz mono 8-bit. */
export function fakeWav(seconds: number): Buffer {
  const rate = 8000;
  const data = Buffer.alloc(Math.round(rate * seconds), 128);
  const fmt = Buffer.alloc(16);
  fmt.writeUInt16LE(1, 0);
  fmt.writeUInt16LE(1, 2);
  fmt.writeUInt32LE(rate, 4);
  fmt.writeUInt32LE(rate, 8);
  fmt.writeUInt16LE(1, 12);
  fmt.writeUInt16LE(8, 14);
  const chunk = (id: string, body: Buffer): Buffer => {
    const h = Buffer.alloc(8);
    h.write(id, 0, 'latin1');
    h.writeUInt32LE(body.length, 4);
    return Buffer.concat([h, body]);
  };
  const riff = Buffer.concat([Buffer.from('WAVE', 'latin1'), chunk('fmt ', fmt), chunk('data', data)]);
  const h = Buffer.alloc(8);
  h.write('RIFF', 0, 'latin1');
  h.writeUInt32LE(riff.length, 4);
  return Buffer.concat([h, riff]);
}

/** A 1x1 PNG. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The first bytes of a Windows program. */
export const fakeExe = Buffer.concat([Buffer.from('MZ', 'latin1'), Buffer.alloc(510, 0x90)]);
