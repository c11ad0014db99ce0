import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';

/**
 * A PNG of random pixels (does not compress): `width`×`height` RGB, or RGBA whose upper half is
 * fully transparent when `transparent`.
 */
export function noisePng(width: number, height: number, { transparent = false } = {}): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (data: Buffer) => {
    let c = 0xffffffff;
    for (const byte of data) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  const channels = transparent ? 4 : 3;
  header[9] = transparent ? 6 : 2; // RGBA or RGB
  // Random bytes do not compress: the file is as large as its pixels.
  const stride = width * channels + 1;
  const rows = randomBytes(stride * height);
  for (let y = 0; y < height; y += 1) {
    rows[y * stride] = 0; // filter: none
    for (let x = 0; transparent && x < width; x += 1) {
      rows[y * stride + 1 + x * 4 + 3] = y < height / 2 ? 0 : 255;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
