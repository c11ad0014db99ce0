#!/usr/bin/env node
// Draws the seed's featured images (plain PNG gradients with a band, one hue per article) so the
// repository carries no third-party pictures. 1600 x 900, as a photo uploaded for the web: the
// pages ask Storage for the widths their layout needs (up to 1600 on a 3x phone), and a smaller
// source would answer every width with the same few pixels. Run once; the PNGs are checked in.
// `node scripts/seed-images.mjs [folder]` writes into `folder` instead (to compare with the
// checked-in files).
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';

const dir = process.argv[2]
  ? pathToFileURL(`${process.argv[2].replace(/\/$/, '')}/`)
  : new URL('../seed/storage/content-images/seed/', import.meta.url);
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

const width = 1600;
const height = 900;
for (const [name, [r, g, b]] of Object.entries(images)) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = (x / width) * 0.6 + (y / height) * 0.4;
      const band = y > height * 0.62 && y < height * 0.7 ? 60 : 0;
      const at = (y * width + x) * 3;
      pixels[at] = Math.min(255, r + t * 90 + band);
      pixels[at + 1] = Math.min(255, g + t * 90 + band);
      pixels[at + 2] = Math.min(255, b + t * 90 + band);
    }
  }
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 9 })
    .toFile(new URL(`${name}.png`, dir).pathname);
}
