#!/usr/bin/env node
// Draws the seed's featured images (plain PNG gradients with a band, one hue per article) so the
// repository carries no third-party pictures. 1600 x 900, as a photo uploaded for the web: the
// pages ask Storage for the widths their layout needs (up to 1600 on a 3x phone), and a smaller
// source would answer every width with the same few pixels. Run once; the PNGs are checked in.
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const dir = new URL('../seed/storage/content-images/seed/', import.meta.url);
/** @type {Record<string, [number, number, number]>} */
const images = {
  rentree: [22, 101, 52],
  resultats: [180, 120, 20],
  informatique: [30, 80, 160],
  coran: [12, 90, 80],
  'portes-ouvertes': [150, 60, 40],
  lecture: [110, 50, 140],
  pedagogie: [40, 130, 150],
  numerique: [60, 60, 120],
  communaute: [160, 90, 30],
};

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
/** @param {Buffer} buf */
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const byte of buf) c = /** @type {number} */ (crcTable[(c ^ byte) & 0xff]) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
/** @param {string} type @param {Buffer} data */
const chunk = (type, data) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};

const width = 1600;
const height = 900;
for (const [name, [r, g, b]] of Object.entries(images)) {
  const rows = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const t = (x / width) * 0.6 + (y / height) * 0.4;
      const band = y > height * 0.62 && y < height * 0.7 ? 60 : 0;
      row[1 + x * 3] = Math.min(255, r + t * 90 + band);
      row[2 + x * 3] = Math.min(255, g + t * 90 + band);
      row[3 + x * 3] = Math.min(255, b + t * 90 + band);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  writeFileSync(new URL(`${name}.png`, dir), png);
}
