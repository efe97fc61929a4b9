// node --test: the re-encoding of uploaded pictures (sharp), without Storage. The Storage and index side runs on the
// emulators in tests/functions/pictures.functions.test.ts.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import sharp from 'sharp';

import { PICTURE, RefusedPicture, reencodePicture } from './pictures.js';

/** A phone photo's metadata: the camera, the owner's name and where it was taken (Lisbon). */
const EXIF = {
  IFD0: { Make: 'PhoneCo', Model: 'Phone 12', Artist: 'Ana Family', Orientation: '1' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '38/1 43/1 20/1', GPSLongitudeRef: 'W', GPSLongitude: '9/1 8/1 21/1' },
};

const photo = (width, height, format = 'png') =>
  sharp({ create: { width, height, channels: 3, background: { r: 180, g: 40, b: 40 } } })
    .withExif(EXIF)
    .toFormat(format)
    .toBuffer();

/** Whether an EXIF block holds the GPS IFD pointer (tag 0x8825, either byte order). */
const hasGps = (exif) => exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));

test('a photo with EXIF and GPS comes out as a WebP without any metadata, shrunk to the core size', async () => {
  for (const format of ['png', 'jpeg', 'webp']) {
    const input = await photo(1600, 1200, format);
    const before = await sharp(input).metadata();
    assert.ok(before.exif && hasGps(before.exif), `${format}: the fixture has GPS`);
    assert.ok(input.includes('PhoneCo'));

    const { bytes, width, height } = await reencodePicture(input);
    const after = await sharp(bytes).metadata();
    assert.equal(after.format, 'webp');
    assert.equal(PICTURE.servedType, 'image/webp');
    assert.deepEqual([width, height, after.width, after.height], [512, 384, 512, 384]);
    assert.equal(after.exif, undefined, `${format}: no EXIF`);
    assert.equal(after.xmp, undefined);
    assert.equal(after.icc, undefined);
    assert.ok(!bytes.includes('PhoneCo') && !bytes.includes('Ana Family') && !bytes.includes('Exif'), format);
  }
});

test('a small picture is not enlarged, and a portrait turned by EXIF is stored upright', async () => {
  const small = await reencodePicture(await photo(100, 60));
  assert.deepEqual([small.width, small.height], [100, 60]);
  // Orientation 6: the camera was turned; the stored pixels are landscape, the photo is portrait.
  const turned = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#336699' } })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
  const upright = await reencodePicture(turned);
  assert.deepEqual([upright.width, upright.height], [256, 512]);
});

test('anything that is not a JPEG, PNG or WebP image is refused', async () => {
  const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).gif().toBuffer();
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
  const png = await photo(64, 64);
  for (const [label, bytes] of [
    ['text', Buffer.from('hello, free file hosting')],
    ['html', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['empty', Buffer.alloc(0)],
    ['gif', gif],
    ['svg', svg],
    ['truncated png', png.subarray(0, png.length / 2)],
    ['png signature only', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])],
  ]) {
    await assert.rejects(reencodePicture(bytes), RefusedPicture, label);
  }
});

/** Counts every use of sharp from here on: an instance made (its input read), a header read, a decode. */
function watchSharp(t) {
  const methods = ['_createInputDescriptor', 'metadata', 'toBuffer'].map((name) => t.mock.method(sharp.prototype, name));
  return () => methods.reduce((count, method) => count + method.mock.callCount(), 0);
}

const blank = (format, options) =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } }).toFormat(format, options).toBuffer();

/** An ISO-BMFF `ftyp` box naming `brand`, as a HEIF/HEIC/AVIF file starts, followed by junk. */
const ftyp = (brand) =>
  Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from(`ftyp${brand}\0\0\0\0mif1${brand}`), Buffer.alloc(64, 7)]);

test('SVG, TIFF and HEIF uploads are refused by their first bytes, before sharp ever sees them', async (t) => {
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><rect width="9" height="9"/></svg>');
  const uploads = [
    ['svg', svg],
    ['svg with an XML declaration', Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['tiff', await blank('tiff')],
    ['big-endian tiff', Buffer.concat([Buffer.from('MM\0*'), Buffer.alloc(60)])],
    ['heic', ftyp('heic')],
    ['heif (AV1, as sharp writes it)', await blank('heif', { compression: 'av1' })],
    ['gif', await blank('gif')],
  ];
  const sharpCalls = watchSharp(t);
  for (const [label, bytes] of uploads) {
    await assert.rejects(reencodePicture(bytes), RefusedPicture, label);
  }
  assert.equal(sharpCalls(), 0, 'no sharp instance, header read or decode');
});

test('a small JPEG, PNG and WebP still reach sharp and are served', async (t) => {
  const uploads = await Promise.all(['jpeg', 'png', 'webp'].map((format) => blank(format)));
  const sharpCalls = watchSharp(t);
  for (const bytes of uploads) {
    const { width, height } = await reencodePicture(bytes);
    assert.deepEqual([width, height], [8, 8]);
  }
  assert.ok(sharpCalls() > 0, 'the watch sees sharp when it runs');
});

test('a picture over 25 megapixels is refused; one of exactly 25 is served', async () => {
  assert.equal(PICTURE.maxInputPixels, 25_000_000);
  const plain = (width, height) =>
    sharp({ create: { width, height, channels: 3, background: '#fff' } }).png({ compressionLevel: 9 }).toBuffer();
  const over = await plain(6500, 4000); // 26 MP
  assert.ok(over.length < PICTURE.maxBytes);
  await assert.rejects(reencodePicture(over), RefusedPicture);
  const atLimit = await reencodePicture(await plain(5000, 5000));
  assert.deepEqual([atLimit.width, atLimit.height], [512, 512]);
});

test('a small file that declares a huge canvas is refused before it is decoded', async () => {
  // 10,000 × 10,000 pixels of one colour compress to a few hundred KB of PNG.
  const huge = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#fff' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  assert.ok(huge.length < PICTURE.maxBytes);
  await assert.rejects(reencodePicture(huge), RefusedPicture);
});
