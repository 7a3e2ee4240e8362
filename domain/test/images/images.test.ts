import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatFileSize,
  IMAGE_FORMATS_IN_WORDS,
  imageStoragePath,
  imageUploadProblem,
  imageWidthFor,
  MAX_IMAGE_BYTES,
  NOT_AN_IMAGE_MESSAGE,
  sniffImageFormat,
  ZImageAspectRatioId,
  ZImageRecord,
} from '../../src';

/** The bytes of an ASCII string (the domain has no TextEncoder: it runs without DOM or Node types). */
function ascii(text: string): Uint8Array {
  return Uint8Array.from([...text].map((char) => char.charCodeAt(0)));
}

const PNG_HEAD = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const JPEG_HEAD = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
const GIF_HEAD = ascii('GIF89a....');
const TEXT_HEAD = ascii('hello, I am not a picture');

describe('sniffImageFormat', () => {
  it('tells PNG, JPG and GIF apart by their first bytes', () => {
    expect(sniffImageFormat(PNG_HEAD)).toBe('PNG');
    expect(sniffImageFormat(JPEG_HEAD)).toBe('JPG');
    expect(sniffImageFormat(GIF_HEAD)).toBe('GIF');
    expect(sniffImageFormat(ascii('GIF87a'))).toBe('GIF');
  });

  it('refuses text, WebP and files too short to tell', () => {
    expect(sniffImageFormat(TEXT_HEAD)).toBeUndefined();
    expect(sniffImageFormat(ascii('RIFF\0\0\0\0WEBP'))).toBeUndefined();
    expect(sniffImageFormat(PNG_HEAD.slice(0, 4))).toBeUndefined();
    expect(sniffImageFormat(new Uint8Array())).toBeUndefined();
  });

  it('never throws, whatever the bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 16 }), (bytes) => {
        expect(['PNG', 'JPG', 'GIF', undefined]).toContain(sniffImageFormat(bytes));
      }),
    );
  });
});

describe('imageUploadProblem', () => {
  it('explains empty, non-image and too large files in words', () => {
    expect(imageUploadProblem({ bytes: 0, head: new Uint8Array() })).toBe(
      'This file is empty. Choose a picture.',
    );
    expect(imageUploadProblem({ bytes: 25, head: TEXT_HEAD })).toBe(NOT_AN_IMAGE_MESSAGE);
    expect(NOT_AN_IMAGE_MESSAGE).toContain(IMAGE_FORMATS_IN_WORDS);
    expect(IMAGE_FORMATS_IN_WORDS).toBe('PNG, GIF or JPG');
    expect(imageUploadProblem({ bytes: 6 * 1024 * 1024, head: PNG_HEAD })).toBe(
      'This image is 6 MB; images can be at most 5 MB. Save it smaller and try again.',
    );
  });

  it('never says a file just over the limit is the limit', () => {
    expect(imageUploadProblem({ bytes: MAX_IMAGE_BYTES + 1, head: PNG_HEAD })).toMatch(
      /^This image is 5.1 MB;/,
    );
  });

  it('accepts an image of exactly the limit', () => {
    expect(imageUploadProblem({ bytes: MAX_IMAGE_BYTES, head: JPEG_HEAD })).toBeUndefined();
  });
});

describe('image helpers', () => {
  it('formats sizes as people read them', () => {
    expect(formatFileSize(1)).toBe('1 KB');
    expect(formatFileSize(830 * 1024)).toBe('830 KB');
    expect(formatFileSize(2.45 * 1024 * 1024)).toBe('2.5 MB');
  });

  it('stores an image under its restaurant', () => {
    expect(imageStoragePath('r1', 'img1')).toBe('images/r1/img1');
  });

  it('requests widths in steps of 200, at least 200', () => {
    expect([1, 200, 201, 350, 400, 401, 1000].map(imageWidthFor)).toEqual([
      200, 200, 400, 400, 400, 600, 1000,
    ]);
  });

  it('accepts only the spec aspect ratios', () => {
    expect(ZImageAspectRatioId.parse('4x2.5')).toBe('4x2.5');
    expect(ZImageAspectRatioId.safeParse('16x9').error?.issues[0]?.message).toMatch(
      /^Choose an aspect ratio: 4x2, /,
    );
  });

  it('describes the metadata record', () => {
    const record = {
      id: 'img1',
      restaurantId: 'r1',
      path: 'images/r1/img1',
      contentType: 'image/png',
      width: 800,
      height: 600,
      bytes: 1234,
      createdByUid: 'u1',
      createdIsoDateTimeUtc: '2026-01-01T00:00:00.000Z',
    };
    expect(ZImageRecord.parse(record)).toEqual(record);
    expect(ZImageRecord.safeParse({ ...record, contentType: 'text/plain' }).success).toBe(false);
  });
});
